import { createHash } from 'node:crypto';
import { AwsV4Signer } from 'aws4fetch';

/** S3-compatible object storage, as configured by S3_* (see s3ConfigFromEnv). */
export interface S3Config {
  /** 'https://s3.eu-west-3.amazonaws.com', 'https://<account>.r2.cloudflarestorage.com', 'http://127.0.0.1:9000' (MinIO). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** The three calls the file store makes, nothing more. */
export interface S3Client {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The object's bytes, or null when there is no such object. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

const S3_ENV = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

/**
 * The S3 settings when S3_BUCKET is set, else null (files stay in the database). Half a
 * configuration is a mistake worth stopping the server for, not a silent fallback.
 */
export function s3ConfigFromEnv(env: NodeJS.ProcessEnv = process.env): S3Config | null {
  if (!env.S3_BUCKET && !env.S3_ENDPOINT) return null;
  const missing = S3_ENV.filter((name) => !env[name] && name !== 'S3_REGION');
  if (missing.length) {
    throw new Error(`stockage S3 incomplet : ${missing.join(', ')} manquant(s)`);
  }
  return {
    endpoint: env.S3_ENDPOINT!,
    bucket: env.S3_BUCKET!,
    // Most S3-compatible services ignore the region but still sign with one.
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
  };
}

/** What the signature of an S3 request covers, besides the Host of its url. */
export interface S3Request {
  method: string;
  url: string | URL;
  /** Sent and signed. x-amz-content-sha256 is among them: S3 requires it on every request. */
  headers: Record<string, string>;
  date: Date;
}

/**
 * The request's AWS Signature V4 signer, as the client sends it, so the tests can hold this very
 * signing to AWS's worked examples.
 */
export function s3Signer(
  credentials: Pick<S3Config, 'region' | 'accessKeyId' | 'secretAccessKey'>,
  request: S3Request,
): AwsV4Signer {
  return new AwsV4Signer({
    method: request.method,
    url: String(request.url),
    headers: request.headers,
    accessKeyId: credentials.accessKeyId,
    secretAccessKey: credentials.secretAccessKey,
    region: credentials.region,
    // Named, not guessed from the host: MinIO or Garage answer at hosts it cannot read.
    service: 's3',
    // In the form aws4fetch takes: '20130524T000000Z'.
    datetime: request.date.toISOString().replace(/[-:]|\.\d{3}/g, ''),
    // By default Content-Type and Range go unsigned; S3 takes them signed, and a signed type
    // cannot be swapped on the way.
    allHeaders: true,
  });
}

const sha256Hex = (data: Uint8Array): string => createHash('sha256').update(data).digest('hex');

/**
 * Path-style addressing (`<endpoint>/<bucket>/<key>`): every S3-compatible service (MinIO,
 * Garage, R2, Scaleway, OVH) answers it, with no DNS per bucket.
 */
export function createS3Client(
  config: S3Config,
  fetchImpl: typeof fetch = fetch,
  now: () => Date = () => new Date(),
): S3Client {
  const base = config.endpoint.replace(/\/+$/, '');
  const objectUrl = (key: string) =>
    new URL(
      `${base}/${encodeURIComponent(config.bucket)}/${key.split('/').map(encodeURIComponent).join('/')}`,
    );

  // The signer alone, not AwsClient.fetch: that would send with the global fetch and retry
  // every 5xx ten times, where a failed call should surface at once.
  const call = async (method: string, key: string, body?: Uint8Array, contentType?: string) => {
    const signed = await s3Signer(config, {
      method,
      url: objectUrl(key),
      headers: {
        'x-amz-content-sha256': sha256Hex(body ?? new Uint8Array()),
        ...(contentType && { 'content-type': contentType }),
      },
      date: now(),
    }).sign();
    return fetchImpl(signed.url, {
      method,
      headers: signed.headers,
      ...(body && { body: Buffer.from(body) }),
    });
  };

  const failure = async (action: string, key: string, response: Response) =>
    new Error(
      `S3 ${action} ${key}: ${response.status} ${(await response.text().catch(() => '')).slice(0, 300)}`,
    );

  return {
    async put(key, bytes, contentType) {
      const response = await call('PUT', key, bytes, contentType);
      if (!response.ok) throw await failure('PUT', key, response);
      await response.arrayBuffer();
    },
    async get(key) {
      const response = await call('GET', key);
      if (response.status === 404) {
        await response.arrayBuffer();
        return null;
      }
      if (!response.ok) throw await failure('GET', key, response);
      return Buffer.from(await response.arrayBuffer());
    },
    async delete(key) {
      const response = await call('DELETE', key);
      // Deleting what is already gone is done.
      if (!response.ok && response.status !== 404) throw await failure('DELETE', key, response);
      await response.arrayBuffer();
    },
  };
}
