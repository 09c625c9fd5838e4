import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { DEFAULT_NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS, SETTINGS_MESSAGES, type ApiEnvelope, type SettingsProfile } from '@freight/contracts';
import { emailOutbox, users } from '../../db/schema';
import { USER_MESSAGES } from '../../accounts/routes';
import { auth, createTestApp, type TestApp } from '../../../test/support/test-app';
import { memberOf } from './support';

/**
 * The profile tab and the password tab: update-user (names, phone by the spec's pattern, language,
 * notification preferences, an e-mail change applied only once the new address is verified) and change-password
 * (current password checked, at least 6 characters, confirmation; every other session signed out, this one kept).
 */
const API = '/v1/api';

describe('the profile (settings-manager/profile, user-manager/update-user)', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    await memberOf(t, 'shipper@demo.test', 'profile-owner@demo.test');
    token = await t.login('profile-owner@demo.test');
  });
  afterAll(() => t.close());

  const update = (payload: unknown, who = token) =>
    t.app.inject({ method: 'POST', url: `${API}/user-manager/update-user`, headers: auth(who), payload: payload as object });
  const profile = async (who = token) =>
    (await t.app.inject({ method: 'GET', url: `${API}/settings-manager/profile`, headers: auth(who) })).json<ApiEnvelope<SettingsProfile>>();
  const mailsTo = (to: string) =>
    t.app.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.template, 'verify-new-email')));
  const linkOf = (text: string) => new URL(/https?:\/\/\S+\/verify-email\?\S+/.exec(text)![0]);

  it('reads the profile with every notification event and its channels in effect', async () => {
    const body = await profile();
    expect(body).toMatchObject({ status: true, message: SETTINGS_MESSAGES.profileFetched });
    expect(body.data).toEqual({
      _id: expect.any(String),
      companyId: expect.any(String),
      firstname: 'Set',
      lastname: 'Tings',
      email: 'profile-owner@demo.test',
      pendingEmail: null,
      phone: null,
      language: 'en',
      notificationPrefs: Object.fromEntries(NOTIFICATION_EVENTS.map((event) => [event, [...DEFAULT_NOTIFICATION_CHANNELS[event]]])),
    });
  });

  it("updates names, phone, language and notification preferences: 'Profile Updated Successfully'", async () => {
    const answer = await update({
      firstname: ' Rosa ',
      lastname: 'Parra',
      phone: '+1 (310) 555-0199',
      language: 'sp',
      notificationPrefs: { loadDelayed: ['email'], loadAtRisk: [] },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      status: true,
      message: 'Profile Updated Successfully',
      data: {
        firstname: 'Rosa',
        lastname: 'Parra',
        phone: '+1 (310) 555-0199',
        language: 'sp',
        notificationPrefs: { loadDelayed: ['email'], loadAtRisk: [], containerEtaChanged: ['inApp', 'push', 'email'] },
      },
    });
    const [row] = await t.app.db.select().from(users).where(eq(users.email, 'profile-owner@demo.test'));
    expect(row!.notificationPrefs).toEqual({ loadDelayed: ['email'], loadAtRisk: [] });
    // One event more leaves the others as they were.
    await update({ notificationPrefs: { containerEtaChanged: ['push'] } });
    expect((await profile()).data!.notificationPrefs).toMatchObject({ loadDelayed: ['email'], loadAtRisk: [], containerEtaChanged: ['push'] });
  });

  it('refuses bad input with 400 and errors: the phone pattern, an unknown channel or event, nothing to change', async () => {
    const phone = await update({ phone: '555-12' });
    expect(phone.statusCode).toBe(400);
    expect(phone.json<ApiEnvelope>().errors).toEqual([{ field: 'body.phone', message: 'Invalid format' }]);
    expect((await update({ notificationPrefs: { loadDelayed: ['sms'] } })).statusCode).toBe(400);
    expect((await update({ notificationPrefs: { newEvent: ['email'] } })).statusCode).toBe(400);
    expect((await update({ email: 'not-an-email' })).json<ApiEnvelope>().errors).toEqual([{ field: 'body.email', message: 'Invalid email' }]);
    expect((await update({})).statusCode).toBe(400);
  });

  it('an e-mail change is pending until the link mailed to the new address is opened; then sign-in uses it', async () => {
    const answer = await update({ email: 'Rosa.New@Demo.test' });
    expect(answer.json()).toMatchObject({
      status: true,
      message: SETTINGS_MESSAGES.emailChangePending,
      data: { email: 'profile-owner@demo.test', pendingEmail: 'rosa.new@demo.test' },
    });
    const [mail] = await mailsTo('rosa.new@demo.test');
    expect(mail!.subject).toMatch(/^Confirme su nuevo correo en /);
    // Asking again for the same pending address sends nothing more.
    await update({ email: 'rosa.new@demo.test' });
    expect(await mailsTo('rosa.new@demo.test')).toHaveLength(1);
    // Until verified, the account is still the old address.
    expect(await t.login('profile-owner@demo.test')).toEqual(expect.any(String));
    await expect(t.login('rosa.new@demo.test')).rejects.toThrow(/401/);

    const link = linkOf(mail!.bodyText);
    expect(link.searchParams.get('email')).toBe('rosa.new@demo.test');
    const wrong = await t.app.inject({ method: 'GET', url: `${API}/user-manager/verify-email?token=${'x'.repeat(43)}&email=rosa.new%40demo.test` });
    expect(wrong.statusCode).toBe(400);
    const verified = await t.app.inject({ method: 'GET', url: `${API}/user-manager/verify-email${link.search}` });
    expect(verified.json()).toEqual({ status: true, message: SETTINGS_MESSAGES.emailChanged, data: { email: 'rosa.new@demo.test', verified: true } });
    expect((await profile()).data).toMatchObject({ email: 'rosa.new@demo.test', pendingEmail: null });
    // The old address is told (in the owner's language, Spanish since the update above).
    const [notice] = await t.app.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, 'profile-owner@demo.test'), eq(emailOutbox.template, 'email-changed')));
    expect(notice!.subject).toMatch(/^Se cambió su correo de /);
    expect(notice!.bodyText).toContain('rosa.new@demo.test');
    expect(await t.login('rosa.new@demo.test')).toEqual(expect.any(String));
    await expect(t.login('profile-owner@demo.test')).rejects.toThrow(/401/);
    // The link is spent.
    expect((await t.app.inject({ method: 'GET', url: `${API}/user-manager/verify-email${link.search}` })).statusCode).toBe(400);
  });

  it('an account asks for at most 5 e-mail changes an hour (each mails an address it chooses): then 429', async () => {
    await memberOf(t, 'shipper@demo.test', 'often-moving@demo.test');
    const mover = await t.login('often-moving@demo.test');
    for (let n = 1; n <= 5; n++) expect((await update({ email: `move-${n}@demo.test` }, mover)).statusCode).toBe(200);
    const refused = await update({ email: 'move-6@demo.test' }, mover);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ status: false, message: 'Too many e-mail changes. Please try again in 60 minutes.' });
    expect(refused.headers['retry-after']).toBeDefined();
    // Other changes of the profile go on.
    expect((await update({ firstname: 'Still' }, mover)).statusCode).toBe(200);
    const spanish = await t.app.inject({
      method: 'POST',
      url: `${API}/user-manager/update-user`,
      headers: { ...auth(mover), language: 'sp' },
      payload: { email: 'move-7@demo.test' },
    });
    expect(spanish.json<ApiEnvelope>().message).toMatch(/^Demasiados cambios de correo electrónico/);
  });

  it('a link whose address another account took meanwhile is refused, and the change is dropped', async () => {
    await memberOf(t, 'shipper@demo.test', 'slow-verifier@demo.test');
    const slow = await t.login('slow-verifier@demo.test');
    await update({ email: 'contested@demo.test' }, slow);
    const [mail] = await mailsTo('contested@demo.test');
    await memberOf(t, 'shipper@demo.test', 'contested@demo.test');
    const opened = await t.app.inject({ method: 'GET', url: `${API}/user-manager/verify-email${linkOf(mail!.bodyText).search}` });
    expect(opened.statusCode).toBe(400);
    expect(opened.json<ApiEnvelope>().errors).toEqual([{ field: 'query.token', message: USER_MESSAGES.badVerificationLink }]);
    expect((await profile(slow)).data).toMatchObject({ email: 'slow-verifier@demo.test', pendingEmail: null });
  });

  it('an address another account uses: the same answer, no mail to it, and its link could never apply', async () => {
    const answer = await update({ email: 'carrier@demo.test' });
    expect(answer.json()).toMatchObject({ message: SETTINGS_MESSAGES.emailChangePending, data: { pendingEmail: 'carrier@demo.test' } });
    expect(await mailsTo('carrier@demo.test')).toEqual([]);
    // Setting the current address again cancels the pending change.
    const back = await update({ email: 'rosa.new@demo.test' });
    expect(back.json()).toMatchObject({ message: 'Profile Updated Successfully', data: { email: 'rosa.new@demo.test', pendingEmail: null } });
  });
});

describe('the password (user-manager/change-password)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await memberOf(t, 'carrier@demo.test', 'password-owner@demo.test');
  });
  afterAll(() => t.close());

  const change = (token: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `${API}/user-manager/change-password`, headers: auth(token), payload });
  const detail = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: `${API}/user-manager/get-user-detail`, headers });
  const cookieOf = (response: LightMyRequestResponse) => {
    const raw = ([] as string[]).concat(response.headers['set-cookie'] as string | string[]).find((cookie) => cookie?.startsWith('token='));
    return raw!.split(';')[0]!;
  };

  it('refuses a confirmation that differs, a wrong current password, a short new one: 400 with errors, nothing changes', async () => {
    const token = await t.login('password-owner@demo.test');
    const mismatch = await change(token, { currentPassword: 'demo1234', newPassword: 'brand-new-1', confirmPassword: 'brand-new-2' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json<ApiEnvelope>().errors).toEqual([{ field: 'body.confirmPassword', message: SETTINGS_MESSAGES.passwordMismatch }]);
    const wrong = await change(token, { currentPassword: 'not-mine', newPassword: 'brand-new-1', confirmPassword: 'brand-new-1' });
    expect(wrong.json<ApiEnvelope>().errors).toEqual([{ field: 'body.currentPassword', message: USER_MESSAGES.wrongCurrentPassword }]);
    const short = await change(token, { currentPassword: 'demo1234', newPassword: '12345', confirmPassword: '12345' });
    expect(short.json<ApiEnvelope>().errors).toEqual([{ field: 'body.newPassword', message: 'Too Short!' }]);
    expect((await detail(auth(token))).statusCode).toBe(200);
    expect(await t.login('password-owner@demo.test')).toEqual(expect.any(String));
  });

  it('changes it: every other session is signed out, this browser goes on (fresh cookie); the old password fails', async () => {
    const here = await t.login('password-owner@demo.test');
    const laptop = await t.login('password-owner@demo.test');
    const phone = await t.login('password-owner@demo.test');
    const changed = await change(here, { currentPassword: 'demo1234', newPassword: 'brand-new-1', confirmPassword: 'brand-new-1' });
    expect(changed.json()).toEqual({ status: true, message: USER_MESSAGES.passwordChanged });
    for (const other of [laptop, phone]) expect((await detail(auth(other))).statusCode).toBe(401);
    // The page that changed it stays signed in with the cookie of the answer.
    expect((await detail({ cookie: cookieOf(changed), 'x-requested-with': 'XMLHttpRequest' })).statusCode).toBe(200);
    await expect(t.login('password-owner@demo.test')).rejects.toThrow(/401/);
    expect(await t.login('password-owner@demo.test', 'brand-new-1')).toEqual(expect.any(String));
  });
});
