import crypto from 'node:crypto';

/**
 * AWS Signature Version 4 for the S3 provider (node:crypto only; docs/dependencies.md says why no SDK). Checked
 * against AWS's published test vectors (sigv4.spec.ts): the signature test suite's get-vanilla and post-vanilla and
 * the S3 API reference's GET Object and PUT Object examples.
 */

export const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

export interface SigV4Request {
  method: string;
  url: string;
  /** Extra headers to sign (and send); names in any case. */
  headers?: Record<string, string>;
  /** Hex sha256 of the body (S3 also sends it as x-amz-content-sha256); empty body's by default. */
  payloadHash?: string;
  region: string;
  service: string;
  credentials: SigV4Credentials;
  now?: Date;
  /** S3 signs x-amz-content-sha256 (true for service s3 unless told). */
  contentSha256Header?: boolean;
}

export interface SignedRequest {
  /** Every header to send: the caller's, host, x-amz-date, (x-amz-content-sha256), authorization. */
  headers: Record<string, string>;
  signature: string;
  canonicalRequest: string;
}

const hmac = (key: crypto.BinaryLike, data: string) => crypto.createHmac('sha256', key).update(data, 'utf8').digest();
export const sha256Hex = (data: string | Buffer) => crypto.createHash('sha256').update(data).digest('hex');

/** RFC 3986 encoding as SigV4 wants it (unreserved: A-Z a-z 0-9 - _ . ~). */
export function uriEncode(value: string, keepSlash = false): string {
  return Array.from(Buffer.from(value, 'utf8'))
    .map((byte) => {
      const char = String.fromCharCode(byte);
      if (/[A-Za-z0-9\-_.~]/.test(char) || (keepSlash && char === '/')) return char;
      return `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}

/** 20150830T123600Z and 20150830 */
function amzDates(now: Date): { amzDate: string; day: string } {
  const amzDate = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return { amzDate, day: amzDate.slice(0, 8) };
}

function canonicalQuery(url: URL): string {
  const pairs: Array<[string, string]> = [];
  url.searchParams.forEach((value, key) => pairs.push([uriEncode(key), uriEncode(value)]));
  pairs.sort(([ak, av], [bk, bv]) => (ak < bk ? -1 : ak > bk ? 1 : av < bv ? -1 : av > bv ? 1 : 0));
  return pairs.map(([key, value]) => `${key}=${value}`).join('&');
}

/** The path as S3 wants it: each segment's decoded form encoded once (the URL may hold it encoded already). */
function canonicalPath(url: URL): string {
  const path = url.pathname || '/';
  return path
    .split('/')
    .map((segment) => uriEncode(decodeURIComponent(segment)))
    .join('/');
}

/** Signs a request: answers the headers to send with it. */
export function signRequest(request: SigV4Request): SignedRequest {
  const url = new URL(request.url);
  const { amzDate, day } = amzDates(request.now ?? new Date());
  const payloadHash = request.payloadHash ?? EMPTY_SHA256;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers ?? {})) headers[name.toLowerCase()] = value;
  headers.host = url.host;
  headers['x-amz-date'] = amzDate;
  if (request.contentSha256Header ?? request.service === 's3') headers['x-amz-content-sha256'] = payloadHash;
  if (request.credentials.sessionToken) headers['x-amz-security-token'] = request.credentials.sessionToken;

  const names = Object.keys(headers).sort();
  const canonicalHeaders = names.map((name) => `${name}:${headers[name]!.trim().replace(/\s+/g, ' ')}\n`).join('');
  const signedHeaders = names.join(';');
  const canonicalRequest = [request.method.toUpperCase(), canonicalPath(url), canonicalQuery(url), canonicalHeaders, signedHeaders, payloadHash].join('\n');
  const scope = `${day}/${request.region}/${request.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const kDate = hmac(`AWS4${request.credentials.secretAccessKey}`, day);
  const kRegion = hmac(kDate, request.region);
  const kService = hmac(kRegion, request.service);
  const kSigning = hmac(kService, 'aws4_request');
  const signature = crypto.createHmac('sha256', kSigning).update(stringToSign, 'utf8').digest('hex');
  headers.authorization = `AWS4-HMAC-SHA256 Credential=${request.credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
  return { headers, signature, canonicalRequest };
}
