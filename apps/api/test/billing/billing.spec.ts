import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { ApiEnvelope, CheckoutResponseData, Plan } from '@freight/contracts';
import { checkoutSessions, companies, notifications, users } from '../../src/db/schema';
import { COMPANY_MESSAGES } from '../../src/modules/company-manager/routes';
import { loadPaymentsConfig } from '../../src/providers/payments';
import { createStripePayments } from '../../src/providers/payments/stripe';
import { hashPassword } from '../../src/modules/user-manager/password';
import { auth, createTestApp, type TestApp } from '../support/test-app';

const CM = '/v1/api/company-manager';
const PUBLIC_URL = 'https://app.freight.example';
const COMPANY = { name: 'Acme Freight Lines', companyType: 'carrier', country: 'CANADA', contactEmail: 'Ops@Acme.test', contactPhone: '+1 514 555 0100', dotNumber: 'NSC-12345' };

/** A person right after user-manager/register: placeholder company, stage 'registered', verified e-mail. */
async function newcomer(t: TestApp, email: string) {
  const [company] = await t.app.db.insert(companies).values({ name: 'placeholder' }).returning();
  const [user] = await t.app.db
    .insert(users)
    .values({
      companyId: company!.id,
      firstname: 'Ana',
      lastname: 'Diaz',
      email,
      passwordHash: await hashPassword('secret-1'),
      onboardingStage: 'registered',
      onboardingNextAction: 'company',
      emailVerifiedAt: new Date(),
    })
    .returning();
  return { companyId: company!.id, userId: user!.id, registrationToken: t.app.registrationTokens.sign({ userId: user!.id, companyId: company!.id }) };
}

/** Pays on the sandbox's hosted page as a browser would (a form post). */
function payOnSandbox(t: TestApp, checkoutUrl: string, fields: Record<string, string>) {
  const url = new URL(checkoutUrl);
  return t.app.inject({
    method: 'POST',
    url: url.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ expiry: '12/34', cvc: '123', name: 'Ana Diaz', lang: 'en', ...fields }).toString(),
  });
}

describe('company registration, plans and card payment (sandbox)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ publicUrl: PUBLIC_URL });
  });
  afterAll(() => t.close());

  const verify = (sessionId: string) => t.app.inject({ method: 'POST', url: `${CM}/verify-stripe-payment`, payload: { sessionId } });
  const checkout = (token: string, planKey: string, language = 'en') =>
    t.app.inject({ method: 'POST', url: `${CM}/company/checkout`, headers: { ...auth(token), language }, payload: { planKey } });

  it("registers the company once with the registration token, with the spec's text", async () => {
    const person = await newcomer(t, 'ana@acme.test');
    const response = await t.app.inject({ method: 'POST', url: `${CM}/register-company`, payload: { ...COMPANY, registrationToken: person.registrationToken } });
    expect(response.json()).toEqual({ status: true, message: 'Company Successfully Registered', data: { companyId: person.companyId } });
    const [company] = await t.app.db.select().from(companies).where(eq(companies.id, person.companyId));
    expect(company).toMatchObject({ name: 'Acme Freight Lines', companyType: 'carrier', country: 'CANADA', contactEmail: 'ops@acme.test', dotNumber: 'NSC-12345' });
    const [user] = await t.app.db.select().from(users).where(eq(users.id, person.userId));
    expect(user).toMatchObject({ onboardingStage: 'payment', onboardingNextAction: 'checkout', canAccessPortal: false });

    const again = await t.app.inject({ method: 'POST', url: `${CM}/register-company`, payload: { ...COMPANY, name: 'Hijacked', registrationToken: person.registrationToken } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status: false, message: COMPANY_MESSAGES.alreadyRegistered });
  });

  it('refuses a tampered, foreign-purpose or missing registration token, and bad company fields', async () => {
    const person = await newcomer(t, 'bruno@acme.test');
    const tampered = `${person.registrationToken.slice(0, -3)}abc`;
    const sessionToken = await t.login('shipper@demo.test');
    for (const registrationToken of [tampered, sessionToken]) {
      const response = await t.app.inject({ method: 'POST', url: `${CM}/register-company`, payload: { ...COMPANY, registrationToken } });
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiEnvelope>().errors).toEqual([{ field: 'body.registrationToken', message: COMPANY_MESSAGES.registrationExpired }]);
    }
    const bad = await t.app.inject({
      method: 'POST',
      url: `${CM}/register-company`,
      payload: { ...COMPANY, name: 'A', country: 'MEXICO', contactPhone: '12', registrationToken: person.registrationToken },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ApiEnvelope>().errors!.map((error) => error.field).sort()).toEqual(['body.contactPhone', 'body.country', 'body.name']);
  });

  it('lists the plans and one plan; an unknown plan is refused', async () => {
    const plans = (await t.app.inject({ method: 'GET', url: `${CM}/plans` })).json<ApiEnvelope<Plan[]>>().data!;
    expect(plans.map((plan) => [plan.planKey, plan.priceCents])).toEqual([['starter', 4900], ['pro', 14900], ['enterprise', 39900]]);
    const pro = (await t.app.inject({ method: 'GET', url: `${CM}/plans/pro` })).json<ApiEnvelope<Plan>>();
    expect(pro.data).toMatchObject({ planKey: 'pro', name: 'Professional', currency: 'USD', interval: 'month' });
    expect((await t.app.inject({ method: 'GET', url: `${CM}/plans/gold` })).statusCode).toBe(400);
  });

  it('pays with a test card: the whole company gets the portal, once, however often it is verified', async () => {
    const token = await t.login('pending@demo.test');
    const started = await checkout(token, 'pro', 'fr');
    expect(started.statusCode).toBe(200);
    const { url, sessionId } = started.json<ApiEnvelope<CheckoutResponseData>>().data!;
    expect(url).toBe(`${PUBLIC_URL}/v1/api/payments-sandbox/checkout/${sessionId}?lang=fr`);

    // The hosted page, in the buyer's language, with the plan and the amount.
    const page = await t.app.inject({ method: 'GET', url: new URL(url).pathname + new URL(url).search });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Numéro de carte');
    expect(page.body).toContain('Professional');
    expect(page.body).toContain('Northwind Onboarding Inc.');

    // Not paid yet: verification says so.
    expect((await verify(sessionId)).statusCode).toBe(409);

    const paid = await payOnSandbox(t, url, { cardNumber: '4242 4242 4242 4242' });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${PUBLIC_URL}/stripe-callback?session_id=${sessionId}`);

    const results = await Promise.all([verify(sessionId), verify(sessionId), verify(sessionId)]);
    for (const result of results) {
      expect(result.statusCode).toBe(200);
      expect(result.json()).toEqual({ status: true, message: 'Payment Verified Successfully', data: { status: 'paid', planKey: 'pro', companyId: expect.any(String) } });
    }
    expect((await verify(sessionId)).statusCode).toBe(200);

    const [session] = await t.app.db.select().from(checkoutSessions).where(eq(checkoutSessions.providerSessionId, sessionId));
    const members = await t.app.db.select().from(users).where(eq(users.companyId, session!.companyId));
    expect(members.every((member) => member.canAccessPortal && member.onboardingStage === 'completed')).toBe(true);
    const [company] = await t.app.db.select().from(companies).where(eq(companies.id, session!.companyId));
    expect(company).toMatchObject({ planKey: 'pro', billingState: 'active', paymentCustomerId: expect.stringMatching(/^cus_sandbox_/) });
    // Applied once: one notification per user, not one per verification.
    const notes = await t.app.db.select().from(notifications).where(and(eq(notifications.companyId, session!.companyId), eq(notifications.type, 'payment')));
    expect(notes).toHaveLength(members.length);

    // Paying the same session again charges nothing: the page says it is finished.
    const twice = await payOnSandbox(t, url, { cardNumber: '4242 4242 4242 4242' });
    expect(twice.statusCode).toBe(200);
    expect(twice.body).toContain('This checkout is already finished.');
  });

  it('a declined card goes back to the failure page and verification answers 402', async () => {
    const person = await newcomer(t, 'declined@acme.test');
    await t.app.inject({ method: 'POST', url: `${CM}/register-company`, payload: { ...COMPANY, registrationToken: person.registrationToken } });
    const token = await t.login('declined@acme.test', 'secret-1');
    const { url, sessionId } = (await checkout(token, 'starter')).json<ApiEnvelope<CheckoutResponseData>>().data!;
    const declined = await payOnSandbox(t, url, { cardNumber: '4000000000000002' });
    expect(declined.statusCode).toBe(303);
    expect(declined.headers.location).toBe(`${PUBLIC_URL}/payment/failure?session_id=${sessionId}&reason=card_declined`);
    const response = await verify(sessionId);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ status: false, message: COMPANY_MESSAGES.declined, data: { status: 'failed', planKey: 'starter' } });
    const [user] = await t.app.db.select().from(users).where(eq(users.id, person.userId));
    expect(user!.canAccessPortal).toBe(false);
  });

  it('the card page refuses a bad number, expiry or CVC next to the field, and keeps the session open', async () => {
    const token = await t.login('pending@demo.test');
    const { url, sessionId } = (await checkout(token, 'starter')).json<ApiEnvelope<CheckoutResponseData>>().data!;
    const bad = await payOnSandbox(t, url, { cardNumber: '4242 4242 4242 4241', expiry: '01/20', cvc: '1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('id="cardNumber-error" role="alert">The card number is not valid.');
    expect(bad.body).toContain('The expiry date is not valid or has passed.');
    expect(bad.body).toContain('The CVC must be 3 or 4 digits.');
    expect(bad.body).toContain('value="4242 4242 4242 4241"');
    const [session] = await t.app.db.select().from(checkoutSessions).where(eq(checkoutSessions.providerSessionId, sessionId));
    expect(session!.status).toBe('open');
    // What is typed is escaped, never markup.
    const script = await payOnSandbox(t, url, { cardNumber: '"><script>alert(1)</script>' });
    expect(script.body).not.toContain('<script>alert(1)</script>');
  });

  it('an unknown session is a 404, a malformed one a 400', async () => {
    expect((await verify('cs_sandbox_doesnotexist0')).statusCode).toBe(404);
    expect((await verify('x')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/v1/api/payments-sandbox/checkout/cs_sandbox_doesnotexist0' })).statusCode).toBe(404);
  });

  it('the billing portal: own company only, once it has a billing account', async () => {
    const paidToken = await t.login('pending@demo.test'); // paid above
    const [pending] = await t.app.db.select().from(users).where(eq(users.email, 'pending@demo.test'));
    const portal = await t.app.inject({ method: 'GET', url: `${CM}/portal/${pending!.companyId}`, headers: auth(paidToken) });
    expect(portal.statusCode).toBe(200);
    const portalUrl = portal.json<ApiEnvelope<{ url: string }>>().data!.url;
    expect(portalUrl).toMatch(new RegExp(`^${PUBLIC_URL}/v1/api/payments-sandbox/portal/`));
    const page = await t.app.inject({ method: 'GET', url: new URL(portalUrl).pathname });
    expect(page.body).toContain('Professional');
    expect(page.body).toContain(`${PUBLIC_URL}/setting/profile?tab=companyInfo`);
    const [hex, expiry] = new URL(portalUrl).pathname.split('/').pop()!.split('.');
    expect((await t.app.inject({ method: 'GET', url: `/v1/api/payments-sandbox/portal/${hex}.${expiry}.${'A'.repeat(22)}` })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/v1/api/payments-sandbox/portal/not-a-token' })).statusCode).toBe(400);

    const shipperToken = await t.login('shipper@demo.test');
    const foreign = await t.app.inject({ method: 'GET', url: `${CM}/portal/${pending!.companyId}`, headers: auth(shipperToken) });
    expect(foreign.statusCode).toBe(403);

    const person = await newcomer(t, 'nobill@acme.test');
    const token = await t.login('nobill@acme.test', 'secret-1');
    const none = await t.app.inject({ method: 'GET', url: `${CM}/portal/${person.companyId}`, headers: auth(token) });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ status: false, message: COMPANY_MESSAGES.noBillingAccount });
  });

  it('checkout needs a signed-in user and a known plan', async () => {
    expect((await t.app.inject({ method: 'POST', url: `${CM}/company/checkout`, payload: { planKey: 'pro' } })).statusCode).toBe(401);
    const token = await t.login('shipper@demo.test');
    const unknown = await checkout(token, 'platinum');
    expect(unknown.statusCode).toBe(400);
  });

  it('the sandbox has no webhook', async () => {
    const response = await t.app.inject({ method: 'POST', url: `${CM}/stripe-webhook`, headers: { 'stripe-signature': 't=1,v1=x' }, payload: '{}' });
    expect(response.statusCode).toBe(404);
  });
});

describe('the Stripe provider is used when STRIPE_SECRET_KEY is set', () => {
  it('reads the environment', () => {
    expect(loadPaymentsConfig({})).toEqual({ provider: 'sandbox' });
    expect(loadPaymentsConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toEqual({ provider: 'stripe', secretKey: 'sk_test_1', webhookSecret: 'whsec_1' });
    expect(() => loadPaymentsConfig({ STRIPE_SECRET_KEY: 'pk_test_1' })).toThrow(/STRIPE_SECRET_KEY/);
  });

  it('app-config reports it, and a signed webhook applies the payment once', async () => {
    const sessions = new Map<string, object>();
    const fetchFn = async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(String(input));
      let body: object;
      if (init?.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const id = `cs_test_${sessions.size + 1}`;
        body = { id, object: 'checkout.session', url: `https://checkout.stripe.com/c/pay/${id}`, status: 'open', payment_status: 'unpaid' };
        sessions.set(id, body);
      } else {
        body = sessions.get(url.pathname.split('/').pop()!) ?? { error: { message: 'No such session' } };
      }
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    };
    const provider = createStripePayments({ secretKey: 'sk_test_abc', webhookSecret: 'whsec_test', httpClient: Stripe.createFetchHttpClient(fetchFn as typeof fetch) });
    const t = await createTestApp({ publicUrl: PUBLIC_URL, payments: { provider } });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/v1/api/app-config' })).json<ApiEnvelope<{ paymentProvider: string }>>().data!.paymentProvider).toBe('stripe');
      const token = await t.login('pending@demo.test');
      const started = (await t.app.inject({ method: 'POST', url: `${CM}/company/checkout`, headers: auth(token), payload: { planKey: 'enterprise' } })).json<ApiEnvelope<CheckoutResponseData>>();
      expect(started.data).toEqual({ url: 'https://checkout.stripe.com/c/pay/cs_test_1', sessionId: 'cs_test_1' });

      // Stripe completes the payment and calls the webhook.
      sessions.set('cs_test_1', { ...sessions.get('cs_test_1')!, status: 'complete', payment_status: 'paid', customer: 'cus_real', subscription: 'sub_real' });
      const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'checkout.session.completed', data: { object: { id: 'cs_test_1', object: 'checkout.session' } } });
      const forged = await t.app.inject({ method: 'POST', url: `${CM}/stripe-webhook`, headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=forged' }, payload });
      expect(forged.statusCode).toBe(400);
      expect(forged.json<ApiEnvelope>().errors).toEqual([{ field: 'headers.stripe-signature', message: 'Invalid signature' }]);
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_test' });
      for (let i = 0; i < 2; i++) {
        const hook = await t.app.inject({ method: 'POST', url: `${CM}/stripe-webhook`, headers: { 'content-type': 'application/json', 'stripe-signature': signature }, payload });
        expect(hook.statusCode).toBe(200);
      }
      const [pending] = await t.app.db.select().from(users).where(eq(users.email, 'pending@demo.test'));
      expect(pending!.canAccessPortal).toBe(true);
      const [company] = await t.app.db.select().from(companies).where(eq(companies.id, pending!.companyId));
      expect(company).toMatchObject({ planKey: 'enterprise', paymentCustomerId: 'cus_real', paymentSubscriptionId: 'sub_real' });
      // The return page's verification after the webhook: the same answer, nothing applied twice.
      const verify = await t.app.inject({ method: 'POST', url: `${CM}/verify-stripe-payment`, payload: { sessionId: 'cs_test_1' } });
      expect(verify.json<ApiEnvelope>().message).toBe('Payment Verified Successfully');
      const notes = await t.app.db.select().from(notifications).where(and(eq(notifications.userId, pending!.id), eq(notifications.type, 'payment')));
      expect(notes).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});
