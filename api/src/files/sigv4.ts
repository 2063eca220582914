import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4 for the few S3 calls the file store makes (PUT, GET, DELETE of one
 * object), so no SDK is shipped for them. Checked against AWS's own worked examples
 * (test/files-s3.test.ts).
 */
export interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** 's3' for object storage. */
  service: string;
}

export interface SigV4Request {
  method: string;
  url: URL;
  /** The headers to sign and send (host is added from the url when absent). */
  headers: Record<string, string>;
  /** The body's SHA-256 in hex (or 'UNSIGNED-PAYLOAD'). */
  payloadHash: string;
  date: Date;
}

export const sha256Hex = (data: string | Uint8Array): string =>
  createHash('sha256').update(data).digest('hex');

const hmac = (key: string | Buffer, data: string): Buffer =>
  createHmac('sha256', key).update(data, 'utf8').digest();

/** RFC 3986 encoding as AWS wants it: everything but A-Z a-z 0-9 - . _ ~ is %XX. */
function awsEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** '20130524T000000Z' */
export const amzDate = (date: Date): string =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export function signingKey(credentials: SigV4Credentials, day: string): Buffer {
  const kDate = hmac(`AWS4${credentials.secretAccessKey}`, day);
  const kRegion = hmac(kDate, credentials.region);
  const kService = hmac(kRegion, credentials.service);
  return hmac(kService, 'aws4_request');
}

/**
 * The request's signature and the headers to send with it (the given ones, host, and
 * Authorization). S3 paths are encoded once, segment by segment (other services encode twice;
 * this signer is for S3 only).
 */
export function signV4(
  request: SigV4Request,
  credentials: SigV4Credentials,
): {
  headers: Record<string, string>;
  canonicalRequest: string;
  stringToSign: string;
  signature: string;
} {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    headers[name.toLowerCase()] = value.trim().replace(/\s+/g, ' ');
  }
  headers.host ??= request.url.host;
  const names = Object.keys(headers).sort();
  const signedHeaders = names.join(';');

  // The URL keeps its path percent-encoded: decode each segment then encode it AWS's way.
  const canonicalUri =
    request.url.pathname
      .split('/')
      .map((segment) => awsEncode(decodeURIComponent(segment)))
      .join('/') || '/';
  const canonicalQuery = [...request.url.searchParams.entries()]
    .map(([key, value]) => [awsEncode(key), awsEncode(value)] as const)
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');

  const canonicalRequest = [
    request.method.toUpperCase(),
    canonicalUri,
    canonicalQuery,
    ...names.map((name) => `${name}:${headers[name]}`),
    '',
    signedHeaders,
    request.payloadHash,
  ].join('\n');

  const stamp = amzDate(request.date);
  const day = stamp.slice(0, 8);
  const scope = `${day}/${credentials.region}/${credentials.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256Hex(canonicalRequest)].join('\n');
  const signature = createHmac('sha256', signingKey(credentials, day))
    .update(stringToSign, 'utf8')
    .digest('hex');
  return {
    headers: {
      ...headers,
      authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope},SignedHeaders=${signedHeaders},Signature=${signature}`,
    },
    canonicalRequest,
    stringToSign,
    signature,
  };
}
