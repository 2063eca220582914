// Contract of the corrections routes of the six hygiene logs (issue 9 item 14): the fields a
// correction may change (domain CORRECTABLE_FIELDS), each checked as when the record was created,
// with the mandatory reason; the void; the history.
import { RECORD_MESSAGES as R, RECORD_TEXT_LIMITS as L } from '@bo/domain';
import { hasNoNul, INPUT_MESSAGES } from './primitives.ts';
import { registry, z } from './registry.ts';
import { bearer, body, errorResponses, IdParam, ok } from './common.ts';
import { CorrectionHistoryResponse, Reason, VoidBody } from './corrections.ts';
import { CreateCleaningBody, CleaningRecordResponse } from './cleaning.ts';
import { CreateOilRecordBody, OilRecordResponse } from './oil.ts';
import {
  CoolingRecordResponse,
  CreateProcessRecordBody,
  HeatingRecordResponse,
} from './processes.ts';
import { CreateTemperatureReadingBody, TemperatureReadingResponse } from './temperature.ts';
import { CreateTraceabilityBody, TraceabilityRecordResponse } from './traceability.ts';

/** Notes of a correction: absent unchanged, empty or null cleared. */
const notes = z
  .string()
  .trim()
  .max(L.notes, R.tooLong(L.notes))
  .refine(hasNoNul, INPUT_MESSAGES.nul)
  .nullable()
  .optional()
  .transform((v) => (v === undefined ? undefined : v || null));

/** A correction body: the log's fields, each optional (absent: unchanged), and the reason. */
const correction = (fields: Record<string, z.ZodType>) =>
  z
    .object({
      ...Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.optional()])),
      notes,
      reason: Reason,
    })
    .strict()
    .openapi({
      description:
        'Les champs à corriger (absents : inchangés ; null efface employé et notes) et le motif, obligatoire. Les règles de la saisie s’appliquent aux valeurs corrigées.',
    });

const t = CreateTemperatureReadingBody.shape;
export const TemperatureCorrectionBody = correction({
  temperature: t.temperature,
  recordedAt: t.recordedAt,
  employeeId: t.employeeId,
});

const p = CreateProcessRecordBody.shape;
export const ProcessCorrectionBody = correction({
  productName: p.productName,
  startTemperature: p.startTemperature,
  endTemperature: p.endTemperature,
  startTime: p.startTime,
  endTime: p.endTime,
  employeeId: p.employeeId,
});

const tr = CreateTraceabilityBody.shape;
export const TraceabilityCorrectionBody = correction({
  productName: tr.productName,
  lotNumber: tr.lotNumber,
  supplierName: tr.supplierName,
  employeeId: tr.employeeId,
});

const c = CreateCleaningBody.shape;
export const CleaningCorrectionBody = correction({
  cleanedAt: c.cleanedAt,
  employeeId: c.employeeId,
});

const o = CreateOilRecordBody.shape;
export const OilCorrectionBody = correction({
  action: o.action,
  method: o.method,
  rate: o.rate,
  recordedAt: o.recordedAt,
  employeeId: o.employeeId,
});

const LOGS = [
  [
    'temperature-readings',
    'temperature',
    'un relevé',
    TemperatureCorrectionBody,
    TemperatureReadingResponse,
  ],
  [
    'cooling-records',
    'cooling',
    'un refroidissement',
    ProcessCorrectionBody,
    CoolingRecordResponse,
  ],
  [
    'heating-records',
    'heating',
    'une remise en température',
    ProcessCorrectionBody,
    HeatingRecordResponse,
  ],
  [
    'traceability',
    'traceability',
    'une fiche de traçabilité',
    TraceabilityCorrectionBody,
    TraceabilityRecordResponse,
  ],
  ['cleaning-records', 'cleaning', 'un nettoyage', CleaningCorrectionBody, CleaningRecordResponse],
  ['oil-records', 'oil', "un contrôle d'huile", OilCorrectionBody, OilRecordResponse],
] as const;

const who = 'ADMIN, ou MANAGER dans ses restaurants';

for (const [path, tag, what, correctionBody, response] of LOGS) {
  registry.registerPath({
    method: 'post',
    path: `/api/${path}/{id}/corrections`,
    tags: [tag],
    summary: `Corrige ${what} (${who}) : la valeur d'origine, qui, quand et pourquoi restent dans son historique`,
    security: bearer,
    request: { params: IdParam, body: body(correctionBody) },
    responses: {
      200: ok('Enregistrement corrigé, avec son historique', response),
      ...errorResponses(400, 401, 403, 404, 409),
    },
  });
  registry.registerPath({
    method: 'post',
    path: `/api/${path}/{id}/void`,
    tags: [tag],
    summary: `Annule ${what} (${who}) avec un motif : il reste visible, marqué annulé, et ne compte plus dans les états ni les totaux`,
    security: bearer,
    request: { params: IdParam, body: body(VoidBody) },
    responses: {
      200: ok('Enregistrement annulé', response),
      ...errorResponses(400, 401, 403, 404, 409),
    },
  });
  registry.registerPath({
    method: 'get',
    path: `/api/${path}/{id}/history`,
    tags: [tag],
    summary: `L'historique des corrections et de l'annulation d'${what.replace(/^une? /, '')} : tout rôle qui le voit`,
    security: bearer,
    request: { params: IdParam },
    responses: {
      200: ok('Historique, le plus ancien d’abord', CorrectionHistoryResponse),
      ...errorResponses(401, 404),
    },
  });
}

registry.registerPath({
  method: 'put',
  path: '/api/oil-records/{id}',
  tags: ['oil'],
  summary: `Corrige un contrôle d'huile (${who}) : comme POST /api/oil-records/{id}/corrections, motif obligatoire`,
  security: bearer,
  request: { params: IdParam, body: body(OilCorrectionBody) },
  responses: {
    200: ok("Contrôle d'huile corrigé", OilRecordResponse),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});
