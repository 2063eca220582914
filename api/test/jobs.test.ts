import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../src/db/schema.ts';
import {
  ADMIN,
  EMPLOYEE,
  FORBIDDEN,
  MANAGER,
  OTHER_ADMIN,
  setupApi,
  type TestContext,
} from './setup.ts';

let t: TestContext;
let bistrot: number, halles: number, comptoir: number, autrui: number;
beforeAll(async () => {
  t = await setupApi();
  ({ bistrot, halles, comptoir, autrui } = await t.demoRestaurants());
});
afterAll(() => t?.close());

type Job = {
  id: number;
  restaurantId: number;
  title: string;
  breakDuration: number;
  color: string;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
};
const titles = (body: { jobs: Job[] }) => body.jobs.map((j) => j.title);
const row = async (id: number) => (await t.db.select().from(jobs).where(eq(jobs.id, id)))[0];
const total = async () => (await t.db.select({ n: count() }).from(jobs))[0]!.n;
const KITCHEN = ['Chef de rang', 'Cuisinier', 'Plongeur', 'Serveur'];

/** The id of a seeded job, by restaurant and title. */
async function seeded(restaurantId: number, title: string): Promise<number> {
  const found = (await t.db.select().from(jobs).where(eq(jobs.restaurantId, restaurantId))).find(
    (j) => j.title === title,
  );
  if (!found) throw new Error(`no job ${title}`);
  return found.id;
}

/** A new job of the demo chain that a test may change or delete. */
async function scratch(fields: Record<string, unknown> = {}) {
  const res = await t.post(
    '/api/jobs',
    { title: 'Essai', restaurantId: bistrot, ...fields },
    await t.token(ADMIN),
  );
  expect(res.status).toBe(201);
  return res.body.job as Job;
}

describe('GET /api/jobs/restaurant/:id', () => {
  it("lists a restaurant's jobs by title to every role that sees it", async () => {
    for (const email of [ADMIN, MANAGER, EMPLOYEE]) {
      const res = await t.get(`/api/jobs/restaurant/${halles}`, await t.token(email));
      expect(res.status).toBe(200);
      expect(titles(res.body)).toEqual(KITCHEN);
    }
  });

  it('answers each job with its break, colour and status', async () => {
    const res = await t.get(`/api/jobs/restaurant/${bistrot}`, await t.token(ADMIN));
    const byTitle = Object.fromEntries(res.body.jobs.map((j: Job) => [j.title, j]));
    expect(byTitle['Plongeur']).toMatchObject({
      restaurantId: bistrot,
      breakDuration: 20,
      color: '#4CAF50',
      isActive: true,
    });
    expect(byTitle['Chef de rang']).toMatchObject({ breakDuration: 30, isActive: false });
    expect(byTitle['Cuisinier'].createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('lists nothing for a restaurant without jobs', async () => {
    const created = await t.post(
      '/api/restaurants',
      { name: 'Sans poste', address: '1 rue Vide' },
      await t.token(ADMIN),
    );
    const res = await t.get(
      `/api/jobs/restaurant/${created.body.restaurant.id}`,
      await t.token(ADMIN),
    );
    expect(res.body).toEqual({ jobs: [] });
    await t.del(`/api/restaurants/${created.body.restaurant.id}`, await t.token(ADMIN));
  });

  it.each([
    ['another chain', ADMIN, () => autrui],
    ['another chain (seen from it)', OTHER_ADMIN, () => bistrot],
    ['outside the manager', MANAGER, () => comptoir],
    ['an unknown id', ADMIN, () => 999999],
  ])('answers 404 for %s', async (_, email, id) => {
    const res = await t.get(`/api/jobs/restaurant/${id()}`, await t.token(email));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Restaurant introuvable' });
  });

  it('requires a token', async () => {
    expect((await t.get(`/api/jobs/restaurant/${bistrot}`)).status).toBe(401);
  });
});

describe('GET /api/jobs', () => {
  it('lists the jobs of every restaurant the user sees', async () => {
    const admin = await t.get('/api/jobs', await t.token(ADMIN));
    expect(admin.status).toBe(200);
    const restaurantsOf = (body: { jobs: Job[] }) =>
      [...new Set(body.jobs.map((j) => j.restaurantId))].sort();
    expect(restaurantsOf(admin.body)).toEqual(expect.arrayContaining([bistrot, halles, comptoir]));
    expect(restaurantsOf(admin.body)).not.toContain(autrui);
    const manager = await t.get('/api/jobs', await t.token(MANAGER));
    expect(restaurantsOf(manager.body)).toEqual([bistrot, halles].sort());
    const other = await t.get('/api/jobs', await t.token(OTHER_ADMIN));
    expect(titles(other.body)).toEqual(['Commis']);
  });

  it('reads a batch by restaurant, leaving out restaurants the user may not see', async () => {
    const ids = [halles, comptoir, autrui, 999999].join(',');
    const admin = await t.get(`/api/jobs?restaurantIds=${ids}`, await t.token(ADMIN));
    expect(admin.body.jobs).toHaveLength(8);
    expect(new Set(admin.body.jobs.map((j: Job) => j.restaurantId))).toEqual(
      new Set([halles, comptoir]),
    );
    const manager = await t.get(`/api/jobs?restaurantIds=${ids}`, await t.token(MANAGER));
    expect(titles(manager.body)).toEqual(KITCHEN);
    expect(manager.body.jobs.every((j: Job) => j.restaurantId === halles)).toBe(true);
  });

  it.each(['abc', '1,,2', ''])('refuses ?restaurantIds=%s', async (ids) => {
    const res = await t.get(`/api/jobs?restaurantIds=${ids}`, await t.token(ADMIN));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/^Données invalides : /);
    expect(res.body.fieldErrors).toHaveProperty('restaurantIds');
  });

  it('refuses more than 500 restaurants in one batch', async () => {
    const ids = Array.from({ length: 501 }, (_, i) => i + 1).join(',');
    const res = await t.get(`/api/jobs?restaurantIds=${ids}`, await t.token(ADMIN));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ restaurantIds: '500 identifiants au plus' });
  });

  it('requires a token', async () => {
    expect((await t.get('/api/jobs')).status).toBe(401);
  });
});

describe('GET /api/jobs/:id', () => {
  it('answers a visible job to every role', async () => {
    const id = await seeded(halles, 'Serveur');
    for (const email of [ADMIN, MANAGER, EMPLOYEE]) {
      const res = await t.get(`/api/jobs/${id}`, await t.token(email));
      expect(res.status).toBe(200);
      expect(res.body.job).toMatchObject({ id, title: 'Serveur', restaurantId: halles });
    }
  });

  it.each([
    ['another chain', ADMIN, () => seeded(autrui, 'Commis')],
    ['another chain (seen from it)', OTHER_ADMIN, () => seeded(bistrot, 'Serveur')],
    ['outside the manager', MANAGER, () => seeded(comptoir, 'Serveur')],
    ['an unknown id', ADMIN, async () => 999999],
  ])('answers 404 for %s', async (_, email, id) => {
    const res = await t.get(`/api/jobs/${await id()}`, await t.token(email));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Poste introuvable' });
  });

  it.each(['abc', '0', '1.5'])('answers 404 for the id %s', async (id) => {
    expect((await t.get(`/api/jobs/${id}`, await t.token(ADMIN))).status).toBe(404);
  });
});

describe('POST /api/jobs', () => {
  it.each([ADMIN, MANAGER])('lets %s create a job with every field', async (email) => {
    const res = await t.post(
      '/api/jobs',
      {
        title: ' Pâtissier ',
        breakDuration: 45,
        color: ' #E91E63 ',
        isActive: false,
        restaurantId: halles,
      },
      await t.token(email),
    );
    expect(res.status).toBe(201);
    expect(res.body.job).toMatchObject({
      title: 'Pâtissier',
      breakDuration: 45,
      color: '#E91E63',
      isActive: false,
      restaurantId: halles,
    });
    expect((await row(res.body.job.id))!.title).toBe('Pâtissier');
    await t.del(`/api/jobs/${res.body.job.id}`, await t.token(ADMIN));
  });

  it('defaults to a 30-minute break, the default colour and active', async () => {
    const job = await scratch();
    expect(job).toMatchObject({ breakDuration: 30, color: '#2196F3', isActive: true });
  });

  it('keeps a colour typed as free text (an unknown colour shows grey, not refused)', async () => {
    const job = await scratch({ color: 'bleu ciel', breakDuration: 0 });
    expect(job).toMatchObject({ color: 'bleu ciel', breakDuration: 0 });
  });

  it('forbids an EMPLOYEE, before looking at the body, and writes nothing', async () => {
    const before = await total();
    for (const body of [{ title: 'X', restaurantId: bistrot }, {}]) {
      const res = await t.post('/api/jobs', body, await t.token(EMPLOYEE));
      expect(res.status).toBe(403);
      expect(res.body).toEqual(FORBIDDEN);
    }
    expect(await total()).toBe(before);
  });

  it.each([
    ['another chain', ADMIN, () => autrui],
    ['outside the manager', MANAGER, () => comptoir],
    ['an unknown restaurant', ADMIN, () => 999999],
  ])('answers 400 under restaurantId for %s and writes nothing', async (_, email, restaurantId) => {
    const before = await total();
    const res = await t.post(
      '/api/jobs',
      { title: 'X', restaurantId: restaurantId() },
      await t.token(email),
    );
    // A restaurant named in a body is input: 400 under its field, on every route.
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'Données invalides : Restaurant introuvable',
      fieldErrors: { restaurantId: 'Restaurant introuvable' },
    });
    expect(await total()).toBe(before);
  });

  const BREAK = 'La pause doit être un nombre entier de minutes, positif ou nul';
  it.each([
    [{ title: undefined }, 'title', 'Le titre est requis'],
    [{ title: '   ' }, 'title', 'Le titre est requis'],
    [{ title: 12 }, 'title', 'Texte attendu'],
    [{ title: 'x'.repeat(101) }, 'title', '100 caractères au plus'],
    [{ breakDuration: -1 }, 'breakDuration', BREAK],
    [{ breakDuration: 12.5 }, 'breakDuration', BREAK],
    [{ breakDuration: '30' }, 'breakDuration', BREAK],
    [{ breakDuration: null }, 'breakDuration', BREAK],
    [{ breakDuration: 1441 }, 'breakDuration', 'La pause ne peut pas dépasser 1440 minutes'],
    [{ color: '' }, 'color', 'La couleur est requise'],
    [{ color: '  ' }, 'color', 'La couleur est requise'],
    [{ color: 3 }, 'color', 'Couleur invalide'],
    [{ color: '#'.repeat(31) }, 'color', '30 caractères au plus'],
    [{ isActive: 'oui' }, 'isActive', 'Vrai ou faux attendu'],
    [{ restaurantId: undefined }, 'restaurantId', 'Le restaurant est requis'],
    [{ restaurantId: '1' }, 'restaurantId', 'Identifiant invalide'],
    [{ id: 1 }, 'id', 'Clé non reconnue : "id"'],
  ])('refuses %j with the message of %s, writing nothing', async (change, field, message) => {
    const before = await total();
    const res = await t.post(
      '/api/jobs',
      { title: 'Valide', restaurantId: bistrot, ...change },
      await t.token(ADMIN),
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/^Données invalides : /);
    expect(res.body.fieldErrors[field]).toEqual(message);
    expect(await total()).toBe(before);
  });

  it('refuses an empty body with every required field named', async () => {
    const res = await t.post('/api/jobs', {}, await t.token(ADMIN));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({
      title: 'Le titre est requis',
      restaurantId: 'Le restaurant est requis',
    });
  });
});

describe('PUT /api/jobs/:id', () => {
  it.each([ADMIN, MANAGER])('lets %s change every field', async (email) => {
    const job = await scratch();
    const res = await t.put(
      `/api/jobs/${job.id}`,
      { title: 'Renommé', breakDuration: 15, color: '#795548', isActive: false },
      await t.token(email),
    );
    expect(res.status).toBe(200);
    expect(res.body.job).toMatchObject({
      id: job.id,
      restaurantId: bistrot,
      title: 'Renommé',
      breakDuration: 15,
      color: '#795548',
      isActive: false,
    });
    expect(res.body.job.createdAt).toBe(job.createdAt);
    expect((await row(job.id))!.title).toBe('Renommé');
  });

  it('leaves absent fields as they are', async () => {
    const job = await scratch({ breakDuration: 10, color: '#009688' });
    const res = await t.put(`/api/jobs/${job.id}`, { isActive: false }, await t.token(ADMIN));
    expect(res.body.job).toMatchObject({
      title: 'Essai',
      breakDuration: 10,
      color: '#009688',
      isActive: false,
    });
  });

  it('accepts its own restaurant sent back, refuses moving it to another', async () => {
    const job = await scratch();
    const same = await t.put(
      `/api/jobs/${job.id}`,
      { title: 'Même', restaurantId: bistrot },
      await t.token(ADMIN),
    );
    expect(same.status).toBe(200);
    const move = await t.put(
      `/api/jobs/${job.id}`,
      { title: 'Ailleurs', restaurantId: halles },
      await t.token(ADMIN),
    );
    expect(move.status).toBe(400);
    expect(move.body).toEqual({
      error: "Données invalides : Le restaurant d'un poste ne peut pas être modifié",
      fieldErrors: { restaurantId: "Le restaurant d'un poste ne peut pas être modifié" },
    });
    expect(await row(job.id)).toMatchObject({ title: 'Même', restaurantId: bistrot });
  });

  it('forbids an EMPLOYEE, before looking for the job', async () => {
    const id = await seeded(bistrot, 'Serveur');
    const before = await row(id);
    for (const target of [id, 999999]) {
      const res = await t.put(`/api/jobs/${target}`, { title: 'X' }, await t.token(EMPLOYEE));
      expect(res.status).toBe(403);
    }
    expect(await row(id)).toEqual(before);
  });

  it.each([
    ['another chain', ADMIN, () => seeded(autrui, 'Commis')],
    ['another chain (seen from it)', OTHER_ADMIN, () => seeded(bistrot, 'Serveur')],
    ['outside the manager', MANAGER, () => seeded(comptoir, 'Serveur')],
    ['an unknown id', ADMIN, async () => 999999],
  ])('answers 404 for %s and changes nothing', async (_, email, id) => {
    const target = await id();
    const before = await row(target);
    const res = await t.put(`/api/jobs/${target}`, { title: 'X' }, await t.token(email));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Poste introuvable' });
    expect(await row(target)).toEqual(before);
  });

  it.each([
    [{ title: '' }, 'title', 'Le titre est requis'],
    [
      { breakDuration: -5 },
      'breakDuration',
      'La pause doit être un nombre entier de minutes, positif ou nul',
    ],
    [{ color: '' }, 'color', 'La couleur est requise'],
    [{ isActive: null }, 'isActive', 'Vrai ou faux attendu'],
    [{ enseigneId: 3 }, 'enseigneId', 'Clé non reconnue : "enseigneId"'],
  ])('refuses %j and changes nothing', async (body, field, message) => {
    const id = await seeded(bistrot, 'Cuisinier');
    const before = await row(id);
    const res = await t.put(`/api/jobs/${id}`, body, await t.token(ADMIN));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors[field]).toEqual(message);
    expect(await row(id)).toEqual(before);
  });
});

describe('DELETE /api/jobs/:id', () => {
  it.each([ADMIN, MANAGER])('lets %s delete a job', async (email) => {
    const job = await scratch();
    const res = await t.del(`/api/jobs/${job.id}`, await t.token(email));
    expect(res.status).toBe(204);
    expect(await row(job.id)).toBeUndefined();
    expect((await t.get(`/api/jobs/${job.id}`, await t.token(ADMIN))).status).toBe(404);
  });

  it('forbids an EMPLOYEE and keeps the job', async () => {
    const job = await scratch();
    const res = await t.del(`/api/jobs/${job.id}`, await t.token(EMPLOYEE));
    expect(res.status).toBe(403);
    expect(await row(job.id)).toBeDefined();
  });

  it.each([
    ['another chain', ADMIN, () => seeded(autrui, 'Commis')],
    ['outside the manager', MANAGER, () => seeded(comptoir, 'Plongeur')],
  ])('answers 404 for %s and keeps the job', async (_, email, id) => {
    const target = await id();
    const res = await t.del(`/api/jobs/${target}`, await t.token(email));
    expect(res.status).toBe(404);
    expect(await row(target)).toBeDefined();
  });
});

describe('a restaurant with jobs', () => {
  it('cannot be deleted while jobs remain, and says how many', async () => {
    const created = await t.post(
      '/api/restaurants',
      { name: 'Avec postes', address: '2 rue Pleine' },
      await t.token(ADMIN),
    );
    const id = created.body.restaurant.id as number;
    const job = await scratch({ restaurantId: id });
    await scratch({ restaurantId: id, title: 'Second' });
    const refused = await t.del(`/api/restaurants/${id}`, await t.token(ADMIN));
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('Ce restaurant contient encore des données : 2 postes');
    await t.del(`/api/jobs/${job.id}`, await t.token(ADMIN));
    const jobsLeft = await t.get(`/api/jobs/restaurant/${id}`, await t.token(ADMIN));
    for (const j of jobsLeft.body.jobs as Job[]) {
      await t.del(`/api/jobs/${j.id}`, await t.token(ADMIN));
    }
    expect((await t.del(`/api/restaurants/${id}`, await t.token(ADMIN))).status).toBe(204);
  });
});
