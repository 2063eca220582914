import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tags } from '../src/db/schema.ts';
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
beforeAll(async () => {
  t = await setupApi();
});
afterAll(() => t?.close());

type Tag = { id: number; name: string; createdAt: string; updatedAt: string };
const row = async (id: number) => (await t.db.select().from(tags).where(eq(tags.id, id)))[0];
const total = async () => (await t.db.select({ n: count() }).from(tags))[0]!.n;
const TAKEN = {
  error: 'Un tag porte déjà ce nom',
  fieldErrors: { name: 'Un tag porte déjà ce nom' },
};

/** The id of a seeded tag, by name. */
async function seeded(name: string): Promise<number> {
  const [found] = await t.db.select({ id: tags.id }).from(tags).where(eq(tags.name, name));
  if (!found) throw new Error(`no tag ${name}`);
  return found.id;
}

let n = 0;
/** A new tag of the demo chain that a test may change or delete. */
async function scratch(name = `Essai ${++n}`) {
  const res = await t.post('/api/tags', { name }, await t.token(ADMIN));
  expect(res.status).toBe(201);
  return res.body as Tag;
}

describe('GET /api/tags', () => {
  it("answers the chain's tags as the list itself, by name, to every role", async () => {
    for (const email of [ADMIN, MANAGER, EMPLOYEE]) {
      const res = await t.get('/api/tags', await t.token(email));
      expect(res.status).toBe(200);
      expect(Array.isArray(res.body)).toBe(true);
      const names = (res.body as Tag[]).map((tag) => tag.name);
      expect(names.filter((name) => !name.startsWith('Essai'))).toEqual([
        'Bio',
        'Fait maison',
        'Sans gluten',
        'Végétarien',
      ]);
    }
  });

  it('sorts the French way (accents and case ignored)', async () => {
    const added = [await scratch('écologique'), await scratch('Zéro déchet')];
    const res = await t.get('/api/tags', await t.token(ADMIN));
    expect((res.body as Tag[]).map((tag) => tag.name)).toEqual([
      'Bio',
      'écologique',
      'Fait maison',
      'Sans gluten',
      'Végétarien',
      'Zéro déchet',
    ]);
    for (const tag of added) await t.del(`/api/tags/${tag.id}`, await t.token(ADMIN));
  });

  it("never lists another chain's tags", async () => {
    const res = await t.get('/api/tags', await t.token(OTHER_ADMIN));
    expect((res.body as Tag[]).map((tag) => tag.name)).toEqual(['Local']);
  });

  it('requires a token', async () => {
    expect((await t.get('/api/tags')).status).toBe(401);
  });
});

describe('POST /api/tags', () => {
  it('lets an ADMIN create a tag, trimmed, answered as the tag itself', async () => {
    const res = await t.post('/api/tags', { name: '  Épicé  ' }, await t.token(ADMIN));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Épicé' });
    expect(res.body.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect((await row(res.body.id))!.name).toBe('Épicé');
    await t.del(`/api/tags/${res.body.id}`, await t.token(ADMIN));
  });

  it.each([MANAGER, EMPLOYEE])('forbids %s, before looking at the body', async (email) => {
    const before = await total();
    for (const body of [{ name: 'Interdit' }, {}]) {
      const res = await t.post('/api/tags', body, await t.token(email));
      expect(res.status).toBe(403);
      expect(res.body).toEqual(FORBIDDEN);
    }
    expect(await total()).toBe(before);
  });

  it.each(['Bio', 'bio', ' BIO ', 'VÉGÉTARIEN'])(
    'refuses %j, a name the chain has (case ignored)',
    async (name) => {
      const before = await total();
      const res = await t.post('/api/tags', { name }, await t.token(ADMIN));
      expect(res.status).toBe(409);
      expect(res.body).toEqual(TAKEN);
      expect(await total()).toBe(before);
    },
  );

  it("accepts a name another chain uses ('Local' is Autre Enseigne's)", async () => {
    const tag = await scratch('Local');
    expect(tag.name).toBe('Local');
    await t.del(`/api/tags/${tag.id}`, await t.token(ADMIN));
  });

  it.each([
    [{}, 'Le nom du tag est requis'],
    [{ name: '' }, 'Le nom du tag est requis'],
    [{ name: '   ' }, 'Le nom du tag est requis'],
    [{ name: null }, 'Le nom du tag est requis'],
    [{ name: 42 }, 'Texte attendu'],
    [{ name: 'x'.repeat(101) }, '100 caractères au plus'],
  ])('refuses %j, writing nothing', async (body, message) => {
    const before = await total();
    const res = await t.post('/api/tags', body, await t.token(ADMIN));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: `Données invalides : ${message}`,
      fieldErrors: { name: message },
    });
    expect(await total()).toBe(before);
  });

  it('refuses an unknown key', async () => {
    const res = await t.post('/api/tags', { name: 'A', enseigneId: 2 }, await t.token(ADMIN));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ enseigneId: 'Clé non reconnue : "enseigneId"' });
  });
});

describe('PUT /api/tags/:id', () => {
  it('lets an ADMIN rename a tag, answered as the tag itself', async () => {
    const tag = await scratch();
    const res = await t.put(`/api/tags/${tag.id}`, { name: 'Renommé' }, await t.token(ADMIN));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: tag.id, name: 'Renommé', createdAt: tag.createdAt });
    expect((await row(tag.id))!.name).toBe('Renommé');
  });

  it('lets a tag change the case of its own name', async () => {
    const tag = await scratch('minuscule');
    const res = await t.put(`/api/tags/${tag.id}`, { name: 'Minuscule' }, await t.token(ADMIN));
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('Minuscule');
  });

  it("refuses another tag's name, whatever its case, and changes nothing", async () => {
    const tag = await scratch();
    const res = await t.put(`/api/tags/${tag.id}`, { name: 'fait MAISON' }, await t.token(ADMIN));
    expect(res.status).toBe(409);
    expect(res.body).toEqual(TAKEN);
    expect((await row(tag.id))!.name).toBe(tag.name);
  });

  it.each([MANAGER, EMPLOYEE])('forbids %s, before looking for the tag', async (email) => {
    const id = await seeded('Bio');
    for (const target of [id, 999999]) {
      const res = await t.put(`/api/tags/${target}`, { name: 'X' }, await t.token(email));
      expect(res.status).toBe(403);
    }
    expect((await row(id))!.name).toBe('Bio');
  });

  it.each([
    ['another chain', ADMIN, () => seeded('Local')],
    ['another chain (seen from it)', OTHER_ADMIN, () => seeded('Bio')],
    ['an unknown id', ADMIN, async () => 999999],
    ['a malformed id', ADMIN, async () => 'abc'],
  ])('answers 404 for %s and changes nothing', async (_, email, id) => {
    const target = await id();
    const res = await t.put(`/api/tags/${target}`, { name: 'Volé' }, await t.token(email));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Tag introuvable' });
    expect((await t.db.select().from(tags).where(eq(tags.name, 'Volé'))).length).toBe(0);
  });

  it('refuses an empty name and changes nothing', async () => {
    const id = await seeded('Végétarien');
    const res = await t.put(`/api/tags/${id}`, { name: ' ' }, await t.token(ADMIN));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ name: 'Le nom du tag est requis' });
    expect((await row(id))!.name).toBe('Végétarien');
  });
});

describe('DELETE /api/tags/:id', () => {
  it('lets an ADMIN delete a tag', async () => {
    const tag = await scratch();
    const res = await t.del(`/api/tags/${tag.id}`, await t.token(ADMIN));
    expect(res.status).toBe(204);
    expect(await row(tag.id)).toBeUndefined();
    const list = await t.get('/api/tags', await t.token(ADMIN));
    expect((list.body as Tag[]).map((x) => x.id)).not.toContain(tag.id);
  });

  it.each([MANAGER, EMPLOYEE])('forbids %s and keeps the tag', async (email) => {
    const tag = await scratch();
    const res = await t.del(`/api/tags/${tag.id}`, await t.token(email));
    expect(res.status).toBe(403);
    expect(res.body).toEqual(FORBIDDEN);
    expect(await row(tag.id)).toBeDefined();
  });

  it.each([
    ['another chain', ADMIN, () => seeded('Local')],
    ['another chain (seen from it)', OTHER_ADMIN, () => seeded('Bio')],
  ])('answers 404 for %s and keeps the tag', async (_, email, id) => {
    const target = await id();
    const res = await t.del(`/api/tags/${target}`, await t.token(email));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Tag introuvable' });
    expect(await row(target)).toBeDefined();
  });
});
