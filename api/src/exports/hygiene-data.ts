import { and, asc, count, eq, gte, inArray, lt } from 'drizzle-orm';
import {
  coolingStatus,
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
import { peopleOf, type PersonRef } from '../routes/hygiene-common.ts';

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
  /** 'N relevés' and, for logs with a status, how many of each. */
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
const name = (person: PersonRef | null) =>
  person ? `${person.firstName} ${person.lastName}` : null;

/** Who did it on the floor (the employee) and which account wrote it down. */
function whoCell(employee: PersonRef | null, account: PersonRef | null): string {
  const lines = [];
  if (employee) lines.push(name(employee)!);
  if (account) lines.push(`${employee ? 'saisi par ' : ''}${name(account)!}`);
  return lines.length ? lines.join('\n') : EMPTY;
}

function summaryOf<S extends string>(
  total: number,
  statuses: readonly S[],
  labels: Record<S, string>,
  counted: S[],
): string {
  const head = `${total} enregistrement${total > 1 ? 's' : ''}`;
  if (statuses.length === 0 || total === 0) return head;
  const parts = statuses
    .map((status) => ({ status, n: counted.filter((s) => s === status).length }))
    .filter(({ n }) => n > 0)
    .map(({ status, n }) => `${labels[status]} : ${n}`);
  return `${head} — ${parts.join(' · ')}`;
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
  ): ReportSection => {
    const statuses = rows.map((r) => statusOf(r.row));
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
      ],
      rows: rows.map((r, i) => [
        when(r.row.startTime),
        text(r.row.productName),
        text(r.equipment),
        `${celsius(r.row.startTemperature)} → ${celsius(r.row.endTemperature)}`,
        minutesText(durationMinutes(r.row)),
        PROCESS_STATUS_LABELS[statuses[i]!],
        who(r.row),
      ]),
      summary: summaryOf(rows.length, PROCESS_STATUSES, PROCESS_STATUS_LABELS, statuses),
    };
  };

  const oilLevels = oils.map((r) => oilLevel(r.row.rate));

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
      ],
      rows: readings.map((r, i) => [
        when(r.row.recordedAt),
        r.equipment,
        celsius(r.row.temperature),
        rangeText(r),
        TEMPERATURE_STATUS_LABELS[readingStatuses[i]!],
        who(r.row),
      ]),
      summary: summaryOf(
        readings.length,
        TEMPERATURE_STATUSES,
        TEMPERATURE_STATUS_LABELS,
        readingStatuses,
      ),
    },
    processSection('Refroidissements', coolings, coolingStatus),
    processSection('Remises en température', heatings, reheatingStatus),
    {
      title: 'Traçabilité',
      columns: [
        WHEN,
        { header: 'Produit', weight: 1.3 },
        { header: 'N° de lot', weight: 1 },
        { header: 'Fournisseur', weight: 1 },
        { header: 'Photo', weight: 0.5 },
        WHO,
      ],
      rows: traces.map((r) => [
        when(r.row.createdAt),
        text(r.row.productName),
        text(r.row.lotNumber),
        text(r.row.supplierName),
        r.row.photoId === null ? 'Non' : 'Oui',
        who(r.row),
      ]),
      summary: summaryOf(traces.length, [], {}, []),
    },
    {
      title: 'Nettoyage',
      columns: [
        WHEN,
        { header: 'Équipement / surface', weight: 1.4 },
        { header: 'Remarques', weight: 1.5 },
        { header: 'Photos', weight: 0.5 },
        WHO,
      ],
      rows: cleanings.map((r) => [
        when(r.row.cleanedAt),
        text(r.equipment ?? r.surface),
        text(r.row.notes),
        String(photoCounts.get(r.row.id) ?? 0),
        who(r.row),
      ]),
      summary: summaryOf(cleanings.length, [], {}, []),
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
      ],
      rows: oils.map((r, i) => [
        when(r.row.recordedAt),
        r.equipment,
        OIL_ACTION_LABELS[r.row.action],
        OIL_METHOD_LABELS[r.row.method],
        r.row.rate === null ? EMPTY : rate.format(r.row.rate),
        OIL_LEVEL_LABELS[oilLevels[i]!],
        who(r.row),
      ]),
      summary: summaryOf(oils.length, OIL_LEVELS, OIL_LEVEL_LABELS, oilLevels),
    },
  ];
}
