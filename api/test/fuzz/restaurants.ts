// The restaurants' demo rows: the demo restaurant, a laboratory, the places, equipment and staff.
import { sql } from 'drizzle-orm';
import { fuzzArea, type Fixtures } from './core.ts';

interface RestaurantsFixtures {
  restaurant: number;
  /** A restaurant that is not a laboratory (what a laboratory serves). */
  served: number;
  lab: number;
  zone: number;
  surface: number;
  equipmentByFamily: Map<string, number>;
  equipmentType: number;
  /**
   * An employee of the demo restaurant the seed never plans nor clocks (created here): the seed
   * plans, clocks and validates its staff around "now", so a seeded employee's cells or open
   * shift would refuse a valid request at some hours.
   */
  employee: number;
  job: number;
  tag: number;
}
declare module './core.ts' {
  interface AreaFixtures {
    restaurants: RestaurantsFixtures;
  }
}

/** The equipment a log of this route records on (a fryer for oil, a fridge for readings…). */
function equipmentFor(path: string, fx: Fixtures): number {
  const family = /oil/.test(path)
    ? 'OIL'
    : /cooling/.test(path)
      ? 'COOLING'
      : /heating/.test(path)
        ? 'HEATING'
        : 'TEMPERATURE';
  const id = fx.equipmentByFamily.get(family) ?? fx.equipmentByFamily.values().next().value;
  if (id === undefined) throw new Error(`aucun équipement ${family} dans le restaurant démo`);
  return id;
}

export default fuzzArea({
  name: 'restaurants',
  after: ['chain'],
  async load({ t, queryRows, firstId }, { enseigne }) {
    const { bistrot } = await t.demoRestaurants();
    const lab = await firstId(
      sql`select id from restaurants where enseigne_id = ${enseigne} and is_lab order by id limit 1`,
    );
    const served = await firstId(
      sql`select id from restaurants where enseigne_id = ${enseigne} and not is_lab order by id limit 1`,
    );
    const equipment = await queryRows<{ id: number; family: string }>(sql`
      select e.id, t.family from equipments e join equipment_types t on t.id = e.equipment_type_id
      where e.restaurant_id = ${bistrot} order by e.id`);
    const equipmentByFamily = new Map<string, number>();
    for (const row of equipment) {
      if (!equipmentByFamily.has(row.family)) equipmentByFamily.set(row.family, Number(row.id));
    }
    const employee = await firstId(sql`
      insert into employees (restaurant_id, first_name, last_name, pin)
      values (${bistrot}, 'Planning', 'Fuzz', '987651') returning id`);
    return {
      restaurant: bistrot,
      served,
      lab,
      zone: await firstId(
        sql`select id from zones where restaurant_id = ${bistrot} order by id limit 1`,
      ),
      surface: await firstId(sql`
        select s.id from surfaces s join zones z on z.id = s.zone_id
        where z.restaurant_id = ${bistrot} order by s.id limit 1`),
      equipmentByFamily,
      equipmentType: await firstId(
        sql`select id from equipment_types where enseigne_id = ${enseigne} order by id limit 1`,
      ),
      employee,
      job: await firstId(
        sql`select id from jobs where restaurant_id = ${bistrot} order by id limit 1`,
      ),
      tag: await firstId(
        sql`select id from tags where enseigne_id = ${enseigne} order by id limit 1`,
      ),
    };
  },
  ids: {
    restaurant: (route, fx) => (route.path.startsWith('/api/labs') ? fx.served : fx.restaurant),
    laboratory: (_, fx) => fx.lab,
    lab: (_, fx) => fx.lab,
    preferredLab: (_, fx) => fx.lab,
    zone: (_, fx) => fx.zone,
    surface: (_, fx) => fx.surface,
    equipment: (route, fx) => equipmentFor(route.path, fx),
    equipmentType: (_, fx) => fx.equipmentType,
    employee: (_, fx) => fx.employee,
    job: (_, fx) => fx.job,
    tag: (_, fx) => fx.tag,
  },
  pathIds: {
    restaurants: (_, fx) => fx.restaurant,
    labs: (_, fx) => fx.lab,
    employees: (_, fx) => fx.employee,
    zones: (_, fx) => fx.zone,
    surfaces: (_, fx) => fx.surface,
    'equipment-types': (_, fx) => fx.equipmentType,
    equipments: (route, fx) => equipmentFor(route.path, fx),
    jobs: (_, fx) => fx.job,
    tags: (_, fx) => fx.tag,
  },
  // A variant of the contract's requests may deactivate the job: later routes order it.
  async restore({ t }, fx) {
    await t.db.execute(sql`update jobs set is_active = true where id = ${fx.job}`);
  },
});
