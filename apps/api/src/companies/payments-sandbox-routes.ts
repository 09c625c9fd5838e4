import { Type, type Static } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import { LANGUAGE_CODES, LANGUAGE_LOCALES, StringEnum, type LanguageCode } from '@freight/contracts';
import { htmlPage, redirect } from '../http';
import { access } from '../plugins/auth';
import { HttpError } from '../plugins/envelope';
import { PROTOCOL } from '../texts/protocol';
import { COMPANY_TEXTS } from './texts';
import { isLuhnValid, sandboxOutcome, sandboxReturnUrls } from '../providers/payments/sandbox';
import { portalReturnUrl } from './routes';
import type { RoutesPlugin } from '../types';
import { findBillingCompany, findCheckout, findPlan, settleSandboxSession } from './repository';

/**
 * The sandbox's hosted pages (STRIPE_SECRET_KEY unset): a card checkout page and a billing portal page, plain HTML
 * served by the API with no external assets, in the buyer's language. Like a real provider's page, it is the
 * provider's, not the app's: it only settles the sandbox session and sends the user back to the app.
 */

const SessionParams = Type.Object({ sessionId: Type.String({ pattern: '^cs_sandbox_[A-Za-z0-9]{8,64}$' }) });
const PortalParams = Type.Object({
  portalToken: Type.String({ minLength: 40, maxLength: 90, pattern: '^[0-9a-f]{32}\\.[0-9a-z]{1,10}\\.[A-Za-z0-9_-]{22}$' }),
});
const LangQuery = Type.Object({ lang: Type.Optional(StringEnum(LANGUAGE_CODES)) }, { additionalProperties: false });
const CardForm = Type.Object(
  {
    cardNumber: Type.String({ maxLength: 40 }),
    expiry: Type.String({ maxLength: 10 }),
    cvc: Type.String({ maxLength: 10 }),
    name: Type.String({ maxLength: 120 }),
    lang: Type.Optional(StringEnum(LANGUAGE_CODES)),
  },
  { additionalProperties: false },
);
type CardForm = Static<typeof CardForm>;

const TEXTS = {
  en: {
    title: 'Secure checkout (sandbox)',
    sandbox: 'Test mode: no real card is charged. Use 4242 4242 4242 4242 to pay, 4000 0000 0000 0002 to be declined.',
    company: 'Company',
    plan: 'Plan',
    perMonth: 'per month',
    cardNumber: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'CVC',
    name: 'Name on card',
    pay: 'Pay',
    cancel: 'Cancel and return',
    badCard: 'The card number is not valid.',
    badExpiry: 'The expiry date is not valid or has passed.',
    badCvc: 'The CVC must be 3 or 4 digits.',
    badName: 'Enter the name on the card.',
    settled: 'This checkout is already finished.',
    back: 'Return to the app',
    portalTitle: 'Billing (sandbox)',
    status: 'Status',
    renews: 'Renews on',
    none: 'No plan yet',
    expired: 'This link has expired. Open the billing portal again from the app.',
  },
  sp: {
    title: 'Pago seguro (sandbox)',
    sandbox: 'Modo de prueba: no se cobra ninguna tarjeta real. Use 4242 4242 4242 4242 para pagar y 4000 0000 0000 0002 para un rechazo.',
    company: 'Empresa',
    plan: 'Plan',
    perMonth: 'al mes',
    cardNumber: 'Número de tarjeta',
    expiry: 'Vencimiento (MM/AA)',
    cvc: 'CVC',
    name: 'Nombre en la tarjeta',
    pay: 'Pagar',
    cancel: 'Cancelar y volver',
    badCard: 'El número de tarjeta no es válido.',
    badExpiry: 'La fecha de vencimiento no es válida o ya pasó.',
    badCvc: 'El CVC debe tener 3 o 4 dígitos.',
    badName: 'Escriba el nombre que figura en la tarjeta.',
    settled: 'Este pago ya terminó.',
    back: 'Volver a la aplicación',
    portalTitle: 'Facturación (sandbox)',
    status: 'Estado',
    renews: 'Se renueva el',
    none: 'Aún sin plan',
    expired: 'Este enlace venció. Abra de nuevo el portal de facturación desde la aplicación.',
  },
  fr: {
    title: 'Paiement sécurisé (bac à sable)',
    sandbox: 'Mode test : aucune vraie carte n’est débitée. Utilisez 4242 4242 4242 4242 pour payer, 4000 0000 0000 0002 pour un refus.',
    company: 'Entreprise',
    plan: 'Forfait',
    perMonth: 'par mois',
    cardNumber: 'Numéro de carte',
    expiry: 'Expiration (MM/AA)',
    cvc: 'CVC',
    name: 'Nom sur la carte',
    pay: 'Payer',
    cancel: 'Annuler et revenir',
    badCard: 'Le numéro de carte n’est pas valide.',
    badExpiry: 'La date d’expiration n’est pas valide ou est passée.',
    badCvc: 'Le CVC doit comporter 3 ou 4 chiffres.',
    badName: 'Saisissez le nom inscrit sur la carte.',
    settled: 'Ce paiement est déjà terminé.',
    back: 'Revenir à l’application',
    portalTitle: 'Facturation (bac à sable)',
    status: 'Statut',
    renews: 'Renouvellement le',
    none: 'Aucun forfait',
    expired: 'Ce lien a expiré. Rouvrez le portail de facturation depuis l’application.',
  },
} as const satisfies Record<LanguageCode, Record<string, string>>;
/** The labels the English page uses (end-to-end tests and screen readers find the fields by them). */
export const SANDBOX_LABELS = TEXTS.en;
type Texts = (typeof TEXTS)[LanguageCode];

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
const money = (cents: number, currency: string, lang: LanguageCode) =>
  new Intl.NumberFormat(LANGUAGE_LOCALES[lang], { style: 'currency', currency }).format(cents / 100);

function page(lang: LanguageCode, title: string, body: string): string {
  return `<!doctype html><html lang="${lang === 'sp' ? 'es' : lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>
body{font-family:system-ui,Arial,sans-serif;background:#f4f6f9;color:#1b2430;margin:0;padding:2rem 1rem}
main{max-width:26rem;margin:auto;background:#fff;border:1px solid #d9dee5;border-radius:10px;padding:1.5rem}
label{display:block;margin:.8rem 0 .3rem;font-weight:600}input{width:100%;box-sizing:border-box;padding:.55rem;border:1px solid #b9c1cc;border-radius:6px;font:inherit}
.row{display:flex;gap:.8rem}.row>div{flex:1}.error{color:#b3261e;margin:.3rem 0 0}.note{background:#fff7e0;border:1px solid #f0d98c;border-radius:6px;padding:.5rem;font-size:.9rem}
button{margin-top:1.2rem;width:100%;padding:.7rem;border:0;border-radius:6px;background:#635bff;color:#fff;font:inherit;font-weight:700;cursor:pointer}
dl{display:grid;grid-template-columns:auto 1fr;gap:.3rem 1rem}a{color:#0b5cad}
</style></head><body><main>${body}</main></body></html>`;
}

type FieldErrors = Partial<Record<'cardNumber' | 'expiry' | 'cvc' | 'name', string>>;

function checkCard(form: CardForm, t: Texts, now = new Date()): { errors: FieldErrors; digits: string } {
  const errors: FieldErrors = {};
  const digits = form.cardNumber.replace(/[\s-]/g, '');
  if (!isLuhnValid(digits)) errors.cardNumber = t.badCard;
  const expiry = /^\s*(\d{2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(form.expiry);
  const month = expiry ? Number(expiry[1]) : 0;
  const year = expiry ? Number(expiry[2]!.length === 2 ? `20${expiry[2]}` : expiry[2]) : 0;
  // A card is good until the end of its expiry month.
  if (!expiry || month < 1 || month > 12 || new Date(Date.UTC(year, month, 1)) <= now) errors.expiry = t.badExpiry;
  if (!/^\d{3,4}$/.test(form.cvc.trim())) errors.cvc = t.badCvc;
  if (!form.name.trim()) errors.name = t.badName;
  return { errors, digits };
}

export const paymentsSandboxRoutes: RoutesPlugin = async (app) => {
  // With Stripe these pages do not exist: nothing may mark a session paid but the provider in use.
  app.addHook('onRequest', async (_request, reply) => {
    if (app.payments.name !== 'sandbox') return reply.code(404).send({ status: false, message: PROTOCOL.routeNotFound() });
  });
  // A card page: nothing is loaded from elsewhere, it cannot be framed (clickjacking), and its form posts only here
  // (the redirect after the post goes to the app).
  const securityPolicy = `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${new URL(app.publicUrl).origin}; frame-ancestors 'none'; base-uri 'none'`;
  const send = (reply: FastifyReply, status: number, html: string) =>
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', securityPolicy)
      .header('x-frame-options', 'DENY')
      .send(html);

  // The card page posts an ordinary HTML form.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 8 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  /** The checkout page, with the form's values and errors when it is shown again. */
  async function checkoutPage(reply: FastifyReply, sessionId: string, lang: LanguageCode, status = 200, form?: CardForm, errors: FieldErrors = {}) {
    const t = TEXTS[lang];
    const checkout = await findCheckout(app.db, 'sandbox', sessionId);
    if (!checkout) throw new HttpError(404, COMPANY_TEXTS.sessionNotFound());
    const urls = sandboxReturnUrls(app.publicUrl, sessionId);
    if (checkout.status !== 'open') {
      const target = checkout.status === 'paid' ? urls.success : urls.cancel;
      return send(
        reply,
        200,
        page(
          lang,
          t.title,
          `<h1>${escapeHtml(t.title)}</h1><p role="status">${escapeHtml(t.settled)}</p><p><a href="${escapeHtml(target)}">${escapeHtml(t.back)}</a></p>`,
        ),
      );
    }
    const plan = await findPlan(app.db, checkout.planKey);
    const amount = money(checkout.amountCents, checkout.currency, lang);
    const field = (name: keyof FieldErrors, label: string, attrs: string) => {
      const error = errors[name];
      return `<div><label for="${name}">${escapeHtml(label)}</label><input id="${name}" name="${name}" ${attrs} value="${escapeHtml(form?.[name] ?? '')}"${
        error ? ` aria-invalid="true" aria-describedby="${name}-error"` : ''
      }>${error ? `<p class="error" id="${name}-error" role="alert">${escapeHtml(error)}</p>` : ''}</div>`;
    };
    const body = `<h1>${escapeHtml(t.title)}</h1>
<p class="note">${escapeHtml(t.sandbox)}</p>
<dl><dt>${escapeHtml(t.company)}</dt><dd>${escapeHtml(checkout.companyName)}</dd><dt>${escapeHtml(t.plan)}</dt><dd>${escapeHtml(plan?.name ?? checkout.planKey)} · ${escapeHtml(amount)} ${escapeHtml(t.perMonth)}</dd></dl>
<form method="post" novalidate>
<input type="hidden" name="lang" value="${lang}">
${field('cardNumber', t.cardNumber, 'inputmode="numeric" autocomplete="cc-number" required')}
<div class="row">${field('expiry', t.expiry, 'autocomplete="cc-exp" placeholder="MM/YY" required')}${field('cvc', t.cvc, 'inputmode="numeric" autocomplete="cc-csc" required')}</div>
${field('name', t.name, 'autocomplete="cc-name" required')}
<button type="submit">${escapeHtml(`${t.pay} ${amount}`)}</button>
</form>
<p><a href="${escapeHtml(`${urls.cancel}&reason=cancelled`)}">${escapeHtml(t.cancel)}</a></p>`;
    return send(reply, status, page(lang, t.title, body));
  }

  app.get(
    '/checkout/:sessionId',
    { config: access.public, schema: { params: SessionParams, querystring: LangQuery, response: { 200: htmlPage('The card page') } } },
    async (request, reply) => checkoutPage(reply, request.params.sessionId, request.query.lang ?? 'en'),
  );

  app.post(
    '/checkout/:sessionId',
    {
      config: access.public,
      schema: {
        params: SessionParams,
        body: CardForm,
        response: {
          200: htmlPage('The session is already settled: the finished page'),
          303: redirect("Paid or declined: the app's payment result page"),
          400: htmlPage('The card page again, with the errors'),
        },
      },
    },
    async (request, reply) => {
      const { sessionId } = request.params;
      const lang = request.body.lang ?? 'en';
      const { errors, digits } = checkCard(request.body, TEXTS[lang]);
      if (Object.keys(errors).length > 0) return checkoutPage(reply, sessionId, lang, 400, request.body, errors);
      const checkout = await findCheckout(app.db, 'sandbox', sessionId);
      if (!checkout) throw new HttpError(404, COMPANY_TEXTS.sessionNotFound());
      const outcome = sandboxOutcome(digits);
      const settled = await settleSandboxSession(app.db, sessionId, outcome === 'paid' ? 'paid' : 'failed');
      // A second submission of a finished session charges nothing: it shows the finished page.
      if (!settled) return checkoutPage(reply, sessionId, lang);
      const urls = sandboxReturnUrls(app.publicUrl, sessionId);
      return reply.redirect(outcome === 'paid' ? urls.success : `${urls.cancel}&reason=${outcome}`, 303);
    },
  );

  app.get(
    '/portal/:portalToken',
    {
      config: access.public,
      schema: {
        params: PortalParams,
        querystring: LangQuery,
        response: { 200: htmlPage('The billing portal page'), 403: htmlPage('The link has expired') },
      },
    },
    async (request, reply) => {
      const lang = request.query.lang ?? 'en';
      const t = TEXTS[lang];
      const companyId = app.sandboxPortalTokens.verify(request.params.portalToken);
      if (!companyId) return send(reply, 403, page(lang, t.portalTitle, `<h1>${escapeHtml(t.portalTitle)}</h1><p role="alert">${escapeHtml(t.expired)}</p>`));
      const company = await findBillingCompany(app.db, companyId);
      if (!company) throw new HttpError(404, COMPANY_TEXTS.companyNotFound());
      const plan = company.planKey ? await findPlan(app.db, company.planKey) : undefined;
      const renews = company.planRenewsAt ? new Intl.DateTimeFormat(LANGUAGE_LOCALES[lang], { dateStyle: 'long' }).format(company.planRenewsAt) : '-';
      const body = `<h1>${escapeHtml(t.portalTitle)}</h1>
<dl><dt>${escapeHtml(t.company)}</dt><dd>${escapeHtml(company.name)}</dd><dt>${escapeHtml(t.plan)}</dt><dd>${escapeHtml(plan?.name ?? t.none)}</dd>
<dt>${escapeHtml(t.status)}</dt><dd>${escapeHtml(company.billingState)}</dd><dt>${escapeHtml(t.renews)}</dt><dd>${escapeHtml(renews)}</dd></dl>
<p><a href="${escapeHtml(portalReturnUrl(app.publicUrl))}">${escapeHtml(t.back)}</a></p>`;
      return send(reply, 200, page(lang, t.portalTitle, body));
    },
  );
};
