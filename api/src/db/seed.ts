import { eq } from 'drizzle-orm';
import {
  deliveryFlagsOf,
  type ContractType,
  type EquipmentFamily,
  type Role,
  type Weekday,
  personName,
} from '@bo/domain';
import { hashPassword } from '../auth/passwords.ts';
import type { Db } from './index.ts';
import type { Tx } from './tx.ts';
import { DEMO_CATALOGUE, seedCatalogue, type SeedCatalogue } from './seed-catalogue.ts';
import { DEMO_PLANNING, seedPlanning, type SeedPlanning } from './seed-planning.ts';
import { DEMO_PURCHASING, seedPurchasing, type SeedPurchasing } from './seed-purchasing.ts';
import {
  DEMO_RECIPES_STOCK,
  seedRecipesStock,
  type SeedRecipesStock,
} from './seed-recipes-stock.ts';
import {
  seedHygiene,
  type HygieneSeedOptions,
  type HygieneSeedPlan,
  type SeedAuthor,
} from './seed-hygiene.ts';
import {
  employees,
  enseignes,
  equipments,
  equipmentTypes,
  jobs,
  labRestaurants,
  surfaces,
  tags,
  zones,
  restaurants,
  userRestaurants,
  users,
} from './schema.ts';
import { seedCriticalReadingNotifications } from '../notifications/critical-reading.ts';

interface SeedEmployee {
  firstName: string;
  lastName: string;
  pin: string;
  contractType?: ContractType;
  contractNbHours?: number;
}
interface SeedZone {
  name: string;
  description?: string;
  surfaces?: { name: string; description?: string; storage?: boolean }[];
  /** `type` names one of the chain's equipmentTypes. */
  equipments?: { name: string; type: string; description?: string; serialNumber?: string }[];
}
interface SeedEquipmentType {
  name: string;
  description?: string;
  family: EquipmentFamily;
  range?: [number, number];
}
interface SeedJob {
  title: string;
  color: string;
  breakDuration?: number;
  isActive?: boolean;
}
interface SeedRestaurant {
  name: string;
  address: string;
  /** Its staff (clock-in PINs unique within the restaurant). */
  employees?: SeedEmployee[];
  zones?: SeedZone[];
  jobs?: SeedJob[];
  lab?: {
    minOrderAmount: number;
    deliveryDelayDays: number;
    deliveryDays: Weekday[];
    /** Names of the restaurants it delivers. */
    serves?: string[];
  };
}
interface SeedUser {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  role: Role;
  /** Names of the restaurants a MANAGER runs, or the one an EMPLOYEE works in. */
  restaurants?: string[];
  /** An EMPLOYEE's staff record: 'First Last' of one of his restaurant's employees. */
  employee?: string;
}
export interface SeedChain {
  name: string;
  equipmentTypes?: SeedEquipmentType[];
  tags?: string[];
  restaurants: SeedRestaurant[];
  users: SeedUser[];
  /** Hygiene logs of the last days (seed-hygiene.ts), recorded by the restaurants' staff. */
  hygiene?: HygieneSeedPlan;
  /** Suppliers, products and articles with their price history (seed-catalogue.ts). */
  catalogue?: SeedCatalogue;
  /** Recipes, allergens, stock and inventories over the catalogue (seed-recipes-stock.ts). */
  recipesStock?: SeedRecipesStock;
  /** Purchase orders in every status, the stock book's deliveries received (seed-purchasing.ts). */
  purchasing?: SeedPurchasing;
  /** Weeks of staff planning, clocked and validated up to the seed's time (seed-planning.ts). */
  planning?: SeedPlanning;
}

const DEMO_EQUIPMENT_TYPES: SeedEquipmentType[] = [
  {
    name: 'Réfrigérateur positif',
    description: 'Produits frais, préparations',
    family: 'TEMPERATURE',
    range: [0, 4],
  },
  { name: 'Chambre froide positive', family: 'TEMPERATURE', range: [0, 3] },
  {
    name: 'Congélateur',
    description: 'Produits surgelés',
    family: 'TEMPERATURE',
    range: [-25, -18],
  },
  { name: 'Cellule de refroidissement', family: 'COOLING' },
  { name: 'Four de remise en température', family: 'HEATING' },
  { name: 'Friteuse', family: 'OIL' },
  { name: 'Plonge', description: 'Lave-vaisselle, bacs', family: 'STANDARD' },
];

/** The same layout in every demo restaurant: what a typical kitchen holds. */
const KITCHEN_ZONES: SeedZone[] = [
  {
    name: 'Cuisine',
    description: 'Cuisine chaude et préparation',
    surfaces: [
      { name: 'Plan de travail', description: 'Inox, poste chaud' },
      { name: 'Piano de cuisson' },
    ],
    equipments: [
      { name: 'Frigo de préparation', type: 'Réfrigérateur positif', serialNumber: 'RF-2041' },
      { name: 'Friteuse double bac', type: 'Friteuse', serialNumber: 'FR-880' },
      { name: 'Four mixte', type: 'Four de remise en température' },
      { name: 'Cellule rapide', type: 'Cellule de refroidissement' },
    ],
  },
  {
    name: 'Réserve',
    description: 'Stockage sec et froid',
    surfaces: [
      { name: 'Étagères sèches', storage: true },
      { name: 'Chambre froide', description: 'Étagères du froid positif', storage: true },
    ],
    equipments: [
      { name: 'Chambre froide', type: 'Chambre froide positive', serialNumber: 'CF-1200' },
      { name: 'Congélateur coffre', type: 'Congélateur', description: 'Glaces, viandes' },
    ],
  },
  {
    name: 'Salle',
    surfaces: [{ name: 'Bar', description: 'Comptoir et évier' }],
    equipments: [{ name: 'Vitrine réfrigérée', type: 'Réfrigérateur positif' }],
  },
];

const KITCHEN_JOBS: SeedJob[] = [
  { title: 'Cuisinier', color: '#F44336' },
  { title: 'Serveur', color: '#2196F3' },
  { title: 'Plongeur', color: '#4CAF50', breakDuration: 20 },
  { title: 'Chef de rang', color: '#9C27B0', isActive: false },
];

/** The demo chain of docs (login page's Test button, e2e tests, `npm run seed`). */
export const DEMO_CHAIN: SeedChain = {
  name: 'Enseigne Démo',
  equipmentTypes: DEMO_EQUIPMENT_TYPES,
  tags: ['Bio', 'Fait maison', 'Sans gluten', 'Végétarien'],
  restaurants: [
    {
      name: 'Le Bistrot du Port',
      address: '12 quai du Port, 13002 Marseille',
      zones: KITCHEN_ZONES,
      jobs: KITCHEN_JOBS,
      employees: [
        {
          firstName: 'Lucas',
          lastName: 'Bernard',
          pin: '1234',
          contractType: 'CDI',
          contractNbHours: 35,
        },
        {
          firstName: 'Chloé',
          lastName: 'Moreau',
          pin: '2468',
          contractType: 'CDD',
          contractNbHours: 24,
        },
        { firstName: 'Hugo', lastName: 'Lefèvre', pin: '8642', contractType: 'EXTRA' },
        // Two more, so the demo's busiest restaurant plans a believable week (seed-planning.ts).
        {
          firstName: 'Sarah',
          lastName: 'Texier',
          pin: '3579',
          contractType: 'CDI',
          contractNbHours: 35,
        },
        {
          firstName: 'Yanis',
          lastName: 'Vasseur',
          pin: '6142',
          contractType: 'CDI',
          contractNbHours: 35,
        },
        // The demo's EMPLOYEE login (employe@demo.fr): her own planned, clocked and paid hours.
        {
          firstName: 'Emma',
          lastName: 'Petit',
          pin: '7531',
          contractType: 'CDD',
          contractNbHours: 20,
        },
      ],
    },
    {
      name: 'La Table des Halles',
      address: '5 rue des Halles, 75001 Paris',
      zones: KITCHEN_ZONES,
      jobs: KITCHEN_JOBS,
      employees: [
        {
          firstName: 'Léa',
          lastName: 'Garnier',
          pin: '1234',
          contractType: 'CDI',
          contractNbHours: 39,
        },
        {
          firstName: 'Nathan',
          lastName: 'Roux',
          pin: '5678',
          contractType: 'ALTERNANT',
          contractNbHours: 35,
        },
      ],
    },
    {
      name: 'Le Comptoir Lyonnais',
      address: '20 rue Mercière, 69002 Lyon',
      zones: KITCHEN_ZONES,
      jobs: KITCHEN_JOBS,
      employees: [
        {
          firstName: 'Camille',
          lastName: 'Faure',
          pin: '4321',
          contractType: 'CDI',
          contractNbHours: 35,
        },
        { firstName: 'Théo', lastName: 'Blanc', pin: '9753', contractType: 'AUTOENTREPRISE' },
      ],
    },
    {
      name: 'Laboratoire Central',
      address: "8 rue de l'Industrie, 94200 Ivry-sur-Seine",
      zones: KITCHEN_ZONES,
      jobs: KITCHEN_JOBS,
      employees: [
        {
          firstName: 'Inès',
          lastName: 'Mercier',
          pin: '1357',
          contractType: 'CDI',
          contractNbHours: 35,
        },
      ],
      lab: {
        minOrderAmount: 150,
        deliveryDelayDays: 2,
        deliveryDays: ['MONDAY', 'WEDNESDAY', 'FRIDAY'],
        serves: ['Le Bistrot du Port', 'La Table des Halles', 'Le Comptoir Lyonnais'],
      },
    },
  ],
  hygiene: { days: 30 },
  catalogue: DEMO_CATALOGUE,
  recipesStock: DEMO_RECIPES_STOCK,
  purchasing: DEMO_PURCHASING,
  planning: DEMO_PLANNING,
  users: [
    {
      firstName: 'Alice',
      lastName: 'Martin',
      email: 'admin@demo.fr',
      password: 'demo1234',
      role: 'ADMIN',
    },
    {
      firstName: 'Marc',
      lastName: 'Dubois',
      email: 'manager@demo.fr',
      password: 'demo1234',
      role: 'MANAGER',
      restaurants: ['Le Bistrot du Port', 'La Table des Halles'],
    },
    {
      firstName: 'Emma',
      lastName: 'Petit',
      email: 'employe@demo.fr',
      password: 'demo1234',
      role: 'EMPLOYEE',
      restaurants: ['Le Bistrot du Port'],
      employee: 'Emma Petit',
    },
  ],
};

/** A second chain, so tests can check that one chain never reaches another's rows. */
export const OTHER_CHAIN: SeedChain = {
  name: 'Autre Enseigne',
  equipmentTypes: [{ name: 'Frigo', family: 'TEMPERATURE', range: [0, 4] }],
  tags: ['Local'],
  // A few readings, so tenancy tests have another chain's logs to be refused.
  hygiene: { days: 5, light: true },
  restaurants: [
    {
      name: 'Chez Autrui',
      address: '1 place du Marché, 33000 Bordeaux',
      zones: [
        {
          name: 'Cuisine',
          surfaces: [{ name: 'Plan', storage: true }],
          equipments: [{ name: 'Frigo 1', type: 'Frigo' }],
        },
      ],
      jobs: [{ title: 'Commis', color: '#795548' }],
      employees: [{ firstName: 'Jean', lastName: 'Ailleurs', pin: '1234', contractType: 'CDI' }],
    },
  ],
  users: [
    {
      firstName: 'Paul',
      lastName: 'Autre',
      email: 'admin@autre.fr',
      password: 'autre1234',
      role: 'ADMIN',
    },
  ],
};

/**
 * Creates the chain in one transaction, unless a chain of that name already exists. Its hygiene
 * logs end `options.now` (default now); their photos' files go to `options.photosDir` if given.
 */
export async function seedChain(
  db: Db,
  chain: SeedChain,
  options: HygieneSeedOptions = {},
): Promise<boolean> {
  const hashes = await Promise.all(chain.users.map((u) => hashPassword(u.password)));
  // One instant for the whole chain, kept as the chain's creation: its weeks, logs and orders are
  // placed around it, and a reader of the seeded data (a test that runs after midnight) finds it.
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const existing = await tx
      .select({ id: enseignes.id })
      .from(enseignes)
      .where(eq(enseignes.name, chain.name));
    if (existing.length > 0) return false;

    const [enseigne] = await tx
      .insert(enseignes)
      .values({ name: chain.name, createdAt: now })
      .returning();
    const enseigneId = enseigne!.id;
    const created = await tx
      .insert(restaurants)
      .values(
        chain.restaurants.map((r) => ({
          enseigneId,
          name: r.name,
          address: r.address,
          isLab: Boolean(r.lab),
          ...(r.lab && {
            minOrderAmount: r.lab.minOrderAmount,
            deliveryDelayDays: r.lab.deliveryDelayDays,
            ...deliveryFlagsOf(r.lab.deliveryDays),
          }),
        })),
      )
      .returning({ id: restaurants.id, name: restaurants.name, timeZone: restaurants.timeZone });
    const restaurantId = new Map(created.map((r) => [r.name, r.id]));
    const idOf = (name: string) => {
      const id = restaurantId.get(name);
      if (id === undefined) throw new Error(`Seed: unknown restaurant ${name}`);
      return id;
    };
    const served = chain.restaurants.flatMap((r) =>
      (r.lab?.serves ?? []).map((name) => ({ labId: idOf(r.name), restaurantId: idOf(name) })),
    );
    if (served.length > 0) await tx.insert(labRestaurants).values(served);
    const staff = chain.restaurants.flatMap((r) =>
      (r.employees ?? []).map((e) => ({
        restaurantId: restaurantId.get(r.name)!,
        firstName: e.firstName,
        lastName: e.lastName,
        pin: e.pin,
        contractType: e.contractType ?? null,
        contractNbHours: e.contractNbHours ?? null,
      })),
    );
    const staffRows =
      staff.length > 0
        ? await tx.insert(employees).values(staff).returning({
            id: employees.id,
            restaurantId: employees.restaurantId,
            firstName: employees.firstName,
            lastName: employees.lastName,
          })
        : [];
    /** The staff record an EMPLOYEE account is linked to, in its (first) restaurant. */
    const staffOf = (u: SeedUser) => {
      if (u.employee === undefined) return null;
      const restaurant = u.restaurants?.[0];
      const row = staffRows.find(
        (e) =>
          personName(e) === u.employee &&
          restaurant !== undefined &&
          e.restaurantId === idOf(restaurant),
      );
      if (!row) throw new Error(`Seed: no employee ${u.employee} in ${restaurant ?? '?'}`);
      return row.id;
    };
    await seedSetup(tx, enseigneId, chain, idOf);

    const authors: SeedAuthor[] = [];
    let adminId: number | undefined;
    for (const [i, u] of chain.users.entries()) {
      const [user] = await tx
        .insert(users)
        .values({
          enseigneId,
          firstName: u.firstName,
          lastName: u.lastName,
          email: u.email.toLowerCase(),
          role: u.role,
          passwordHash: hashes[i]!,
          employeeId: staffOf(u),
        })
        .returning({ id: users.id });
      if (u.role === 'ADMIN') adminId ??= user!.id;
      authors.push({
        id: user!.id,
        // An EMPLOYEE records the logs of her restaurant (of every one when she has none).
        restaurantIds:
          u.role === 'ADMIN' || (u.role === 'EMPLOYEE' && !u.restaurants?.length)
            ? 'all'
            : (u.restaurants ?? []).map(idOf),
      });
      if (u.restaurants?.length) {
        await tx.insert(userRestaurants).values(
          u.restaurants.map((name) => {
            const id = restaurantId.get(name);
            if (id === undefined) throw new Error(`Seed: unknown restaurant ${name}`);
            return { userId: user!.id, restaurantId: id };
          }),
        );
      }
    }
    if (chain.planning) {
      await seedPlanning(tx, { enseigneId }, chain.planning, now);
    }
    if (chain.hygiene) {
      await seedHygiene(tx, enseigneId, created, authors, chain.hygiene, { ...options, now });
      // The bell of the demo is not empty: its critical readings have notified.
      await seedCriticalReadingNotifications(tx, enseigneId);
    }
    if (chain.catalogue) {
      if (adminId === undefined) throw new Error('Seed: a catalogue needs an ADMIN to price it');
      await seedCatalogue(tx, { enseigneId, authorId: adminId }, chain.catalogue, now);
      if (chain.recipesStock) {
        await seedRecipesStock(tx, { enseigneId }, chain.recipesStock, now);
        if (chain.purchasing) {
          await seedPurchasing(tx, { enseigneId }, chain.purchasing, now);
        }
      }
    }
    return true;
  });
}

/** Equipment types and tags of the chain; zones, surfaces, equipment and jobs of each restaurant. */
async function seedSetup(
  tx: Tx,
  enseigneId: number,
  chain: SeedChain,
  idOf: (name: string) => number,
) {
  const types = chain.equipmentTypes ?? [];
  const typeRows = types.length
    ? await tx
        .insert(equipmentTypes)
        .values(
          types.map((t) => ({
            enseigneId,
            name: t.name,
            description: t.description ?? null,
            family: t.family,
            ...(t.range && {
              temperatureMin: t.range[0],
              temperatureMax: t.range[1],
              temperatureUnit: 'CELSIUS' as const,
            }),
          })),
        )
        .returning({ id: equipmentTypes.id, name: equipmentTypes.name })
    : [];
  const typeId = (name: string) => {
    const row = typeRows.find((t) => t.name === name);
    if (!row) throw new Error(`Seed: unknown equipment type ${name}`);
    return row.id;
  };
  if (chain.tags?.length) {
    await tx.insert(tags).values(chain.tags.map((name) => ({ enseigneId, name })));
  }
  for (const r of chain.restaurants) {
    const restaurantId = idOf(r.name);
    if (r.jobs?.length) {
      await tx.insert(jobs).values(
        r.jobs.map((j) => ({
          restaurantId,
          title: j.title,
          color: j.color,
          breakDuration: j.breakDuration ?? 30,
          isActive: j.isActive ?? true,
        })),
      );
    }
    for (const z of r.zones ?? []) {
      const [zone] = await tx
        .insert(zones)
        .values({ restaurantId, name: z.name, description: z.description ?? null })
        .returning({ id: zones.id });
      if (z.surfaces?.length) {
        await tx.insert(surfaces).values(
          z.surfaces.map((sf) => ({
            zoneId: zone!.id,
            name: sf.name,
            description: sf.description ?? null,
            isStorageArea: sf.storage ?? false,
          })),
        );
      }
      if (z.equipments?.length) {
        await tx.insert(equipments).values(
          z.equipments.map((e) => ({
            restaurantId,
            zoneId: zone!.id,
            equipmentTypeId: typeId(e.type),
            name: e.name,
            description: e.description ?? null,
            serialNumber: e.serialNumber ?? null,
          })),
        );
      }
    }
  }
}

/** The demo chain, only on an empty database (first start of the server). */
export async function seedIfEmpty(db: Db, options: HygieneSeedOptions = {}): Promise<boolean> {
  const any = await db.select({ id: enseignes.id }).from(enseignes).limit(1);
  if (any.length > 0) return false;
  return seedChain(db, DEMO_CHAIN, options);
}
