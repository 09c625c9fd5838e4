import { and, eq } from 'drizzle-orm';
import { SETTINGS_MESSAGES, type ApiEnvelope, type CompanySettings, type LogoUploadResult } from '@freight/contracts';
import { fileBlobs, storedFiles, users } from '../../db/schema';
import { checkImage, decodeBase64Upload } from '../image';
import { auth, createTestApp, type TestApp } from '../../../test/support/test-app';
import { jpeg, memberOf, png, webp } from './support';

/**
 * The company logo stored behind the storage interface (local: the database), checked by its
 * content (PNG, JPEG, WebP; at most 2 MB; 16×16 to 2048×2048), and served back with its checked type, nosniff,
 * inline and a sandboxing CSP, cacheable by its ETag.
 */
const API = '/v1/api/settings-manager';
const SCRIPT = Buffer.from('<script>fetch("/v1/api/user-manager/get-user-detail").then(r=>r.text()).then(alert)</script>');

describe('image checks by content (settings/image.ts)', () => {
  it('reads the type and dimensions of PNG, JPEG and WebP from their headers', () => {
    expect(checkImage(png(64, 32))).toEqual({ ok: true, image: { contentType: 'image/png', width: 64, height: 32 } });
    expect(checkImage(jpeg(300, 200))).toEqual({ ok: true, image: { contentType: 'image/jpeg', width: 300, height: 200 } });
    expect(checkImage(webp(120, 90))).toEqual({ ok: true, image: { contentType: 'image/webp', width: 120, height: 90 } });
  });

  it('refuses scripts, SVG, GIF, a PNG signature with no header, and sizes out of bounds', () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
    const gif = Buffer.from('GIF89a\x10\x00\x10\x00', 'latin1');
    const cut = png(32, 32).subarray(0, 20);
    for (const bytes of [SCRIPT, svg, gif, cut, Buffer.alloc(0)]) expect(checkImage(bytes)).toEqual({ ok: false, refusal: 'imageType' });
    expect(checkImage(png(15, 100))).toEqual({ ok: false, refusal: 'imageDimensions' });
    expect(checkImage(jpeg(2049, 100))).toEqual({ ok: false, refusal: 'imageDimensions' });
    expect(checkImage(png(16, 16, 2 * 1024 * 1024))).toEqual({ ok: false, refusal: 'imageTooLarge' });
  });

  it('decodes plain base64 and data URLs (ignoring the declared type), nothing else', () => {
    const bytes = png(16, 16);
    expect(decodeBase64Upload(bytes.toString('base64'))).toEqual(bytes);
    expect(decodeBase64Upload(`data:text/html;base64,${bytes.toString('base64')}`)).toEqual(bytes);
    expect(decodeBase64Upload('not base64 at all!')).toBeNull();
    expect(decodeBase64Upload('data:image/png;base64,')).toBeNull();
  });
});

describe('the company logo (settings-manager/company-logo)', () => {
  let t: TestApp;
  let token: string;
  let otherCompany: string;
  let pending: string;

  beforeAll(async () => {
    t = await createTestApp();
    await memberOf(t, 'shipper@demo.test', 'logo-keeper@demo.test');
    token = await t.login('logo-keeper@demo.test');
    otherCompany = await t.login('dispatch@interstate-haulers.test');
    pending = await t.login('pending@demo.test');
  });
  afterAll(() => t.close());

  const upload = (data: string, who = token, filename?: string) =>
    t.app.inject({ method: 'POST', url: `${API}/company-logo`, headers: auth(who), payload: { data, ...(filename ? { filename } : {}) } });
  const serve = (who = token, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `${API}/company-logo`, headers: { ...auth(who), ...headers } });
  const refusal = (message: string) => ({ status: false, message: 'Invalid request', errors: [{ field: 'body.data', message }] });

  it('refuses a script disguised as a PNG (declared type, name) with 400 and errors; nothing is stored', async () => {
    const disguised = await upload(`data:image/png;base64,${SCRIPT.toString('base64')}`, token, 'logo.png');
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json()).toMatchObject(refusal(SETTINGS_MESSAGES.imageType));
    // A script behind a forged PNG signature (no IHDR): refused too.
    const forged = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), SCRIPT]);
    expect((await upload(forged.toString('base64'))).json()).toMatchObject(refusal(SETTINGS_MESSAGES.imageType));
    expect((await upload('%%%')).json()).toMatchObject(refusal(SETTINGS_MESSAGES.imageEncoding));
    expect(await t.app.db.select().from(storedFiles)).toEqual([]);
    expect((await serve()).statusCode).toBe(404);
  });

  it('refuses an image over 2 MB and one too small or too large in pixels, with 400 and errors', async () => {
    const big = await upload(png(64, 64, 2 * 1024 * 1024 + 10).toString('base64'));
    expect(big.statusCode).toBe(400);
    expect(big.json()).toMatchObject(refusal(SETTINGS_MESSAGES.imageTooLarge));
    expect((await upload(png(8, 8).toString('base64'))).json()).toMatchObject(refusal(SETTINGS_MESSAGES.imageDimensions));
    expect((await upload(jpeg(4000, 100).toString('base64'))).json()).toMatchObject(refusal(SETTINGS_MESSAGES.imageDimensions));
    // Beyond what any 2 MB image needs in base64, the body is not even read.
    const huge = await upload('A'.repeat(5 * 1024 * 1024));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ status: false });
    const empty = await t.app.inject({ method: 'POST', url: `${API}/company-logo`, headers: auth(token), payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<ApiEnvelope>().errors).toEqual([{ field: 'body.data', message: 'Required' }]);
  });

  it('accepts a PNG, stores it locally, and serves it with its checked type, nosniff, inline, a sandbox CSP and an ETag', async () => {
    const image = png(120, 40);
    const answer = await upload(`data:application/octet-stream;base64,${image.toString('base64')}`, token, 'our logo.png');
    expect(answer.statusCode).toBe(200);
    const body = answer.json<ApiEnvelope<LogoUploadResult>>();
    expect(body.message).toBe(SETTINGS_MESSAGES.logoUploaded);
    expect(body.data).toMatchObject({ logo: { contentType: 'image/png', width: 120, height: 40, sizeBytes: image.length } });
    expect(body.data!.logoUrl).toMatch(/^\/v1\/api\/settings-manager\/company-logo\?v=[0-9a-f]{16}$/);
    const [row] = await t.app.db.select().from(storedFiles);
    expect(row).toMatchObject({ purpose: 'logo', storage: 'local', contentType: 'image/png', width: 120, height: 40 });
    expect((await t.app.db.select().from(fileBlobs).where(eq(fileBlobs.key, row!.storageKey)))[0]!.bytes).toEqual(image);

    const served = await t.app.inject({ method: 'GET', url: body.data!.logoUrl, headers: auth(token) });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(image);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline; filename="logo.png"',
      'cache-control': 'private, no-cache',
    });
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    const etag = served.headers.etag as string;
    expect(etag).toBe(`"${row!.sha256}"`);
    const again = await serve(token, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    // The company screen shows it; the same image again changes nothing.
    const company = await t.app.inject({ method: 'GET', url: `${API}/company`, headers: auth(token) });
    expect(company.json<ApiEnvelope<CompanySettings>>().data).toMatchObject({ logoUrl: body.data!.logoUrl, logo: { contentType: 'image/png' } });
    const retry = await upload(image.toString('base64'));
    expect(retry.json<ApiEnvelope<LogoUploadResult>>().data!.logoUrl).toBe(body.data!.logoUrl);
    expect(await t.app.db.select().from(storedFiles)).toHaveLength(1);
  });

  it('replaces the logo with a JPEG (the old bytes removed), served as image/jpeg; another company sees only its own', async () => {
    const before = (await t.app.db.select().from(storedFiles))[0]!;
    const image = jpeg(400, 300);
    const answer = await upload(image.toString('base64'));
    expect(answer.statusCode).toBe(200);
    const served = await serve();
    expect(served.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline; filename="logo.jpg"',
    });
    expect(served.rawPayload).toEqual(image);
    expect(await t.app.db.select().from(fileBlobs).where(eq(fileBlobs.key, before.storageKey))).toEqual([]);
    // Interstate Haulers has no logo: its users get 404, never Demo Freight's.
    const other = await serve(otherCompany);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ status: false, message: SETTINGS_MESSAGES.logoNotFound });
  });

  it('a portal-less account uploads and sees its logo (account level); removal deletes row and bytes', async () => {
    const [account] = await t.app.db.select().from(users).where(eq(users.email, 'pending@demo.test'));
    const answer = await upload(webp(64, 64).toString('base64'), pending);
    expect(answer.statusCode).toBe(200);
    expect((await serve(pending)).headers['content-type']).toBe('image/webp');
    const removed = await t.app.inject({ method: 'DELETE', url: `${API}/company-logo`, headers: auth(pending) });
    expect(removed.json()).toEqual({ status: true, message: SETTINGS_MESSAGES.logoRemoved });
    expect(
      await t.app.db
        .select()
        .from(storedFiles)
        .where(and(eq(storedFiles.companyId, account!.companyId))),
    ).toEqual([]);
    expect((await serve(pending)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${API}/company-logo` })).statusCode).toBe(401);
  });
});
