// The fuzz's demo rows, declared by area. Each other file of this folder is one area of api/src
// (`chain.ts`, `catalogue.ts`…) exporting by default its declaration (`fuzzArea`): the rows it
// finds or writes (`load`), the id fields of the bodies and queries it names (`ids`), the
// collections whose path `{id}` it names (`pathIds`). fuzz.test.ts finds the files
// (import.meta.glob) and merges them here: a new area adds its file and edits nothing else (but
// alsoNeeded() of fuzz.test.ts, for a body that takes one of two fields).
import type { Server } from 'node:http';
import type { SQL } from 'drizzle-orm';
import type { InvitationEmail } from '../../src/mail/index.ts';
import type { TestContext } from '../setup.ts';

/**
 * The fuzz's days, and the day of its plans and clockings: far from the seed's weeks (planned,
 * clocked and absent around "now") and from the fixtures' January and February, so no seeded row
 * fills its cells or overlaps its shifts, whatever the hour of the run.
 */
export const FUZZ_DAY = '2030-03-04';

/**
 * Each area's demo rows, by the area's name (its file's): each area's file adds its own
 * (`declare module './core.ts'`), so the fixtures are typed without a list of the areas here.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the areas' files
export interface AreaFixtures {}

type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I
  : never;
/** The rows of the areas named. */
export type FixturesOf<Names extends keyof AreaFixtures> = Intersection<AreaFixtures[Names]>;
/** Every area's rows. */
export type Fixtures = FixturesOf<keyof AreaFixtures>;

/** What an area's ids depend on: the route the request is built for. */
export interface FuzzRoute {
  method: string;
  path: string;
  /** `METHOD /path`, as openapi.json names it. */
  key: string;
}

/** What an area's `load` may use to find or write its rows. */
export interface FixtureContext {
  t: TestContext;
  /** The server the fuzz sends to (rows written through the api are the server's own). */
  server: Server;
  /** The demo chain's ADMIN's token: the rows written through the api are his. */
  adminToken: string;
  /** The invitations the api has mailed so far (their links hold the tokens). */
  sentInvitations: readonly InvitationEmail[];
  queryRows<T>(query: SQL): Promise<T[]>;
  /** The id of the query's first row; a missing row fails the load. */
  firstId(query: SQL): Promise<number>;
}

type Of<T> = (route: FuzzRoute, fx: Fixtures) => T;

/** One area's part of the fuzz's fixtures. */
export interface FuzzArea<
  Name extends keyof AreaFixtures = keyof AreaFixtures,
  After extends keyof AreaFixtures = keyof AreaFixtures,
> {
  /** The file's name: the fixtures' type is keyed by it. */
  name: Name;
  /** The areas whose rows this one's `load` reads: loaded before it. */
  after?: readonly After[];
  /** Finds or writes the area's rows; `fx` holds those of the areas it loads after. */
  load: (ctx: FixtureContext, fx: FixturesOf<After>) => Promise<AreaFixtures[Name]>;
  /**
   * The row an id field names, by the field's stem: `restaurantId`, `restaurantIds` and
   * `restaurants` are `restaurant`. A stem is one area's: two declaring it fail the run.
   */
  ids?: Readonly<Record<string, (route: FuzzRoute, fx: Fixtures, field: string) => number>>;
  /**
   * The row a path's `{id}` names, by the path's collection (`/api/zones/{id}` is `zones`);
   * undefined when the area has no demo row for that path. A path naming its owner by an id
   * stem (`/api/zones/restaurant/{id}`) takes the owner's row instead.
   */
  pathIds?: Readonly<Record<string, Of<number | undefined>>>;
  /** The value of a path parameter that is no id (`{token}`), by its name. */
  pathParams?: Readonly<Record<string, Of<string>>>;
  /** Puts back the rows an accepted request changed that later routes need as they were. */
  restore?: (ctx: FixtureContext, fx: Fixtures) => Promise<void>;
}

/** The declaration of an area's fixtures, typed by its name and the areas it reads. */
export function fuzzArea<Name extends keyof AreaFixtures, After extends keyof AreaFixtures = never>(
  area: FuzzArea<Name, After>,
): FuzzArea<Name, After> {
  return area;
}

/** The areas' declarations merged: what the fuzz asks of its fixtures. */
export interface FuzzFixtures {
  /** Loads every area's rows, each after those it reads. */
  load(ctx: FixtureContext): Promise<Fixtures>;
  /** A row of the demo chain named by an id field (`restaurantId`, `zoneIds`, `laboratoryId`…). */
  idFor(route: FuzzRoute, field: string, fx: Fixtures): number;
  /** The row a path's `{id}` names: the collection's own, or the one the path says (`/restaurant/{id}`). */
  pathId(route: FuzzRoute, fx: Fixtures): number;
  /** The value of a path parameter that is no id, or undefined when no area declares it. */
  pathParam(route: FuzzRoute, name: string, fx: Fixtures): string | undefined;
  restore(ctx: FixtureContext, fx: Fixtures): Promise<void>;
}

/** An area as the merge sees it, whatever its name and the rows it reads. */
interface AnyArea extends Omit<FuzzArea, 'name' | 'after' | 'load'> {
  name: string;
  after?: readonly string[];
  load(ctx: FixtureContext, fx: object): Promise<object>;
}

/** The areas' files as `import.meta.glob` answers them, keyed by their path (`./fuzz/chain.ts`). */
export type AreaModules = Record<string, { default?: AnyArea }>;

/** Merges the areas' declarations; a name declared twice, or an unknown `after`, fails here. */
export function fuzzFixtures(modules: AreaModules): FuzzFixtures {
  const areas = new Map(
    Object.entries(modules).map(([file, module]) => {
      const name = file.replace(/^.*\//, '').replace(/\.ts$/, '');
      if (module.default?.name !== name) {
        throw new Error(`${file} : pas de fuzzArea({ name: '${name}', … }) exporté par défaut`);
      }
      return [name, module.default] as const;
    }),
  );
  const ids = merged(areas, 'ids', 'identifiant');
  const pathIds = merged(areas, 'pathIds', 'collection');
  const pathParams = merged(areas, 'pathParams', 'paramètre de chemin');
  if (pathParams.has('id')) throw new Error('{id} est le pathIds de la collection du chemin');
  const order = loadOrder(areas);

  function idFor(route: FuzzRoute, field: string, fx: Fixtures): number {
    // `ids` (a batch read) names rows of the route's own collection, like the path's `{id}`.
    if (field === 'ids' || field === 'id') return pathId(route, fx);
    const stem = field.replace(/Ids?$/, '').replace(/s$/, '');
    const id = ids.get(stem);
    if (!id) {
      throw new Error(`${route.key} : aucun identifiant de démo connu pour le champ ${field}`);
    }
    return id(route, fx, field);
  }

  function pathId(route: FuzzRoute, fx: Fixtures): number {
    // A path naming whose rows it lists (`/api/zones/restaurant/{id}`) takes the owner's id.
    const owner = /\/([a-zA-Z]+)\/\{id\}/.exec(route.path)?.[1];
    if (owner && ids.has(owner)) return idFor(route, `${owner}Id`, fx);
    const id = pathIds.get(route.path.split('/')[2]!)?.(route, fx);
    if (id === undefined) {
      throw new Error(`${route.key} : aucun identifiant de démo connu pour {id}`);
    }
    return id;
  }

  return {
    async load(ctx) {
      const loaded: Record<string, unknown> = {};
      /** Each area's fields: an area's `load` sees those of its `after` only. */
      const fieldsOf = new Map<string, Record<string, unknown>>();
      const owners = new Map<string, string>();
      for (const name of order) {
        const area = areas.get(name)!;
        const before = Object.fromEntries(
          (area.after ?? []).flatMap((other) => Object.entries(fieldsOf.get(other)!)),
        );
        const own = (await area.load(ctx, before)) as Record<string, unknown>;
        for (const [key, value] of Object.entries(own)) {
          const other = owners.get(key);
          if (other) throw new Error(`fixture ${key} chargée par ${other} et ${name}`);
          owners.set(key, name);
          loaded[key] = value;
        }
        fieldsOf.set(name, own);
      }
      // Every area's rows: each `load` answers its own, as `fuzzArea` types it.
      return loaded as unknown as Fixtures;
    },
    idFor,
    pathId,
    pathParam: (route, name, fx) => pathParams.get(name)?.(route, fx),
    async restore(ctx, fx) {
      for (const name of order) await areas.get(name)!.restore?.(ctx, fx);
    },
  };
}

/** One kind of declaration of every area, merged; a name two areas declare fails loudly. */
function merged<K extends 'ids' | 'pathIds' | 'pathParams'>(
  areas: ReadonlyMap<string, AnyArea>,
  kind: K,
  what: string,
): Map<string, NonNullable<AnyArea[K]>[string]> {
  const all = new Map<string, NonNullable<AnyArea[K]>[string]>();
  const owners = new Map<string, string>();
  for (const [name, area] of areas) {
    const declared = (area[kind] ?? {}) as NonNullable<AnyArea[K]>;
    for (const [key, value] of Object.entries(declared)) {
      const other = owners.get(key);
      if (other) throw new Error(`${what} ${key} déclaré par test/fuzz/${other}.ts et ${name}.ts`);
      owners.set(key, name);
      all.set(key, value as NonNullable<AnyArea[K]>[string]);
    }
  }
  return all;
}

/**
 * The areas in the order of their files' names, each moved after the areas it reads (`after`):
 * a stable order, so the rows get the same ids from one run to the next.
 */
function loadOrder(areas: ReadonlyMap<string, AnyArea>): string[] {
  const order: string[] = [];
  const visiting = new Set<string>();
  const visit = (name: string, from: string) => {
    if (order.includes(name)) return;
    const area = areas.get(name);
    if (!area) throw new Error(`test/fuzz/${from}.ts : aucune aire ${name} à charger avant`);
    if (visiting.has(name)) throw new Error(`fixtures : ${name} se charge après elle-même`);
    visiting.add(name);
    for (const before of area.after ?? []) visit(before, name);
    visiting.delete(name);
    order.push(name);
  };
  for (const name of [...areas.keys()].sort()) visit(name, name);
  return order;
}
