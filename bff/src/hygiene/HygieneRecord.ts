import { HYGIENE_MESSAGES as M, HYGIENE_RECORD_NOT_FOUND, type HygieneLog } from '@bo/domain';
import type {
  HygieneRecordResolvers,
  MutationResolvers,
  Resolvers,
  ResolversUnionTypes,
} from '../generated/graphql.ts';
import type { Context } from '../context.ts';
import type { RestPath } from '../rest/types.ts';
import { optionalId, restId } from '../resolvers/ids.ts';

// Corrections of the six hygiene logs (issue 9 item 14): the `HygieneRecord` union and two
// mutations for all of them, the api's POST /api/<log>/{id}/corrections and /void. Each record
// carries its `history` and `voided` as the api answers them.

type HygieneRecordModel = ResolversUnionTypes<Record<PropertyKey, never>>['HygieneRecord'];

type RecordType =
  | 'TemperatureReading'
  | 'CoolingRecord'
  | 'HeatingRecord'
  | 'TraceabilityRecord'
  | 'CleaningRecord'
  | 'OilRecord';

/** Each log's REST path, its answer's key and its graph type. */
const LOGS: Record<HygieneLog, { path: string; key: 'reading' | 'record'; type: RecordType }> = {
  TEMPERATURE: {
    path: 'temperature-readings',
    key: 'reading',
    type: 'TemperatureReading',
  },
  COOLING: {
    path: 'cooling-records',
    key: 'record',
    type: 'CoolingRecord',
  },
  HEATING: {
    path: 'heating-records',
    key: 'record',
    type: 'HeatingRecord',
  },
  TRACEABILITY: {
    path: 'traceability',
    key: 'record',
    type: 'TraceabilityRecord',
  },
  CLEANING: {
    path: 'cleaning-records',
    key: 'record',
    type: 'CleaningRecord',
  },
  OIL: {
    path: 'oil-records',
    key: 'record',
    type: 'OilRecord',
  },
};

/** Which graph type a mutation's answer is: the log travels with the record it returns. */
const LOG_OF = Symbol('hygieneLog');
type Tagged = HygieneRecordModel & { [LOG_OF]?: HygieneLog };

async function send(
  ctx: Context,
  log: HygieneLog,
  rawId: string,
  action: 'corrections' | 'void',
  body: Record<string, unknown>,
): Promise<Tagged> {
  const spec = LOGS[log];
  const id = restId(rawId, HYGIENE_RECORD_NOT_FOUND[log]);
  // Twelve paths of one shape: typed here once rather than one call site per log.
  const answer = (await ctx.rest.call(
    'post',
    `/api/${spec.path}/{id}/${action}` as RestPath,
    { params: { id }, body } as never,
  )) as unknown as Record<'reading' | 'record', HygieneRecordModel>;
  return Object.assign(answer[spec.key], { [LOG_OF]: log });
}

const HygieneRecord: HygieneRecordResolvers = {
  __resolveType: (record) => LOGS[(record as Tagged)[LOG_OF]!].type,
};

const CorrectionMutations: Pick<MutationResolvers, 'correctHygieneRecord' | 'voidHygieneRecord'> = {
  correctHygieneRecord: (_parent, { log, id, input }, ctx) => {
    // Only the fields the client sent: absent stays unchanged, null clears (the api's rule).
    const body: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(input)) {
      if (value === undefined) continue;
      body[field] =
        field === 'employeeId'
          ? optionalId(value as string | null, 'employeeId', M.employeeNotFound)
          : value;
    }
    return send(ctx, log, id, 'corrections', body);
  },
  voidHygieneRecord: (_parent, { log, id, reason }, ctx) => send(ctx, log, id, 'void', { reason }),
};

export const resolvers: Resolvers = {
  HygieneRecord,
  Mutation: CorrectionMutations,
};
