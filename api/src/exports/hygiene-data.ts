import { and, asc, count, eq, gte, inArray, lt } from 'drizzle-orm';
import {
  CORRECTION_FIELD_LABELS,
  CORRECTION_KIND_LABELS,
  correctionValueText,
  coolingStatus,
  type CorrectableField,
  durationMinutes,
  OIL_ACTION_LABELS,
  OIL_LEVEL_LABELS,
  OIL_LEVELS,
  OIL_METHOD_LABELS,
  oilLevel,
  PROCESS_STATUS_LABELS,
  PROCESS_STATUSES,
  reheatingStatus,
  TEMPERATURE_STATUS_LABELS,
  TEMPERATURE_STATUSES,
  temperatureStatus,
  personName,
} from '@bo/domain';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/index.ts';
import {
  cleaningRecordPhotos,
  cleaningRecords,
  coolingRecords,
  equipments,
  equipmentTypes,
  heatingRecords,
  oilRecords,
  surfaces,
  temperatureReadings,
  traceabilityRecords,
} from '../db/schema.ts';
import type { HygieneCorrectionDto } from '../hygiene/corrections.contract.ts';
import { correctionsOf } from '../hygiene/corrections.queries.ts';
import { peopleOf, type PersonRef } from '../hygiene/people.ts';

/**
 * What the inspection report shows, read straight from the log tables: one section per log, its
 * rows already as the text of their cells (dates in the restaurant's zone, statuses as the
 * domain's labels), oldest first — an inspector reads a period in the order it happened.
 */
export interface ReportColumn {
  header: string;
  /** Share of the table's width. */
  weight: number;
}

export interface ReportSection {
  title: string;
  columns: ReportColumn[];
  rows: string[][];
  /** Rows of voided records: shown struck and greyed, counted nowhere. */
  voided: boolean[];
  /** 'N relevés' and, for logs with a status, how many of each (voided records aside). */
  summary: string;
}

export interface ReportPeriod {
  from: Date;
  to: Date;
}

const EMPTY = '—';

export function dateTimeFormatter(timeZone: string): (instant: Date) => string {
  const format = new Intl.DateTimeFormat('fr-FR', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  return (instant) => format.format(instant).replace(',', '');
}

const number = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });
const rate = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 3 });
const celsius = (value: number) => `${number.format(value)} °C`;
const text = (value: string | null | undefined) => (value && value.trim() ? value.trim() : EMPTY);
const name = (person: PersonRef | null) => (person ? personName(person) : null);

/** Who did it on the floor (the employee) and which account wrote it down. */
function whoCell(employee: PersonRef | null, account: PersonRef | null): string {
  const lines = [];
  if (employee) lines.push(name(employee)!);
  if (account) lines.push(`${employee ? 'saisi par ' : ''}${name(account)!}`);
  return lines.length ? lines.join('\n') : EMPTY;
}

/**
 * 'N enregistrements — Conforme : n · …': a voided record counts nowhere, and the number of them
 * is said apart ('(+ 1 annulé)').
 */
function summaryOf<S extends string>(
  voided: boolean[],
  statuses: readonly S[],
  labels: Record<S, string>,
  counted: S[],
): string {
  const total = voided.filter((v) => !v).length;
  const cancelled = voided.length - total;
  const head =
    `${total} enregistrement${total > 1 ? 's' : ''}` +
    (cancelled ? ` (+ ${cancelled} annulé${cancelled > 1 ? 's' : ''})` : '');
  if (statuses.length === 0 || total === 0) return head;
  const parts = statuses
    .map((status) => ({
      status,
      n: counted.filter((s, i) => s === status && !voided[i]).length,
    }))
    .filter(({ n }) => n > 0)
    .map(({ status, n }) => `${labels[status]} : ${n}`);
  return `${head} — ${parts.join(' · ')}`;
}

const NOTES: ReportColumn = { header: 'Notes', weight: 1.1 };
const CORRECTIONS: ReportColumn = { header: 'Corrections', weight: 2 };

/**
 * A record's corrections as an inspector reads them: each one's date, author, changes (original
 * value → corrected value) and reason, oldest first; the void last.
 */
function correctionsCell(history: HygieneCorrectionDto[], timeZone: string): string {
  if (history.length === 0) return EMPTY;
  const when = dateTimeFormatter(timeZone);
  return history
    .map((entry) => {
      const by = entry.correctedBy ? ` par ${name(entry.correctedBy)}` : '';
      const head = `${CORRECTION_KIND_LABELS[entry.kind]} le ${when(new Date(entry.correctedAt))}${by}`;
      const changes = entry.changes.map(
        (c) =>
          `${CORRECTION_FIELD_LABELS[c.field as CorrectableField] ?? c.field} : ${correctionValueText(c.field, c.from, timeZone)} → ${correctionValueText(c.field, c.to, timeZone)}`,
      );
      return [head, ...changes, `Motif : ${entry.reason}`].join('\n');
    })
    .join('\n\n');
}

const WHO: ReportColumn = { header: 'Enregistré par', weight: 1.4 };
const WHEN: ReportColumn = { header: 'Date / heure', weight: 1.1 };

function minutesText(minutes: number): string {
  const rounded = Math.round(minutes);
  const hours = Math.floor(rounded / 60);
  const rest = rounded % 60;
  return hours ? `${hours} h ${String(rest).padStart(2, '0')}` : `${rest} min`;
}

export async function loadHygieneReport(
  db: Db,
  restaurantId: number,
  period: ReportPeriod,
  timeZone: string,
): Promise<ReportSection[]> {
  const when = dateTimeFormatter(timeZone);
  // Every log is read the same way: the restaurant's rows of the period, oldest first (ties by id).
  const ofPeriod = <Q extends PgSelect>(
    query: Q,
    log: { restaurantId: PgColumn; id: PgColumn },
    at: PgColumn,
  ) =>
    query
      .where(and(eq(log.restaurantId, restaurantId), gte(at, period.from), lt(at, period.to)))
      .orderBy(asc(at), asc(log.id));

  const [readings, coolings, heatings, traces, cleanings, oils] = await Promise.all([
    ofPeriod(
      db
        .select({
          row: temperatureReadings,
          equipment: equipments.name,
          temperatureMin: equipmentTypes.temperatureMin,
          temperatureMax: equipmentTypes.temperatureMax,
          temperatureUnit: equipmentTypes.temperatureUnit,
          family: equipmentTypes.family,
        })
        .from(temperatureReadings)
        .innerJoin(equipments, eq(equipments.id, temperatureReadings.equipmentId))
        .leftJoin(equipmentTypes, eq(equipmentTypes.id, equipments.equipmentTypeId))
        .$dynamic(),
      temperatureReadings,
      temperatureReadings.recordedAt,
    ),
    ofPeriod(
      db
        .select({ row: coolingRecords, equipment: equipments.name })
        .from(coolingRecords)
        .leftJoin(equipments, eq(equipments.id, coolingRecords.equipmentId))
        .$dynamic(),
      coolingRecords,
      coolingRecords.startTime,
    ),
    ofPeriod(
      db
        .select({ row: heatingRecords, equipment: equipments.name })
        .from(heatingRecords)
        .leftJoin(equipments, eq(equipments.id, heatingRecords.equipmentId))
        .$dynamic(),
      heatingRecords,
      heatingRecords.startTime,
    ),
    ofPeriod(
      db.select({ row: traceabilityRecords }).from(traceabilityRecords).$dynamic(),
      traceabilityRecords,
      traceabilityRecords.createdAt,
    ),
    ofPeriod(
      db
        .select({ row: cleaningRecords, equipment: equipments.name, surface: surfaces.name })
        .from(cleaningRecords)
        .leftJoin(equipments, eq(equipments.id, cleaningRecords.equipmentId))
        .leftJoin(surfaces, eq(surfaces.id, cleaningRecords.surfaceId))
        .$dynamic(),
      cleaningRecords,
      cleaningRecords.cleanedAt,
    ),
    ofPeriod(
      db
        .select({ row: oilRecords, equipment: equipments.name })
        .from(oilRecords)
        .innerJoin(equipments, eq(equipments.id, oilRecords.equipmentId))
        .$dynamic(),
      oilRecords,
      oilRecords.recordedAt,
    ),
  ]);

  const cleaningIds = cleanings.map((c) => c.row.id);
  const photoCounts = new Map(
    (cleaningIds.length
      ? await db
          .select({ id: cleaningRecordPhotos.cleaningRecordId, n: count() })
          .from(cleaningRecordPhotos)
          .where(inArray(cleaningRecordPhotos.cleaningRecordId, cleaningIds))
          .groupBy(cleaningRecordPhotos.cleaningRecordId)
      : []
    ).map((c) => [c.id, c.n]),
  );

  const people = await peopleOf(db, [
    ...readings.map((r) => r.row),
    ...coolings.map((r) => r.row),
    ...heatings.map((r) => r.row),
    ...traces.map((r) => r.row),
    ...cleanings.map((r) => r.row),
    ...oils.map((r) => r.row),
  ]);
  const who = (row: { employeeId: number | null; recordedById: number | null }) =>
    whoCell(people.employee(row.employeeId), people.recordedBy(row.recordedById));

  // ---- Corrections: the history of every row, its void, and what a voided row shows
  const idsOf = (rows: { row: { id: number } }[]) => rows.map((r) => r.row.id);
  const [readingTrail, coolingTrail, heatingTrail, traceTrail, cleaningTrail, oilTrail] =
    await Promise.all([
      correctionsOf(db, 'TEMPERATURE', idsOf(readings)),
      correctionsOf(db, 'COOLING', idsOf(coolings)),
      correctionsOf(db, 'HEATING', idsOf(heatings)),
      correctionsOf(db, 'TRACEABILITY', idsOf(traces)),
      correctionsOf(db, 'CLEANING', idsOf(cleanings)),
      correctionsOf(db, 'OIL', idsOf(oils)),
    ]);
  type Trail = typeof readingTrail;
  const voidedOf = (rows: { row: { id: number } }[], trail: Trail) =>
    rows.map((r) => trail(r.row.id).voided !== null);
  const historyOf = (trail: Trail, id: number) => correctionsCell(trail(id).history, timeZone);
  /** A voided row's status cell says so instead of a status it no longer has. */
  const statusText = (trail: Trail, id: number, label: string) =>
    trail(id).voided ? 'Annulé' : label;

  // ---- Temperature readings
  const readingStatuses = readings.map((r) =>
    temperatureStatus(
      r.row.temperature,
      r.family === 'TEMPERATURE'
        ? {
            temperatureMin: r.temperatureMin,
            temperatureMax: r.temperatureMax,
            temperatureUnit: r.temperatureUnit,
          }
        : null,
    ),
  );
  const rangeText = (r: (typeof readings)[number]) =>
    r.family === 'TEMPERATURE' && r.temperatureMin !== null && r.temperatureMax !== null
      ? `${number.format(r.temperatureMin)} à ${number.format(r.temperatureMax)} ${r.temperatureUnit === 'FAHRENHEIT' ? '°F' : '°C'}`
      : EMPTY;

  // ---- Cooling and reheating
  const processSection = (
    title: string,
    rows: typeof coolings,
    statusOf: typeof coolingStatus,
    trail: Trail,
  ): ReportSection => {
    const statuses = rows.map((r) => statusOf(r.row));
    const voided = voidedOf(rows, trail);
    return {
      title,
      columns: [
        WHEN,
        { header: 'Produit', weight: 1.3 },
        { header: 'Équipement', weight: 1 },
        { header: 'Début → fin', weight: 1 },
        { header: 'Durée', weight: 0.6 },
        { header: 'Statut', weight: 0.7 },
        WHO,
        NOTES,
        CORRECTIONS,
      ],
      rows: rows.map((r, i) => [
        when(r.row.startTime),
        text(r.row.productName),
        text(r.equipment),
        `${celsius(r.row.startTemperature)} → ${celsius(r.row.endTemperature)}`,
        minutesText(durationMinutes(r.row)),
        statusText(trail, r.row.id, PROCESS_STATUS_LABELS[statuses[i]!]),
        who(r.row),
        text(r.row.notes),
        historyOf(trail, r.row.id),
      ]),
      voided,
      summary: summaryOf(voided, PROCESS_STATUSES, PROCESS_STATUS_LABELS, statuses),
    };
  };

  const oilLevels = oils.map((r) => oilLevel(r.row.rate));
  const readingsVoided = voidedOf(readings, readingTrail);
  const tracesVoided = voidedOf(traces, traceTrail);
  const cleaningsVoided = voidedOf(cleanings, cleaningTrail);
  const oilsVoided = voidedOf(oils, oilTrail);

  return [
    {
      title: 'Relevés de température',
      columns: [
        WHEN,
        { header: 'Équipement', weight: 1.4 },
        { header: 'Température', weight: 0.8 },
        { header: 'Plage attendue', weight: 1 },
        { header: 'Statut', weight: 0.7 },
        WHO,
        NOTES,
        CORRECTIONS,
      ],
      rows: readings.map((r, i) => [
        when(r.row.recordedAt),
        r.equipment,
        celsius(r.row.temperature),
        rangeText(r),
        statusText(readingTrail, r.row.id, TEMPERATURE_STATUS_LABELS[readingStatuses[i]!]),
        who(r.row),
        text(r.row.notes),
        historyOf(readingTrail, r.row.id),
      ]),
      voided: readingsVoided,
      summary: summaryOf(
        readingsVoided,
        TEMPERATURE_STATUSES,
        TEMPERATURE_STATUS_LABELS,
        readingStatuses,
      ),
    },
    processSection('Refroidissements', coolings, coolingStatus, coolingTrail),
    processSection('Remises en température', heatings, reheatingStatus, heatingTrail),
    {
      title: 'Traçabilité',
      columns: [
        WHEN,
        { header: 'Produit', weight: 1.3 },
        { header: 'N° de lot', weight: 1 },
        { header: 'Fournisseur', weight: 1 },
        { header: 'Photo', weight: 0.5 },
        WHO,
        NOTES,
        CORRECTIONS,
      ],
      rows: traces.map((r) => [
        when(r.row.createdAt),
        text(r.row.productName),
        text(r.row.lotNumber),
        text(r.row.supplierName),
        statusText(traceTrail, r.row.id, r.row.photoId === null ? 'Non' : 'Oui'),
        who(r.row),
        text(r.row.notes),
        historyOf(traceTrail, r.row.id),
      ]),
      voided: tracesVoided,
      summary: summaryOf(tracesVoided, [], {}, []),
    },
    {
      title: 'Nettoyage',
      columns: [
        WHEN,
        { header: 'Équipement / surface', weight: 1.4 },
        { header: 'Remarques', weight: 1.5 },
        { header: 'Photos', weight: 0.5 },
        WHO,
        CORRECTIONS,
      ],
      rows: cleanings.map((r) => [
        when(r.row.cleanedAt),
        text(r.equipment ?? r.surface),
        text(r.row.notes),
        statusText(cleaningTrail, r.row.id, String(photoCounts.get(r.row.id) ?? 0)),
        who(r.row),
        historyOf(cleaningTrail, r.row.id),
      ]),
      voided: cleaningsVoided,
      summary: summaryOf(cleaningsVoided, [], {}, []),
    },
    {
      title: 'Huile de friture',
      columns: [
        WHEN,
        { header: 'Friteuse', weight: 1.1 },
        { header: 'Action', weight: 1.1 },
        { header: 'Méthode', weight: 0.8 },
        { header: 'Taux', weight: 0.5 },
        { header: 'Niveau', weight: 0.7 },
        WHO,
        NOTES,
        CORRECTIONS,
      ],
      rows: oils.map((r, i) => [
        when(r.row.recordedAt),
        r.equipment,
        OIL_ACTION_LABELS[r.row.action],
        OIL_METHOD_LABELS[r.row.method],
        r.row.rate === null ? EMPTY : rate.format(r.row.rate),
        statusText(oilTrail, r.row.id, OIL_LEVEL_LABELS[oilLevels[i]!]),
        who(r.row),
        text(r.row.notes),
        historyOf(oilTrail, r.row.id),
      ]),
      voided: oilsVoided,
      summary: summaryOf(oilsVoided, OIL_LEVELS, OIL_LEVEL_LABELS, oilLevels),
    },
  ];
}
