import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { ApiEnvelope, NotificationList } from '@freight/contracts';
import { ConfigError } from '../../src/config';
import { emailOutbox, notifications, users } from '../../src/db/schema';
import { formatOutbox, parseMailArgs, readOutbox, runningEmbeddedUrl } from '../../src/mail-cli';
import { loadProductSettings } from '../../src/modules/app-config/settings';
import { USER_MESSAGES } from '../../src/modules/user-manager/routes';
import { createMailer, createSmtpProvider, loadMailConfig, MAX_ATTEMPTS, type MailMessage, type MailProvider } from '../../src/providers/mail';
import { withoutQueryValues } from '../../src/server';
import { auth, createTestApp, type TestApp } from '../support/test-app';

const API = '/v1/api/user-manager';
const quietLog = { warn: () => undefined };

describe('the outbox and its dispatcher', () => {
  let t: TestApp;
  const delivered: MailMessage[] = [];
  let failNext = 0;
  const provider: MailProvider = {
    name: 'smtp',
    async deliver(message) {
      if (failNext > 0) {
        failNext--;
        throw new Error('421 try later');
      }
      delivered.push(message);
    },
  };
  beforeAll(async () => {
    t = await createTestApp({ mail: { provider, sweepIntervalMs: 0 } });
  });
  afterAll(() => t.close());

  it('contact us: a mail to support and a copy to the sender, delivered through the provider', async () => {
    const token = await t.login('shipper@demo.test');
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}/contact-us`,
      headers: auth(token),
      payload: { subject: 'Invoice question', message: 'Please resend the invoice for load L-100123.' },
    });
    expect(response.json()).toEqual({ status: true, message: USER_MESSAGES.contactSent });
    // The route hands the queued mails to the dispatcher once its transaction commits.
    for (let i = 0; i < 100 && delivered.length < 2; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    const toSupport = delivered.find((mail) => mail.to === 'hello@freighthub.test')!;
    expect(toSupport.subject).toBe('[Contact] Invoice question');
    expect(toSupport.text).toContain('From: Grace Hopper <shipper@demo.test>');
    expect(toSupport.text).toContain('Company: Demo Freight Co.');
    const copy = delivered.find((mail) => mail.to === 'shipper@demo.test')!;
    expect(copy.subject).toBe('We received your message: Invoice question');
    expect(copy.html).toContain('Please resend the invoice for load L-100123.');
    const rows = await t.app.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'contact-us'));
    expect(rows.map((row) => row.status)).toEqual(['sent']);
  });

  it('contact us checks its input', async () => {
    const token = await t.login('shipper@demo.test');
    const response = await t.app.inject({ method: 'POST', url: `${API}/contact-us`, headers: auth(token), payload: { subject: '', message: 'short' } });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiEnvelope>().errors).toEqual([
      { field: 'body.subject', message: 'Too Short!' },
      { field: 'body.message', message: 'Too Short!' },
    ]);
  });

  it('retries a failed delivery and gives up after the last attempt', async () => {
    const mailer = createMailer(t.app.db, provider, quietLog);
    const [company] = await t.app.db.select({ id: users.companyId }).from(users).where(eq(users.email, 'admin@demo.test'));
    await mailer.enqueue(t.app.db, { companyId: company!.id, to: 'Retry@Example.test', subject: 'Retry', text: 'body', template: 'test' });
    failNext = 1;
    expect(await mailer.flush()).toBe(0);
    let [row] = await t.app.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'retry@example.test'));
    expect(row).toMatchObject({ status: 'queued', attempts: 1, lastError: '421 try later' });
    expect(await mailer.flush()).toBe(1);
    [row] = await t.app.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'retry@example.test'));
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });

    await mailer.enqueue(t.app.db, { companyId: company!.id, to: 'never@example.test', subject: 'Never', text: 'body', template: 'test' });
    failNext = MAX_ATTEMPTS;
    for (let i = 0; i < MAX_ATTEMPTS; i++) await mailer.flush();
    [row] = await t.app.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'never@example.test'));
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
  });

  it('npm run mail reads the outbox, newest first, filtered by recipient', async () => {
    const entries = await readOutbox(t.app.db, { to: 'shipper@demo.test', limit: 5 });
    expect(entries[0]).toMatchObject({ to: 'shipper@demo.test', template: 'contact-us-copy', status: 'sent' });
    expect(formatOutbox(entries)).toContain('Subject: We received your message: Invoice question');
    expect(formatOutbox([])).toBe('The outbox is empty.');
    expect(parseMailArgs(['--to', 'A@B.test', '--limit', '3', '--json'])).toEqual({ to: 'a@b.test', limit: 3, json: true });
    expect(() => parseMailArgs(['--limit', '0'])).toThrow(/--limit/);
    expect(() => parseMailArgs(['--bogus'])).toThrow(/Unknown option/);
    expect(runningEmbeddedUrl('/nonexistent')).toBeUndefined();
  });
});

describe('notifications', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login('carrier@demo.test');
    const [carrier] = await t.app.db.select().from(users).where(eq(users.email, 'carrier@demo.test'));
    await t.app.db.delete(notifications).where(eq(notifications.userId, carrier!.id));
    await t.app.db.insert(notifications).values(
      ['Load L-1 assigned', 'Quote approved', 'Invoice paid'].map((title, index) => ({
        companyId: carrier!.companyId,
        userId: carrier!.id,
        type: 'info',
        title,
        createdAt: new Date(Date.UTC(2026, 10, 1 + index)),
      })),
    );
  });
  afterAll(() => t.close());

  const read = async (query = '') =>
    (await t.app.inject({ method: 'GET', url: `${API}/read-notification${query}`, headers: auth(token) })).json<ApiEnvelope<NotificationList>>();

  it('lists the latest first with the unread count, marks one or all read', async () => {
    const first = await read();
    expect(first.data!.items.map((item) => item.title)).toEqual(['Invoice paid', 'Quote approved', 'Load L-1 assigned']);
    expect(first.data!.unread).toBe(3);
    const one = await read(`?id=${first.data!.items[1]!._id}`);
    expect(one.data!.unread).toBe(2);
    expect(one.data!.items[1]!.read).toBe(true);
    expect((await read('?all=true&limit=2')).data).toEqual({ items: [expect.objectContaining({ read: true }), expect.objectContaining({ read: true })], unread: 0 });
  });

  it("cannot mark another user's notification", async () => {
    const [shipper] = await t.app.db.select().from(users).where(eq(users.email, 'shipper@demo.test'));
    const [theirs] = await t.app.db
      .insert(notifications)
      .values({ companyId: shipper!.companyId, userId: shipper!.id, type: 'info', title: 'Theirs' })
      .returning();
    await read(`?id=${theirs!.id}`);
    const [after] = await t.app.db.select().from(notifications).where(eq(notifications.id, theirs!.id));
    expect(after!.readAt).toBeNull();
  });

  it('refuses a bad query', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${API}/read-notification?id=nope&limit=500`, headers: auth(token) });
    expect(response.statusCode).toBe(400);
  });
});

describe('configuration', () => {
  it('product settings: defaults, environment, and bad values named', () => {
    expect(loadProductSettings({})).toEqual({
      company: { name: 'FreightHub', phone: '+1 555 010 0000', email: 'hello@freighthub.test', logoUrl: '/logo.svg' },
      locations: ['USA', 'CANADA'],
      mapsKey: '',
      demo: { enabled: false, allowedAccounts: ['admin@demo.test', 'shipper@demo.test', 'carrier@demo.test', 'pending@demo.test'] },
      supportEmail: 'hello@freighthub.test',
    });
    const custom = loadProductSettings({ COMPANY_NAME: 'Acme TMS', DEMO_MODE: 'on', DEMO_ALLOWED_ACCOUNTS: 'A@x.test, b@x.test', SUPPORT_EMAIL: 'help@acme.test', GOOGLE_MAPS_KEY: 'k' });
    expect(custom).toMatchObject({ company: { name: 'Acme TMS' }, demo: { enabled: true, allowedAccounts: ['a@x.test', 'b@x.test'] }, supportEmail: 'help@acme.test', mapsKey: 'k' });
    expect(() => loadProductSettings({ DEMO_MODE: 'maybe' })).toThrow(ConfigError);
    expect(() => loadProductSettings({ COMPANY_EMAIL: 'nope' })).toThrow(/COMPANY_EMAIL/);
  });

  it('mail provider: the outbox by default, SMTP when SMTP_URL is set', async () => {
    expect(loadMailConfig({})).toEqual({ provider: 'outbox' });
    expect(loadMailConfig({ SMTP_URL: 'smtp://u:p@mail.example:587' })).toEqual({ provider: 'smtp', url: 'smtp://u:p@mail.example:587', from: 'FreightHub <no-reply@freighthub.test>' });
    expect(() => loadMailConfig({ MAIL_PROVIDER: 'smtp' })).toThrow(/SMTP_URL/);
    expect(() => loadMailConfig({ MAIL_PROVIDER: 'pigeon' })).toThrow(/MAIL_PROVIDER/);

    // nodemailer's JSON transport builds the real message without a server.
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const sent = jest.spyOn(transport, 'sendMail');
    const smtp = createSmtpProvider({ url: 'smtp://unused', from: 'Ops <ops@acme.test>' }, transport);
    await smtp.deliver({ to: 'ana@acme.test', subject: 'Hi', text: 'Hello', html: '<p>Hello</p>' });
    expect(sent).toHaveBeenCalledWith({ from: 'Ops <ops@acme.test>', to: 'ana@acme.test', subject: 'Hi', text: 'Hello', html: '<p>Hello</p>' });
    const info = (await sent.mock.results[0]!.value) as { message: string };
    expect(JSON.parse(info.message)).toMatchObject({ subject: 'Hi', text: 'Hello' });
  });

  it('logged URLs keep no token', () => {
    expect(withoutQueryValues('/v1/api/user-manager/verify-email?token=abc&email=a%40b.c')).toBe('/v1/api/user-manager/verify-email?token=…&email=…');
    expect(withoutQueryValues('/v1/api/health')).toBe('/v1/api/health');
  });
});
