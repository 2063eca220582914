import {
  addDays,
  dailyTotals,
  expectedWeekMinutes,
  contractHoursOf,
  hoursOneDecimal,
  labourWarnings,
  plannedMinutesByJob,
  startOfWeek,
  weekDays,
  weekLabel,
  weekNumber,
  weeklyContractHoursOf,
  workedMinutes,
} from '@bo/domain';
import type {
  ClockRow,
  EmployeeResolvers,
  PlanningDayResolvers,
  PlanningEmployeeWeekResolvers,
  PlanningWeekResolvers,
  RestaurantResolvers,
  Resolvers,
  ResolversTypes,
} from '../generated/graphql.ts';
import type { Context } from '../context.ts';
import type {
  PlanningDayParent,
  RestApprovedShift,
  RestRealizedShift,
  RestScheduledShift,
} from '../rest/types.ts';
import {
  absencesWeek,
  approvedWeek,
  byStart,
  jobOf,
  onDay,
  plannedWeek,
  realizedWeek,
  weekStartInstant,
} from './planning.ts';
import { realizedState } from './RealizedShift.ts';

// The planning's week in the graph (docs/areas/planning.md): `Restaurant.week`, its days (the
// grid's cells and footer, the validation screen's rows), its employees (hours, contract,
// absences, labour-law warnings) and its hours per job; `Employee.plannedHours`. Every number is
// the domain's; every list comes from one batched call per resource for the whole week.

type ClockRowModel = Omit<ClockRow, 'employee' | 'scheduled' | 'realized' | 'approved'> & {
  employee: ResolversTypes['Employee'];
  scheduled: RestScheduledShift | null;
  realized: RestRealizedShift | null;
  approved: RestApprovedShift | null;
};

/**
 * The validation screen's rows of a day: each planned shift with its clocked and approved shift,
 * clocked shifts without a plan, approved hours entered without clocking; by employee (the staff's
 * order, by name) then start.
 */
async function clockRows(ctx: Context, parent: PlanningDayParent): Promise<ClockRowModel[]> {
  const { restaurant, monday, date } = parent;
  const zone = restaurant.timeZone;
  const [planned, realized, approved, staff] = await Promise.all([
    plannedWeek(ctx, restaurant, monday),
    realizedWeek(ctx, restaurant, monday),
    approvedWeek(ctx, restaurant, monday),
    ctx.loaders.employeesOfRestaurant.load(restaurant.id),
  ]);
  const used = new Set<number>();
  const approvalOf = (match: (a: RestApprovedShift) => boolean) => {
    const found = approved.find((a) => !used.has(a.id) && match(a)) ?? null;
    if (found) used.add(found.id);
    return found;
  };
  const rows: (Omit<ClockRowModel, 'employee'> & { employeeId: number; start: string })[] = [];

  // A plan clocked twice (clocked out and in again: both clock-ins are linked to the day's plan)
  // shows its first clocked shift; the others get rows of their own, never hidden.
  const placed = new Set<number>();
  const shifts = onDay(planned.withDayBefore, zone, date);
  for (const shift of shifts) {
    const clocked = realized.find((r) => r.scheduledShiftId === shift.id);
    if (clocked) placed.add(clocked.id);
    // Only hours entered without clocking stand for the plan: another clocked shift's approval
    // belongs to that one's row.
    const approval = clocked
      ? approvalOf((a) => a.realizedShiftId === clocked.id)
      : approvalOf((a) => a.scheduledShiftId === shift.id && a.realizedShiftId === null);
    rows.push({
      key: `s${shift.id}`,
      employeeId: shift.employeeId,
      start: shift.datetimeStart,
      scheduled: shift,
      realized: clocked ?? null,
      approved: approval,
      state: clocked ? realizedState(clocked, approval) : approval ? 'APPROVED' : 'NOT_CLOCKED',
    });
  }
  for (const clocked of onDay(realized, zone, date)) {
    if (placed.has(clocked.id)) continue;
    const approval = approvalOf((a) => a.realizedShiftId === clocked.id);
    rows.push({
      key: `r${clocked.id}`,
      employeeId: clocked.employeeId,
      start: clocked.datetimeStart,
      scheduled: null,
      realized: clocked,
      approved: approval,
      state: realizedState(clocked, approval),
    });
  }
  for (const approval of onDay(approved, zone, date)) {
    if (used.has(approval.id)) continue;
    rows.push({
      key: `a${approval.id}`,
      employeeId: approval.employeeId,
      start: approval.datetimeStart,
      scheduled: null,
      realized: null,
      approved: approval,
      state: 'APPROVED',
    });
  }

  const rank = new Map(staff.map((e, i) => [e.id, i]));
  const rankOf = (id: number) => rank.get(id) ?? staff.length;
  rows.sort(
    (a, b) =>
      rankOf(a.employeeId) - rankOf(b.employeeId) ||
      byStart({ datetimeStart: a.start }, { datetimeStart: b.start }),
  );
  const byId = new Map(staff.map((e) => [e.id, e]));
  return Promise.all(
    rows.map(async ({ employeeId, start: _start, ...row }) => ({
      ...row,
      employee: byId.get(employeeId) ?? (await ctx.loaders.employee.load(employeeId)),
    })),
  );
}

const PlanningWeek: PlanningWeekResolvers = {
  start: ({ monday }) => monday,
  end: ({ monday }) => addDays(monday, 6),
  number: ({ monday }) => weekNumber(monday),
  label: ({ monday }) => weekLabel(monday),
  days: (week) => weekDays(week.monday).map((date) => ({ ...week, date })),
  employees: async (week, _args, ctx) => {
    const staff = await ctx.loaders.employeesOfRestaurant.load(week.restaurant.id);
    return staff.map((employee) => ({ ...week, employee }));
  },
  hoursByJob: async ({ restaurant, monday }, _args, ctx) => {
    const { shifts } = await plannedWeek(ctx, restaurant, monday);
    const byJob = [...plannedMinutesByJob(shifts)].sort((a, b) => b[1] - a[1]);
    return Promise.all(
      byJob.map(async ([jobId, minutes]) => ({
        job: await jobOf(ctx, restaurant.id, jobId),
        minutes,
        hours: hoursOneDecimal(minutes),
      })),
    );
  },
  workedMinutes: async ({ restaurant, monday }, _args, ctx) => {
    const { shifts } = await plannedWeek(ctx, restaurant, monday);
    return shifts.reduce((sum, shift) => sum + workedMinutes(shift), 0);
  },
};

/** The footer's 'Heures travaillées' of one day, by the domain's rule. */
async function dayTotal(ctx: Context, { restaurant, monday, date }: PlanningDayParent) {
  const { withDayBefore } = await plannedWeek(ctx, restaurant, monday);
  const zone = restaurant.timeZone;
  return dailyTotals(onDay(withDayBefore, zone, date), [date], zone)[0]!;
}

const PlanningDay: PlanningDayResolvers = {
  date: ({ date }) => date,
  shifts: async ({ restaurant, monday, date }, _args, ctx) =>
    onDay((await plannedWeek(ctx, restaurant, monday)).withDayBefore, restaurant.timeZone, date),
  realized: async ({ restaurant, monday, date }, _args, ctx) =>
    onDay(await realizedWeek(ctx, restaurant, monday), restaurant.timeZone, date),
  approved: async ({ restaurant, monday, date }, _args, ctx) =>
    onDay(await approvedWeek(ctx, restaurant, monday), restaurant.timeZone, date),
  absences: async ({ restaurant, monday, date }, _args, ctx) =>
    (await absencesWeek(ctx, restaurant, monday)).filter((a) => a.date === date),
  people: async (day, _args, ctx) => (await dayTotal(ctx, day)).people,
  workedMinutes: async (day, _args, ctx) => (await dayTotal(ctx, day)).minutes,
  workedHours: async (day, _args, ctx) => hoursOneDecimal((await dayTotal(ctx, day)).minutes),
  clockRows: (day, _args, ctx) => clockRows(ctx, day),
  clockedShiftCount: async (day, _args, ctx) => (await clockRows(ctx, day)).length,
  approvedCount: async (day, _args, ctx) =>
    (await clockRows(ctx, day)).filter((row) => row.approved !== null).length,
};

const PlanningEmployeeWeek: PlanningEmployeeWeekResolvers = {
  employee: ({ employee }) => employee,
  plannedMinutes: async ({ restaurant, monday, employee }, _args, ctx) =>
    (await plannedWeek(ctx, restaurant, monday)).minutesByEmployee.get(employee.id) ?? 0,
  plannedHours: async ({ restaurant, monday, employee }, _args, ctx) =>
    hoursOneDecimal(
      (await plannedWeek(ctx, restaurant, monday)).minutesByEmployee.get(employee.id) ?? 0,
    ),
  contractHours: ({ employee }) => contractHoursOf(employee.contractNbHours),
  weeklyContractHours: ({ employee }) =>
    weeklyContractHoursOf(employee.contractType, employee.contractNbHours),
  expectedMinutes: async ({ restaurant, monday, employee }, _args, ctx) => {
    const absences = await absencesWeek(ctx, restaurant, monday);
    return expectedWeekMinutes(
      employee.contractNbHours,
      absences.filter((a) => a.employeeId === employee.id).map((a) => a.type),
      employee.contractType,
    );
  },
  absences: async ({ restaurant, monday, employee }, _args, ctx) =>
    (await absencesWeek(ctx, restaurant, monday)).filter((a) => a.employeeId === employee.id),
  warnings: async ({ restaurant, monday, employee }, _args, ctx) => {
    const [{ withDayBefore }, absences] = await Promise.all([
      plannedWeek(ctx, restaurant, monday),
      absencesWeek(ctx, restaurant, monday),
    ]);
    return labourWarnings({
      employeeId: employee.id,
      shifts: withDayBefore.filter((s) => s.employeeId === employee.id),
      week: monday,
      timeZone: restaurant.timeZone,
      contractNbHours: employee.contractNbHours,
      contractType: employee.contractType,
      absences: absences.filter((a) => a.employeeId === employee.id).map((a) => a.type),
    }).map(({ code, day, title, message }) => ({ code, day, title, message }));
  },
};

const RestaurantWeek: Pick<RestaurantResolvers, 'week'> = {
  week: (restaurant, { start }) => {
    weekStartInstant(restaurant, start, 'start');
    return { restaurant, monday: startOfWeek(start) };
  },
};

const EmployeePlannedHours: Pick<EmployeeResolvers, 'plannedHours'> = {
  // The week of his restaurant, read once for all its staff: 30 employees, one call.
  plannedHours: async (employee, { week }, ctx) => {
    const restaurant = await ctx.loaders.restaurant.load(employee.restaurantId);
    weekStartInstant(restaurant, week, 'week');
    const { minutesByEmployee } = await plannedWeek(ctx, restaurant, week);
    return hoursOneDecimal(minutesByEmployee.get(employee.id) ?? 0);
  },
};

export const resolvers: Resolvers = {
  PlanningWeek,
  PlanningDay,
  PlanningEmployeeWeek,
  Restaurant: RestaurantWeek,
  Employee: EmployeePlannedHours,
};
