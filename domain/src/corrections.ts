// Hygiene records are corrected or voided, never erased (issue 9 item 14): what a correction
// names, how its values read, and which records count. Shared by the api (routes, PDF) and the web.
import { OIL_ACTION_LABELS, OIL_METHOD_LABELS, type OilAction, type OilMethod } from './hygiene.ts';

/** The six hygiene logs, as the corrections history names them. */
export const HYGIENE_LOGS = [
  'TEMPERATURE',
  'COOLING',
  'HEATING',
  'TRACEABILITY',
  'CLEANING',
  'OIL',
] as const;
export type HygieneLog = (typeof HYGIENE_LOGS)[number];

/** A correction changes values; a void takes the record out of every count (it stays visible). */
export const CORRECTION_KINDS = ['CORRECTION', 'VOID'] as const;
export type CorrectionKind = (typeof CORRECTION_KINDS)[number];

export const CORRECTION_KIND_LABELS: Record<CorrectionKind, string> = {
  CORRECTION: 'Corrigé',
  VOID: 'Annulé',
};

/** Longest reason, in characters; a reason is mandatory (at least one visible character). */
export const CORRECTION_REASON_MAX = 500;

/**
 * The fields a correction may change, per log, as the records' DTO names them (`employee` is the
 * floor employee, by name in the history). Which equipment, surface or restaurant a record names
 * is not corrected: such a record is voided and recorded again.
 */
export const CORRECTABLE_FIELDS = {
  TEMPERATURE: ['temperature', 'recordedAt', 'employee', 'notes'],
  COOLING: [
    'productName',
    'startTemperature',
    'endTemperature',
    'startTime',
    'endTime',
    'employee',
    'notes',
  ],
  HEATING: [
    'productName',
    'startTemperature',
    'endTemperature',
    'startTime',
    'endTime',
    'employee',
    'notes',
  ],
  TRACEABILITY: ['productName', 'lotNumber', 'supplierName', 'employee', 'notes'],
  CLEANING: ['cleanedAt', 'employee', 'notes'],
  OIL: ['action', 'method', 'rate', 'recordedAt', 'employee', 'notes'],
} as const satisfies Record<HygieneLog, readonly string[]>;

export type CorrectableField = (typeof CORRECTABLE_FIELDS)[HygieneLog][number];

export const CORRECTION_FIELD_LABELS: Record<CorrectableField, string> = {
  temperature: 'Température',
  recordedAt: 'Date / heure',
  employee: 'Employé',
  notes: 'Notes',
  productName: 'Produit',
  startTemperature: 'Température de début',
  endTemperature: 'Température de fin',
  startTime: 'Début',
  endTime: 'Fin',
  lotNumber: 'Lot',
  supplierName: 'Fournisseur',
  cleanedAt: 'Date du nettoyage',
  action: 'Action',
  method: 'Méthode',
  rate: 'Taux de composés polaires',
};

const TEMPERATURE_FIELDS = new Set(['temperature', 'startTemperature', 'endTemperature']);
const INSTANT_FIELDS = new Set(['recordedAt', 'startTime', 'endTime', 'cleanedAt']);
const decimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });
const rateFormat = new Intl.NumberFormat('fr-FR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 3,
});

/**
 * A value of a correction's history as a person reads it: '45 °C', '21/11/2026 04:37' in
 * `timeZone`, 'Bandelette', '0,25'; '—' for nothing. Values are kept as the api stores them in the
 * history (numbers as text, instants as ISO strings).
 */
export function correctionValueText(field: string, value: string | null, timeZone: string): string {
  if (value === null || value.trim() === '') return '—';
  if (TEMPERATURE_FIELDS.has(field) && Number.isFinite(Number(value))) {
    return `${decimal.format(Number(value))} °C`;
  }
  if (field === 'rate' && Number.isFinite(Number(value))) return rateFormat.format(Number(value));
  if (INSTANT_FIELDS.has(field) && !Number.isNaN(Date.parse(value))) {
    return new Intl.DateTimeFormat('fr-FR', {
      timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    })
      .format(new Date(value))
      .replace(',', '');
  }
  if (field === 'action') return OIL_ACTION_LABELS[value as OilAction] ?? value;
  if (field === 'method') return OIL_METHOD_LABELS[value as OilMethod] ?? value;
  return value;
}

/** The 404 of a record of each log (unknown, another chain's, a restaurant not one's own). */
export const HYGIENE_RECORD_NOT_FOUND: Record<HygieneLog, string> = {
  TEMPERATURE: 'Relevé introuvable',
  COOLING: 'Refroidissement introuvable',
  HEATING: 'Remise en température introuvable',
  TRACEABILITY: 'Fiche de traçabilité introuvable',
  CLEANING: 'Nettoyage introuvable',
  OIL: "Contrôle d'huile introuvable",
};

export const CORRECTION_MESSAGES = {
  reasonRequired: 'Le motif est requis',
  reasonTooLong: `Le motif fait ${CORRECTION_REASON_MAX} caractères au plus`,
  nothingChanged: 'Aucune valeur ne change : rien à corriger',
  alreadyVoided: 'Cet enregistrement est annulé : il ne peut plus être corrigé ni annulé',
  voidedLabel: 'Annulé',
} as const;
