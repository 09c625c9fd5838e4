import { and, eq } from 'drizzle-orm';
import type { ApiEnvelope } from '@freight/contracts';
import { companies, emailOutbox, userPermissions, users } from '../../db/schema';
import { USER_MESSAGES } from '../routes';
import { loadProductSettings } from '../../config';
import { auth, createTestApp, type TestApp } from '../../../test/support/test-app';

const API = '/v1/api/user-manager';
const PERSON = { firstname: 'Ana', lastname: 'Diaz', email: 'Ana.Diaz@Acme-Freight.test', password: 'secret-1', acceptTerms: true };

/** The token of a mail's link (the outbox row is the mail). */
async function linkOf(t: TestApp, to: string, template: string) {
  const [mail] = await t.app.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.template, template)))
    .orderBy(emailOutbox.createdAt);
  const match = /https?:\/\/\S+\?token=([\w-]+)&email=(\S+)/.exec(mail!.bodyText);
  return { mail: mail!, url: match![0], token: match![1]!, email: decodeURIComponent(match![2]!) };
}

describe('registration and e-mail verification', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ publicUrl: 'https://app.freight.example' });
  });
  afterAll(() => t.close());

  const register = (payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url: `${API}/register`, payload, headers });
  const verify = (token: string, email: string) =>
    t.app.inject({ method: 'GET', url: `${API}/verify-email?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}` });
  const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: `${API}/login`, payload: { email, password, rememberme: false } });

  it("registers the person with the spec's text, a placeholder company, every module and a verification mail in the outbox", async () => {
    const response = await register(PERSON, { language: 'fr' });
    expect(response.statusCode).toBe(200);
    const body = response.json<ApiEnvelope<{ userId: string; registrationToken: string }>>();
    // The spec's text, in the caller's language (apps/api/src/i18n: English is byte-exact for `en`).
    expect(body.message).toBe('Utilisateur inscrit avec succès. Veuillez vérifier votre e-mail');
    expect(body.data!.registrationToken.split('.')).toHaveLength(3);

    const [user] = await t.app.db.select().from(users).where(eq(users.id, body.data!.userId));
    expect(user).toMatchObject({
      email: 'ana.diaz@acme-freight.test',
      language: 'fr',
      canAccessPortal: false,
      onboardingStage: 'registered',
      onboardingNextAction: 'company',
      emailVerifiedAt: null,
    });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user!.emailVerificationTokenHash).toMatch(/^[0-9a-f]{64}$/);
    const [company] = await t.app.db.select().from(companies).where(eq(companies.id, user!.companyId));
    expect(company).toMatchObject({ name: 'Ana Diaz', billingState: 'unpaid', planKey: null });
    const granted = await t.app.db
      .select()
      .from(userPermissions)
      .where(and(eq(userPermissions.userId, user!.id), eq(userPermissions.isGranted, true)));
    expect(granted).toHaveLength(6);

    const { mail, url, token } = await linkOf(t, 'ana.diaz@acme-freight.test', 'verify-email');
    expect(mail.subject).toBe('Vérifiez votre courriel pour FreightHub');
    expect(url).toMatch(/^https:\/\/app\.freight\.example\/verify-email\?token=[\w-]{43}&email=ana\.diaz%40acme-freight\.test$/);
    // Only the hash is stored: the token itself is only in the mail.
    expect(JSON.stringify(user)).not.toContain(token);
  });

  it('refuses bad input field by field', async () => {
    const response = await register({ firstname: '', lastname: 'X', email: 'nope', password: '123', acceptTerms: false });
    expect(response.statusCode).toBe(400);
    const fields = response.json<ApiEnvelope>().errors!.map((error) => `${error.field}: ${error.message}`);
    expect(fields).toEqual(
      expect.arrayContaining(['body.firstname: Too Short!', 'body.email: Invalid email', 'body.password: Too Short!', 'body.acceptTerms: Invalid value']),
    );
  });

  it('two registrations of one e-mail at once: one wins, the others are answered alike (a taken e-mail), never a 500', async () => {
    const payload = { ...PERSON, email: 'race@acme-freight.test' };
    const answers = await Promise.all([register(payload), register(payload), register(payload)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((r) => r.json<ApiEnvelope>().message)).size).toBe(1);
    expect(await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, 'race@acme-freight.test'))).toHaveLength(1);
  });

  it('login is refused until the e-mail is verified, then allowed', async () => {
    await register({ ...PERSON, email: 'verify-me@acme-freight.test' });
    const before = await login('verify-me@acme-freight.test', PERSON.password);
    expect(before.statusCode).toBe(403);
    expect(before.json()).toEqual({ status: false, message: 'Please verify your Email before logging in.' });
    // A wrong password still says only that: the refusal tells nothing to someone without it.
    expect((await login('verify-me@acme-freight.test', 'wrong-password')).statusCode).toBe(401);

    const { token, email } = await linkOf(t, 'verify-me@acme-freight.test', 'verify-email');
    const verified = await verify(token, email);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ status: true, message: USER_MESSAGES.emailVerified, data: { email, verified: true } });
    // Opening the link again says so instead of failing.
    expect((await verify(token, email)).json<ApiEnvelope>().message).toBe(USER_MESSAGES.emailAlreadyVerified);
    expect((await login(email, PERSON.password)).statusCode).toBe(200);
  });

  it('refuses a wrong, foreign or expired verification token', async () => {
    await register({ ...PERSON, email: 'expired@acme-freight.test' });
    await register({ ...PERSON, email: 'other@acme-freight.test' });
    const mine = await linkOf(t, 'expired@acme-freight.test', 'verify-email');
    const other = await linkOf(t, 'other@acme-freight.test', 'verify-email');
    const refusal = { status: false, message: 'Invalid request', errors: [{ field: 'query.token', message: USER_MESSAGES.badVerificationLink }] };

    expect((await verify(other.token, mine.email)).json()).toEqual(refusal);
    expect((await verify(`${mine.token.slice(0, -1)}x`, mine.email)).json()).toEqual(refusal);
    expect((await verify(mine.token, 'nobody@acme-freight.test')).json()).toEqual(refusal);
    await t.app.db
      .update(users)
      .set({ emailVerificationExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(users.email, mine.email));
    const expired = await verify(mine.token, mine.email);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual(refusal);
  });
});

describe('demo mode (spec section 1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    const settings = loadProductSettings({ DEMO_MODE: 'true' });
    t = await createTestApp({ productSettings: settings });
  });
  afterAll(() => t.close());

  it('lets only the four demo accounts sign in', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: `${API}/login`, payload: { email: 'shipper@demo.test', password: 'demo1234', rememberme: false } }))
        .statusCode,
    ).toBe(200);
    const other = await t.app.inject({
      method: 'POST',
      url: `${API}/login`,
      payload: { email: 'dispatch@interstate-haulers.test', password: 'demo1234', rememberme: false },
    });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ status: false, message: 'This is a demo: only the demo accounts can sign in.' });
  });

  it('refuses registrations and says so in the public configuration', async () => {
    const response = await t.app.inject({ method: 'POST', url: `${API}/register`, payload: { ...PERSON, email: 'new@acme-freight.test' } });
    expect(response.statusCode).toBe(403);
    const config = await t.app.inject({ method: 'GET', url: '/v1/api/app-config' });
    expect(config.json<ApiEnvelope<{ demo: unknown }>>().data!.demo).toEqual({
      enabled: true,
      allowedAccounts: ['admin@demo.test', 'shipper@demo.test', 'carrier@demo.test', 'pending@demo.test'],
    });
  });

  it('is off by default, and then the allowed list is not published', async () => {
    const plain = await createTestApp();
    try {
      const config = await plain.app.inject({ method: 'GET', url: '/v1/api/app-config' });
      expect(config.json<ApiEnvelope<{ demo: unknown }>>().data!.demo).toEqual({ enabled: false, allowedAccounts: [] });
      const token = await plain.login('dispatch@interstate-haulers.test');
      expect((await plain.app.inject({ method: 'GET', url: `${API}/get-user-detail`, headers: auth(token) })).statusCode).toBe(200);
    } finally {
      await plain.close();
    }
  });
});
