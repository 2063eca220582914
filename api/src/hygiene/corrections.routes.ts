import type { z } from 'zod';
import {
  CORRECTABLE_FIELDS,
  CORRECTION_MESSAGES as C,
  HYGIENE_RECORD_NOT_FOUND,
  type CorrectableField,
  type HygieneLog,
  personName,
} from '@bo/domain';
import { CORRECTION_DOCS, CORRECTORS } from './correction-bodies.contract.ts';
import { CorrectionHistoryResponse, VoidBody } from './corrections.contract.ts';
import { IdParam } from '../contract/common.ts';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import { HttpError, notFound, pgErrorCode, PG_UNIQUE_VIOLATION } from '../http/errors.ts';
import { defineRoute, type Access, type AnyRoute, type RouteInput } from '../http/route.ts';
import {
  correctionsOf,
  findVisibleLogRecord,
  insertVoid,
  isVoided,
  saveCorrection,
  type CorrectionChange,
  type LogRow,
} from './corrections.queries.ts';
import { employeesById } from './people.ts';
import type { RouteDeps } from '../http/deps.ts';
import { assertEmployeeOf, assertNotFuture } from './common.ts';

// Hygiene records are corrected or voided, never erased (issue 9 item 14). One mechanism for the
// six logs: each log says which body and how a corrected record is checked; its table, the history
// (hygiene_corrections) and the routes are the same for all (hygiene/corrections.queries.ts).

/** One record of a log as its GET answers it (history included). */
type CorrectedRecord = z.input<(typeof CORRECTION_DOCS)[keyof typeof CORRECTION_DOCS]['response']>;

export interface CorrectableLog {
  log: HygieneLog;
  /** The REST path of the log, e.g. 'oil-records'. */
  path: keyof typeof CORRECTION_DOCS;
  body: z.ZodType;
  /**
   * Rules between fields of the corrected record (400 under a field), as at its creation;
   * `current` is the record before, so a rule may judge only what the correction changes.
   */
  check?(next: LogRow, current: LogRow, db: Db): void | Promise<void>;
  /** The response body of one record, as its GET answers it (history included). */
  respond(deps: RouteDeps, user: AuthUser, id: number): Promise<CorrectedRecord>;
}

const INSTANTS = new Set(['recordedAt', 'startTime', 'endTime', 'cleanedAt']);
const TEMPERATURES = new Set(['temperature', 'startTemperature', 'endTemperature']);

/**
 * The record once the body's fields are applied (absent: unchanged), checked as at its creation:
 * instants not in the future, temperatures to the tenth (as stored), the employee one of the
 * record's restaurant, then the log's own rules.
 */
async function corrected(
  db: Db,
  spec: CorrectableLog,
  current: LogRow,
  input: Record<string, unknown>,
): Promise<LogRow> {
  const next: LogRow = { ...current };
  for (const [column, value] of Object.entries(input)) {
    if (value === undefined) continue;
    if (INSTANTS.has(column)) {
      const instant = new Date(value as string);
      assertNotFuture(column, instant);
      next[column] = instant;
    } else if (TEMPERATURES.has(column)) {
      next[column] = Math.round((value as number) * 10) / 10;
    } else {
      next[column] = value;
    }
  }
  if (input.employeeId !== undefined && input.employeeId !== current.employeeId) {
    await assertEmployeeOf(db, current.restaurantId, input.employeeId as number | null);
  }
  await spec.check?.(next, current, db);
  return next;
}

/** A DTO field's column: the floor employee is `employeeId`. */
const columnOf = (field: CorrectableField): string => (field === 'employee' ? 'employeeId' : field);

/** A value as the history keeps it: text, instants in ISO, null for nothing. */
function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/** The changed fields between two states of a record, employees by name. */
async function changesOf(
  db: Db,
  log: HygieneLog,
  before: LogRow,
  after: LogRow,
): Promise<CorrectionChange[]> {
  const changed = CORRECTABLE_FIELDS[log].filter((field) => {
    const column = columnOf(field);
    return column in after && asText(before[column]) !== asText(after[column]);
  });
  const employeeIds = changed.includes('employee')
    ? [before.employeeId, after.employeeId].filter((v): v is number => typeof v === 'number')
    : [];
  const people = await employeesById(db, employeeIds);
  return changed.map((field) => {
    const column = columnOf(field);
    if (field === 'employee') {
      const name = (id: unknown) => {
        const person = typeof id === 'number' ? people.get(id) : undefined;
        return person ? personName(person) : null;
      };
      return { field, from: name(before[column]), to: name(after[column]) };
    }
    return { field, from: asText(before[column]), to: asText(after[column]) };
  });
}

/** The record `id` of a restaurant the user sees (a MANAGER: his), else 404. */
async function findRecord(
  db: Db,
  user: AuthUser,
  spec: CorrectableLog,
  id: number,
): Promise<LogRow> {
  const row = await findVisibleLogRecord(db, user, spec.log, id);
  if (!row) throw notFound(HYGIENE_RECORD_NOT_FOUND[spec.log]);
  return row;
}

async function assertNotVoided(db: Db, log: HygieneLog, id: number): Promise<void> {
  if (await isVoided(db, log, id)) throw new HttpError(409, C.alreadyVoided);
}

/**
 * A log's correction routes: `POST /<path>/{id}/corrections` (ADMIN, MANAGER in his restaurants;
 * the changed values before and after go to the history with who and why, in the same
 * transaction as the update), `POST /<path>/{id}/void` (same roles; the record stays, marked, out
 * of every count) and `GET /<path>/{id}/history` (whoever sees the record). Checks in order: role
 * 403, record 404, body 400, voided 409; a refused request writes nothing.
 */
export function correctionRoutes(spec: CorrectableLog): AnyRoute[] {
  const { tag, what, response } = CORRECTION_DOCS[spec.path];
  const record = {
    tags: [tag],
    params: IdParam,
    notFound: HYGIENE_RECORD_NOT_FOUND[spec.log],
    load: ({ db, user, params }: RouteInput<Access, typeof IdParam, undefined>) =>
      findRecord(db, user!, spec, params.id),
  };
  const correction = {
    ...record,
    access: { area: 'HYGIENE', action: 'edit' },
    body: spec.body,
    errors: [400, 404, 409],
    handler: async (
      input: RouteInput<Access, typeof IdParam, undefined> & {
        loaded: LogRow;
        body: unknown;
      },
    ) => {
      const { db, loaded: current } = input;
      const user = input.user!;
      const { reason, ...values } = input.body as Record<string, unknown> & { reason: string };
      await assertNotVoided(db, spec.log, current.id);
      const next = await corrected(db, spec, current, values);
      const changes = await changesOf(db, spec.log, current, next);
      if (changes.length === 0) throw new HttpError(400, `Données invalides : ${C.nothingChanged}`);
      const columns = changes.map(({ field }) => columnOf(field as CorrectableField));
      const updates = Object.fromEntries(columns.map((column) => [column, next[column]]));
      await saveCorrection(db, {
        log: spec.log,
        recordId: current.id,
        updates,
        changes,
        reason,
        correctedById: user.id,
      });
      return spec.respond(input, user, current.id);
    },
  } as const;
  return [
    defineRoute({
      ...correction,
      method: 'post',
      path: `/api/${spec.path}/{id}/corrections`,
      summary: `Corrige ${what} (${CORRECTORS}) : la valeur d'origine, qui, quand et pourquoi restent dans son historique`,
      response: {
        status: 200,
        description: 'Enregistrement corrigé, avec son historique',
        schema: response,
      },
    }),
    // The oil log's PUT predates the corrections: it is the same correction, reason required.
    ...(spec.log === 'OIL'
      ? [
          defineRoute({
            ...correction,
            method: 'put',
            path: `/api/${spec.path}/{id}`,
            summary: `Corrige un contrôle d'huile (${CORRECTORS}) : comme POST /api/oil-records/{id}/corrections, motif obligatoire`,
            response: { status: 200, description: "Contrôle d'huile corrigé", schema: response },
          }),
        ]
      : []),
    defineRoute({
      ...record,
      method: 'post',
      path: `/api/${spec.path}/{id}/void`,
      summary: `Annule ${what} (${CORRECTORS}) avec un motif : il reste visible, marqué annulé, et ne compte plus dans les états ni les totaux`,
      access: { area: 'HYGIENE', action: 'delete' },
      body: VoidBody,
      response: { status: 200, description: 'Enregistrement annulé', schema: response },
      errors: [400, 404, 409],
      handler: async (input) => {
        const {
          db,
          loaded: current,
          body: { reason },
        } = input;
        await assertNotVoided(db, spec.log, current.id);
        try {
          await insertVoid(db, {
            log: spec.log,
            recordId: current.id,
            reason,
            correctedById: input.user.id,
          });
        } catch (error) {
          // Two voids at once: the unique index keeps one, the other is told so.
          if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw new HttpError(409, C.alreadyVoided);
          throw error;
        }
        return spec.respond(input, input.user, current.id);
      },
    }),
    defineRoute({
      ...record,
      method: 'get',
      path: `/api/${spec.path}/{id}/history`,
      summary: `L'historique des corrections et de l'annulation d'${what.replace(/^une? /, '')} : tout rôle qui le voit`,
      access: 'authenticated',
      response: {
        status: 200,
        description: 'Historique, le plus ancien d’abord',
        schema: CorrectionHistoryResponse,
      },
      errors: [404],
      handler: async ({ db, loaded: current }) => {
        const trail = await correctionsOf(db, spec.log, [current.id]);
        return { history: trail(current.id).history };
      },
    }),
  ];
}
