import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { ApiEnvelope, CheckoutResponseData, Plan } from '@freight/contracts';
import { checkoutSessions, companies, notifications, plans as plansTable, users } from '../../db/schema';
import { COMPANY_MESSAGES } from '../texts';
import { loadPaymentsConfig } from '../../providers/payments';
import { createStripePayments } from '../../providers/payments/stripe';
import { hashPassword } from '../../accounts/password';
import { auth, createTestApp, type TestApp } from '../../../test/support/test-app';

const CM = '/v1/api/company-manager';
const PUBLIC_URL = 'https://app.freight.example';
const COMPANY = {
  name: 'Acme Freight Lines',
  companyType: 'carrier',
  country: 'CANADA',
  contactEmail: 'Ops@Acme.test',
  contactPhone: '+1 514 555 0100',
  dotNumber: 'NSC-12345',
};

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
    const response = await t.app.inject({
      method: 'POST',
      url: `${CM}/register-company`,
      payload: { ...COMPANY, registrationToken: person.registrationToken },
    });
    expect(response.json()).toEqual({ status: true, message: 'Company Successfully Registered', data: { companyId: person.companyId } });
    const [company] = await t.app.db.select().from(companies).where(eq(companies.id, person.companyId));
    expect(company).toMatchObject({
      name: 'Acme Freight Lines',
      companyType: 'carrier',
      country: 'CANADA',
      contactEmail: 'ops@acme.test',
      dotNumber: 'NSC-12345',
    });
    const [user] = await t.app.db.select().from(users).where(eq(users.id, person.userId));
    expect(user).toMatchObject({ onboardingStage: 'payment', onboardingNextAction: 'checkout', canAccessPortal: false });

    const again = await t.app.inject({
      method: 'POST',
      url: `${CM}/register-company`,
      payload: { ...COMPANY, name: 'Hijacked', registrationToken: person.registrationToken },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status: false, message: COMPANY_MESSAGES.alreadyRegistered });
  });

  it('an account that left before its company registers it signed in, once; the access record then asks for a plan', async () => {
    const person = await newcomer(t, 'later@acme.test');
    const token = await t.login('later@acme.test', 'secret-1');
    const register = (payload: object) => t.app.inject({ method: 'POST', url: `${CM}/company/register`, headers: auth(token), payload });
    const before = (await t.app.inject({ method: 'GET', url: '/v1/api/user-manager/get-user-detail', headers: auth(token) })).json<
      ApiEnvelope<{ onboarding: unknown }>
    >();
    expect(before.data!.onboarding).toEqual({ stage: 'registered', nextAction: 'company' });

    const bad = await register({ ...COMPANY, country: 'MEXICO', registrationToken: person.registrationToken });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json<ApiEnvelope>()
        .errors!.map((error) => error.field)
        .sort(),
    ).toEqual(['body.country', 'body.registrationToken']);

    const response = await register(COMPANY);
    expect(response.json()).toEqual({ status: true, message: 'Company Successfully Registered', data: { companyId: person.companyId } });
    const [company] = await t.app.db.select().from(companies).where(eq(companies.id, person.companyId));
    expect(company).toMatchObject({ name: 'Acme Freight Lines', companyType: 'carrier', country: 'CANADA', contactEmail: 'ops@acme.test' });
    const after = (await t.app.inject({ method: 'GET', url: '/v1/api/user-manager/get-user-detail', headers: auth(token) })).json<
      ApiEnvelope<{ onboarding: unknown }>
    >();
    expect(after.data!.onboarding).toEqual({ stage: 'payment', nextAction: 'checkout' });

    const again = await register({ ...COMPANY, name: 'Hijacked' });
    expect([again.statusCode, again.json()]).toEqual([409, { status: false, message: COMPANY_MESSAGES.alreadyRegistered }]);
    // A company whose details were registered long ago (the demo's) is refused the same way, and the call needs a session.
    const demoToken = await t.login('shipper@demo.test');
    const demo = await t.app.inject({ method: 'POST', url: `${CM}/company/register`, headers: auth(demoToken), payload: { ...COMPANY, name: 'Hijacked' } });
    expect(demo.statusCode).toBe(409);
    expect((await t.app.inject({ method: 'POST', url: `${CM}/company/register`, payload: COMPANY })).statusCode).toBe(401);
    const [unchanged] = await t.app.db.select().from(companies).where(eq(companies.id, person.companyId));
    expect(unchanged!.name).toBe('Acme Freight Lines');
  });

  it('two submissions of the same registration at once: one registers, the other is refused', async () => {
    const person = await newcomer(t, 'twice@acme.test');
    const submit = (name: string) =>
      t.app.inject({ method: 'POST', url: `${CM}/register-company`, payload: { ...COMPANY, name, registrationToken: person.registrationToken } });
    const responses = await Promise.all([submit('First Freight'), submit('Second Freight')]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const winner = responses[0]!.statusCode === 200 ? 'First Freight' : 'Second Freight';
    const [company] = await t.app.db.select().from(companies).where(eq(companies.id, person.companyId));
    expect(company!.name).toBe(winner);
  });

  it('refuses a tampered, expired, foreign-purpose or missing registration token, and bad company fields', async () => {
    const person = await newcomer(t, 'bruno@acme.test');
    const tampered = `${person.registrationToken.slice(0, -3)}abc`;
    const sessionToken = await t.login('shipper@demo.test');
    for (const registrationToken of [tampered, sessionToken]) {
      const response = await t.app.inject({ method: 'POST', url: `${CM}/register-company`, payload: { ...COMPANY, registrationToken } });
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiEnvelope>().errors).toEqual([{ field: 'body.registrationToken', message: COMPANY_MESSAGES.registrationExpired }]);
    }
    // Signed 25 hours ago: past its 24 hours.
    const clock = jest.spyOn(Date, 'now').mockReturnValue(Date.now() - 25 * 3_600_000);
    const expired = t.app.registrationTokens.sign({ userId: person.userId, companyId: person.companyId });
    clock.mockRestore();
    const late = await t.app.inject({ method: 'POST', url: `${CM}/register-company`, payload: { ...COMPANY, registrationToken: expired } });
    expect(late.statusCode).toBe(400);
    expect(late.json<ApiEnvelope>().errors).toEqual([{ field: 'body.registrationToken', message: COMPANY_MESSAGES.registrationExpired }]);
    const missing = await t.app.inject({ method: 'POST', url: `${CM}/register-company`, payload: COMPANY });
    expect(missing.json<ApiEnvelope>().errors).toEqual([{ field: 'body.registrationToken', message: 'Required' }]);
    const [untouched] = await t.app.db.select().from(companies).where(eq(companies.id, person.companyId));
    expect(untouched!.name).toBe('placeholder');

    const bad = await t.app.inject({
      method: 'POST',
      url: `${CM}/register-company`,
      payload: { ...COMPANY, name: 'A', country: 'MEXICO', contactPhone: '12', registrationToken: person.registrationToken },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json<ApiEnvelope>()
        .errors!.map((error) => error.field)
        .sort(),
    ).toEqual(['body.contactPhone', 'body.country', 'body.name']);
  });

  it('lists the plans and one plan; an unknown plan is refused', async () => {
    const plans = (await t.app.inject({ method: 'GET', url: `${CM}/plans` })).json<ApiEnvelope<Plan[]>>().data!;
    expect(plans.map((plan) => [plan.planKey, plan.priceCents])).toEqual([
      ['starter', 4900],
      ['pro', 14900],
      ['enterprise', 39900],
    ]);
    const pro = (await t.app.inject({ method: 'GET', url: `${CM}/plans/pro` })).json<ApiEnvelope<Plan>>();
    expect(pro.data).toMatchObject({ planKey: 'pro', name: 'Professional', currency: 'USD', interval: 'month' });
    // The plan keys are a closed list in the contract: an unknown one is bad input.
    const gold = await t.app.inject({ method: 'GET', url: `${CM}/plans/gold` });
    expect(gold.statusCode).toBe(400);
    expect(gold.json<ApiEnvelope>().errors).toEqual([{ field: 'params.planKey', message: 'Must be one of: starter, pro, enterprise' }]);

    // A plan withdrawn from sale: not listed, not found, not for sale.
    await t.app.db.update(plansTable).set({ isActive: false }).where(eq(plansTable.key, 'enterprise'));
    try {
      const listed = (await t.app.inject({ method: 'GET', url: `${CM}/plans` })).json<ApiEnvelope<Plan[]>>().data!;
      expect(listed.map((plan) => plan.planKey)).toEqual(['starter', 'pro']);
      expect((await t.app.inject({ method: 'GET', url: `${CM}/plans/enterprise` })).json()).toEqual({ status: false, message: 'Plan not found' });
      const token = await t.login('shipper@demo.test');
      const withdrawn = await checkout(token, 'enterprise');
      expect([withdrawn.statusCode, withdrawn.json<ApiEnvelope>().errors]).toEqual([400, [{ field: 'body.planKey', message: 'Unknown plan' }]]);
    } finally {
      await t.app.db.update(plansTable).set({ isActive: true }).where(eq(plansTable.key, 'enterprise'));
    }
  });

  it('pays with a test card: the whole company gets the portal, once, however often it is verified', async () => {
    const token = await t.login('pending@demo.test');
    const started = await checkout(token, 'pro', 'fr');
    expect(started.statusCode).toBe(200);
    const { url, sessionId } = started.json<ApiEnvelope<CheckoutResponseData>>().data!;
    expect(url).toBe(`${PUBLIC_URL}/v1/api/payments-sandbox/checkout/${sessionId}?lang=fr`);
    const [pending] = await t.app.db.select().from(users).where(eq(users.email, 'pending@demo.test'));
    const [row] = await t.app.db.select().from(checkoutSessions).where(eq(checkoutSessions.providerSessionId, sessionId));
    expect(row).toMatchObject({
      companyId: pending!.companyId,
      planKey: 'pro',
      provider: 'sandbox',
      status: 'open',
      amountCents: 14900,
      currency: 'USD',
      completedAt: null,
    });

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
      expect(result.json()).toEqual({
        status: true,
        message: 'Payment Verified Successfully',
        data: { status: 'paid', planKey: 'pro', companyId: expect.any(String) },
      });
    }
    expect((await verify(sessionId)).statusCode).toBe(200);

    const [session] = await t.app.db.select().from(checkoutSessions).where(eq(checkoutSessions.providerSessionId, sessionId));
    const members = await t.app.db.select().from(users).where(eq(users.companyId, session!.companyId));
    expect(members.every((member) => member.canAccessPortal && member.onboardingStage === 'completed')).toBe(true);
    const [company] = await t.app.db.select().from(companies).where(eq(companies.id, session!.companyId));
    expect(company).toMatchObject({ planKey: 'pro', billingState: 'active', paymentCustomerId: expect.stringMatching(/^cus_sandbox_/) });
    // Applied once: one notification per user, not one per verification.
    const notes = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.companyId, session!.companyId), eq(notifications.type, 'payment')));
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

  it('every test card gives its outcome; any other valid number is declined', async () => {
    const person = await newcomer(t, 'cards@acme.test');
    await t.app.inject({ method: 'POST', url: `${CM}/register-company`, payload: { ...COMPANY, registrationToken: person.registrationToken } });
    const token = await t.login('cards@acme.test', 'secret-1');
    const cards: Array<[string, string]> = [
      ['4000 0000 0000 9995', 'failure&reason=insufficient_funds'],
      ['4111 1111 1111 1111', 'failure&reason=card_declined'],
      ['5555 5555 5555 4444', 'success'],
      ['4000 0566 5566 5556', 'success'],
    ];
    for (const [cardNumber, expected] of cards) {
      const { url, sessionId } = (await checkout(token, 'starter')).json<ApiEnvelope<CheckoutResponseData>>().data!;
      const response = await payOnSandbox(t, url, { cardNumber });
      const [outcome, reason] = expected.split('&');
      const page = outcome === 'success' ? `stripe-callback?session_id=${sessionId}` : `payment/failure?session_id=${sessionId}&${reason}`;
      expect([cardNumber, response.statusCode, response.headers.location]).toEqual([cardNumber, 303, `${PUBLIC_URL}/${page}`]);
    }
  });

  it('the card page is in the language of the checkout call, and an unknown language is refused', async () => {
    const token = await t.login('shipper@demo.test');
    const { url } = (await checkout(token, 'pro', 'sp')).json<ApiEnvelope<CheckoutResponseData>>().data!;
    expect(new URL(url).searchParams.get('lang')).toBe('sp');
    const page = await t.app.inject({ method: 'GET', url: new URL(url).pathname + new URL(url).search });
    expect(page.body).toContain('<html lang="es">');
    expect(page.body).toContain('<label for="cardNumber">Número de tarjeta</label>');
    expect(page.body).toMatch(/<button type="submit">Pagar [^<]*149[.,]00/);
    const english = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    for (const label of ['Card number', 'Expiry (MM/YY)', 'CVC', 'Name on card']) expect(english.body).toContain(`>${label}</label>`);
    expect(english.body).toContain('>Pay $149.00</button>');
    // Nothing outside the page itself is loaded, and the page cannot be framed.
    expect(english.body).not.toMatch(/<(script|link|img)\b/);
    expect(english.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect((await t.app.inject({ method: 'GET', url: `${new URL(url).pathname}?lang=de` })).statusCode).toBe(400);
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

  it('a malformed card form is a 400 naming the field, never a server error', async () => {
    const token = await t.login('shipper@demo.test');
    const { url } = (await checkout(token, 'starter')).json<ApiEnvelope<CheckoutResponseData>>().data!;
    const post = (payload: string) =>
      t.app.inject({ method: 'POST', url: new URL(url).pathname, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload });
    const missing = await post('cardNumber=4242424242424242');
    expect(missing.statusCode).toBe(400);
    expect(
      missing
        .json<ApiEnvelope>()
        .errors!.map((error) => error.field)
        .sort(),
    ).toEqual(['body.cvc', 'body.expiry', 'body.name']);
    const polluted = await post('cardNumber=4242424242424242&expiry=12%2F34&cvc=123&name=A&__proto__=x&isAdmin=1');
    expect(polluted.statusCode).toBe(400);
    expect(
      polluted
        .json<ApiEnvelope>()
        .errors!.map((error) => error.field)
        .sort(),
    ).toEqual(['body.__proto__', 'body.isAdmin']);
    expect((await post(`name=${'x'.repeat(9_000)}`)).statusCode).toBe(413);
    expect((await post('%zz=%E0%A4%A')).statusCode).toBe(400);
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
    expect(unknown.json<ApiEnvelope>().errors).toEqual([{ field: 'body.planKey', message: 'Must be one of: starter, pro, enterprise' }]);
    expect(await t.app.db.select().from(checkoutSessions).where(eq(checkoutSessions.planKey, 'platinum'))).toEqual([]);
  });

  it('the sandbox has no webhook', async () => {
    const response = await t.app.inject({ method: 'POST', url: `${CM}/stripe-webhook`, headers: { 'stripe-signature': 't=1,v1=x' }, payload: '{}' });
    expect(response.statusCode).toBe(404);
  });
});

describe('the Stripe provider is used when STRIPE_SECRET_KEY is set', () => {
  it('a provider failure is a 502 with a safe text, never what the provider said', async () => {
    const fetchFn = async () =>
      new Response(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_****abc' } }), {
        status: 401,
        headers: { 'content-type': 'application/json' },
      });
    const provider = createStripePayments({ secretKey: 'sk_test_abc', httpClient: Stripe.createFetchHttpClient(fetchFn as typeof fetch) });
    const stripeDown = await createTestApp({ publicUrl: PUBLIC_URL, payments: { provider } });
    try {
      const token = await stripeDown.login('pending@demo.test');
      const response = await stripeDown.app.inject({ method: 'POST', url: `${CM}/company/checkout`, headers: auth(token), payload: { planKey: 'pro' } });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ status: false, message: 'The payment service is unavailable. Please try again.' });
      // Without STRIPE_WEBHOOK_SECRET there is no webhook.
      const hook = await stripeDown.app.inject({ method: 'POST', url: `${CM}/stripe-webhook`, headers: { 'stripe-signature': 't=1,v1=x' }, payload: '{}' });
      expect(hook.statusCode).toBe(404);
    } finally {
      await stripeDown.close();
    }
  });

  it('reads the environment', () => {
    expect(loadPaymentsConfig({})).toEqual({ provider: 'sandbox' });
    expect(loadPaymentsConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toEqual({
      provider: 'stripe',
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
    });
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
    const provider = createStripePayments({
      secretKey: 'sk_test_abc',
      webhookSecret: 'whsec_test',
      httpClient: Stripe.createFetchHttpClient(fetchFn as typeof fetch),
    });
    const t = await createTestApp({ publicUrl: PUBLIC_URL, payments: { provider } });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/v1/api/app-config' })).json<ApiEnvelope<{ paymentProvider: string }>>().data!.paymentProvider).toBe(
        'stripe',
      );
      // The sandbox's pages are off: only Stripe settles a payment.
      const sandboxPage = await t.app.inject({ method: 'GET', url: '/v1/api/payments-sandbox/checkout/cs_sandbox_abcdefgh12' });
      expect([sandboxPage.statusCode, sandboxPage.json<ApiEnvelope>().message]).toEqual([404, 'Route not found']);
      const token = await t.login('pending@demo.test');
      const started = (await t.app.inject({ method: 'POST', url: `${CM}/company/checkout`, headers: auth(token), payload: { planKey: 'enterprise' } })).json<
        ApiEnvelope<CheckoutResponseData>
      >();
      expect(started.data).toEqual({ url: 'https://checkout.stripe.com/c/pay/cs_test_1', sessionId: 'cs_test_1' });

      // Stripe completes the payment and calls the webhook.
      sessions.set('cs_test_1', { ...sessions.get('cs_test_1')!, status: 'complete', payment_status: 'paid', customer: 'cus_real', subscription: 'sub_real' });
      const payload = JSON.stringify({
        id: 'evt_1',
        object: 'event',
        type: 'checkout.session.completed',
        data: { object: { id: 'cs_test_1', object: 'checkout.session' } },
      });
      const forged = await t.app.inject({
        method: 'POST',
        url: `${CM}/stripe-webhook`,
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=forged' },
        payload,
      });
      expect(forged.statusCode).toBe(400);
      expect(forged.json<ApiEnvelope>().errors).toEqual([{ field: 'headers.stripe-signature', message: 'Invalid signature' }]);
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_test' });
      for (let i = 0; i < 2; i++) {
        const hook = await t.app.inject({
          method: 'POST',
          url: `${CM}/stripe-webhook`,
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          payload,
        });
        expect(hook.statusCode).toBe(200);
      }
      const [pending] = await t.app.db.select().from(users).where(eq(users.email, 'pending@demo.test'));
      expect(pending!.canAccessPortal).toBe(true);
      const [company] = await t.app.db.select().from(companies).where(eq(companies.id, pending!.companyId));
      expect(company).toMatchObject({ planKey: 'enterprise', paymentCustomerId: 'cus_real', paymentSubscriptionId: 'sub_real' });
      // The return page's verification after the webhook: the same answer, nothing applied twice.
      const verify = await t.app.inject({ method: 'POST', url: `${CM}/verify-stripe-payment`, payload: { sessionId: 'cs_test_1' } });
      expect(verify.json<ApiEnvelope>().message).toBe('Payment Verified Successfully');
      const notes = await t.app.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, pending!.id), eq(notifications.type, 'payment')));
      expect(notes).toHaveLength(1);

      // A session Stripe let expire: 402, and the failure page says why.
      const second = (await t.app.inject({ method: 'POST', url: `${CM}/company/checkout`, headers: auth(token), payload: { planKey: 'pro' } })).json<
        ApiEnvelope<CheckoutResponseData>
      >();
      sessions.set(second.data!.sessionId, { ...sessions.get(second.data!.sessionId)!, status: 'expired' });
      const expired = await t.app.inject({ method: 'POST', url: `${CM}/verify-stripe-payment`, payload: { sessionId: second.data!.sessionId } });
      expect(expired.statusCode).toBe(402);
      expect(expired.json()).toEqual({
        status: false,
        message: COMPANY_MESSAGES.declined,
        data: { status: 'expired', planKey: 'pro', companyId: pending!.companyId },
      });
    } finally {
      await t.close();
    }
  });
});
