import type { RequestHandler } from 'express';
import { HttpError } from './errors.ts';

/**
 * The shape a JSON body may have before any contract looks at it. No route takes more than a few
 * dozen keys or a few levels; a batch names at most 500 ids. Checked before validation because
 * validating (and reporting on) 20,000 unknown keys is itself what took the api down (issue 9).
 */
export const BODY_BOUNDS = {
  /** Levels of objects and arrays, the body itself being level 1. */
  depth: 8,
  /** Keys of one object. */
  keys: 100,
  /** Items of one array. */
  items: 1000,
  /** Values in the whole body (objects, arrays, strings, numbers, …). */
  values: 10_000,
} as const;

/** The refusals every route may answer, for the openapi document. */
export const BODY_BOUNDS_SUMMARY = `caractère NUL, corps de plus de ${BODY_BOUNDS.depth} niveaux, de ${BODY_BOUNDS.keys} champs par objet, de ${BODY_BOUNDS.items} éléments par liste ou de ${BODY_BOUNDS.values} valeurs`;

export const INPUT_BOUNDS_MESSAGES = {
  nul: 'Requête invalide : caractère interdit (NUL)',
  tooDeep: `Corps de requête trop imbriqué : ${BODY_BOUNDS.depth} niveaux au plus`,
  tooManyKeys: `Corps de requête invalide : ${BODY_BOUNDS.keys} champs au plus par objet`,
  tooManyItems: `Corps de requête invalide : ${BODY_BOUNDS.items} éléments au plus par liste`,
  tooManyValues: `Corps de requête trop volumineux : ${BODY_BOUNDS.values} valeurs au plus`,
} as const;

/** Why `body` is refused, or undefined when it is within BODY_BOUNDS and holds no NUL. */
export function bodyProblem(body: unknown): string | undefined {
  let values = 0;
  // Iterative, so a deep body cannot overflow the stack before its depth is refused.
  const stack: { value: unknown; depth: number }[] = [{ value: body, depth: 1 }];
  while (stack.length > 0) {
    const { value, depth } = stack.pop()!;
    if (++values > BODY_BOUNDS.values) return INPUT_BOUNDS_MESSAGES.tooManyValues;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return INPUT_BOUNDS_MESSAGES.nul;
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth > BODY_BOUNDS.depth) return INPUT_BOUNDS_MESSAGES.tooDeep;
    if (Array.isArray(value)) {
      if (value.length > BODY_BOUNDS.items) return INPUT_BOUNDS_MESSAGES.tooManyItems;
      for (const item of value) stack.push({ value: item, depth: depth + 1 });
      continue;
    }
    const keys = Object.keys(value);
    if (keys.length > BODY_BOUNDS.keys) return INPUT_BOUNDS_MESSAGES.tooManyKeys;
    for (const key of keys) {
      if (key.includes('\u0000')) return INPUT_BOUNDS_MESSAGES.nul;
      stack.push({ value: (value as Record<string, unknown>)[key], depth: depth + 1 });
    }
  }
  return undefined;
}

/**
 * The net below the contracts (contract/primitives.ts): a NUL anywhere in the query string or a
 * JSON body, or a body beyond BODY_BOUNDS, is a 400 before any route runs. Mounted after
 * express.json(); a multipart body is streamed to its route, whose contract checks it. A path's
 * parameters are the routes' own: an id or a token that is not one names nothing (404).
 */
export function inputBounds(): RequestHandler {
  return (req, _res, next) => {
    const at = req.originalUrl.indexOf('?');
    // %00 is how a NUL travels in a URL; a raw one is refused by Node's parser already.
    const query = at === -1 ? '' : req.originalUrl.slice(at);
    if (query.includes('%00') || query.includes('\u0000')) {
      next(new HttpError(400, INPUT_BOUNDS_MESSAGES.nul));
      return;
    }
    const problem = req.body === undefined ? undefined : bodyProblem(req.body);
    next(problem === undefined ? undefined : new HttpError(400, problem));
  };
}
