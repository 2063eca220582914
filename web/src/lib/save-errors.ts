import { readGraphQLError } from './apollo.ts';

/** A refused save as a dialog shows it: messages under their fields, the rest above the form. */
export interface SaveErrors<F extends string> {
  fields: Partial<Record<F, string>>;
  form?: string;
}

/**
 * Splits a failed mutation's error for a form with `formFields`: the graph's field errors go
 * under their fields; a message with no field of the form (or other field errors) goes on top,
 * `fallback` when the server said nothing readable. `formFields` may instead say which field of
 * the form a server name goes under (`lines.3.quantity` under a line's field), or none.
 */
export function splitSaveErrors<F extends string>(
  error: unknown,
  formFields: readonly F[] | ((serverName: string) => F | undefined),
  fallback: string,
): SaveErrors<F> {
  const { message, fieldErrors } = readGraphQLError(error);
  const placeOf =
    typeof formFields === 'function'
      ? formFields
      : (name: string) =>
          (formFields as readonly string[]).includes(name) ? (name as F) : undefined;
  const fields: Partial<Record<F, string>> = {};
  const others: string[] = [];
  for (const [name, text] of Object.entries(fieldErrors)) {
    const place = placeOf(name);
    // Two server names under one field: the first message stays.
    if (place !== undefined) fields[place] ??= text;
    else others.push(text);
  }
  const hasFields = Object.keys(fields).length > 0;
  return {
    fields,
    ...(!hasFields && { form: message ?? fallback }),
    ...(hasFields && others.length > 0 && { form: others.join(' ') }),
  };
}
