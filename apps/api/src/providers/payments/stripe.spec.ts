import Stripe from 'stripe';
import { createStripePayments } from './stripe';
import type { CheckoutInput } from './types';

/**
 * The Stripe provider against the SDK's real request building, without a network: the SDK's fetch client is given
 * a fake fetch that records each request and answers like Stripe's API.
 */
interface Sent {
  method: string;
  url: URL;
  headers: Headers;
  form: URLSearchParams;
}

function fakeStripe(answer: (request: Sent) => { status?: number; body: object }) {
  const sent: Sent[] = [];
  const fetchFn = async (input: string | URL | Request, init?: RequestInit) => {
    const request: Sent = {
      method: init?.method ?? 'GET',
      url: new URL(String(input)),
      headers: new Headers(init?.headers as HeadersInit),
      form: new URLSearchParams(typeof init?.body === 'string' ? init.body : ''),
    };
    sent.push(request);
    const { status = 200, body } = answer(request);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', 'request-id': 'req_test' } });
  };
  return { sent, httpClient: Stripe.createFetchHttpClient(fetchFn as typeof fetch) };
}

const INPUT: CheckoutInput = {
  checkoutId: '5b0c8c3e-9f59-4c0a-8a56-4a8a3f6a1d01',
  companyId: '0e8f3b86-2c7e-4d4e-9b0e-1c1f8c2b7a10',
  companyName: 'Acme Freight',
  customerEmail: 'ana@acme.test',
  customerId: null,
  plan: { key: 'pro', name: 'Professional', priceCents: 14_900, currency: 'USD', interval: 'month' },
  successUrl: 'https://app.example/stripe-callback?session_id={CHECKOUT_SESSION_ID}',
  cancelUrl: 'https://app.example/payment/failure?session_id={CHECKOUT_SESSION_ID}',
  language: 'sp',
};

describe('the Stripe provider', () => {
  it('creates a subscription checkout session with the price, the customer e-mail, our ids and the return URLs', async () => {
    const stripe = fakeStripe(() => ({ body: { id: 'cs_test_123', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_test_123' } }));
    const provider = createStripePayments({ secretKey: 'sk_test_abc', httpClient: stripe.httpClient });
    await expect(provider.createCheckout(INPUT)).resolves.toEqual({ providerSessionId: 'cs_test_123', url: 'https://checkout.stripe.com/c/pay/cs_test_123' });

    const [request] = stripe.sent;
    expect(request!.method).toBe('POST');
    expect(`${request!.url.host}${request!.url.pathname}`).toBe('api.stripe.com/v1/checkout/sessions');
    expect(request!.headers.get('authorization')).toBe('Bearer sk_test_abc');
    expect(Object.fromEntries(request!.form)).toEqual({
      mode: 'subscription',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '14900',
      'line_items[0][price_data][recurring][interval]': 'month',
      'line_items[0][price_data][product_data][name]': 'Professional',
      customer_email: 'ana@acme.test',
      client_reference_id: INPUT.companyId,
      'metadata[companyId]': INPUT.companyId,
      'metadata[planKey]': 'pro',
      'metadata[checkoutSessionId]': INPUT.checkoutId,
      success_url: INPUT.successUrl,
      cancel_url: INPUT.cancelUrl,
      locale: 'es',
    });
  });

  it('reuses the company’s Stripe customer when it has one', async () => {
    const stripe = fakeStripe(() => ({ body: { id: 'cs_test_2', object: 'checkout.session', url: 'https://checkout.stripe.com/x' } }));
    await createStripePayments({ secretKey: 'sk_test_abc', httpClient: stripe.httpClient }).createCheckout({ ...INPUT, customerId: 'cus_42' });
    expect(stripe.sent[0]!.form.get('customer')).toBe('cus_42');
    expect(stripe.sent[0]!.form.has('customer_email')).toBe(false);
  });

  it.each([
    [{ payment_status: 'paid', status: 'complete' }, 'paid'],
    [{ payment_status: 'no_payment_required', status: 'complete' }, 'paid'],
    [{ payment_status: 'unpaid', status: 'open' }, 'open'],
    [{ payment_status: 'unpaid', status: 'expired' }, 'expired'],
  ])('reads a session back (%o → %s)', async (fields, status) => {
    const stripe = fakeStripe(() => ({ body: { id: 'cs_test_9', object: 'checkout.session', customer: 'cus_9', subscription: 'sub_9', ...fields } }));
    const state = await createStripePayments({ secretKey: 'sk_test_abc', httpClient: stripe.httpClient }).retrieveSession('cs_test_9');
    expect(stripe.sent[0]!.method).toBe('GET');
    expect(stripe.sent[0]!.url.pathname).toBe('/v1/checkout/sessions/cs_test_9');
    expect(state).toEqual({ status, customerId: 'cus_9', subscriptionId: 'sub_9' });
  });

  it('answers null for a session Stripe does not know', async () => {
    const stripe = fakeStripe(() => ({ status: 404, body: { error: { type: 'invalid_request_error', message: 'No such checkout.session' } } }));
    await expect(createStripePayments({ secretKey: 'sk_test_abc', httpClient: stripe.httpClient }).retrieveSession('cs_nope')).resolves.toBeNull();
  });

  it('opens the customer portal', async () => {
    const stripe = fakeStripe(() => ({ body: { id: 'bps_1', object: 'billing_portal.session', url: 'https://billing.stripe.com/p/session/1' } }));
    const portal = await createStripePayments({ secretKey: 'sk_test_abc', httpClient: stripe.httpClient }).createPortal({
      companyId: INPUT.companyId,
      customerId: 'cus_42',
      returnUrl: 'https://app.example/setting/profile?tab=companyInfo',
    });
    expect(portal).toEqual({ url: 'https://billing.stripe.com/p/session/1' });
    expect(stripe.sent[0]!.url.pathname).toBe('/v1/billing_portal/sessions');
    expect(Object.fromEntries(stripe.sent[0]!.form)).toEqual({ customer: 'cus_42', return_url: 'https://app.example/setting/profile?tab=companyInfo' });
  });

  it('checks webhook signatures and reads completed checkouts', () => {
    const provider = createStripePayments({ secretKey: 'sk_test_abc', webhookSecret: 'whsec_test_secret' });
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: 'cs_test_123', object: 'checkout.session' } },
    });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_test_secret' });
    expect(provider.parseWebhook!(Buffer.from(payload), header)).toEqual({ kind: 'paid', providerSessionId: 'cs_test_123' });

    const other = JSON.stringify({ id: 'evt_2', object: 'event', type: 'invoice.paid', data: { object: { id: 'in_1' } } });
    expect(provider.parseWebhook!(Buffer.from(other), Stripe.webhooks.generateTestHeaderString({ payload: other, secret: 'whsec_test_secret' }))).toEqual({
      kind: 'ignored',
      type: 'invoice.paid',
    });
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    expect(() => provider.parseWebhook!(Buffer.from(payload), forged)).toThrow();
    expect(() => provider.parseWebhook!(Buffer.from(`${payload} `), header)).toThrow();
  });

  it('turns a Stripe error into a 502 with a safe text, and logs its type and request id but not its text', async () => {
    const stripe = fakeStripe(() => ({
      status: 401,
      body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_****abc' } },
    }));
    const logged: object[] = [];
    const provider = createStripePayments({ secretKey: 'sk_test_abc', httpClient: stripe.httpClient, log: { warn: (details) => void logged.push(details) } });
    const failure = await provider
      .createPortal({ companyId: INPUT.companyId, customerId: 'cus_42', returnUrl: 'https://app.example/' })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ statusCode: 502, message: 'The payment service is unavailable. Please try again.' });
    expect(logged).toEqual([
      {
        provider: 'stripe',
        operation: 'billingPortal.sessions.create',
        type: 'StripeAuthenticationError',
        code: undefined,
        statusCode: 401,
        requestId: 'req_test',
      },
    ]);
    expect(JSON.stringify(logged)).not.toContain('sk_test');
    await expect(provider.retrieveSession('cs_test_1')).rejects.toMatchObject({ statusCode: 502 });
  });

  it('has no webhook without STRIPE_WEBHOOK_SECRET', () => {
    expect(createStripePayments({ secretKey: 'sk_test_abc' }).parseWebhook).toBeUndefined();
  });
});
