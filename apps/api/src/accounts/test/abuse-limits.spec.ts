import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ApiEnvelope, RegisterResponseData } from '@freight/contracts';
import { attemptCounters, companies, emailOutbox, users } from '../../db/schema';
import { USER_MESSAGES } from '../routes';
import { createAttemptCounters } from '../../plugins/attempt-limit';
import { buildServer } from '../../server';
import { DEMO_PASSWORD } from '../../seed/demo';
import { auth, createTestApp, createTestDatabase, testConfig, type TestApp } from '../../../test/support/test-app';

/**
 * Attempt limits counted in PostgreSQL (shared by every instance), a login limit that cannot lock
 * the owner out, register and contact-us limits, and no account enumeration on register and verify-email.
 * Each describe has its own database (createTestApp), and each test its own addresses and e-mails.
 */

const API = '/v1/api/user-manager';
const TOO_MANY_LOGINS = /^Too many login attempts\. Please try again in \d+ seconds\.$/;

const loginWith = (app: FastifyInstance, email: string, password: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `${API}/login`, payload: { email, password, rememberme: false }, remoteAddress, headers });

describe('attempt counters in PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('count within a window, start again once it has ended, and say how long is left', async () => {
    const counters = createAttemptCounters(t.app.db);
    expect(await counters.hit('test:window', 60_000)).toEqual({ count: 1, retryAfterSeconds: 60 });
    expect((await counters.hit('test:window', 60_000)).count).toBe(2);
    await t.app.db
      .update(attemptCounters)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(eq(attemptCounters.key, 'test:window'));
    expect(await counters.hit('test:window', 60_000)).toEqual({ count: 1, retryAfterSeconds: 60 });
  });

  it('count parallel attempts one by one (one atomic statement per key)', async () => {
    const counters = createAttemptCounters(t.app.db);
    const counts = await Promise.all(Array.from({ length: 20 }, () => counters.hit('test:parallel', 60_000)));
    expect(counts.map((hit) => hit.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
  });

  it('delete the windows that have ended', async () => {
    await t.app.db.insert(attemptCounters).values({ key: 'test:ended', count: 7, resetAt: sql`now() - interval '1 minute'` });
    // A new instance sweeps on its first count (then at most once a minute).
    await createAttemptCounters(t.app.db).hit('test:other', 60_000);
    expect(await t.app.db.select().from(attemptCounters).where(eq(attemptCounters.key, 'test:ended'))).toEqual([]);
  });
});

describe('two API instances on one database', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let first: FastifyInstance;
  let second: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase();
    const options = {
      config: testConfig(),
      databaseUrl: database.url,
      logger: false as const,
      loginRateLimit: { max: 3, timeWindowMs: 60_000 },
      registerLimit: { perAccount: 3, perAddress: 2, windowMs: 60_000 },
    };
    first = await buildServer(options);
    second = await buildServer(options);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.drop();
  });

  it('share the login counts: three failures spread over both refuse the pair on either', async () => {
    expect((await loginWith(first, 'shipper@demo.test', 'wrong-1', '10.20.0.1')).statusCode).toBe(401);
    expect((await loginWith(second, 'shipper@demo.test', 'wrong-2', '10.20.0.1')).statusCode).toBe(401);
    expect((await loginWith(first, 'shipper@demo.test', 'wrong-3', '10.20.0.1')).statusCode).toBe(401);
    const refused = await loginWith(second, 'shipper@demo.test', DEMO_PASSWORD, '10.20.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ApiEnvelope>().message).toMatch(TOO_MANY_LOGINS);
    expect((await loginWith(first, 'shipper@demo.test', DEMO_PASSWORD, '10.20.0.1')).statusCode).toBe(429);
  });

  it('share the register counts per address', async () => {
    const register = (app: FastifyInstance, email: string) =>
      app.inject({
        method: 'POST',
        url: `${API}/register`,
        payload: { firstname: 'Ana', lastname: 'Diaz', email, password: 'secret-1', acceptTerms: true },
        remoteAddress: '10.20.0.2',
      });
    expect((await register(first, 'two-instances-1@acme.test')).statusCode).toBe(200);
    expect((await register(second, 'two-instances-2@acme.test')).statusCode).toBe(200);
    expect((await register(first, 'two-instances-3@acme.test')).statusCode).toBe(429);
  });
});

describe('login: refused per (account, address) and per address, only slowed down per account', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Slowed from the 3rd failure of an account: 50, 100, 200 ms, at most 200 ms (tests wait little).
    t = await createTestApp({ loginRateLimit: { max: 3, timeWindowMs: 60_000, slowDownAfter: 3, slowDownBaseMs: 50, slowDownMaxMs: 200 } });
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, remoteAddress: string, headers?: Record<string, string>) =>
    loginWith(t.app, email, password, remoteAddress, headers);

  it("an attacker's address is refused for the account, the owner from another address still signs in", async () => {
    for (let i = 0; i < 3; i++) expect((await login('shipper@demo.test', `guess-${i}`, '10.30.0.66')).statusCode).toBe(401);
    const refused = await login('shipper@demo.test', DEMO_PASSWORD, '10.30.0.66');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ status: false, message: expect.stringMatching(TOO_MANY_LOGINS) });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.json<ApiEnvelope>().message).toBe(`Too many login attempts. Please try again in ${retryAfter} seconds.`);
    // In the caller's language, the number carried over.
    const french = await login('shipper@demo.test', 'guess-x', '10.30.0.66', { language: 'fr' });
    expect(french.json<ApiEnvelope>().message).toMatch(/^Trop de tentatives de connexion\. Réessayez dans \d+ secondes\.$/);

    // The account has 3 failures: slowed down (at least the first step, 50 ms), not refused.
    const started = Date.now();
    expect((await login('shipper@demo.test', DEMO_PASSWORD, '10.30.0.1')).statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  });

  it('many addresses guessing one account are never answered 429 for the account: each pair is, the owner still signs in', async () => {
    for (let address = 1; address <= 5; address++) {
      for (let i = 0; i < 3; i++) expect((await login('carrier@demo.test', `guess-${i}`, `10.31.0.${address}`)).statusCode).toBe(401);
      expect((await login('carrier@demo.test', 'guess-x', `10.31.0.${address}`)).statusCode).toBe(429);
    }
    // 15 failures of the account: each attempt waits the longest step (200 ms here, 5 s by default) yet succeeds.
    const started = Date.now();
    expect((await login('carrier@demo.test', DEMO_PASSWORD, '10.31.1.1')).statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(195);
  });

  it('one address trying many accounts is refused after three times the pair limit', async () => {
    for (let i = 1; i <= 9; i++) expect((await login(`nobody-${i}@x.test`, 'guess-wrong', '10.32.0.9')).statusCode).toBe(401);
    const refused = await login('admin@demo.test', DEMO_PASSWORD, '10.32.0.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ApiEnvelope>().message).toMatch(TOO_MANY_LOGINS);
    expect((await login('admin@demo.test', DEMO_PASSWORD, '10.32.0.8')).statusCode).toBe(200);
  });

  it('a right password clears its pair and is not counted as a failure of the address', async () => {
    const email = 'dispatch@interstate-haulers.test';
    for (let i = 0; i < 2; i++) expect((await login(email, `typo-${i}`, '10.33.0.1')).statusCode).toBe(401);
    expect((await login(email, DEMO_PASSWORD, '10.33.0.1')).statusCode).toBe(200);
    // Three more typos are allowed again before the pair is refused.
    for (let i = 0; i < 3; i++) expect((await login(email, `typo-again-${i}`, '10.33.0.1')).statusCode).toBe(401);
    expect((await login(email, DEMO_PASSWORD, '10.33.0.1')).statusCode).toBe(429);
    // Signing in many times from one address (an office) never uses up the address.
    for (let i = 0; i < 10; i++) expect((await login('admin@demo.test', DEMO_PASSWORD, '10.33.0.2')).statusCode).toBe(200);
  });
});

const PERSON = { firstname: 'Ana', lastname: 'Diaz', password: 'secret-1', acceptTerms: true };

describe('register: limited per address and per e-mail, and a taken e-mail answered like a new one', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ registerLimit: { perAccount: 2, perAddress: 3, windowMs: 60 * 60_000 }, publicUrl: 'https://app.freight.example' });
  });
  afterAll(() => t.close());

  const register = (email: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `${API}/register`, payload: { ...PERSON, email }, remoteAddress, headers });
  const rows = async () => ({
    users: (await t.app.db.select({ n: count() }).from(users))[0]!.n,
    companies: (await t.app.db.select({ n: count() }).from(companies))[0]!.n,
  });
  const mailsTo = (to: string, template: string) =>
    t.app.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.template, template)));

  it('refuses the 4th registration from one address within the hour, in minutes, translated; another address goes on', async () => {
    for (let i = 1; i <= 3; i++) expect((await register(`per-address-${i}@acme.test`, '10.40.0.1')).statusCode).toBe(200);
    const refused = await register('per-address-4@acme.test', '10.40.0.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(59 * 60);
    expect(refused.json()).toEqual({ status: false, message: 'Too many registrations. Please try again in 60 minutes.' });
    expect((await register('per-address-5@acme.test', '10.40.0.1', { language: 'sp' })).json<ApiEnvelope>().message).toBe(
      'Demasiados registros. Inténtelo de nuevo en 60 minutos.',
    );
    expect((await register('per-address-6@acme.test', '10.40.0.1', { language: 'fr' })).json<ApiEnvelope>().message).toBe(
      "Trop de demandes d'inscription. Réessayez dans 60 minutes.",
    );
    expect(await mailsTo('per-address-4@acme.test', 'verify-email')).toEqual([]);
    expect((await register('per-address-4@acme.test', '10.40.0.2')).statusCode).toBe(200);
  });

  it('refuses the 3rd registration of one e-mail within the hour, whatever the address: at most 2 mails to it', async () => {
    expect((await register('per-email@acme.test', '10.41.0.1')).statusCode).toBe(200);
    expect((await register('Per-Email@acme.test', '10.41.0.2')).statusCode).toBe(200);
    expect((await register('PER-EMAIL@acme.test', '10.41.0.3')).statusCode).toBe(429);
    const mails = [...(await mailsTo('per-email@acme.test', 'verify-email')), ...(await mailsTo('per-email@acme.test', 'register-attempt'))];
    expect(mails).toHaveLength(2);
  });

  it('answers a taken e-mail exactly like a new one, creates nothing and tells the owner in their language', async () => {
    const before = await rows();
    const fresh = await register('brand-new@acme.test', '10.42.0.1', { language: 'fr' });
    const afterFresh = await rows();
    expect(afterFresh).toEqual({ users: before.users + 1, companies: before.companies + 1 });

    await t.app.db.update(users).set({ language: 'sp' }).where(eq(users.email, 'shipper@demo.test'));
    const taken = await register('SHIPPER@demo.test', '10.42.0.2', { language: 'fr' });
    expect(await rows()).toEqual(afterFresh);

    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.headers['content-type']).toBe(fresh.headers['content-type']);
    const [freshBody, takenBody] = [fresh.json<ApiEnvelope<RegisterResponseData>>(), taken.json<ApiEnvelope<RegisterResponseData>>()];
    expect(takenBody.message).toBe(freshBody.message);
    expect(takenBody.status).toBe(true);
    expect(Object.keys(takenBody).sort()).toEqual(Object.keys(freshBody).sort());
    expect(Object.keys(takenBody.data!).sort()).toEqual(Object.keys(freshBody.data!).sort());
    expect(takenBody.data!.userId).toMatch(/^[0-9a-f-]{36}$/);
    expect(takenBody.data!.registrationToken.split('.')).toHaveLength(3);
    // The ids name nothing: no user, and register-company with its token changes no company.
    expect(await t.app.db.select().from(users).where(eq(users.id, takenBody.data!.userId))).toEqual([]);
    const companiesBefore = await t.app.db.select().from(companies);
    const hijack = await t.app.inject({
      method: 'POST',
      url: '/v1/api/company-manager/register-company',
      payload: {
        registrationToken: takenBody.data!.registrationToken,
        name: 'Hijack Inc',
        companyType: 'shipper',
        country: 'USA',
        contactEmail: 'x@hijack.test',
        contactPhone: '(555) 555-0100',
      },
    });
    // Step 2 answers like a newcomer's (200, same message) and fills nothing: it does not tell a taken e-mail apart.
    expect(hijack.statusCode).toBe(200);
    expect(hijack.json<ApiEnvelope>().message).toBe('Company Successfully Registered');
    expect(await t.app.db.select().from(companies)).toEqual(companiesBefore);

    // The owner is told, in the account's language (Spanish), not the caller's (French); no verification mail.
    const [notice] = await mailsTo('shipper@demo.test', 'register-attempt');
    expect(notice!.subject).toBe('Alguien intentó registrarse con su correo en FreightHub');
    expect(notice!.bodyText).toContain('https://app.freight.example/login');
    expect(notice!.bodyText).toContain('https://app.freight.example/forgot-password');
    expect(await mailsTo('shipper@demo.test', 'verify-email')).toEqual([]);
  });
});

describe('contact-us: limited per account and per address', () => {
  let t: TestApp;
  let carrier: string;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ contactLimit: { perAccount: 2, perAddress: 3, windowMs: 60_000 } });
    carrier = await t.login('carrier@demo.test');
    admin = await t.login('admin@demo.test');
  });
  afterAll(() => t.close());

  const contact = (token: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: `${API}/contact-us`,
      headers: auth(token),
      payload: { subject: 'Hello', message: 'A question about loads.' },
      remoteAddress,
    });

  it('refuses the 3rd message of an account, whatever the address; other accounts go on', async () => {
    expect((await contact(carrier, '10.50.0.1')).statusCode).toBe(200);
    expect((await contact(carrier, '10.50.0.2')).statusCode).toBe(200);
    const perAccount = await contact(carrier, '10.50.0.3');
    expect(perAccount.statusCode).toBe(429);
    expect(perAccount.json<ApiEnvelope>().message).toMatch(/^Too many messages\. Please try again in \d+ seconds\.$/);
    expect(Number(perAccount.headers['retry-after'])).toBeGreaterThan(0);

    expect((await contact(admin, '10.50.0.3')).statusCode).toBe(200);
  });

  it('refuses an address that sent too many, whatever the account', async () => {
    const shipper = await t.login('shipper@demo.test');
    const dispatcher = await t.login('dispatch@interstate-haulers.test');
    expect((await contact(shipper, '10.51.0.1')).statusCode).toBe(200);
    expect((await contact(shipper, '10.51.0.1')).statusCode).toBe(200);
    expect((await contact(dispatcher, '10.51.0.1')).statusCode).toBe(200);
    expect((await contact(dispatcher, '10.51.0.1')).statusCode).toBe(429);
    expect((await contact(dispatcher, '10.51.0.2')).statusCode).toBe(200);
  });
});

describe('verify-email: no account enumeration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const verify = (token: string, email: string) =>
    t.app.inject({ method: 'GET', url: `${API}/verify-email?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}` });
  const tokenOf = async (to: string) => {
    const [mail] = await t.app.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.template, 'verify-email')));
    return /verify-email\?token=([\w-]+)&/.exec(mail!.bodyText)![1]!;
  };

  it('answers an unknown e-mail, a wrong token and a wrong token for a verified account alike; only the real token again says verified', async () => {
    await t.app.inject({ method: 'POST', url: `${API}/register`, payload: { ...PERSON, email: 'verify-once@acme.test' } });
    const token = await tokenOf('verify-once@acme.test');
    const wrong = `${token.slice(0, -2)}xx`;
    const refusal = { status: false, message: 'Invalid request', errors: [{ field: 'query.token', message: USER_MESSAGES.badVerificationLink }] };

    const unknownEmail = await verify(token, 'nobody-here@acme.test');
    const wrongToken = await verify(wrong, 'verify-once@acme.test');
    expect(await verify(token, 'verify-once@acme.test')).toMatchObject({ statusCode: 200 });
    const wrongForVerified = await verify(wrong, 'verify-once@acme.test');
    // A demo account, verified long ago and holding no token at all.
    const wrongForSeeded = await verify(wrong, 'shipper@demo.test');
    for (const answer of [unknownEmail, wrongToken, wrongForVerified, wrongForSeeded]) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual(refusal);
    }
    const again = await verify(token, 'verify-once@acme.test');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ status: true, message: USER_MESSAGES.emailAlreadyVerified, data: { email: 'verify-once@acme.test', verified: true } });
  });
});
