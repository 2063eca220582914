import {
  CORRECTABLE_FIELDS,
  CORRECTION_FIELD_LABELS,
  CORRECTION_MESSAGES,
  convertTemperature,
  correctionValueText,
  TEMPERATURE_UNIT_SYMBOLS,
  type TemperatureUnit,
  frenchNumberText,
  NUMBER_MESSAGES,
  parseFrenchNumber,
  type CorrectableField,
  type HygieneLog,
} from '@bo/domain';
import type { HygieneCorrectionInput } from '../../../gql/graphql';

// Correcting or voiding a hygiene record from its log's table (issue 9 item 14): the dialog's
// rules, shared by the six logs (the history's selection and the two mutations are in
// documents.ts).

export interface CorrectionEntry {
  id: string;
  kind: 'CORRECTION' | 'VOID';
  reason: string;
  correctedAt: string;
  correctedBy?: { firstName: string; lastName: string } | null;
  changes: readonly { field: string; from?: string | null; to?: string | null }[];
}

/** A record as the tables hand it to the corrections: its values by field, and its trail. */
export interface CorrectableRecord {
  id: string;
  history?: readonly CorrectionEntry[];
  voided?: CorrectionEntry | null;
  [field: string]: unknown;
}

export type FieldKind = 'number' | 'text' | 'notes' | 'action' | 'method';

/**
 * The fields the dialog offers for a log: its values as typed (numbers, texts, the oil's choices).
 * Dates and the employee are corrected through the api (the dialog keeps to the values an
 * inspector questions).
 */
export function dialogFields(log: HygieneLog): { field: CorrectableField; kind: FieldKind }[] {
  const kinds: Partial<Record<CorrectableField, FieldKind>> = {
    temperature: 'number',
    startTemperature: 'number',
    endTemperature: 'number',
    rate: 'number',
    productName: 'text',
    lotNumber: 'text',
    supplierName: 'text',
    notes: 'notes',
    action: 'action',
    method: 'method',
  };
  return CORRECTABLE_FIELDS[log]
    .filter((field) => kinds[field] !== undefined)
    .map((field) => ({ field, kind: kinds[field]! }));
}

const TEMPERATURE_FIELDS: ReadonlySet<string> = new Set([
  'temperature',
  'startTemperature',
  'endTemperature',
]);

/** Whether a corrected field is a temperature (typed in the user's unit, possibly below zero). */
export const isTemperatureField = (field: string): boolean => TEMPERATURE_FIELDS.has(field);

/** A temperature in `to`, with one decimal as stored (records are kept in °C). */
const temperatureIn = (value: number, from: TemperatureUnit, to: TemperatureUnit) =>
  Math.round(convertTemperature(value, from, to) * 10) / 10;

/**
 * A record's value as the dialog shows it: decimals with a comma, a temperature in the user's
 * `unit` (as the record dialogs take it), nothing as ''.
 */
export function typedValue(value: unknown, field = '', unit: TemperatureUnit = 'CELSIUS'): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    const shown = TEMPERATURE_FIELDS.has(field) ? temperatureIn(value, 'CELSIUS', unit) : value;
    return frenchNumberText(shown);
  }
  return String(value);
}

/** A field's label in the dialog: a temperature names the unit it is typed in. */
export function dialogFieldLabel(field: string, unit: TemperatureUnit = 'CELSIUS'): string {
  const label = correctionMessages.fieldLabel(field);
  return TEMPERATURE_FIELDS.has(field) ? `${label} (${TEMPERATURE_UNIT_SYMBOLS[unit]})` : label;
}

export const correctionMessages = {
  correct: 'Corriger',
  void: 'Annuler',
  history: 'Historique',
  voided: 'Annulé',
  corrected: 'Corrigé',
  correctTitle: "Corriger l'enregistrement",
  voidTitle: "Annuler l'enregistrement",
  voidHelp:
    "L'enregistrement reste visible, marqué « Annulé », mais ne compte plus dans les états ni les totaux.",
  reason: 'Motif',
  reasonHelp: 'Obligatoire : il reste dans l’historique avec la valeur d’origine.',
  save: 'Enregistrer la correction',
  confirmVoid: "Annuler l'enregistrement",
  close: 'Fermer',
  numberInvalid: NUMBER_MESSAGES.invalid,
  nothingChanged: CORRECTION_MESSAGES.nothingChanged,
  reasonRequired: CORRECTION_MESSAGES.reasonRequired,
  savedCorrection: 'Correction enregistrée',
  savedVoid: 'Enregistrement annulé',
  saveFailed: "La correction n'a pas pu être enregistrée",
  historyTitle: 'Historique des corrections',
  noHistory: 'Aucune correction.',
  reasonLine: (reason: string) => `Motif : ${reason}`,
  by: (name: string) => `par ${name}`,
  fieldLabel: (field: string) => CORRECTION_FIELD_LABELS[field as CorrectableField] ?? field,
};

/**
 * The dialog's values as the mutation's input: only the fields that changed, numbers read the
 * French way ('4,5'); or the errors to show under the fields.
 */
export function correctionInput(
  log: HygieneLog,
  record: CorrectableRecord,
  values: Record<string, string>,
  reason: string,
  unit: TemperatureUnit = 'CELSIUS',
):
  | { input: HygieneCorrectionInput; errors?: undefined }
  | { input?: undefined; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const input: Record<string, unknown> = {};
  for (const { field, kind } of dialogFields(log)) {
    const typed = (values[field] ?? '').trim();
    if (typed === typedValue(record[field], field, unit).trim()) continue;
    if (kind === 'number') {
      if (typed === '' && field === 'rate') {
        input[field] = null;
        continue;
      }
      const parsed = parseFrenchNumber(typed);
      if (parsed === null) errors[field] = correctionMessages.numberInvalid;
      else
        input[field] = TEMPERATURE_FIELDS.has(field)
          ? temperatureIn(parsed, unit, 'CELSIUS')
          : parsed;
    } else {
      input[field] = typed === '' ? null : typed;
    }
  }
  if (!reason.trim()) errors.reason = correctionMessages.reasonRequired;
  if (Object.keys(errors).length) return { errors };
  if (Object.keys(input).length === 0)
    return { errors: { form: correctionMessages.nothingChanged } };
  return { input: { ...input, reason: reason.trim() } as HygieneCorrectionInput };
}

/** A change of the history as a person reads it: 'Température : 45 °C → 4,5 °C'. */
export function changeText(
  change: { field: string; from?: string | null; to?: string | null },
  timeZone: string,
): string {
  const value = (v: string | null | undefined) =>
    correctionValueText(change.field, v ?? null, timeZone);
  return `${correctionMessages.fieldLabel(change.field)} : ${value(change.from)} → ${value(change.to)}`;
}
