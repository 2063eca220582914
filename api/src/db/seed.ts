import { eq } from 'drizzle-orm';
import { deliveryFlagsOf, type ContractType, type Role, type Weekday } from '@bo/domain';
import { hashPassword } from '../auth/passwords.ts';
import type { Db } from './index.ts';
import {
  employees,
  enseignes,
  labRestaurants,
  restaurants,
  userRestaurants,
  users,
} from './schema.ts';

interface SeedEmployee {
  firstName: string;
  lastName: string;
  pin: string;
  contractType?: ContractType;
  contractNbHours?: number;
}
interface SeedRestaurant {
  name: string;
  address: string;
  /** Its staff (clock-in PINs unique within the restaurant). */
  employees?: SeedEmployee[];
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
  /** Names of the restaurants a MANAGER runs. */
  restaurants?: string[];
}
export interface SeedChain {
  name: string;
  restaurants: SeedRestaurant[];
  users: SeedUser[];
}

/** The demo chain of docs (login page's Test button, e2e tests, `npm run seed`). */
export const DEMO_CHAIN: SeedChain = {
  name: 'Enseigne Démo',
  restaurants: [
    {
      name: 'Le Bistrot du Port',
      address: '12 quai du Port, 13002 Marseille',
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
      ],
    },
    {
      name: 'La Table des Halles',
      address: '5 rue des Halles, 75001 Paris',
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
    },
  ],
};

/** A second chain, so tests can check that one chain never reaches another's rows. */
export const OTHER_CHAIN: SeedChain = {
  name: 'Autre Enseigne',
  restaurants: [
    {
      name: 'Chez Autrui',
      address: '1 place du Marché, 33000 Bordeaux',
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

/** Creates the chain in one transaction, unless a chain of that name already exists. */
export async function seedChain(db: Db, chain: SeedChain): Promise<boolean> {
  const hashes = await Promise.all(chain.users.map((u) => hashPassword(u.password)));
  return db.transaction(async (tx) => {
    const existing = await tx
      .select({ id: enseignes.id })
      .from(enseignes)
      .where(eq(enseignes.name, chain.name));
    if (existing.length > 0) return false;

    const [enseigne] = await tx.insert(enseignes).values({ name: chain.name }).returning();
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
            minOrderAmount: r.lab.minOrderAmount.toFixed(2),
            deliveryDelayDays: r.lab.deliveryDelayDays,
            ...deliveryFlagsOf(r.lab.deliveryDays),
          }),
        })),
      )
      .returning({ id: restaurants.id, name: restaurants.name });
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
    if (staff.length > 0) await tx.insert(employees).values(staff);

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
        })
        .returning({ id: users.id });
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
    return true;
  });
}

/** The demo chain, only on an empty database (first start of the server). */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const any = await db.select({ id: enseignes.id }).from(enseignes).limit(1);
  if (any.length > 0) return false;
  return seedChain(db, DEMO_CHAIN);
}
