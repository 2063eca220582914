import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBff, type Bff } from '../src/server.ts';
import { UPSTREAM_UNAVAILABLE_MESSAGE } from '../src/rest/errors.ts';
import {
  EMPLOYEE,
  OTHER_ADMIN,
  OTHER_PASSWORD,
  silentLogger,
  startFakeApi,
  startStack,
  type FakeApi,
  type Stack,
} from './helpers.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const form = (bytes: Buffer, type = 'image/png') => {
  const body = new FormData();
  body.append('photo', new Blob([bytes], { type }), 'frigo.png');
  return body;
};

describe('bff file routes against the real api', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack?.close());

  it("uploads through /uploads/photos and serves the signed link's bytes", async () => {
    const token = await stack.login(EMPLOYEE);
    const upload = await fetch(`${stack.bffUrl}/uploads/photos`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form(PNG),
    });
    expect(upload.status).toBe(201);
    const { photo } = (await upload.json()) as { photo: { id: number; url: string } };
    expect(photo.url).toMatch(/^\/api\/photos\/\d+\/file\?e=/);

    const file = await fetch(`${stack.bffUrl}${photo.url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('cache-control')).toBe('private, max-age=3600');
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);

    // Another chain's token does not open it; a tampered link neither.
    const other = await stack.login(OTHER_ADMIN, OTHER_PASSWORD);
    const refused = await fetch(`${stack.bffUrl}/api/photos/${photo.id}/file`, {
      headers: { Authorization: `Bearer ${other}` },
    });
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ error: 'Photo introuvable' });
    expect((await fetch(`${stack.bffUrl}${photo.url.replace(/s=./, 's=!')}`)).status).toBe(404);
  });

  it("answers the api's refusals as they are", async () => {
    const token = await stack.login(EMPLOYEE);
    const notImage = await fetch(`${stack.bffUrl}/uploads/photos`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form(Buffer.from('%PDF-1.7'), 'application/pdf'),
    });
    expect(notImage.status).toBe(400);
    expect(((await notImage.json()) as { error: string }).error).toContain(
      'Seules les images sont acceptées',
    );
    const anonymous = await fetch(`${stack.bffUrl}/uploads/photos`, {
      method: 'POST',
      body: form(PNG),
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('bff file routes: what reaches the api', () => {
  let fake: FakeApi;
  let bff: Bff;
  let bffUrl: string;
  const seen: {
    method?: string;
    url?: string;
    headers: IncomingMessage['headers'];
    body: Buffer;
  }[] = [];

  beforeAll(async () => {
    fake = await startFakeApi((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        seen.push({
          method: req.method,
          url: req.url,
          headers: req.headers,
          body: Buffer.concat(chunks),
        });
        if (req.url?.startsWith('/api/files/')) {
          res.writeHead(200, {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'inline; filename="BC-2026-00042.pdf"',
            'X-Content-Type-Options': 'nosniff',
          });
          res.end('%PDF-1.3 bon');
          return;
        }
        if (req.url?.startsWith('/api/hygiene/export')) {
          res.writeHead(200, {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="rapport.pdf"',
            'Set-Cookie': 'leak=1',
          });
          res.end('%PDF-1.3 fake');
          return;
        }
        if (req.url?.startsWith('/api/payroll/export')) {
          res.writeHead(200, {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition':
              'attachment; filename="paie-le-bistrot-2026-03-01-2026-03-31.csv"',
            'Cache-Control': 'private, no-store',
          });
          res.end('\uFEFF"Employé";"Date"\r\n');
          return;
        }
        res.writeHead(413, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ error: 'Photo trop lourde : 8 Mo au plus' }));
      });
    });
    bff = await createBff({ apiUrl: fake.url, logger: silentLogger });
    bffUrl = await bff.listen(0);
  });
  afterAll(async () => {
    await bff?.close();
    await fake?.close();
  });

  it('forwards the multipart body and the token as they are, and the status and JSON back', async () => {
    seen.length = 0;
    const res = await fetch(`${bffUrl}/uploads/photos`, {
      method: 'POST',
      headers: { Authorization: 'Bearer abc', Cookie: 'secret=1' },
      body: form(PNG),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: 'Photo trop lourde : 8 Mo au plus' });
    const [call] = seen;
    expect(call).toMatchObject({ method: 'POST', url: '/api/photos' });
    expect(call!.headers.authorization).toBe('Bearer abc');
    expect(call!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(call!.headers.cookie).toBeUndefined();
    expect(call!.body.includes(PNG)).toBe(true);
  });

  it('streams the report with its type and file name, query string and token kept', async () => {
    seen.length = 0;
    const res = await fetch(
      `${bffUrl}/exports/hygiene.pdf?restaurantId=3&from=2026-03-01&to=2026-03-07`,
      {
        headers: { Authorization: 'Bearer abc' },
      },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="rapport.pdf"');
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await res.text()).toBe('%PDF-1.3 fake');
    expect(seen[0]).toMatchObject({
      method: 'GET',
      url: '/api/hygiene/export?restaurantId=3&from=2026-03-01&to=2026-03-07',
    });
    expect(seen[0]!.headers.authorization).toBe('Bearer abc');
  });

  it('streams the payroll export with its type and file name, query string and token kept', async () => {
    seen.length = 0;
    const query = '?restaurantId=3&dateFrom=2026-03-01&dateTo=2026-03-31&format=csv';
    const res = await fetch(`${bffUrl}/exports/payroll${query}`, {
      headers: { Authorization: 'Bearer abc', Cookie: 'secret=1' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="paie-le-bistrot-2026-03-01-2026-03-31.csv"',
    );
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    // The BOM arrives as sent (fetch's text() would drop it).
    expect(Buffer.from(await res.arrayBuffer()).toString('utf8')).toBe(
      '\uFEFF"Employé";"Date"\r\n',
    );
    expect(seen[0]).toMatchObject({ method: 'GET', url: `/api/payroll/export${query}` });
    expect(seen[0]!.headers.authorization).toBe('Bearer abc');
    expect(seen[0]!.headers.cookie).toBeUndefined();
  });

  it('keeps the signed query of a photo link', async () => {
    seen.length = 0;
    await fetch(`${bffUrl}/api/photos/12/file?e=1&c=2&s=abc`);
    expect(seen[0]!.url).toBe('/api/photos/12/file?e=1&c=2&s=abc');
    expect(seen[0]!.headers.authorization).toBeUndefined();
  });

  it('opens a stored file from its signed link, its name and type kept', async () => {
    seen.length = 0;
    const res = await fetch(`${bffUrl}/api/files/7?e=1&c=2&s=abc&n=BC-2026-00042.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('inline; filename="BC-2026-00042.pdf"');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await res.text()).toBe('%PDF-1.3 bon');
    expect(seen[0]!.url).toBe('/api/files/7?e=1&c=2&s=abc&n=BC-2026-00042.pdf');
  });
});

describe('bff file routes without the api', () => {
  it('502 in French', async () => {
    const fake = await startFakeApi(() => {});
    const url = fake.url;
    await fake.close();
    const bff = await createBff({ apiUrl: url, logger: silentLogger, restTimeoutMs: 1000 });
    const bffUrl = await bff.listen(0);
    try {
      const res = await fetch(`${bffUrl}/exports/hygiene.pdf?restaurantId=1`);
      expect(res.status).toBe(502);
      expect(await res.json()).toEqual({ error: UPSTREAM_UNAVAILABLE_MESSAGE });
    } finally {
      await bff.close();
    }
  });
});
