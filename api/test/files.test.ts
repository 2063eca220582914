import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AwsV4Signer } from 'aws4fetch';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos, purchaseOrders, storedFiles } from '../src/db/schema.ts';
import { createFileLinkSigner } from '../src/files/links.ts';
import { createS3Client, s3ConfigFromEnv, s3Signer, type S3Config } from '../src/files/s3.ts';
import { createFileStore, type FileStore } from '../src/files/store.ts';
import { FILE_MESSAGES } from '../src/files/files.contract.ts';
import { assertMatchesContract } from './contract.ts';
import { ADMIN, EMPLOYEE, MANAGER, OTHER_ADMIN, setupApi, type TestContext } from './setup.ts';

const sha256Hex = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

// AWS's worked examples of Signature Version 4 for S3 ("Signature Calculations for the
// Authorization Header: Transferring Payload in a Single Chunk"), signed as the S3 client signs.
const AWS_EXAMPLE = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
};
const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
const MAY_24_2013 = new Date('2013-05-24T00:00:00Z');
const exampleRequest = (
  method: string,
  path: string,
  headers: Record<string, string>,
  payloadHash = EMPTY_SHA256,
) =>
  s3Signer(AWS_EXAMPLE, {
    method,
    url: `https://examplebucket.s3.amazonaws.com${path}`,
    headers: { 'x-amz-content-sha256': payloadHash, ...headers },
    date: MAY_24_2013,
  });

describe('AWS Signature Version 4 (AWS published examples)', () => {
  it('GET Object with a Range', async () => {
    const signer = exampleRequest('GET', '/test.txt', { Range: 'bytes=0-9' });
    expect(await signer.canonicalString()).toBe(
      [
        'GET',
        '/test.txt',
        '',
        'host:examplebucket.s3.amazonaws.com',
        'range:bytes=0-9',
        `x-amz-content-sha256:${EMPTY_SHA256}`,
        'x-amz-date:20130524T000000Z',
        '',
        'host;range;x-amz-content-sha256;x-amz-date',
        EMPTY_SHA256,
      ].join('\n'),
    );
    expect(await signer.stringToSign()).toBe(
      'AWS4-HMAC-SHA256\n20130524T000000Z\n20130524/us-east-1/s3/aws4_request\n7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972',
    );
    const { headers } = await signer.sign();
    expect(headers.get('x-amz-date')).toBe('20130524T000000Z');
    // AWS prints its parts joined by bare commas; aws4fetch, like AWS's SDKs, joins them with
    // ', ', which S3 reads the same. The signature is AWS's.
    expect(headers.get('authorization')).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('PUT Object, its key percent-encoded, with a payload', async () => {
    const payloadHash = sha256Hex('Welcome to Amazon S3.');
    expect(payloadHash).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072');
    const signer = exampleRequest(
      'PUT',
      '/test$file.text',
      { Date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
      payloadHash,
    );
    expect((await signer.canonicalString()).split('\n').slice(0, 2)).toEqual([
      'PUT',
      '/test%24file.text',
    ]);
    expect((await signer.stringToSign()).split('\n')[3]).toBe(
      '9e0e90d9c76de8fa5b200d8c849cd5b8dc7a3be3951ddb7f6a76b4158342019d',
    );
    expect(await signer.signature()).toBe(
      '98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
    );
  });

  it('GET Bucket Lifecycle and List Objects: the query string, sorted and encoded', async () => {
    expect(await exampleRequest('GET', '/?lifecycle', {}).signature()).toBe(
      'fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543',
    );
    const list = exampleRequest('GET', '/?prefix=J&max-keys=2', {});
    expect((await list.canonicalString()).split('\n')[2]).toBe('max-keys=2&prefix=J');
    expect(await list.signature()).toBe(
      '34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7',
    );
  });

  it('derives the signing key as AWS documents it', async () => {
    // AWS's "Examples of how to derive a signing key for Signature Version 4", an IAM key, so
    // aws4fetch itself rather than the S3 client's signer. The key it derives shows only in
    // the cache it is handed.
    const cache = new Map<string, ArrayBuffer>();
    await new AwsV4Signer({
      url: 'https://iam.amazonaws.com/',
      accessKeyId: AWS_EXAMPLE.accessKeyId,
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
      region: 'us-east-1',
      service: 'iam',
      datetime: '20120215T000000Z',
      cache,
    }).signature();
    expect([...cache.values()].map((key) => Buffer.from(key).toString('hex'))).toEqual([
      'f4780e2d9f65fa895f9c67b32ce1baf0b0d8a43505a000a1a9e090d414db404d',
    ]);
  });
});

/**
 * An S3 stand-in: path-style objects in memory, every request's signature checked. It signs the
 * request it received again, with aws4fetch directly and the secret it knows, not with the
 * client's signer, and wants the same Authorization. Like S3, it wants Host and every x-amz-*
 * header signed, and the body to match x-amz-content-sha256. Unlike S3, it does not look at the
 * clock, so a test may sign at a fixed date.
 */
async function fakeS3(config: Omit<S3Config, 'endpoint'>) {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const refused: string[] = [];
  const read = (req: IncomingMessage) =>
    new Promise<Buffer>((resolve) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => resolve(Buffer.concat(chunks)));
    });
  const server: Server = createServer((req, res) => {
    void (async () => {
      const body = await read(req);
      const auth = req.headers.authorization ?? '';
      const signedHeaders = /SignedHeaders=([^,]+)/.exec(auth)?.[1]?.split(';') ?? [];
      const expected = await new AwsV4Signer({
        method: req.method!,
        url: `http://${req.headers.host}${req.url}`,
        headers: Object.fromEntries(
          signedHeaders
            .filter((name) => name !== 'host')
            .map((name) => [name, String(req.headers[name] ?? '')]),
        ),
        accessKeyId: config.accessKeyId,
        secretAccessKey: config.secretAccessKey,
        region: config.region,
        service: 's3',
        datetime: String(req.headers['x-amz-date']),
        allHeaders: true,
      }).authHeader();
      const unsigned = [
        'host',
        ...Object.keys(req.headers).filter((n) => n.startsWith('x-amz-')),
      ].filter((name) => !signedHeaders.includes(name));
      if (
        auth !== expected ||
        unsigned.length > 0 ||
        sha256Hex(body) !== req.headers['x-amz-content-sha256']
      ) {
        refused.push(`${req.method} ${req.url}`);
        res.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
        return;
      }
      const key = decodeURIComponent(req.url!);
      if (req.method === 'PUT') {
        objects.set(key, { body, type: String(req.headers['content-type']) });
        res.writeHead(200).end();
      } else if (req.method === 'GET') {
        const object = objects.get(key);
        if (object) res.writeHead(200, { 'content-type': object.type }).end(object.body);
        else res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    config: { ...config, endpoint },
    objects,
    refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let t: TestContext;
let demo: number;
let other: number;
beforeAll(async () => {
  t = await setupApi();
  demo = await t.enseigneId('Enseigne Démo');
  other = await t.enseigneId('Autre Enseigne');
});
afterAll(() => t?.close());

const PDF = Buffer.from('%PDF-1.3\n% un bon de commande\n%%EOF\n');

describe('FileStore in the database (the default)', () => {
  let store: FileStore;
  beforeAll(() => {
    store = createFileStore({ db: t.db });
  });

  it('keeps the bytes in stored_files and opens them by id or key, within their chain', async () => {
    expect(store.storage).toBe('db');
    const { id, key } = await store.put(demo, PDF, 'application/pdf');
    expect(key).toMatch(new RegExp(`^${demo}/[0-9a-f-]{36}\\.pdf$`));
    const [row] = await t.db.select().from(storedFiles).where(eq(storedFiles.id, id));
    expect(row).toMatchObject({
      enseigneId: demo,
      storage: 'db',
      key,
      mimeType: 'application/pdf',
      byteSize: PDF.length,
    });
    for (const ref of [id, key]) {
      const file = await store.open(ref, { enseigneId: demo });
      expect(file).toMatchObject({
        id,
        enseigneId: demo,
        mimeType: 'application/pdf',
        size: PDF.length,
      });
      expect(file!.bytes.equals(PDF)).toBe(true);
    }
    expect(await store.open(id, { enseigneId: other })).toBeNull();
    await store.delete(id);
    expect(await store.open(id)).toBeNull();
  });

  it('writes its row with the transaction it is given: rolled back, no file', async () => {
    let written = 0;
    await t.db
      .transaction(async (tx) => {
        written = (await store.put(demo, PDF, 'application/pdf', { db: tx })).id;
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect(written).toBeGreaterThan(0);
    expect(await store.open(written)).toBeNull();
  });
});

describe('FileStore in S3-compatible object storage', () => {
  const credentials = {
    bucket: 'brigade-files',
    region: 'eu-west-3',
    accessKeyId: 'AKIDBRIGADE',
    secretAccessKey: 'not-a-real-secret',
  };
  let s3: Awaited<ReturnType<typeof fakeS3>>;
  beforeAll(async () => {
    s3 = await fakeS3(credentials);
  });
  afterAll(() => s3?.close());

  it('puts the object (signed), keeps the row without content, reads and deletes it back', async () => {
    const store = createFileStore({ db: t.db, s3: createS3Client(s3.config) });
    expect(store.storage).toBe('s3');
    const { id, key } = await store.put(demo, PDF, 'application/pdf');
    expect(s3.refused).toEqual([]);
    expect(s3.objects.get(`/brigade-files/${key}`)).toEqual({ body: PDF, type: 'application/pdf' });
    const [row] = await t.db.select().from(storedFiles).where(eq(storedFiles.id, id));
    expect(row).toMatchObject({ storage: 's3', content: null, byteSize: PDF.length });

    const file = await store.open(id, { enseigneId: demo });
    expect(file!.bytes.equals(PDF)).toBe(true);

    // A file kept in the database before S3 was configured still opens.
    const before = await createFileStore({ db: t.db }).put(demo, PDF, 'application/pdf');
    expect((await store.open(before.id))!.bytes.equals(PDF)).toBe(true);

    await store.delete(id);
    expect(s3.objects.has(`/brigade-files/${key}`)).toBe(false);
    expect(await store.open(id)).toBeNull();
  });

  it('signs at the time now() gives, its key encoded, the content type signed', async () => {
    const sent: Headers[] = [];
    const client = createS3Client(
      s3.config,
      (input, init) => {
        sent.push(new Headers(init?.headers));
        return fetch(input, init);
      },
      () => MAY_24_2013,
    );
    const key = `${demo}/relevé (mai).txt`;
    await client.put(key, Buffer.from('12 °C'), 'text/plain');
    expect(s3.objects.get(`/brigade-files/${key}`)?.type).toBe('text/plain');
    expect((await client.get(key))?.toString()).toBe('12 °C');
    await client.delete(key);
    expect(await client.get(key)).toBeNull();
    // Deleting what is already gone is no error.
    await client.delete(key);
    expect(s3.refused).toEqual([]);
    expect(sent).toHaveLength(5);
    expect(sent[0]!.get('x-amz-date')).toBe('20130524T000000Z');
    expect(sent[0]!.get('authorization')).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDBRIGADE\/20130524\/eu-west-3\/s3\/aws4_request, SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    );
  });

  it('is refused a request changed after it was signed', async () => {
    const refusedBefore = s3.refused.length;
    const client = createS3Client(s3.config, (input, init) =>
      fetch(input, {
        ...init,
        headers: { ...Object.fromEntries(new Headers(init?.headers)), 'content-type': 'text/html' },
      }),
    );
    await expect(client.put(`${demo}/page.txt`, Buffer.from('<p>'), 'text/plain')).rejects.toThrow(
      /S3 PUT .*: 403/,
    );
    expect(s3.refused.length).toBe(refusedBefore + 1);
  });

  it('fails loudly on a refused signature, writing no row', async () => {
    const wrong = createS3Client({ ...s3.config, secretAccessKey: 'wrong' });
    const store = createFileStore({ db: t.db, s3: wrong });
    const rows = (await t.db.select({ id: storedFiles.id }).from(storedFiles)).length;
    await expect(store.put(demo, PDF, 'application/pdf')).rejects.toThrow(/S3 PUT .*: 403/);
    expect((await t.db.select({ id: storedFiles.id }).from(storedFiles)).length).toBe(rows);
  });

  it('reads its settings from S3_*, all or nothing', () => {
    expect(s3ConfigFromEnv({})).toBeNull();
    expect(
      s3ConfigFromEnv({
        S3_ENDPOINT: 'https://s3.fr-par.scw.cloud',
        S3_BUCKET: 'b',
        S3_ACCESS_KEY_ID: 'a',
        S3_SECRET_ACCESS_KEY: 's',
      }),
    ).toEqual({
      endpoint: 'https://s3.fr-par.scw.cloud',
      bucket: 'b',
      region: 'us-east-1',
      accessKeyId: 'a',
      secretAccessKey: 's',
    });
    expect(() => s3ConfigFromEnv({ S3_BUCKET: 'b' })).toThrow(
      'stockage S3 incomplet : S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY manquant(s)',
    );
  });
});

describe('GET /api/files/{id}', () => {
  let pdfId: number;
  let otherId: number;
  const links = () => createFileLinkSigner(t.jwtSecret);

  /** The PDF of an order of the Comptoir, which the MANAGER (Bistrot, Halles) does not manage. */
  let comptoirPdf: number;
  /** The PDF of an order of the Bistrot, his. */
  let bistrotPdf: number;
  let comptoirOrder: number;
  let bistrotOrder: number;

  /** A sent order of the restaurant, its PDF the given file (written as markSent does). */
  async function orderWithPdf(restaurantId: number, reference: string, pdfFileId: number) {
    const [order] = await t.db
      .insert(purchaseOrders)
      .values({
        enseigneId: demo,
        reference,
        restaurantId,
        supplierKind: 'EXTERNAL',
        supplierName: 'Qqy Maraîcher',
        status: 'SENT_PENDING',
        expectedDate: '2026-12-01',
        sentAt: new Date(),
        pdfFileId,
      })
      .returning({ id: purchaseOrders.id });
    return order!.id;
  }

  beforeAll(async () => {
    const store = createFileStore({ db: t.db });
    pdfId = (await store.put(demo, PDF, 'application/pdf')).id;
    otherId = (await store.put(other, PDF, 'application/pdf')).id;
    comptoirPdf = (await store.put(demo, PDF, 'application/pdf')).id;
    bistrotPdf = (await store.put(demo, PDF, 'application/pdf')).id;
    const r = await t.demoRestaurants();
    comptoirOrder = await orderWithPdf(r.comptoir, 'BC-2026-90001', comptoirPdf);
    bistrotOrder = await orderWithPdf(r.bistrot, 'BC-2026-90002', bistrotPdf);
  });

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
    const res = await req;
    if (res.status !== 200) {
      assertMatchesContract(
        'get',
        '/api/files/{id}',
        res.status,
        JSON.parse((res.body as Buffer).toString()),
      );
    }
    return res;
  }

  it('answers a signed link with the bytes, their type, its name, inline and not sniffed', async () => {
    const url = links().url(pdfId, demo, 'BC-2026-00042.pdf');
    expect(url).toMatch(
      new RegExp(`^/api/files/${pdfId}\\?e=\\d+&c=${demo}&s=[\\w-]+&n=BC-2026-00042\\.pdf$`),
    );
    const res = await fetchFile(url);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('inline; filename="BC-2026-00042.pdf"');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, max-age=3600');
    expect((res.body as Buffer).equals(PDF)).toBe(true);

    const unnamed = await fetchFile(links().url(pdfId, demo));
    expect(unnamed.headers['content-disposition']).toBe('inline');
  });

  it('404 for a tampered, renamed, expired, other-chain or other-file link', async () => {
    const url = new URL(links().url(pdfId, demo, 'BC-2026-00042.pdf'), 'http://x');
    const changed = (name: string, value: string | null) => {
      const copy = new URL(url);
      if (value === null) copy.searchParams.delete(name);
      else copy.searchParams.set(name, value);
      return `${copy.pathname}${copy.search}`;
    };
    for (const link of [
      changed('s', `${url.searchParams.get('s')!.slice(0, -2)}AA`),
      changed('s', null),
      changed('n', 'facture.pdf'),
      changed('n', null),
      changed('c', String(other)),
      links().url(pdfId, other),
      links().url(otherId, demo),
      `/api/files/${otherId}${url.search}`,
      createFileLinkSigner(t.jwtSecret, 3600, () => Date.now() - 2 * 86_400_000).url(pdfId, demo),
      links().url(999_999, demo),
    ]) {
      const res = await fetchFile(link);
      expect(res.status, link).toBe(404);
      expect(JSON.parse((res.body as Buffer).toString()).error).toBe(FILE_MESSAGES.fileNotFound);
    }
    // A photo's link is no file link, though the id may be the same.
    const photoLink = links().url(pdfId, demo).replace('/api/files/', '/api/photos/');
    expect((await fetchFile(photoLink.replace('?', '/file?'))).status).toBe(404);
  });

  it('400 for a name a header cannot carry as is', async () => {
    const res = await request(t.app).get(`/api/files/${pdfId}?n=${encodeURIComponent('a"b.pdf')}`);
    expect(res.status).toBe(400);
  });

  it("answers a bearer token only of a user who may read the file's order", async () => {
    const notFoundBody = async (url: string, token: string) => {
      const res = await fetchFile(url, token);
      expect(res.status, url).toBe(404);
      expect(JSON.parse((res.body as Buffer).toString()).error).toBe(FILE_MESSAGES.fileNotFound);
    };
    const admin = await t.token(ADMIN);
    const manager = await t.token(MANAGER);
    const res = await fetchFile(`/api/files/${comptoirPdf}`, admin);
    expect(res.status).toBe(200);
    expect((res.body as Buffer).equals(PDF)).toBe(true);
    expect((await fetchFile(`/api/files/${bistrotPdf}`, manager)).status).toBe(200);
    // A MANAGER of another restaurant of the chain: the 404 of a missing file, not a 403.
    await notFoundBody(`/api/files/${comptoirPdf}`, manager);
    await notFoundBody(`/api/files/${comptoirPdf}`, await t.token(OTHER_ADMIN));
    await notFoundBody(`/api/files/${otherId}`, admin);
    // A file no order names (the order deleted since, or never): nothing to read it by.
    await notFoundBody(`/api/files/${pdfId}`, admin);
    await notFoundBody(`/api/files/999999`, admin);
    expect((await fetchFile(`/api/files/${comptoirPdf}`, 'not-a-token')).status).toBe(401);

    // The same rule as the order's read route, whoever asks.
    for (const email of [ADMIN, MANAGER, EMPLOYEE, OTHER_ADMIN]) {
      const token = await t.token(email);
      for (const [orderId, fileId] of [
        [comptoirOrder, comptoirPdf],
        [bistrotOrder, bistrotPdf],
      ] as const) {
        const order = await t.get(`/api/purchase-orders/${orderId}`, token);
        const file = await fetchFile(`/api/files/${fileId}`, token);
        expect(file.status, `${email} ${orderId}`).toBe(order.status);
      }
    }

    // The signed link handed out with the order still opens it, without a token.
    const order = await t.get(`/api/purchase-orders/${comptoirOrder}`, admin);
    const pdfUrl = (order.body as { purchaseOrder: { pdfUrl: string } }).purchaseOrder.pdfUrl;
    expect(pdfUrl).toMatch(new RegExp(`^/api/files/${comptoirPdf}\\?`));
    expect((await fetchFile(pdfUrl)).status).toBe(200);
  });

  it('never opens a photo with a token', async () => {
    const PNG = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const upload = await request(t.app)
      .post('/api/photos')
      .set('Authorization', `Bearer ${await t.token(ADMIN)}`)
      .attach('photo', PNG, { filename: 'frigo.png', contentType: 'image/png' });
    expect(upload.status).toBe(201);
    const [photo] = await t.db
      .select({ key: photos.storageKey })
      .from(photos)
      .where(eq(photos.id, upload.body.photo.id as number));
    const [file] = await t.db
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(eq(storedFiles.key, photo!.key));
    expect((await fetchFile(`/api/files/${file!.id}`, await t.token(ADMIN))).status).toBe(404);
  });
});
