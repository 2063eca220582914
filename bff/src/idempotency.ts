import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { OperationTypeNode } from 'graphql';

/**
 * The client's `Idempotency-Key` (one per save, on the POST /graphql of a mutation), turned into
 * one key per REST write (contract:
 * docs/decisions/api.md#idempotency-safe-retries-honest-failures): `<key>:<responseKey>` for
 * the first write of a root mutation field, `<key>:<responseKey>:<n>` for its n-th from the second
 * on. A retry of the same operation with the same key makes the same REST calls with the same
 * keys, so the api answers the first results instead of writing twice.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

export class WriteKeys {
  private field: string | null = null;
  private writes = 0;

  constructor(private readonly base: string | null) {}

  /** True when the client sent a key: a retry of a write is then safe. */
  get keyed(): boolean {
    return this.base !== null;
  }

  /** A root mutation field starts (mutation fields run one after the other). */
  startField(responseKey: string): void {
    this.field = responseKey;
    this.writes = 0;
  }

  /** The key of the next REST write, or none (no key sent, or not within a mutation field). */
  next(): string | undefined {
    if (this.base === null || this.field === null) return undefined;
    this.writes += 1;
    const key = `${this.base}:${this.field}`;
    return this.writes === 1 ? key : `${key}:${this.writes}`;
  }
}

/** Tells the request's WriteKeys which root mutation field is running. */
export function idempotencyPlugin<C extends BaseContext>(
  writeKeysOf: (context: C) => WriteKeys | undefined,
): ApolloServerPlugin<C> {
  return {
    async requestDidStart() {
      return {
        async executionDidStart({ operation, contextValue }) {
          if (operation.operation !== OperationTypeNode.MUTATION) return;
          const keys = writeKeysOf(contextValue);
          if (!keys) return;
          return {
            willResolveField({ info }) {
              if (info.path.prev === undefined) keys.startField(String(info.path.key));
            },
          };
        },
      };
    },
  };
}

/**
 * Errors of a call that never reached the api (refused, no connection in time, pool closed):
 * nothing was written. Any other failure of a write (a timeout waiting for the answer, a reset)
 * may come after the api committed it: its outcome is unknown.
 */
const NOT_SENT = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_CLOSED',
  'UND_ERR_DESTROYED',
]);

export function outcomeUnknown(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && NOT_SENT.has(code)) return false;
    e = (e as { cause?: unknown }).cause;
  }
  return true;
}
