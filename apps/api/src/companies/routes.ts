import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from '@sinclair/typebox';
import {
  ACCOUNT_MESSAGES,
  CheckoutRequest,
  CheckoutResponseData,
  envelopeOf,
  ErrorEnvelope,
  Plan,
  PlanKeyParams,
  PortalParams,
  PortalResponseData,
  RegisterCompanyRequest,
  CompanyDetailsRequest,
  RegisterCompanyResponseData,
  VerifyPaymentRequest,
  VerifyPaymentResponseData,
  type LanguageCode,
  type PaymentOutcome,
  links,
} from '@freight/contracts';
import { access, callerOf } from '../plugins/auth';
import { badRequest, forbidden, HttpError, notFound, ok } from '../plugins/envelope';
import { PROTOCOL } from '../texts/protocol';
import { COMPANY_TEXTS } from './texts';
import { headerLanguage } from '../plugins/language';
import { translatePlan } from './plan-texts';
import { notificationTexts } from '../texts/notices';
import { checkoutReturnUrls } from '../providers/payments/types';
import type { RoutesPlugin } from '../types';
import { applyPaidSession, createCheckoutRow, findBillingCompany, findCheckout, findPlan, listPlans, markCheckoutClosed, registerCompany } from './repository';

/**
 * Asks the provider for a session's state and applies a paid one (exactly once). Used by verify-stripe-payment and
 * by Stripe's webhook. Pushes tell the company's users their portal is open (best effort).
 */
async function verifyCheckout(
  app: FastifyInstance,
  providerSessionId: string,
): Promise<{ outcome: PaymentOutcome; planKey: string; companyId: string } | undefined> {
  const checkout = await findCheckout(app.db, app.payments.name, providerSessionId);
  if (!checkout) return undefined;
  const result = { planKey: checkout.planKey, companyId: checkout.companyId };
  if (checkout.completedAt) return { outcome: 'paid', ...result };
  const state = await app.payments.retrieveSession(providerSessionId);
  if (!state) return undefined;
  if (state.status === 'paid') {
    const { applied, recipients } = await applyPaidSession(app.db, checkout.id, state);
    if (applied) {
      for (const user of recipients) {
        // The title of the notice stored with it, in the user's language (as every push is).
        const title = notificationTexts.translate(ACCOUNT_MESSAGES.paymentVerified, user.language as LanguageCode);
        void app.push
          .sendToUser(checkout.companyId, user.id, { title, body: checkout.companyName, link: links.dashboard() })
          .catch((error: unknown) => app.log.warn({ err: error }, 'payment push failed'));
      }
    }
    return { outcome: 'paid', ...result };
  }
  if (state.status === 'failed' || state.status === 'expired') await markCheckoutClosed(app.db, checkout.id, state.status);
  return { outcome: state.status, ...result };
}

/** Where the billing portal sends the user back: the company's settings. */
export const portalReturnUrl = (publicUrl: string) => `${publicUrl}/setting/profile?tab=companyInfo`;

/** Routes of the `company-manager` (spec section 7): registration of the company, plans and card payment. */
export const companyManagerRoutes: RoutesPlugin = async (app) => {
  app.post(
    '/register-company',
    { config: access.public, schema: { body: RegisterCompanyRequest, response: { 200: envelopeOf(RegisterCompanyResponseData) } } },
    async (request) => {
      const { registrationToken, ...company } = request.body;
      const claims = app.registrationTokens.verify(registrationToken);
      if (!claims) throw badRequest([{ field: 'body.registrationToken', message: COMPANY_TEXTS.registrationExpired() }]);
      // An unknown account (a taken e-mail's stand-in ids) gets the success answer: step 2 must not tell it apart.
      if ((await registerCompany(app.db, claims, company)) === 'alreadyRegistered') throw new HttpError(409, COMPANY_TEXTS.alreadyRegistered());
      return ok(COMPANY_TEXTS.registered(), { companyId: claims.companyId });
    },
  );

  app.post(
    '/company/register',
    { config: access.account, schema: { body: CompanyDetailsRequest, response: { 200: envelopeOf(RegisterCompanyResponseData) } } },
    async (request) => {
      const caller = callerOf(request);
      const registered = await registerCompany(app.db, { userId: caller.userId, companyId: caller.companyId }, request.body);
      if (registered !== 'registered') throw new HttpError(409, COMPANY_TEXTS.alreadyRegistered());
      return ok(COMPANY_TEXTS.registered(), { companyId: caller.companyId });
    },
  );

  app.get('/plans', { config: access.public, schema: { response: { 200: envelopeOf(Type.Array(Plan)) } } }, async (request) =>
    ok(
      COMPANY_TEXTS.plans(),
      (await listPlans(app.db)).map((plan) => translatePlan(plan, headerLanguage(request))),
    ),
  );

  app.get('/plans/:planKey', { config: access.public, schema: { params: PlanKeyParams, response: { 200: envelopeOf(Plan) } } }, async (request) => {
    const plan = await findPlan(app.db, request.params.planKey);
    if (!plan) throw notFound(COMPANY_TEXTS.planNotFound());
    return ok(COMPANY_TEXTS.plan(), translatePlan(plan, headerLanguage(request)));
  });

  app.post(
    '/company/checkout',
    { config: access.account, schema: { body: CheckoutRequest, response: { 200: envelopeOf(CheckoutResponseData) } } },
    async (request) => {
      const caller = callerOf(request);
      const plan = await findPlan(app.db, request.body.planKey);
      if (!plan) throw badRequest([{ field: 'body.planKey', message: COMPANY_TEXTS.unknownPlan() }]);
      const company = await findBillingCompany(app.db, caller.companyId);
      if (!company) throw notFound(COMPANY_TEXTS.companyNotFound());
      const checkoutId = crypto.randomUUID();
      const returnUrls = checkoutReturnUrls(app.publicUrl);
      const created = await app.payments.createCheckout({
        checkoutId,
        companyId: company.id,
        companyName: company.name,
        customerEmail: caller.email,
        customerId: company.paymentCustomerId,
        plan: {
          key: plan.planKey,
          name: plan.name,
          priceCents: plan.priceCents,
          currency: plan.currency,
          interval: plan.interval === 'year' ? 'year' : 'month',
        },
        successUrl: returnUrls.success,
        cancelUrl: returnUrls.cancel,
        language: headerLanguage(request),
      });
      await createCheckoutRow(app.db, {
        id: checkoutId,
        companyId: company.id,
        planKey: plan.planKey,
        provider: app.payments.name,
        providerSessionId: created.providerSessionId,
        amountCents: plan.priceCents,
        currency: plan.currency,
        url: created.url,
      });
      return ok(COMPANY_TEXTS.checkout(), { url: created.url, sessionId: created.providerSessionId });
    },
  );

  /** Answers a verification: 200 paid, 409 still open, 402 declined or expired (with what was verified). */
  const answer = (reply: FastifyReply, verified: NonNullable<Awaited<ReturnType<typeof verifyCheckout>>>) => {
    const data = { status: verified.outcome, planKey: verified.planKey, companyId: verified.companyId };
    if (verified.outcome === 'paid') return ok(COMPANY_TEXTS.paymentVerified(), data);
    if (verified.outcome === 'open') return reply.code(409).send({ status: false, message: COMPANY_TEXTS.notComplete(), data });
    return reply.code(402).send({ status: false, message: COMPANY_TEXTS.declined(), data });
  };

  app.post(
    '/verify-stripe-payment',
    {
      config: access.public,
      schema: {
        body: VerifyPaymentRequest,
        response: { 200: envelopeOf(VerifyPaymentResponseData), '4xx': envelopeOf(Type.Optional(VerifyPaymentResponseData)) },
      },
    },
    async (request, reply) => {
      const verified = await verifyCheckout(app, request.body.sessionId);
      if (!verified) throw notFound(COMPANY_TEXTS.sessionNotFound());
      return answer(reply, verified);
    },
  );

  app.get(
    '/portal/:companyId',
    { config: access.account, schema: { params: PortalParams, response: { 200: envelopeOf(PortalResponseData) } } },
    async (request) => {
      const caller = callerOf(request);
      if (request.params.companyId.toLowerCase() !== caller.companyId) throw forbidden();
      const company = await findBillingCompany(app.db, caller.companyId);
      if (!company?.paymentCustomerId) throw notFound(COMPANY_TEXTS.noBillingAccount());
      const portal = await app.payments.createPortal({
        companyId: company.id,
        customerId: company.paymentCustomerId,
        returnUrl: portalReturnUrl(app.publicUrl),
      });
      return ok(COMPANY_TEXTS.portal(), portal);
    },
  );

  // Stripe's webhook reads the raw body: the signature covers the exact bytes. It exists only with a provider that
  // has one (Stripe with STRIPE_WEBHOOK_SECRET); otherwise it answers like an unknown route.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_request, body, done) => done(null, body));
    // The body is Stripe's raw bytes (its signature is checked over them), so there is no body schema.
    webhook.post(
      '/stripe-webhook',
      { config: access.public, schema: { response: { 200: envelopeOf(Type.Null()), 404: ErrorEnvelope } } },
      async (request, reply) => {
        const parse = app.payments.parseWebhook;
        if (!parse) return reply.code(404).send({ status: false, message: PROTOCOL.routeNotFound() });
        const signature = request.headers['stripe-signature'];
        let event;
        try {
          if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw new Error('missing');
          event = parse(request.body, signature);
        } catch {
          throw badRequest([{ field: 'headers.stripe-signature', message: COMPANY_TEXTS.invalidSignature() }]);
        }
        if (event.kind === 'paid') await verifyCheckout(app, event.providerSessionId);
        return ok(COMPANY_TEXTS.webhookReceived());
      },
    );
  });
};
