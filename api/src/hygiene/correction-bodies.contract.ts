// Contract of the corrections routes of the six hygiene logs (issue 9 item 14): the fields a
// correction may change (domain CORRECTABLE_FIELDS), each checked as when the record was created,
// with the mandatory reason; the void; the history.
import { RECORD_MESSAGES as R, RECORD_TEXT_LIMITS as L } from '@bo/domain';
import { hasNoNul, INPUT_MESSAGES } from '../contract/primitives.ts';
import { z } from '../contract/registry.ts';
import { Reason } from './corrections.contract.ts';
import { CreateCleaningBody, CleaningRecordResponse } from './cleaning.contract.ts';
import { CreateOilRecordBody, OilRecordResponse } from './oil.contract.ts';
import {
  CoolingRecordResponse,
  CreateProcessRecordBody,
  HeatingRecordResponse,
} from './processes.contract.ts';
import {
  CreateTemperatureReadingBody,
  TemperatureReadingResponse,
} from './temperature.contract.ts';
import { CreateTraceabilityBody, TraceabilityRecordResponse } from './traceability.contract.ts';

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

/** How the correction routes of each log (hygiene/corrections.routes.ts) name it in the documentation. */
export const CORRECTION_DOCS = {
  'temperature-readings': {
    tag: 'temperature',
    what: 'un relevé',
    response: TemperatureReadingResponse,
  },
  'cooling-records': {
    tag: 'cooling',
    what: 'un refroidissement',
    response: CoolingRecordResponse,
  },
  'heating-records': {
    tag: 'heating',
    what: 'une remise en température',
    response: HeatingRecordResponse,
  },
  traceability: {
    tag: 'traceability',
    what: 'une fiche de traçabilité',
    response: TraceabilityRecordResponse,
  },
  'cleaning-records': { tag: 'cleaning', what: 'un nettoyage', response: CleaningRecordResponse },
  'oil-records': { tag: 'oil', what: "un contrôle d'huile", response: OilRecordResponse },
} as const;

/** Who corrects and voids a record (the HYGIENE area's edit and delete). */
export const CORRECTORS = 'ADMIN, ou MANAGER dans ses restaurants';
