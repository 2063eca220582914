import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HYGIENE_MESSAGES, PHOTO_MAX_BYTES } from '@bo/domain';
import { photos, storedFiles } from '../src/db/schema.ts';
import { createPhotoSigner } from '../src/photos/signing.ts';
import { sniffImage } from '../src/photos/storage.ts';
import { assertMatchesContract } from './contract.ts';
import { ADMIN, EMPLOYEE, MANAGER, OTHER_ADMIN, setupApi, type TestContext } from './setup.ts';

// A real 1×1 PNG, and the first bytes of the other accepted formats.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60)]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]);
const HEIC = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypheic'),
  Buffer.alloc(8),
]);

let t: TestContext;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'photos-test-'));
  t = await setupApi({ photosDir: dir });
});
afterAll(() => t?.close());

const total = async () => (await t.db.select({ n: count() }).from(photos))[0]!.n;

async function upload(
  token: string | undefined,
  bytes: Buffer,
  { filename = 'frigo.png', contentType = 'image/png', field = 'photo' } = {},
) {
  let req = request(t.app).post('/api/photos');
  if (token) req = req.set('Authorization', `Bearer ${token}`);
  const res = await req.attach(field, bytes, { filename, contentType });
  assertMatchesContract('post', '/api/photos', res.status, res.body);
  return res;
}

/** GET a file url; a buffer body whatever the type. */
async function fetchFile(url: string, token?: string) {
  let req = request(t.app)
    .get(url)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
  if (token) req = req.set('Authorization', `Bearer ${token}`);
  return req;
}

describe('sniffImage', () => {
  it('recognises the accepted formats by their bytes', () => {
    expect(sniffImage(PNG)).toBe('image/png');
    expect(sniffImage(JPEG)).toBe('image/jpeg');
    expect(sniffImage(WEBP)).toBe('image/webp');
    expect(sniffImage(HEIC)).toBe('image/heic');
    expect(sniffImage(Buffer.from('%PDF-1.7 ...'))).toBeNull();
    expect(sniffImage(Buffer.from('GIF89a......'))).toBeNull();
  });
});

describe('POST /api/photos', () => {
  it('stores an image as a file of the chain, under a random name, for every role, and returns a signed link', async () => {
    const chain = await t.enseigneId('Enseigne Démo');
    const onDisk = readdirSync(dir).length;
    for (const email of [ADMIN, MANAGER, EMPLOYEE]) {
      const res = await upload(await t.token(email), PNG, { filename: '../../etc/passwd.png' });
      expect(res.status).toBe(201);
      const { photo } = res.body as { photo: { id: number; url: string } };
      expect(photo.url).toMatch(new RegExp(`^/api/photos/${photo.id}/file\\?e=\\d+&c=\\d+&s=`));
      const [row] = await t.db.select().from(photos).where(eq(photos.id, photo.id));
      expect(row).toMatchObject({ mimeType: 'image/png', byteSize: PNG.length });
      expect(row!.storageKey).toMatch(new RegExp(`^${chain}/[0-9a-f-]{36}\\.png$`));
      // In the database (no S3 configured), readable by every api instance; nothing on disk.
      const [file] = await t.db
        .select()
        .from(storedFiles)
        .where(eq(storedFiles.key, row!.storageKey));
      expect(file).toMatchObject({ enseigneId: chain, storage: 'db', mimeType: 'image/png' });
      expect(file!.content!.equals(PNG)).toBe(true);
      expect(readdirSync(dir)).toHaveLength(onDisk);
    }
  });

  it('accepts JPEG, WebP and HEIC', async () => {
    const token = await t.token(EMPLOYEE);
    for (const [bytes, contentType] of [
      [JPEG, 'image/jpeg'],
      [WEBP, 'image/webp'],
      [HEIC, 'image/heic'],
    ] as const) {
      expect((await upload(token, bytes, { contentType, filename: 'x' })).status).toBe(201);
    }
  });

  // 8 MB through PGlite's WebAssembly Postgres takes seconds on a loaded two-core machine (5 s alone
  // there): more than the suite's default allowance, which is sized for ordinary requests.
  it('accepts a file of exactly the limit', { timeout: 60_000 }, async () => {
    const exact = Buffer.concat([PNG, Buffer.alloc(PHOTO_MAX_BYTES - PNG.length)]);
    expect((await upload(await t.token(EMPLOYEE), exact)).status).toBe(201);
  });

  it('refuses a file that is too large with 413, nothing written', async () => {
    const before = await total();
    const big = Buffer.concat([PNG, Buffer.alloc(PHOTO_MAX_BYTES + 1 - PNG.length)]);
    const res = await upload(await t.token(EMPLOYEE), big);
    expect(res.status).toBe(413);
    expect(res.body.error).toBe(HYGIENE_MESSAGES.photoTooLarge(8));
    expect(await total()).toBe(before);
  });

  it('refuses what is not an image, by its type or by its bytes', async () => {
    const token = await t.token(EMPLOYEE);
    const before = await total();
    const files = (await t.db.select({ n: count() }).from(storedFiles))[0]!.n;
    for (const [bytes, contentType] of [
      [Buffer.from('%PDF-1.7 fake'), 'application/pdf'],
      [Buffer.from('%PDF-1.7 fake'), 'image/png'], // a PDF calling itself an image
      [PNG, 'text/plain'],
      [JPEG, 'image/png'], // bytes and type disagree
    ] as const) {
      const res = await upload(token, bytes, { contentType });
      expect(res.status).toBe(400);
      expect(res.body.error).toContain(HYGIENE_MESSAGES.photoNotImage);
      expect(res.body.fieldErrors).toEqual({ photo: HYGIENE_MESSAGES.photoNotImage });
    }
    expect(await total()).toBe(before);
    expect((await t.db.select({ n: count() }).from(storedFiles))[0]!.n).toBe(files);
  });

  it('400 without a photo field or without a multipart body', async () => {
    const token = await t.token(EMPLOYEE);
    const wrongField = await upload(token, PNG, { field: 'image' });
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.fieldErrors).toEqual({ photo: HYGIENE_MESSAGES.photoRequired });
    const json = await t.send('post', '/api/photos', { token, body: { photo: 'x' } });
    expect(json.status).toBe(400);
  });

  it('401 without a token', async () => {
    expect((await upload(undefined, PNG)).status).toBe(401);
  });
});

describe('GET /api/photos/:id/file', () => {
  let photo: { id: number; url: string };
  beforeAll(async () => {
    photo = (await upload(await t.token(MANAGER), PNG)).body.photo;
  });

  it('serves the bytes with their type to a signed link, privately cached', async () => {
    const res = await fetchFile(photo.url);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('private, max-age=3600');
    expect(Buffer.compare(res.body as Buffer, PNG)).toBe(0);
  });

  it('serves it with a bearer token of its uploader, not of another chain', async () => {
    const path = `/api/photos/${photo.id}/file`;
    expect((await fetchFile(path, await t.token(MANAGER))).status).toBe(200);
    const other = await fetchFile(path, await t.token(OTHER_ADMIN));
    expect(other.status).toBe(404);
    expect(JSON.parse((other.body as Buffer).toString()).error).toBe(
      HYGIENE_MESSAGES.photoNotFound,
    );
    expect((await fetchFile(path, 'not-a-token')).status).toBe(401);
  });

  it('refuses a tampered, expired, missing or other chain signature with 404', async () => {
    const url = new URL(photo.url, 'http://x');
    const with_ = (changes: Record<string, string | null>) => {
      const copy = new URL(url);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) copy.searchParams.delete(key);
        else copy.searchParams.set(key, value);
      }
      return copy.pathname + copy.search;
    };
    const s = url.searchParams.get('s')!;
    const tampered = with_({ s: (s[0] === 'A' ? 'B' : 'A') + s.slice(1) });
    expect((await fetchFile(tampered)).status).toBe(404);
    expect((await fetchFile(with_({ s: null }))).status).toBe(404);
    // Another photo's link does not open this one.
    expect((await fetchFile(photo.url.replace(`/${photo.id}/`, `/${photo.id + 1}/`))).status).toBe(
      404,
    );

    // Expired: signed with the same secret two days ago.
    const past = createPhotoSigner(t.jwtSecret, 3600, () => Date.now() - 2 * 86_400_000);
    const chain = Number(url.searchParams.get('c'));
    expect((await fetchFile(past.url(photo.id, chain))).status).toBe(404);

    // A valid link for the other chain does not reach this chain's photo.
    const otherChain = await t.enseigneId('Autre Enseigne');
    const signer = createPhotoSigner(t.jwtSecret);
    expect((await fetchFile(signer.url(photo.id, otherChain))).status).toBe(404);
    expect((await fetchFile(signer.url(photo.id, chain))).status).toBe(200);
  });

  it('still serves a photo stored on disk before the file store (a bare key), and 404 once its file is gone', async () => {
    const chain = await t.enseigneId('Enseigne Démo');
    const [manager] = await t.db.select().from(photos).where(eq(photos.id, photo.id));
    const legacy = async (storageKey: string) => {
      const [row] = await t.db
        .insert(photos)
        .values({
          enseigneId: chain,
          storageKey,
          mimeType: 'image/png',
          byteSize: PNG.length,
          uploadedById: manager!.uploadedById,
        })
        .returning({ id: photos.id });
      return createPhotoSigner(t.jwtSecret).url(row!.id, chain);
    };
    writeFileSync(join(dir, '0b7e2c9a-1111-4222-8333-944445555666.png'), PNG);
    const kept = await fetchFile(await legacy('0b7e2c9a-1111-4222-8333-944445555666.png'));
    expect(kept.status).toBe(200);
    expect(kept.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(kept.body as Buffer, PNG)).toBe(0);
    expect((await fetchFile(await legacy('0b7e2c9a-0000-4222-8333-944445555666.png'))).status).toBe(
      404,
    );
    // A key that is neither a stored file nor a bare file name reads nothing.
    expect((await fetchFile(await legacy('../../etc/passwd'))).status).toBe(404);
  });

  it('404 for an unknown photo', async () => {
    const signer = createPhotoSigner(t.jwtSecret);
    const chain = Number(new URL(photo.url, 'http://x').searchParams.get('c'));
    expect((await fetchFile(signer.url(999_999, chain))).status).toBe(404);
  });
});

describe('who may see a photo (issue 9, item 10)', () => {
  const file = (id: number) => `/api/photos/${id}/file`;
  const uploaded = async (email: string) =>
    (await upload(await t.token(email), PNG)).body.photo as { id: number; url: string };
  /** A traceability record of `restaurantId` naming the photo, as `email`. */
  const label = async (email: string, restaurantId: number, photoId: number) =>
    t.post(
      '/api/traceability',
      { restaurantId, productName: 'Saumon', lotNumber: 'L-10', photoId },
      await t.token(email),
    );
  let restaurants: Awaited<ReturnType<TestContext['demoRestaurants']>>;
  beforeAll(async () => {
    restaurants = await t.demoRestaurants();
  });

  it("refuses a MANAGER (404) a photo of a restaurant outside his own, serves his restaurants' photos", async () => {
    const comptoirs = await uploaded(ADMIN);
    expect((await label(ADMIN, restaurants.comptoir, comptoirs.id)).status).toBe(201);
    const bistrots = await uploaded(EMPLOYEE);
    expect((await label(EMPLOYEE, restaurants.bistrot, bistrots.id)).status).toBe(201);

    const manager = await t.token(MANAGER);
    const refused = await fetchFile(file(comptoirs.id), manager);
    expect(refused.status).toBe(404);
    expect(JSON.parse((refused.body as Buffer).toString()).error).toBe(
      HYGIENE_MESSAGES.photoNotFound,
    );
    expect((await fetchFile(file(bistrots.id), manager)).status).toBe(200);
    // The chain's ADMIN and employees read every restaurant's logs, photos included.
    for (const email of [ADMIN, EMPLOYEE]) {
      expect((await fetchFile(file(comptoirs.id), await t.token(email))).status).toBe(200);
    }
    // Naming it in a record of his restaurant would hand him its link: refused, nothing written.
    const before = await t.db.select({ n: count() }).from(photos);
    const laundered = await label(MANAGER, restaurants.bistrot, comptoirs.id);
    expect(laundered.status).toBe(400);
    expect(laundered.body.fieldErrors).toEqual({ photoId: HYGIENE_MESSAGES.photoNotFound });
    expect(await t.db.select({ n: count() }).from(photos)).toEqual(before);
    expect((await label(MANAGER, restaurants.bistrot, bistrots.id)).status).toBe(201);
  });

  it('shows a photo no record names yet to its uploader only', async () => {
    const mine = await uploaded(EMPLOYEE);
    expect((await fetchFile(file(mine.id), await t.token(EMPLOYEE))).status).toBe(200);
    expect((await fetchFile(mine.url)).status).toBe(200);
    for (const email of [ADMIN, MANAGER]) {
      expect((await fetchFile(file(mine.id), await t.token(email))).status).toBe(404);
      const res = await label(email, restaurants.bistrot, mine.id);
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toEqual({ photoId: HYGIENE_MESSAGES.photoNotFound });
    }
    // Once named by a record of the Bistrot, whoever sees the Bistrot sees it.
    expect((await label(EMPLOYEE, restaurants.bistrot, mine.id)).status).toBe(201);
    for (const email of [ADMIN, MANAGER]) {
      expect((await fetchFile(file(mine.id), await t.token(email))).status).toBe(200);
    }
  });
});
