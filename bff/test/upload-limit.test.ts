import { request } from 'node:http';
import { HYGIENE_MESSAGES, PHOTO_MAX_BYTES } from '@bo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos } from '../../api/src/db/schema.ts';
import { UPLOAD_MAX_BODY_BYTES } from '../src/rest/proxy.ts';
import { createBff, type Bff } from '../src/server.ts';
import {
  EMPLOYEE,
  silentLogger,
  startFakeApi,
  startStack,
  type FakeApi,
  type Stack,
} from './helpers.ts';

const TOO_LARGE = {
  error: HYGIENE_MESSAGES.photoTooLarge(8),
  fieldErrors: { photo: HYGIENE_MESSAGES.photoTooLarge(8) },
};
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const BOUNDARY = 'brigade-test-boundary';

/** A multipart body holding one `photo` part of `size` bytes that start as a PNG. */
function multipart(size: number): Buffer {
  const file = Buffer.alloc(size);
  PNG_SIGNATURE.copy(file);
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photo"; filename="frigo.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    file,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

/** The body in 64 kB chunks, without a Content-Length (Transfer-Encoding: chunked). */
function chunked(body: Buffer): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= body.length) return controller.close();
      controller.enqueue(body.subarray(at, at + 65_536));
      at += 65_536;
    },
  });
}

function upload(
  bffUrl: string,
  body: Buffer,
  { token, streamed = false }: { token?: string; streamed?: boolean } = {},
): Promise<Response> {
  return fetch(`${bffUrl}/uploads/photos`, {
    method: 'POST',
    headers: {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: streamed ? chunked(body) : body,
    ...(streamed ? { duplex: 'half' } : {}),
  } as RequestInit);
}

interface Answer {
  status: number;
  body: string;
  connection?: string | undefined;
  /** The bytes of the body sent before the answer came. */
  sent: number;
}

/**
 * Announces a body of `length` bytes, sends only `start` and waits: an answer proves the bff
 * judged the upload without the rest of the body (which is never sent).
 */
function announce(
  bffUrl: string,
  length: number,
  start: Buffer,
  { token }: { token?: string } = {},
): Promise<Answer> {
  const { hostname, port } = new URL(bffUrl);
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      {
        host: hostname,
        port,
        method: 'POST',
        path: '/uploads/photos',
        headers: {
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          'content-length': String(length),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body,
            connection: res.headers.connection,
            sent: start.length,
          }),
        );
      },
    );
    req.on('error', reject);
    req.write(start);
  });
}

describe('uploads over the limit through the bff (issue 9 item 7)', () => {
  let fake: FakeApi;
  let bff: Bff;
  let bffUrl: string;
  let reached = 0;

  beforeAll(async () => {
    // An api that reads every body and accepts it: only the bff can refuse here.
    fake = await startFakeApi((req, res) => {
      reached += 1;
      req.resume();
      req.on('end', () => {
        res.writeHead(201, { 'content-type': 'application/json' });
        res.end('{"photo":{"id":1}}');
      });
    });
    bff = await createBff({ apiUrl: fake.url, logger: silentLogger });
    bffUrl = await bff.listen(0);
  });
  afterAll(async () => {
    await bff?.close();
    await fake?.close();
  });

  it('answers 413 in French at once from the declared length, without reading the body', async () => {
    reached = 0;
    // 20 MB announced, 1 kB sent: the answer comes without the rest.
    const answer = await announce(bffUrl, 20 * 1024 * 1024, Buffer.alloc(1024));
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual(TOO_LARGE);
    expect(answer.connection).toBe('close');
    expect(reached).toBe(0);
  });

  it('counts a chunked body and answers 413 past the limit', async () => {
    const res = await upload(bffUrl, multipart(UPLOAD_MAX_BODY_BYTES + 1), { streamed: true });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(TOO_LARGE);
  });

  it('streams on a body up to the limit, with or without a length', async () => {
    reached = 0;
    const limit = Buffer.alloc(UPLOAD_MAX_BODY_BYTES);
    expect((await upload(bffUrl, limit)).status).toBe(201);
    expect((await upload(bffUrl, limit, { streamed: true })).status).toBe(201);
    expect(reached).toBe(2);
  });
});

describe('a photo of exactly the limit, through the bff to the real api', () => {
  let stack: Stack;
  let token: string;
  beforeAll(async () => {
    stack = await startStack();
    token = await stack.login(EMPLOYEE);
  });
  afterAll(() => stack?.close());

  // Two 8 MB photos stored through the bff and the api: ~4 s on a quiet machine, several times
  // that when the machine is saturated; the suite's 30 s would then fail a test that works.
  it(
    'accepts a photo of exactly PHOTO_MAX_BYTES, with a length and chunked',
    { timeout: 120_000 },
    async () => {
      for (const streamed of [false, true]) {
        const res = await upload(stack.bffUrl, multipart(PHOTO_MAX_BYTES), { token, streamed });
        expect(res.status, `streamed: ${streamed}`).toBe(201);
      }
    },
  );

  it("refuses one byte more with the api's 413, in French, with a length and chunked", async () => {
    for (const streamed of [false, true]) {
      const res = await upload(stack.bffUrl, multipart(PHOTO_MAX_BYTES + 1), { token, streamed });
      expect(res.status, `streamed: ${streamed}`).toBe(413);
      expect(((await res.json()) as { error: string }).error).toBe(TOO_LARGE.error);
    }
  });

  it('refuses a far larger file at once, before the api', async () => {
    const photosBefore = await stack.database.db.$count(photos);
    // Three photos' worth announced, only the part's head and the file's first 64 kB sent: the
    // bff answers from the declared length, without waiting for the rest (never sent).
    const body = multipart(3 * PHOTO_MAX_BYTES);
    const answer = await announce(stack.bffUrl, body.length, body.subarray(0, 65_536), { token });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual(TOO_LARGE);
    expect(answer.sent).toBeLessThan(body.length);
    // Nothing reached the api's storage.
    expect(await stack.database.db.$count(photos)).toBe(photosBefore);
  });
});
