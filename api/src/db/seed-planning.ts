// The demo chain's staff planning and time clock (docs/areas/planning.md): the weeks before this
// one and this week, Monday to Sunday in each restaurant's zone, planned from each employee's
// usual week (split services, continuous days, days off) with the changes a manager makes (a
// private party closing late, an inventory day, paid leave, a sick day). What was worked was
// clocked at the kiosk a few minutes off the plan, with its breaks; the older weeks are validated,
// last week but its Sunday too, this week up to the day before yesterday. At the time of the seed
// one employee per restaurant is clocked in: the shift planned then, or one planned around it.
// Nothing after "now" is clocked or validated. A fixed number of multi-row inserts.
import {
  addDays,
  breakMinutesOfBlocks,
  dayOf,
  instantAt,
  localDateTimeIn,
  MAX_SHIFTS_PER_CELL,
  minutesBetween,
  shiftTimes,
  timeText,
  weekDays,
  weekStartOf,
  type AbsenceType,
  type CalendarDay,
  type ClockBlockKind,
  personName,
} from '@bo/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import { seededRandom } from './seed-hygiene.ts';
import {
  absences,
  approvedShifts,
  clockBlocks,
  employees,
  jobs,
  realizedShifts,
  restaurants,
  scheduledShifts,
  userRestaurants,
  users,
} from './schema.ts';
import type { Tx } from './tx.ts';

export interface SeedRotaShift {
  /** The title of one of the restaurant's active jobs. */
  job: string;
  /** 'HH:MM' wall times; an end at or before the start is on the next day. */
  start: string;
  end: string;
  comment?: string;
}
/** A day of a rota: its shifts (none: a day off), or an absence. */
export type SeedRotaDay = readonly SeedRotaShift[] | { absence: AbsenceType; comment?: string };
export interface SeedRota {
  /** 'First Last' of one of the restaurant's employees. */
  employee: string;
  /** The usual week, Monday to Sunday. */
  week: readonly SeedRotaDay[];
  /** The days of one week that differ: by week (0 this week, -1 last week...), then day (0 Monday). */
  changes?: Readonly<Record<number, Readonly<Record<number, SeedRotaDay>>>>;
}
export interface SeedPlanningRestaurant {
  restaurant: string;
  rotas: readonly SeedRota[];
  /**
   * Who may be clocked in at the time of the seed, in order: the first planned then is; when
   * none is, the first planned that day (or the first) works four hours around that time.
   */
  onDuty: readonly string[];
}
export interface SeedPlanning {
  /** Weeks planned, clocked and validated before this one. */
  weeksBefore: number;
  restaurants: readonly SeedPlanningRestaurant[];
}

const shift = (job: string, start: string, end: string, comment?: string): SeedRotaShift =>
  comment === undefined ? { job, start, end } : { job, start, end, comment };
/** Lunch and dinner services of one day, the afternoon off in between. */
const split = (job: string, lunch: [string, string], dinner: [string, string]): SeedRotaShift[] => [
  shift(job, ...lunch),
  shift(job, ...dinner),
];
const OFF: SeedRotaDay = [];
const absent = (absence: AbsenceType, comment?: string): SeedRotaDay =>
  comment === undefined ? { absence } : { absence, comment };

const COOK = 'Cuisinier';
const WAITER = 'Serveur';
const DISHWASHER = 'Plongeur';

/** A head cook's usual week (Bistrot and Comptoir): split services, a continuous Thursday. */
const COOK_SERVICE = split(COOK, ['09:30', '14:30'], ['18:30', '22:30']);
const COOK_WEEK: readonly SeedRotaDay[] = [
  OFF,
  COOK_SERVICE,
  COOK_SERVICE,
  [shift(COOK, '09:30', '15:00')],
  COOK_SERVICE,
  COOK_SERVICE,
  OFF,
];

/**
 * The demo's weeks. The usual weeks keep each contract within 4 hours and 11 hours of rest
 * between days; the changes bring the two labour warnings the grid explains (a late close before
 * an early start this week, an 11-hour day last week) and the absences.
 */
export const DEMO_PLANNING: SeedPlanning = {
  weeksBefore: 3,
  restaurants: [
    {
      restaurant: 'Le Bistrot du Port',
      onDuty: ['Sarah Texier', 'Yanis Vasseur', 'Hugo Lefèvre', 'Chloé Moreau'],
      rotas: [
        {
          employee: 'Lucas Bernard',
          week: COOK_WEEK,
          changes: {
            0: {
              4: [
                shift(COOK, '09:30', '14:30'),
                shift(COOK, '18:30', '23:30', 'Soirée privée : groupe de 40 couverts'),
              ],
              5: [
                shift(COOK, '09:00', '14:30', 'Réception de la marée avant le service'),
                shift(COOK, '18:30', '22:30'),
              ],
            },
          },
        },
        {
          employee: 'Sarah Texier',
          week: [
            OFF,
            OFF,
            split(WAITER, ['11:00', '15:00'], ['18:30', '23:00']),
            split(WAITER, ['11:00', '15:00'], ['18:30', '23:00']),
            split(WAITER, ['11:00', '15:00'], ['18:30', '23:00']),
            split(WAITER, ['11:00', '15:00'], ['18:30', '23:00']),
            [shift(WAITER, '11:00', '15:30')],
          ],
        },
        {
          employee: 'Chloé Moreau',
          week: [
            [shift(WAITER, '11:00', '15:00')],
            split(WAITER, ['11:00', '15:00'], ['18:30', '22:30']),
            OFF,
            OFF,
            [shift(WAITER, '11:00', '15:00')],
            [shift(WAITER, '18:00', '23:00')],
            [shift(WAITER, '11:00', '15:30')],
          ],
          changes: {
            [-1]: {
              0: absent('PAID_LEAVE', 'Vacances de la Toussaint'),
              1: absent('PAID_LEAVE', 'Vacances de la Toussaint'),
              2: absent('PAID_LEAVE', 'Vacances de la Toussaint'),
            },
          },
        },
        {
          employee: 'Hugo Lefèvre',
          week: [
            split(DISHWASHER, ['11:00', '15:00'], ['18:30', '23:00']),
            OFF,
            OFF,
            [shift(WAITER, '18:00', '23:30')],
            [shift(WAITER, '18:00', '23:30')],
            split(WAITER, ['11:00', '15:00'], ['18:00', '23:30']),
            [shift(WAITER, '11:00', '16:30')],
          ],
        },
        {
          employee: 'Yanis Vasseur',
          week: [
            OFF,
            split(DISHWASHER, ['11:00', '15:00'], ['18:30', '23:30']),
            split(DISHWASHER, ['11:00', '15:00'], ['18:30', '23:30']),
            OFF,
            split(DISHWASHER, ['11:00', '15:00'], ['18:30', '23:30']),
            split(DISHWASHER, ['11:00', '15:00'], ['18:30', '23:30']),
            [shift(DISHWASHER, '11:00', '15:30')],
          ],
        },
        {
          // The demo's EMPLOYEE login: the busy end of the week.
          employee: 'Emma Petit',
          week: [
            OFF,
            OFF,
            [shift(WAITER, '11:00', '15:00')],
            OFF,
            [shift(WAITER, '18:30', '23:00')],
            split(WAITER, ['11:00', '15:00'], ['18:30', '23:00']),
            [shift(WAITER, '11:00', '15:30')],
          ],
        },
      ],
    },
    {
      restaurant: 'La Table des Halles',
      onDuty: ['Nathan Roux'],
      rotas: [
        {
          employee: 'Léa Garnier',
          week: [
            OFF,
            split(COOK, ['09:30', '14:30'], ['18:00', '22:30']),
            split(COOK, ['09:30', '14:30'], ['18:00', '22:30']),
            [shift(COOK, '09:30', '15:30')],
            split(COOK, ['09:30', '14:30'], ['18:00', '22:30']),
            split(COOK, ['09:30', '14:30'], ['18:00', '22:30']),
            absent('REST'),
          ],
          changes: {
            [-1]: {
              1: [shift(COOK, '09:30', '14:30')],
              2: [shift(COOK, '08:00', '19:00', 'Inventaire et grosse livraison')],
            },
          },
        },
        {
          employee: 'Nathan Roux',
          week: [
            absent('OTHER', 'Cours au CFA (alternance)'),
            split(WAITER, ['11:00', '15:00'], ['18:30', '23:00']),
            OFF,
            split(WAITER, ['11:00', '15:00'], ['18:30', '23:00']),
            split(WAITER, ['11:00', '15:00'], ['18:30', '23:00']),
            [shift(WAITER, '11:00', '15:30')],
            OFF,
          ],
        },
      ],
    },
    {
      restaurant: 'Le Comptoir Lyonnais',
      onDuty: ['Théo Blanc'],
      rotas: [
        {
          employee: 'Camille Faure',
          week: COOK_WEEK,
          changes: { 0: { 1: absent('SICK', 'Arrêt maladie, certificat reçu') } },
        },
        {
          employee: 'Théo Blanc',
          week: [
            OFF,
            split(WAITER, ['11:00', '15:00'], ['18:30', '23:00']),
            split(WAITER, ['11:00', '15:00'], ['18:30', '23:00']),
            [shift(WAITER, '11:00', '15:30')],
            split(WAITER, ['11:00', '15:00'], ['18:30', '23:00']),
            split(WAITER, ['11:00', '15:00'], ['18:30', '23:00']),
            OFF,
          ],
        },
      ],
    },
    {
      restaurant: 'Laboratoire Central',
      onDuty: ['Inès Mercier'],
      rotas: [
        {
          employee: 'Inès Mercier',
          week: [
            [shift(COOK, '07:00', '14:30')],
            [shift(COOK, '07:00', '14:30')],
            [shift(COOK, '07:00', '14:30')],
            [shift(COOK, '07:00', '14:30')],
            [shift(COOK, '07:00', '14:30')],
            OFF,
            OFF,
          ],
        },
      ],
    },
  ],
};

const MINUTE = 60_000;
const at = (instant: Date, minutes: number) => new Date(instant.getTime() + minutes * MINUTE);
const earliest = (a: Date, b: Date) => (a < b ? a : b);

export interface PlanningSeedContext {
  enseigneId: number;
}

interface Planned {
  restaurantId: number;
  employeeId: number;
  jobId: number;
  datetimeStart: Date;
  datetimeEnd: Date;
  breakDuration: number;
  mealCount: number;
  comment: string | null;
  createdById: number;
  /** Which week, from this one (0) back, and the calendar day: what decides its validation. */
  week: number;
  day: CalendarDay;
  timeZone: string;
}

/** Writes the planning of `plan` for the chain's restaurants, as it stands at `now`. */
export async function seedPlanning(
  tx: Tx,
  { enseigneId }: PlanningSeedContext,
  plan: SeedPlanning,
  now: Date = new Date(),
): Promise<void> {
  const random = seededRandom(14_2026);
  const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));

  const restaurantRows = await tx
    .select({ id: restaurants.id, name: restaurants.name, timeZone: restaurants.timeZone })
    .from(restaurants)
    .where(eq(restaurants.enseigneId, enseigneId));
  const restaurantIds = restaurantRows.map((r) => r.id);
  if (restaurantIds.length === 0) return;
  const [staff, jobRows, userRows, managed] = await Promise.all([
    tx.select().from(employees).where(inArray(employees.restaurantId, restaurantIds)),
    tx.select().from(jobs).where(inArray(jobs.restaurantId, restaurantIds)),
    tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(users.enseigneId, enseigneId))
      .orderBy(asc(users.id)),
    tx
      .select({ userId: userRestaurants.userId, restaurantId: userRestaurants.restaurantId })
      .from(userRestaurants)
      .where(inArray(userRestaurants.restaurantId, restaurantIds))
      .orderBy(asc(userRestaurants.userId)),
  ]);
  const admin = userRows.find((u) => u.role === 'ADMIN');
  if (!admin) throw new Error('Seed: a planning needs an ADMIN to validate it');
  const managers = new Set(userRows.filter((u) => u.role === 'MANAGER').map((u) => u.id));
  // The restaurant's manager plans and validates; the ADMIN where there is none.
  const plannerOf = (restaurantId: number) =>
    managed.find((m) => m.restaurantId === restaurantId && managers.has(m.userId))?.userId ??
    admin.id;

  const planned: Planned[] = [];
  const absenceRows: (typeof absences.$inferInsert)[] = [];
  /** The shift clocked in at `now`, one per restaurant. */
  const openShifts = new Set<Planned>();

  for (const r of plan.restaurants) {
    const restaurant = restaurantRows.find((row) => row.name === r.restaurant);
    if (!restaurant) throw new Error(`Seed: unknown restaurant ${r.restaurant}`);
    const { timeZone } = restaurant;
    const planner = plannerOf(restaurant.id);
    const employeeId = (name: string) => {
      const found = staff.find((e) => e.restaurantId === restaurant.id && personName(e) === name);
      if (!found) throw new Error(`Seed: unknown employee ${name} in ${r.restaurant}`);
      return found.id;
    };
    const jobOf = (title: string) => {
      const found = jobRows.find(
        (j) => j.restaurantId === restaurant.id && j.title === title && j.isActive,
      );
      if (!found) throw new Error(`Seed: no active job ${title} in ${r.restaurant}`);
      return found;
    };
    const place = (
      employee: number,
      rotaShift: SeedRotaShift,
      day: CalendarDay,
      week: number,
    ): Planned => {
      const times = shiftTimes(day, rotaShift.start, rotaShift.end, timeZone);
      if (!times) throw new Error(`Seed: bad times ${rotaShift.start}-${rotaShift.end}`);
      const job = jobOf(rotaShift.job);
      return {
        restaurantId: restaurant.id,
        employeeId: employee,
        jobId: job.id,
        ...times,
        // The staff meal taken before the service: the job's break, and the dialog's one meal.
        breakDuration: job.breakDuration,
        mealCount: 1,
        comment: rotaShift.comment ?? null,
        createdById: planner,
        week,
        day,
        timeZone,
      };
    };

    const thisMonday = weekStartOf(now, timeZone);
    const today = dayOf(now, timeZone);
    const ofRestaurant: Planned[] = [];
    for (let week = -plan.weeksBefore; week <= 0; week++) {
      const days = weekDays(addDays(thisMonday, 7 * week));
      for (const rota of r.rotas) {
        const employee = employeeId(rota.employee);
        days.forEach((day, i) => {
          const planDay = rota.changes?.[week]?.[i] ?? rota.week[i] ?? OFF;
          if ('absence' in planDay) {
            absenceRows.push({
              restaurantId: restaurant.id,
              employeeId: employee,
              date: day,
              type: planDay.absence,
              comment: planDay.comment ?? null,
              createdById: planner,
            });
          } else {
            if (planDay.length > MAX_SHIFTS_PER_CELL) {
              throw new Error(`Seed: more than ${MAX_SHIFTS_PER_CELL} shifts for ${rota.employee}`);
            }
            for (const s of planDay) ofRestaurant.push(place(employee, s, day, week));
          }
        });
      }
    }

    // The one clocked in now: someone well into a shift planned then; else the first of
    // `onDuty` working today (the first at all on a day nobody does) has his day replaced by four
    // hours around now, whatever the time of the seed.
    const mid = (p: Planned) =>
      p.day === today && at(p.datetimeStart, 10) <= now && now < at(p.datetimeEnd, -15);
    const onDuty = r.onDuty.map(employeeId);
    let open = onDuty
      .map((id) => ofRestaurant.find((p) => p.employeeId === id && mid(p)))
      .find(Boolean);
    if (!open) {
      const id =
        onDuty.find((e) => ofRestaurant.some((p) => p.employeeId === e && p.day === today)) ??
        onDuty[0];
      const job = ofRestaurant.find((p) => p.employeeId === id)?.jobId;
      const title = jobRows.find((j) => j.id === job)?.title;
      if (id === undefined || title === undefined) {
        throw new Error(`Seed: ${r.restaurant} has nobody to clock in`);
      }
      const wall = localDateTimeIn(now, timeZone);
      const minutes = Number(wall.slice(11, 13)) * 60 + Number(wall.slice(14, 16));
      const start = Math.max(0, Math.floor((minutes - 60) / 30) * 30);
      open = place(
        id,
        { job: title, start: timeText(start), end: timeText((start + 4 * 60) % (24 * 60)) },
        today,
        0,
      );
      const kept = ofRestaurant.filter((p) => !(p.employeeId === id && p.day === today));
      ofRestaurant.splice(0, ofRestaurant.length, ...kept, open);
      const absence = absenceRows.findIndex((a) => a.employeeId === id && a.date === today);
      if (absence >= 0) absenceRows.splice(absence, 1);
    }
    openShifts.add(open);
    planned.push(...ofRestaurant);
  }

  if (absenceRows.length > 0) await tx.insert(absences).values(absenceRows);
  if (planned.length === 0) return;
  const scheduledRows = await tx
    .insert(scheduledShifts)
    .values(
      planned.map((p) => ({
        restaurantId: p.restaurantId,
        employeeId: p.employeeId,
        jobId: p.jobId,
        datetimeStart: p.datetimeStart,
        datetimeEnd: p.datetimeEnd,
        breakDuration: p.breakDuration,
        mealCount: p.mealCount,
        comment: p.comment,
        createdById: p.createdById,
      })),
    )
    .returning({
      id: scheduledShifts.id,
      employeeId: scheduledShifts.employeeId,
      datetimeStart: scheduledShifts.datetimeStart,
    });
  const key = (employeeId: number, start: Date) => `${employeeId}/${start.getTime()}`;
  const scheduledId = new Map(scheduledRows.map((s) => [key(s.employeeId, s.datetimeStart), s.id]));

  // The kiosk's records: in a few minutes off the plan, the break halfway, out a bit late.
  interface Clocked {
    planned: Planned;
    start: Date;
    end: Date | null;
    blocks: { kind: ClockBlockKind; datetimeStart: Date; datetimeEnd: Date | null }[];
  }
  const clocked: Clocked[] = [];
  const ordered = [...planned].sort(
    (a, b) => a.datetimeStart.getTime() - b.datetimeStart.getTime() || a.employeeId - b.employeeId,
  );
  for (const p of ordered) {
    const isOpen = openShifts.has(p);
    if (!isOpen && p.datetimeEnd > now) continue;
    const start = earliest(at(p.datetimeStart, between(-6, 4)), at(now, -1));
    const late = at(p.datetimeEnd, between(-2, 14));
    const end = isOpen ? null : late <= now ? late : p.datetimeEnd;
    const until = end ?? now;
    const blocks: Clocked['blocks'] = [];
    let from = start;
    const breakStart = at(start, Math.round(minutesBetween(start, until) / 2) + between(-15, 15));
    const breakEnd = at(breakStart, p.breakDuration + between(-4, 6));
    if (p.breakDuration > 0 && breakEnd < at(until, -30)) {
      blocks.push({ kind: 'WORK', datetimeStart: from, datetimeEnd: breakStart });
      blocks.push({ kind: 'BREAK', datetimeStart: breakStart, datetimeEnd: breakEnd });
      from = breakEnd;
    }
    blocks.push({ kind: 'WORK', datetimeStart: from, datetimeEnd: end });
    clocked.push({ planned: p, start, end, blocks });
  }
  if (clocked.length === 0) return;
  const realizedRows = await tx
    .insert(realizedShifts)
    .values(
      clocked.map((c) => ({
        restaurantId: c.planned.restaurantId,
        employeeId: c.planned.employeeId,
        scheduledShiftId: scheduledId.get(key(c.planned.employeeId, c.planned.datetimeStart))!,
        datetimeStart: c.start,
        datetimeEnd: c.end,
        actualBreakDuration: breakMinutesOfBlocks(c.blocks),
        // Meals are counted when the employee clocks out.
        mealCount: c.end ? c.planned.mealCount : 0,
        source: 'KIOSK' as const,
      })),
    )
    .returning({
      id: realizedShifts.id,
      employeeId: realizedShifts.employeeId,
      datetimeStart: realizedShifts.datetimeStart,
    });
  const realizedId = new Map(realizedRows.map((r) => [key(r.employeeId, r.datetimeStart), r.id]));
  const idOf = (c: Clocked) => realizedId.get(key(c.planned.employeeId, c.start))!;
  await tx.insert(clockBlocks).values(
    clocked.flatMap((c) =>
      c.blocks.map((b) => ({
        restaurantId: c.planned.restaurantId,
        employeeId: c.planned.employeeId,
        realizedShiftId: idOf(c),
        ...b,
      })),
    ),
  );

  // Validated the next morning: every shift of the older weeks, last week's but Sunday's, this
  // week's up to the day before yesterday. A departure well after the plan is set back to the
  // planned end, once per restaurant, the correction kept.
  const corrected = new Set<number>();
  const approvals = clocked.flatMap((c) => {
    const { planned: p, end } = c;
    if (!end) return [];
    const today = dayOf(now, p.timeZone);
    const validated =
      p.week < -1 ||
      (p.week === -1 && p.day !== addDays(weekStartOf(now, p.timeZone), -1)) ||
      (p.week === 0 && p.day < addDays(today, -1));
    if (!validated) return [];
    const correct =
      p.week < -1 && !corrected.has(p.restaurantId) && minutesBetween(p.datetimeEnd, end) >= 12;
    if (correct) corrected.add(p.restaurantId);
    const breakDuration = breakMinutesOfBlocks(c.blocks);
    return [
      {
        restaurantId: p.restaurantId,
        employeeId: p.employeeId,
        realizedShiftId: idOf(c),
        scheduledShiftId: scheduledId.get(key(p.employeeId, p.datetimeStart))!,
        jobId: p.jobId,
        datetimeStart: c.start,
        datetimeEnd: correct ? p.datetimeEnd : end,
        breakDuration,
        mealCount: p.mealCount,
        comment: correct ? 'Départ ramené à la fin prévue du service' : null,
        adjustments: correct
          ? {
              datetimeEnd: p.datetimeEnd.toISOString(),
              comment: 'Départ ramené à la fin prévue du service',
            }
          : null,
        approvedById: p.createdById,
        approvedAt: earliest(instantAt(addDays(p.day, 1), 10, 0, p.timeZone), now),
      },
    ];
  });
  if (approvals.length > 0) await tx.insert(approvedShifts).values(approvals);
}
