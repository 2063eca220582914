// The planning's demo rows: the restaurants' fuzz employee's plans, clockings and absence (all in
// 2030, far from the seed's weeks), and a kiosk device.
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { fuzzArea, type FixtureContext } from './core.ts';

interface PlanningFixtures {
  /** The time clock's rows, in 2030 and all ended (the create opens the employee's shift). */
  clock: Awaited<ReturnType<typeof clockFixtures>>;
  /** A planned shift of the employee, in January 2030: FUZZ_DAY's cells stay free. */
  scheduledShift: number;
  /** An absence of the employee in 2030, for the DELETE (the create writes another day). */
  absence: number;
  /**
   * A kiosk device of the demo restaurant (its routes take its token, not the ADMIN's) and the
   * PIN of an employee of that restaurant who has never clocked (the control clock-in opens his
   * shift); another device for the revoke.
   */
  kiosk: { token: string; pin: string; revocable: number };
}
declare module './core.ts' {
  interface AreaFixtures {
    planning: PlanningFixtures;
  }
}

/**
 * Realized shifts of `employee`: one approved (the reads, the approved shift's PUT and
 * validate-day's update), one per route that changes its own (PUT, link-blocks with a free block,
 * approve-realized, validate-day's approval), and an approved shift without clocking for the
 * DELETE.
 */
async function clockFixtures({ firstId }: FixtureContext, restaurant: number, employee: number) {
  const realized = (day: string) =>
    firstId(sql`
      insert into realized_shifts (restaurant_id, employee_id, datetime_start, datetime_end)
      values (${restaurant}, ${employee}, ${`2030-02-${day}T08:00:00Z`}, ${`2030-02-${day}T12:00:00Z`})
      returning id`);
  const approved = (realizedShift: number | null) =>
    firstId(sql`
      insert into approved_shifts (restaurant_id, employee_id, realized_shift_id, datetime_start, datetime_end)
      values (${restaurant}, ${employee}, ${realizedShift}, '2030-02-04T08:00:00Z', '2030-02-04T12:00:00Z')
      returning id`);
  const realizedShift = await realized('04');
  const linkBlocks = await realized('06');
  return {
    realizedShift,
    approvedShift: await approved(realizedShift),
    realizedShiftFor: {
      put: await realized('05'),
      linkBlocks,
      approve: await realized('07'),
      validateDay: await realized('08'),
    },
    approvedShiftToDelete: await approved(null),
    scheduledShift: await firstId(sql`
      insert into scheduled_shifts (restaurant_id, employee_id, datetime_start, datetime_end)
      values (${restaurant}, ${employee}, '2030-02-07T08:00:00Z', '2030-02-07T12:00:00Z')
      returning id`),
    block: await firstId(sql`
      insert into clock_blocks (restaurant_id, employee_id, kind, datetime_start, datetime_end)
      values (${restaurant}, ${employee}, 'WORK', '2030-02-06T08:00:00Z', '2030-02-06T12:00:00Z')
      returning id`),
  };
}

/** A kiosk device of `restaurant`, issued by the ADMIN, and a new employee's known PIN. */
async function kioskFixtures(
  { t, server, adminToken, firstId }: FixtureContext,
  restaurant: number,
) {
  const pin = '987650';
  await t.db.execute(sql`
    insert into employees (restaurant_id, first_name, last_name, pin)
    values (${restaurant}, 'Kiosque', 'Fuzz', ${pin})`);
  const res = await request(server)
    .post('/api/kiosk-devices')
    .set('Authorization', `Bearer ${adminToken}`)
    .send({ restaurantId: restaurant, label: 'Tablette du fuzz' });
  if (res.status !== 201) throw new Error(`badgeuse : ${res.status} ${res.text}`);
  const revocable = await firstId(sql`
    insert into kiosk_devices (restaurant_id, token_hash, label)
    values (${restaurant}, 'empreinte-du-fuzz', 'À retirer') returning id`);
  return { token: (res.body as { token: string }).token, pin, revocable };
}

export default fuzzArea({
  name: 'planning',
  after: ['restaurants'],
  async load(ctx, { restaurant, employee }) {
    const { firstId } = ctx;
    return {
      clock: await clockFixtures(ctx, restaurant, employee),
      scheduledShift: await firstId(sql`
        insert into scheduled_shifts (restaurant_id, employee_id, datetime_start, datetime_end)
        values (${restaurant}, ${employee}, '2030-01-07T08:00:00Z',
          '2030-01-07T12:00:00Z') returning id`),
      absence: await firstId(sql`
        insert into absences (restaurant_id, employee_id, date, type)
        values (${restaurant}, ${employee}, '2030-01-08', 'SICK') returning id`),
      kiosk: await kioskFixtures(ctx, restaurant),
    };
  },
  ids: {
    // A free clock-in block of the realized shift's employee.
    block: (_, fx) => fx.clock.block,
    // The employee's planned shift, and the realized shift of the approval's path.
    scheduledShift: (_, fx) => fx.clock.scheduledShift,
    realizedShift: (route, fx) =>
      route.path.endsWith('/validate-day')
        ? fx.clock.realizedShiftFor.validateDay
        : fx.clock.realizedShiftFor.approve,
    // The approved shift a day's validation edits.
    approvedShift: (_, fx) => fx.clock.approvedShift,
  },
  pathIds: {
    // An employee's coming shifts, or a planned shift.
    'scheduled-shifts': (route, fx) =>
      route.path === '/api/scheduled-shifts/upcoming/{id}' ? fx.employee : fx.scheduledShift,
    absences: (_, fx) => fx.absence,
    'kiosk-devices': (_, fx) => fx.kiosk.revocable,
    'realized-shifts': (route, fx) =>
      route.method === 'put'
        ? fx.clock.realizedShiftFor.put
        : route.path.endsWith('/link-blocks')
          ? fx.clock.realizedShiftFor.linkBlocks
          : fx.clock.realizedShift,
    'approved-shifts': (route, fx) =>
      // A restaurant's shifts awaiting validation.
      route.path === '/api/approved-shifts/pending/{id}'
        ? fx.restaurant
        : route.path.includes('/approve-realized/')
          ? fx.clock.realizedShiftFor.approve
          : route.method === 'delete'
            ? fx.clock.approvedShiftToDelete
            : fx.clock.approvedShift,
  },
});
