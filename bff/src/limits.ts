import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import type { ApolloServerPlugin } from '@apollo/server';
import type { Request } from 'express';
import { GraphQLError, type ValidationContext, type ValidationRule } from 'graphql';
import type { ErrorCode } from '@bo/domain';
import type { Context } from './context.ts';

/**
 * What one GraphQL operation may ask (issue 9 item 1). The web app's heaviest documents sit far
 * below each limit (test/limits.test.ts sends every one of them): depth 5, no alias, no
 * directive, cost 152, 118 tokens; the limits leave room for the coming screens.
 */
export interface GraphLimits {
  /** Nested selections, fragments flattened (`{ a { b } }` is 2). */
  maxDepth: number;
  maxAliases: number;
  /** Lexical tokens of the document: bounds the parser's work before anything else. */
  maxTokens: number;
  maxDirectives: number;
  /** GraphQL Armor's static cost: 2 per object, 1 per scalar, ×1.5 per level. */
  maxCost: number;
  /** REST calls one operation may make (the DataLoaders keep the web's under 10). */
  restBudget: number;
  /** Fields resolved for one response (list items included): bounds its size in memory. */
  maxResolvedFields: number;
  /** Entries of the request's `variables` object. */
  maxVariables: number;
  /** The variables' size, counted as their JSON text's characters. */
  maxVariablesSize: number;
  /** Levels of objects and lists in the variables (the `variables` object is level 1). */
  maxVariablesDepth: number;
  /** Items of one list in the variables. */
  maxListItems: number;
}

export const DEFAULT_LIMITS: GraphLimits = {
  maxDepth: 8,
  maxAliases: 15,
  maxTokens: 1000,
  maxDirectives: 10,
  maxCost: 1000,
  restBudget: 50,
  maxResolvedFields: 200_000,
  // The web's operations declare at most a dozen variables; its largest is an inventory's count
  // sheet, far under 256 kB; the api takes no body of more than 8 levels nor a list of more than
  // 1,000 items (api/src/http/input-bounds.ts), so the graph refuses them before coercing them.
  maxVariables: 100,
  maxVariablesSize: 256 * 1024,
  maxVariablesDepth: 8,
  maxListItems: 1000,
};

/** The `extensions.code` of an operation refused for its size (before any REST call). */
export const QUERY_TOO_COMPLEX: ErrorCode = 'QUERY_TOO_COMPLEX';
export const REST_BUDGET_EXCEEDED: ErrorCode = 'REST_BUDGET_EXCEEDED';
export const RESPONSE_TOO_LARGE: ErrorCode = 'RESPONSE_TOO_LARGE';

type Limit =
  | 'depth'
  | 'aliases'
  | 'tokens'
  | 'directives'
  | 'cost'
  | 'variables'
  | 'variablesSize'
  | 'variablesDepth'
  | 'listItems';

const MESSAGES: Record<Limit, (max: number) => string> = {
  depth: (max) => `Requête refusée : trop imbriquée (${max} niveaux au plus)`,
  aliases: (max) => `Requête refusée : trop d'alias (${max} au plus)`,
  tokens: (max) => `Requête refusée : trop longue (${max} éléments au plus)`,
  directives: (max) => `Requête refusée : trop de directives (${max} au plus)`,
  cost: (max) => `Requête refusée : trop coûteuse (coût ${max} au plus)`,
  variables: (max) => `Requête refusée : trop de variables (${max} au plus)`,
  variablesSize: (max) =>
    `Requête refusée : variables trop volumineuses (${Math.round(max / 1024)} ko au plus)`,
  variablesDepth: (max) => `Requête refusée : variables trop imbriquées (${max} niveaux au plus)`,
  listItems: (max) =>
    `Requête refusée : liste trop longue dans les variables (${max} éléments au plus)`,
};

/** Marks a refusal of ours among the validation errors Apollo re-wraps. */
export class OperationRefused extends GraphQLError {
  constructor(
    readonly limit: Limit,
    max: number,
  ) {
    super(MESSAGES[limit](max), { extensions: { code: QUERY_TOO_COMPLEX, limit } });
  }
}

/**
 * GraphQL Armor's rules, each reporting our French error instead of throwing its English one
 * (propagateOnRejection: false), so the client reads one message per limit crossed.
 */
export function limitRules(limits: GraphLimits): ValidationRule[] {
  const report =
    (limit: Limit, max: number) =>
    (context: ValidationContext | null): void => {
      context?.reportError(new OperationRefused(limit, max));
    };
  const common = (limit: Limit, max: number) => ({
    propagateOnRejection: false,
    onReject: [report(limit, max)],
  });
  return [
    maxDepthRule({
      n: limits.maxDepth,
      flattenFragments: true,
      ...common('depth', limits.maxDepth),
    }),
    maxAliasesRule({ n: limits.maxAliases, ...common('aliases', limits.maxAliases) }),
    maxDirectivesRule({ n: limits.maxDirectives, ...common('directives', limits.maxDirectives) }),
    costLimitRule({
      maxCost: limits.maxCost,
      flattenFragments: true,
      ...common('cost', limits.maxCost),
    }),
  ];
}

/** graphql-js's own parser limit (`parse(source, { maxTokens })`; "more that" is its spelling). */
const TOO_MANY_TOKENS = /Document contains more tha[nt] \d+ tokens/;

/**
 * The refusal our rules or the parser raised, as the client sees it; undefined for any other
 * error. Apollo wraps validation errors (GRAPHQL_VALIDATION_FAILED, the original kept) and parse
 * errors (GRAPHQL_PARSE_FAILED). Duck-typed: Apollo may load another copy of graphql-js than
 * ours (CommonJS and ESM builds), so `instanceof GraphQLError` cannot be trusted across them.
 */
export function refusalOf(error: unknown, limits: GraphLimits): OperationRefused | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { originalError, extensions, message } = error as {
    originalError?: unknown;
    extensions?: { code?: unknown };
    message?: unknown;
  };
  if (originalError instanceof OperationRefused) return originalError;
  if (
    extensions?.code === 'GRAPHQL_PARSE_FAILED' &&
    typeof message === 'string' &&
    TOO_MANY_TOKENS.test(message)
  ) {
    return new OperationRefused('tokens', limits.maxTokens);
  }
  return undefined;
}

/**
 * Why a request's `variables` are refused, or undefined within the limits. Walked iteratively and
 * left at the first limit crossed, so 20,000 variables or a list of 200,000 items cost a few
 * milliseconds instead of graphql-js coercing each one (and the api refusing them after).
 */
export function variablesProblem(
  variables: unknown,
  limits: GraphLimits,
): OperationRefused | undefined {
  if (variables === null || typeof variables !== 'object' || Array.isArray(variables)) {
    return undefined; // Not an object: Apollo says so (BAD_REQUEST).
  }
  if (Object.keys(variables).length > limits.maxVariables) {
    return new OperationRefused('variables', limits.maxVariables);
  }
  let size = 0;
  const stack: { value: unknown; depth: number }[] = [{ value: variables, depth: 1 }];
  while (stack.length > 0) {
    const { value, depth } = stack.pop()!;
    // A value's JSON text, near enough: its characters, plus a separator.
    size += typeof value === 'string' ? value.length + 3 : 8;
    if (size > limits.maxVariablesSize) {
      return new OperationRefused('variablesSize', limits.maxVariablesSize);
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth > limits.maxVariablesDepth) {
      return new OperationRefused('variablesDepth', limits.maxVariablesDepth);
    }
    if (Array.isArray(value)) {
      if (value.length > limits.maxListItems) {
        return new OperationRefused('listItems', limits.maxListItems);
      }
      for (const item of value) stack.push({ value: item, depth: depth + 1 });
      continue;
    }
    for (const [key, item] of Object.entries(value)) {
      size += key.length + 3;
      stack.push({ value: item, depth: depth + 1 });
    }
  }
  return undefined;
}

/**
 * The request's variables: a POST body's, or a GET's query string (JSON text, bounded by the
 * URL's 16 kB already); undefined when there are none or Apollo will refuse them as malformed.
 */
export function requestVariables(req: Request): unknown {
  const body: unknown = req.body;
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    return (body as { variables?: unknown }).variables;
  }
  const text = (req.query as Record<string, unknown>).variables;
  if (typeof text !== 'string') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined; // Apollo answers a malformed query string.
  }
}

/** Raised by the REST client when an operation would exceed its REST-call budget. */
export const restBudgetExceeded = (budget: number): GraphQLError =>
  new GraphQLError(
    `Requête refusée : elle demanderait plus de ${budget} appels au service ; découpez-la`,
    { extensions: { code: REST_BUDGET_EXCEEDED } },
  );

const responseTooLarge = (max: number): GraphQLError =>
  new GraphQLError(
    `Réponse trop volumineuse (plus de ${max} champs) : demandez moins de données à la fois`,
    { extensions: { code: RESPONSE_TOO_LARGE } },
  );

/**
 * Bounds the response's size while it is built: every resolved field counts (list items
 * included), and past the limit each new field fails, so no subtree grows further. The many
 * errors that leaves are replaced by one, and the partial data by null: the client gets a
 * small, clear answer rather than a truncated one it could mistake for complete.
 */
export function responseSizePlugin(maxResolvedFields: number): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      let resolved = 0;
      let exceeded = false;
      return {
        async executionDidStart() {
          return {
            willResolveField() {
              resolved += 1;
              if (resolved > maxResolvedFields) {
                exceeded = true;
                throw responseTooLarge(maxResolvedFields);
              }
            },
          };
        },
        async willSendResponse({ response }) {
          if (!exceeded || response.body.kind !== 'single') return;
          const result = response.body.singleResult;
          result.data = null;
          result.errors = [
            {
              message: responseTooLarge(maxResolvedFields).message,
              extensions: { code: RESPONSE_TOO_LARGE },
            },
          ];
        },
      };
    },
  };
}
