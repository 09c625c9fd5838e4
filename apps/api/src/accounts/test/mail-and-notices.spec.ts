import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { ApiEnvelope, NotificationList } from '@freight/contracts';
import { ConfigError } from '../../config';
import { emailOutbox, notifications, users } from '../../db/schema';
import { formatOutbox, parseMailArgs, readOutbox, runningEmbeddedUrl } from '../../mail-cli';
import { loadProductSettings } from '../../config';
import { USER_MESSAGES } from '../routes';
import { createMailer, createMailProvider, createSmtpProvider, loadMailConfig, MAX_ATTEMPTS, type MailMessage, type MailProvider } from '../../providers/mail';
import net from 'node:net';
import { Writable } from 'node:stream';
import pino, { type LoggerOptions } from 'pino';
import { loggerOptions, withoutQueryValues } from '../../server';
import { auth, createTestApp, type TestApp } from '../../../test/support/test-app';
import { eventually } from '../../../test/support/eventually';

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
    await eventually(() => delivered.length >= 2, 'both contact mails delivered');
    const toSupport = delivered.find((mail) => mail.to === 'hello@freighthub.test')!;
    expect(toSupport.subject).toBe('[Contact] Invoice question');
    expect(toSupport.text).toContain('From: Grace Hopper <shipper@demo.test>');
    expect(toSupport.text).toContain('Company: Demo Freight Co.');
    // Support answers the sender, not the no-reply address.
    expect(toSupport.replyTo).toBe('shipper@demo.test');
    const copy = delivered.find((mail) => mail.to === 'shipper@demo.test')!;
    expect(copy.replyTo).toBeNull();
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

  it("retries a failed delivery on the sweep, not on a request's flush, and gives up after the last attempt", async () => {
    const mailer = createMailer(t.app.db, provider, quietLog);
    const [company] = await t.app.db.select({ id: users.companyId }).from(users).where(eq(users.email, 'admin@demo.test'));
    const outboxRow = async (to: string) => (await t.app.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to)))[0];
    await mailer.enqueue(t.app.db, { companyId: company!.id, to: 'Retry@Example.test', subject: 'Retry', text: 'body', template: 'test' });
    failNext = 1;
    expect(await mailer.flush()).toBe(0);
    expect(await outboxRow('retry@example.test')).toMatchObject({ status: 'queued', attempts: 1, lastError: '421 try later' });
    // A flush (what each request kicks) delivers new mail only: a failing one does not spend its attempts there.
    expect(await mailer.flush()).toBe(0);
    expect(await outboxRow('retry@example.test')).toMatchObject({ status: 'queued', attempts: 1 });
    expect(await mailer.sweep()).toBe(1);
    expect(await outboxRow('retry@example.test')).toMatchObject({ status: 'sent', attempts: 2, lastError: null });

    await mailer.enqueue(t.app.db, { companyId: company!.id, to: 'never@example.test', subject: 'Never', text: 'body', template: 'test' });
    failNext = MAX_ATTEMPTS;
    for (let i = 0; i < MAX_ATTEMPTS + 2; i++) await mailer.sweep();
    expect(await outboxRow('never@example.test')).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, lastError: '421 try later' });
    expect(failNext).toBe(0);
  });

  it('delivers each queued mail once when flushes overlap', async () => {
    const mailer = createMailer(t.app.db, provider, quietLog);
    const [company] = await t.app.db.select({ id: users.companyId }).from(users).where(eq(users.email, 'admin@demo.test'));
    const to = Array.from({ length: 5 }, (_, i) => `burst${i}@example.test`);
    for (const address of to) await mailer.enqueue(t.app.db, { companyId: company!.id, to: address, subject: 'Burst', text: 'body', template: 'test' });
    const before = delivered.length;
    // A second mailer stands for a second API instance: rows are locked while delivered, so none goes out twice.
    const other = createMailer(t.app.db, provider, quietLog);
    const sent = await Promise.all([mailer.flush(), mailer.flush(), other.flush(), mailer.sweep()]);
    expect(
      delivered
        .slice(before)
        .map((mail) => mail.to)
        .sort(),
    ).toEqual(to);
    expect(sent[0] + sent[2]).toBe(5);
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
    expect((await read('?all=true&limit=2')).data).toEqual({
      items: [expect.objectContaining({ read: true }), expect.objectContaining({ read: true })],
      unread: 0,
    });
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
    const custom = loadProductSettings({
      COMPANY_NAME: 'Acme TMS',
      DEMO_MODE: 'on',
      DEMO_ALLOWED_ACCOUNTS: 'A@x.test, b@x.test',
      SUPPORT_EMAIL: 'help@acme.test',
      GOOGLE_MAPS_KEY: 'k',
    });
    expect(custom).toMatchObject({
      company: { name: 'Acme TMS' },
      demo: { enabled: true, allowedAccounts: ['a@x.test', 'b@x.test'] },
      supportEmail: 'help@acme.test',
      mapsKey: 'k',
    });
    expect(() => loadProductSettings({ DEMO_MODE: 'maybe' })).toThrow(ConfigError);
    expect(() => loadProductSettings({ COMPANY_EMAIL: 'nope' })).toThrow(/COMPANY_EMAIL/);
  });

  it('mail provider: the outbox by default, SMTP when SMTP_URL is set', async () => {
    expect(loadMailConfig({})).toEqual({ provider: 'outbox' });
    expect(loadMailConfig({ SMTP_URL: 'smtp://u:p@mail.example:587' })).toEqual({
      provider: 'smtp',
      url: 'smtp://u:p@mail.example:587',
      from: 'FreightHub <no-reply@freighthub.test>',
    });
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

  it('the SMTP provider made from SMTP_URL talks SMTP: envelope, headers, Reply-To; a refusal is an error', async () => {
    const sessions: { commands: string[]; data: string }[] = [];
    let refuse = false;
    // Just enough of an SMTP server (RFC 5321) to receive one mail per connection.
    const server = net.createServer((socket) => {
      const session = { commands: [] as string[], data: '' };
      sessions.push(session);
      let buffer = '';
      let inData = false;
      socket.write(refuse ? '421 mail.test busy\r\n' : '220 mail.test ESMTP\r\n');
      socket.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
          const line = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (inData) {
            if (line === '.') {
              inData = false;
              socket.write('250 queued\r\n');
            } else session.data += `${line}\n`;
            continue;
          }
          session.commands.push(line);
          const verb = line.split(/[ :]/)[0]!.toUpperCase();
          if (verb === 'EHLO') socket.write('250-mail.test\r\n250 AUTH PLAIN\r\n');
          else if (verb === 'AUTH') socket.write('235 ok\r\n');
          else if (verb === 'DATA') {
            inData = true;
            socket.write('354 go on\r\n');
          } else if (verb === 'QUIT') socket.end('221 bye\r\n');
          else socket.write('250 ok\r\n');
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as net.AddressInfo;
      const config = loadMailConfig({ SMTP_URL: `smtp://ops:secret@127.0.0.1:${port}`, MAIL_FROM: 'Acme TMS <ops@acme.test>' });
      const smtp = createMailProvider(config);
      expect(smtp.name).toBe('smtp');
      await smtp.deliver({
        to: 'hello@freighthub.test',
        subject: '[Contact] Invoice',
        text: 'Please resend it.',
        html: '<p>Please resend it.</p>',
        replyTo: 'ana@acme.test',
      });
      expect(sessions[0]!.commands).toEqual(
        expect.arrayContaining([expect.stringMatching(/^AUTH PLAIN /), 'MAIL FROM:<ops@acme.test>', 'RCPT TO:<hello@freighthub.test>']),
      );
      expect(sessions[0]!.data).toMatch(/^From: Acme TMS <ops@acme\.test>$/m);
      expect(sessions[0]!.data).toMatch(/^Reply-To: ana@acme\.test$/m);
      expect(sessions[0]!.data).toMatch(/^Subject: \[Contact\] Invoice$/m);
      expect(sessions[0]!.data).toContain('Please resend it.');

      refuse = true;
      await expect(smtp.deliver({ to: 'x@acme.test', subject: 'S', text: 'T' })).rejects.toThrow(/421/);
    } finally {
      server.close();
    }
  });

  it('the logger redacts passwords and tokens wherever they sit', () => {
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk: Buffer, _encoding, done) => (lines.push(chunk.toString()), done()) });
    const log = pino(loggerOptions('info') as LoggerOptions, sink);
    log.info({ password: 'p1', token: 't1', body: { currentPassword: 'p2', newPassword: 'p3', registrationToken: 't2', email: 'a@b.test' } }, 'attempt');
    const logged = lines.join('');
    for (const secret of ['p1', 'p2', 'p3', 't1', 't2']) expect(logged).not.toContain(`"${secret}"`);
    expect(logged).toContain('a@b.test');
  });

  it('logged URLs keep no token', () => {
    expect(withoutQueryValues('/v1/api/user-manager/verify-email?token=abc&email=a%40b.c')).toBe('/v1/api/user-manager/verify-email?token=…&email=…');
    expect(withoutQueryValues('/v1/api/health')).toBe('/v1/api/health');
  });
});
