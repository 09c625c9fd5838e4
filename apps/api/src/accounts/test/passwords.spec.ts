import { and, eq } from 'drizzle-orm';
import type { ApiEnvelope } from '@freight/contracts';
import { emailOutbox, users } from '../../db/schema';
import { FORGOT_PASSWORD_MIN_MS, USER_MESSAGES } from '../routes';
import { auth, createTestApp, type TestApp } from '../../../test/support/test-app';

const API = '/v1/api/user-manager';

async function resetTokenOf(t: TestApp, to: string) {
  const mails = await t.app.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.template, 'reset-password')))
    .orderBy(emailOutbox.createdAt);
  const mail = mails[mails.length - 1]!;
  return { mail, token: /reset-password\?token=([\w-]+)&/.exec(mail.bodyText)![1]! };
}

describe('forgot and reset password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ publicUrl: 'https://app.freight.example' });
  });
  afterAll(() => t.close());

  const forgot = (email: string, remoteAddress?: string) =>
    t.app.inject({ method: 'POST', url: `${API}/forgot-password`, payload: { email }, ...(remoteAddress ? { remoteAddress } : {}) });
  const reset = (email: string, token: string, password: string) =>
    t.app.inject({ method: 'POST', url: `${API}/reset-password`, payload: { email, token, password } });
  const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: `${API}/login`, payload: { email, password, rememberme: false } });

  it('answers the same whether the account exists or not, and mails a link only to a real account', async () => {
    const known = await forgot('carrier@demo.test');
    const unknown = await forgot('nobody@demo.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({ status: true, message: USER_MESSAGES.resetSent });
    const { mail } = await resetTokenOf(t, 'carrier@demo.test');
    expect(mail.subject).toBe('Reset your FreightHub password');
    expect(mail.bodyText).toMatch(/https:\/\/app\.freight\.example\/reset-password\?token=[\w-]{43}&email=carrier%40demo\.test/);
    expect(await t.app.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'nobody@demo.test'))).toEqual([]);
  });

  it('takes as long for an unknown e-mail as for an account', async () => {
    for (const email of ['carrier@demo.test', 'nobody-else@demo.test']) {
      const started = Date.now();
      expect((await forgot(email)).statusCode).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(FORGOT_PASSWORD_MIN_MS - 5);
    }
  });

  it('sets the new password once: the link is single-use, the old password stops working', async () => {
    await forgot('admin@demo.test');
    const { token } = await resetTokenOf(t, 'admin@demo.test');
    const done = await reset('admin@demo.test', token, 'brand-new-1');
    expect(done.json()).toEqual({ status: true, message: USER_MESSAGES.passwordReset });
    expect((await login('admin@demo.test', 'demo1234')).statusCode).toBe(401);
    expect((await login('admin@demo.test', 'brand-new-1')).statusCode).toBe(200);

    const again = await reset('admin@demo.test', token, 'another-one-2');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ status: false, message: 'Invalid request', errors: [{ field: 'body.token', message: USER_MESSAGES.badResetLink }] });
  });

  it('refuses an expired token, a token for another account and a newer link replaces an older one', async () => {
    await forgot('shipper@demo.test');
    const first = (await resetTokenOf(t, 'shipper@demo.test')).token;
    await forgot('shipper@demo.test');
    const second = (await resetTokenOf(t, 'shipper@demo.test')).token;
    expect((await reset('shipper@demo.test', first, 'whatever-1')).statusCode).toBe(400);
    expect((await reset('carrier@demo.test', second, 'whatever-1')).statusCode).toBe(400);
    await t.app.db
      .update(users)
      .set({ passwordResetExpiresAt: new Date(Date.now() - 1) })
      .where(eq(users.email, 'shipper@demo.test'));
    expect((await reset('shipper@demo.test', second, 'whatever-1')).statusCode).toBe(400);
    expect((await login('shipper@demo.test', 'demo1234')).statusCode).toBe(200);
  });

  it('a reset proves the mailbox: an unverified account becomes verified', async () => {
    await t.app.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.email, 'pending@demo.test'));
    expect((await login('pending@demo.test', 'demo1234')).statusCode).toBe(403);
    await forgot('pending@demo.test');
    await reset('pending@demo.test', (await resetTokenOf(t, 'pending@demo.test')).token, 'pending-pass-1');
    expect((await login('pending@demo.test', 'pending-pass-1')).statusCode).toBe(200);
  });
});

describe('change password and profile', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login('carrier@demo.test');
  });
  afterAll(() => t.close());

  it('changes the password after checking the current one', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: `${API}/change-password`,
      headers: auth(token),
      payload: { currentPassword: 'nope', newPassword: 'next-pass-1' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ApiEnvelope>().errors).toEqual([{ field: 'body.currentPassword', message: USER_MESSAGES.wrongCurrentPassword }]);
    const short = await t.app.inject({
      method: 'POST',
      url: `${API}/change-password`,
      headers: auth(token),
      payload: { currentPassword: 'demo1234', newPassword: '123' },
    });
    expect(short.json<ApiEnvelope>().errors).toEqual([{ field: 'body.newPassword', message: 'Too Short!' }]);
    const done = await t.app.inject({
      method: 'POST',
      url: `${API}/change-password`,
      headers: auth(token),
      payload: { currentPassword: 'demo1234', newPassword: 'next-pass-1' },
    });
    expect(done.json()).toEqual({ status: true, message: USER_MESSAGES.passwordChanged });
    await expect(t.login('carrier@demo.test')).rejects.toThrow(/401/);
    // The token used for the change died with it (docs/security.md, section 1): go on with a new sign-in.
    expect((await t.app.inject({ method: 'GET', url: `${API}/get-user-detail`, headers: auth(token) })).statusCode).toBe(401);
    token = await t.login('carrier@demo.test', 'next-pass-1');
  });

  it("updates the caller's own profile with the spec's text", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}/update-user`,
      headers: auth(token),
      payload: { firstname: ' Ken ', phone: '(514) 555-0101', language: 'fr' },
    });
    expect(response.json()).toEqual({
      status: true,
      message: 'Profile Updated Successfully',
      // The profile as /setting/profile shows it (its company, a pending e-mail change, notification preferences).
      data: {
        _id: expect.any(String),
        companyId: expect.any(String),
        firstname: 'Ken',
        lastname: 'Sato',
        email: 'carrier@demo.test',
        pendingEmail: null,
        phone: '(514) 555-0101',
        language: 'fr',
        notificationPrefs: expect.objectContaining({ loadAtRisk: ['inApp', 'push', 'email'] }),
      },
    });
    const empty = await t.app.inject({ method: 'POST', url: `${API}/update-user`, headers: auth(token), payload: {} });
    expect(empty.statusCode).toBe(400);
    const badPhone = await t.app.inject({ method: 'POST', url: `${API}/update-user`, headers: auth(token), payload: { phone: '12' } });
    expect(badPhone.json<ApiEnvelope>().errors).toEqual([{ field: 'body.phone', message: 'Invalid format' }]);
  });
});

describe('forgot and reset password limits: per account and per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ passwordResetLimit: { perAccount: 2, perAddress: 4, windowMs: 60_000 } });
  });
  afterAll(() => t.close());

  const forgot = (email: string, remoteAddress: string) => t.app.inject({ method: 'POST', url: `${API}/forgot-password`, payload: { email }, remoteAddress });
  const reset = (email: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: `${API}/reset-password`, payload: { email, token: 'not-a-real-token', password: 'whatever-1' }, remoteAddress });

  it('one account asked for from many addresses is stopped', async () => {
    expect((await forgot('admin@demo.test', '10.1.1.1')).statusCode).toBe(200);
    expect((await forgot('admin@demo.test', '10.1.1.2')).statusCode).toBe(200);
    const refused = await forgot('admin@demo.test', '10.1.1.3');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // reset-password shares the count (one family of routes).
    expect((await reset('admin@demo.test', '10.1.1.4')).statusCode).toBe(429);
  });

  it('one address asking for many accounts is stopped', async () => {
    for (const email of ['b1@x.test', 'b2@x.test', 'b3@x.test']) expect((await forgot(email, '10.2.2.2')).statusCode).toBe(200);
    expect((await reset('b4@x.test', '10.2.2.2')).statusCode).toBe(400);
    expect((await forgot('b5@x.test', '10.2.2.2')).json<ApiEnvelope>().message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    expect((await forgot('b5@x.test', '10.3.3.3')).statusCode).toBe(200);
  });
});
