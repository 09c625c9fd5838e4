import { formatMinutes, LANGUAGE_LOCALES } from '@freight/contracts';
import { defineTexts, renderText, type TextRef } from '../texts';
/**
 * The e-mails the account flows send, in the recipient's language (sp, en, fr): their texts by id (`mail.<group>.<key>`,
 * rendered like the answers' by texts/). Plain text first (what `npm run mail` shows), with a simple HTML twin. Links
 * are built from PUBLIC_URL by the caller, never from a request.
 */
export type MailLanguage = 'sp' | 'en' | 'fr';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/**
 * French typography: a narrow no-break space (U+202F) before ':', ';', '?' and '!', so the sign never starts a line
 * ('Motif\u202F: …'). The French texts below are written with it; `colon` gives the text line of a link the same.
 */
const NNBSP = '\u202F';
const colon = (lang: MailLanguage) => (lang === 'fr' ? `${NNBSP}: ` : ': ');

/** Paragraphs and one optional button link → text and HTML, in `lang` (the link's text line: 'Label: url'). */
function compose(lang: MailLanguage, subject: string, paragraphs: string[], link?: { label: string; url: string }, footer?: string): RenderedMail {
  const text = [...paragraphs, ...(link ? [`${link.label}${colon(lang)}${link.url}`] : []), ...(footer ? ['', footer] : [])].join('\n\n');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1b2430">',
    ...paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`),
    link
      ? `<p><a href="${escapeHtml(link.url)}" style="background:#0b5cad;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(link.label)}</a></p>`
      : '',
    footer ? `<p style="color:#5b6675;font-size:12px">${escapeHtml(footer)}</p>` : '',
    '</body></html>',
  ].join('');
  return { subject, text, html };
}

const ACCOUNT_MAIL_TEXTS = {
  verify: defineTexts('mail.verify', {
    subject: { en: 'Verify your e-mail for {product}', sp: 'Verifique su correo en {product}', fr: 'Vérifiez votre courriel pour {product}' },
    hello: { en: 'Hello {name},', sp: 'Hola {name}:', fr: 'Bonjour {name},' },
    body: {
      en: 'Welcome to {product}. Please confirm that this is your e-mail address. The link is valid for 48 hours.',
      sp: 'Bienvenido a {product}. Confirme que esta es su dirección de correo. El enlace es válido durante 48 horas.',
      fr: 'Bienvenue sur {product}. Veuillez confirmer que cette adresse courriel est la vôtre. Le lien est valable 48 heures.',
    },
    button: { en: 'Verify my e-mail', sp: 'Verificar mi correo', fr: 'Vérifier mon courriel' },
    ignore: {
      en: 'If you did not create an account, you can ignore this e-mail.',
      sp: 'Si usted no creó una cuenta, puede ignorar este mensaje.',
      fr: "Si vous n'avez pas créé de compte, ignorez ce message.",
    },
  }),
  reset: defineTexts('mail.reset', {
    subject: { en: 'Reset your {product} password', sp: 'Restablezca su contraseña de {product}', fr: 'Réinitialisez votre mot de passe {product}' },
    hello: { en: 'Hello {name},', sp: 'Hola {name}:', fr: 'Bonjour {name},' },
    body: {
      en: 'We received a request to reset your password. The link is valid for one hour and can be used once.',
      sp: 'Recibimos una solicitud para restablecer su contraseña. El enlace es válido durante una hora y se puede usar una sola vez.',
      fr: 'Nous avons reçu une demande de réinitialisation de votre mot de passe. Le lien est valable une heure et ne sert qu’une fois.',
    },
    button: { en: 'Choose a new password', sp: 'Elegir una contraseña nueva', fr: 'Choisir un nouveau mot de passe' },
    ignore: {
      en: 'If you did not ask for this, ignore this e-mail: your password stays the same.',
      sp: 'Si usted no lo solicitó, ignore este mensaje: su contraseña no cambia.',
      fr: "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message\u202F: votre mot de passe ne change pas.",
    },
  }),
  registerAttempt: defineTexts('mail.registerAttempt', {
    subject: {
      en: 'Someone tried to register with your e-mail on {product}',
      sp: 'Alguien intentó registrarse con su correo en {product}',
      fr: "Quelqu'un a tenté de s'inscrire avec votre courriel sur {product}",
    },
    hello: { en: 'Hello {name},', sp: 'Hola {name}:', fr: 'Bonjour {name},' },
    body: {
      en: 'Someone just tried to create a {product} account with this e-mail address. It already has an account, so nothing was created or changed.',
      sp: 'Alguien acaba de intentar crear una cuenta de {product} con esta dirección de correo. Ya tiene una cuenta, así que no se creó ni se cambió nada.',
      fr: "Quelqu'un vient d'essayer de créer un compte {product} avec cette adresse courriel. Elle a déjà un compte\u202F: rien n'a été créé ni modifié.",
    },
    action: {
      en: 'If it was you, sign in: {login}\nForgot your password? Choose a new one: {reset}',
      sp: 'Si fue usted, inicie sesión: {login}\n¿Olvidó su contraseña? Elija una nueva: {reset}',
      fr: 'Si c’était vous, connectez-vous\u202F: {login}\nMot de passe oublié\u202F? Choisissez-en un nouveau\u202F: {reset}',
    },
    ignore: {
      en: 'If it was not you, you can ignore this e-mail: your account is unchanged.',
      sp: 'Si no fue usted, puede ignorar este mensaje: su cuenta no cambió.',
      fr: "Si ce n'était pas vous, ignorez ce message\u202F: votre compte n'a pas changé.",
    },
  }),
  contactCopy: defineTexts('mail.contactCopy', {
    subject: { en: 'We received your message: {subject}', sp: 'Recibimos su mensaje: {subject}', fr: 'Nous avons reçu votre message\u202F: {subject}' },
    hello: { en: 'Hello {name},', sp: 'Hola {name}:', fr: 'Bonjour {name},' },
    body: {
      en: 'Thank you for contacting us. We will get back to you soon. Here is a copy of your message:',
      sp: 'Gracias por escribirnos. Le responderemos pronto. Esta es una copia de su mensaje:',
      fr: 'Merci de nous avoir écrit. Nous vous répondrons bientôt. Voici une copie de votre message\u202F:',
    },
  }),
};

/** A mail's texts in its language: each reference rendered by id (texts/). */
const inLanguage = (lang: MailLanguage) => (ref: TextRef) => renderText(ref, lang);

export function verifyEmailMail(lang: MailLanguage, values: { product: string; name: string; link: string }): RenderedMail {
  const say = inLanguage(lang);
  return compose(
    lang,
    say(ACCOUNT_MAIL_TEXTS.verify.subject(values)),
    [say(ACCOUNT_MAIL_TEXTS.verify.hello(values)), say(ACCOUNT_MAIL_TEXTS.verify.body(values))],
    { label: say(ACCOUNT_MAIL_TEXTS.verify.button()), url: values.link },
    say(ACCOUNT_MAIL_TEXTS.verify.ignore()),
  );
}

export function resetPasswordMail(lang: MailLanguage, values: { product: string; name: string; link: string }): RenderedMail {
  const say = inLanguage(lang);
  return compose(
    lang,
    say(ACCOUNT_MAIL_TEXTS.reset.subject(values)),
    [say(ACCOUNT_MAIL_TEXTS.reset.hello(values)), say(ACCOUNT_MAIL_TEXTS.reset.body())],
    { label: say(ACCOUNT_MAIL_TEXTS.reset.button()), url: values.link },
    say(ACCOUNT_MAIL_TEXTS.reset.ignore()),
  );
}

/** To the owner of an e-mail someone tried to register again: sign in, or reset the password (no enumeration). */
export function registerAttemptMail(lang: MailLanguage, values: { product: string; name: string; login: string; reset: string }): RenderedMail {
  const say = inLanguage(lang);
  return compose(
    lang,
    say(ACCOUNT_MAIL_TEXTS.registerAttempt.subject(values)),
    [
      say(ACCOUNT_MAIL_TEXTS.registerAttempt.hello(values)),
      say(ACCOUNT_MAIL_TEXTS.registerAttempt.body(values)),
      say(ACCOUNT_MAIL_TEXTS.registerAttempt.action(values)),
    ],
    undefined,
    say(ACCOUNT_MAIL_TEXTS.registerAttempt.ignore()),
  );
}

export function contactCopyMail(lang: MailLanguage, values: { product: string; name: string; subject: string; message: string }): RenderedMail {
  const say = inLanguage(lang);
  return compose(
    lang,
    say(ACCOUNT_MAIL_TEXTS.contactCopy.subject(values)),
    [say(ACCOUNT_MAIL_TEXTS.contactCopy.hello(values)), say(ACCOUNT_MAIL_TEXTS.contactCopy.body()), `${values.subject}\n\n${values.message}`],
    undefined,
    values.product,
  );
}

/** To the operator's support team (English: the team's working language). */
export function contactSupportMail(values: {
  product: string;
  name: string;
  email: string;
  company: string;
  phone: string;
  subject: string;
  message: string;
}): RenderedMail {
  return compose('en', `[Contact] ${values.subject}`, [
    `From: ${values.name} <${values.email}>\nCompany: ${values.company}\nPhone: ${values.phone || '-'}`,
    values.message,
    `Reply to: ${values.email}`,
  ]);
}

// ---------------------------------------------------------------------------------------------------------------
// Quotes (load-manager: send-quote-users, confirm/decline-quote, the comment thread; helper quotes-api)

const QUOTE_TEXTS = {
  request: defineTexts('mail.request', {
    subject: {
      en: '{shipper} asks for your price: load {loadId} ({lane})',
      sp: '{shipper} le pide su precio: carga {loadId} ({lane})',
      fr: '{shipper} vous demande votre prix\u202F: chargement {loadId} ({lane})',
    },
    hello: { en: 'Hello {name},', sp: 'Hola {name}:', fr: 'Bonjour {name},' },
    body: {
      en: '{shipper} would like your price for load {loadId}: {lane}, pickup on {pickup}{equipment}.',
      sp: '{shipper} quiere su precio para la carga {loadId}: {lane}, recogida el {pickup}{equipment}.',
      fr: '{shipper} souhaite votre prix pour le chargement {loadId}\u202F: {lane}, enlèvement le {pickup}{equipment}.',
    },
    passcode: {
      en: 'Your passcode: {passcode}\nOpen the link below and enter it to see the load, then send your price or decline.',
      sp: 'Su código de acceso: {passcode}\nAbra el enlace de abajo e ingréselo para ver la carga, luego envíe su precio o rechace.',
      fr: "Votre code d'accès\u202F: {passcode}\nOuvrez le lien ci-dessous et saisissez-le pour voir le chargement, puis envoyez votre prix ou refusez.",
    },
    note: { en: 'Message from {shipper}: {message}', sp: 'Mensaje de {shipper}: {message}', fr: 'Message de {shipper}\u202F: {message}' },
    resent: {
      en: 'This request replaces the previous one: only this passcode works now.',
      sp: 'Esta solicitud reemplaza a la anterior: ahora solo funciona este código.',
      fr: 'Cette demande remplace la précédente\u202F: seul ce code fonctionne désormais.',
    },
    button: { en: 'See the load and send my price', sp: 'Ver la carga y enviar mi precio', fr: 'Voir le chargement et envoyer mon prix' },
    footer: {
      en: 'Quote {quoteId}. Keep the passcode to yourself: it opens this quote.',
      sp: 'Cotización {quoteId}. No comparta el código de acceso: abre esta cotización.',
      fr: "Devis {quoteId}. Gardez le code d'accès pour vous\u202F: il ouvre ce devis.",
    },
  }),
  confirmed: defineTexts('mail.confirmed', {
    subject: {
      en: '{carrier} sent a price for load {loadId}',
      sp: '{carrier} envió un precio para la carga {loadId}',
      fr: '{carrier} a envoyé un prix pour le chargement {loadId}',
    },
    hello: { en: 'Hello {name},', sp: 'Hola {name}:', fr: 'Bonjour {name},' },
    body: {
      en: '{carrier} confirmed quote {quoteId} for load {loadId}: {amount}, {days} days in transit, valid until {validUntil}.',
      sp: '{carrier} confirmó la cotización {quoteId} para la carga {loadId}: {amount}, {days} días de tránsito, válida hasta el {validUntil}.',
      fr: '{carrier} a confirmé le devis {quoteId} pour le chargement {loadId}\u202F: {amount}, {days} jours de transit, valable jusqu’au {validUntil}.',
    },
    notes: { en: 'Notes: {notes}', sp: 'Notas: {notes}', fr: 'Remarques\u202F: {notes}' },
    button: { en: 'Compare and approve', sp: 'Comparar y aprobar', fr: 'Comparer et approuver' },
  }),
  declined: defineTexts('mail.declined', {
    subject: {
      en: '{carrier} declined quote {quoteId} for load {loadId}',
      sp: '{carrier} rechazó la cotización {quoteId} de la carga {loadId}',
      fr: '{carrier} a refusé le devis {quoteId} du chargement {loadId}',
    },
    hello: { en: 'Hello {name},', sp: 'Hola {name}:', fr: 'Bonjour {name},' },
    body: {
      en: '{carrier} declined quote {quoteId} for load {loadId}.',
      sp: '{carrier} rechazó la cotización {quoteId} de la carga {loadId}.',
      fr: '{carrier} a refusé le devis {quoteId} du chargement {loadId}.',
    },
    reason: { en: 'Reason: {reason}', sp: 'Motivo: {reason}', fr: 'Motif\u202F: {reason}' },
    button: { en: 'See the quotes of the load', sp: 'Ver las cotizaciones de la carga', fr: 'Voir les devis du chargement' },
  }),
  shipperDeclined: defineTexts('mail.shipperDeclined', {
    subject: {
      en: '{shipper} declined your quote for load {loadId}',
      sp: '{shipper} rechazó su cotización para la carga {loadId}',
      fr: '{shipper} a refusé votre devis pour le chargement {loadId}',
    },
    hello: { en: 'Hello {name},', sp: 'Hola {name}:', fr: 'Bonjour {name},' },
    body: {
      en: '{shipper} declined quote {quoteId} for load {loadId}. Thank you for your time.',
      sp: '{shipper} rechazó la cotización {quoteId} de la carga {loadId}. Gracias por su tiempo.',
      fr: '{shipper} a refusé le devis {quoteId} du chargement {loadId}. Merci de votre temps.',
    },
    reason: { en: 'Reason: {reason}', sp: 'Motivo: {reason}', fr: 'Motif\u202F: {reason}' },
    button: { en: 'See the quote', sp: 'Ver la cotización', fr: 'Voir le devis' },
    footer: {
      en: 'Use the passcode of the quote request to open it.',
      sp: 'Use el código de acceso de la solicitud de cotización para abrirla.',
      fr: "Utilisez le code d'accès de la demande de devis pour l'ouvrir.",
    },
  }),
  approved: defineTexts('mail.approved', {
    subject: {
      en: '{shipper} approved your price for load {loadId}',
      sp: '{shipper} aprobó su precio para la carga {loadId}',
      fr: '{shipper} a approuvé votre prix pour le chargement {loadId}',
    },
    hello: { en: 'Hello {name},', sp: 'Hola {name}:', fr: 'Bonjour {name},' },
    body: {
      en: '{shipper} approved your quote {quoteId} for load {loadId}: {amount}. Order {orderId} now waits for your acceptance.',
      sp: '{shipper} aprobó su cotización {quoteId} para la carga {loadId}: {amount}. El pedido {orderId} espera ahora su aceptación.',
      fr: '{shipper} a approuvé votre devis {quoteId} pour le chargement {loadId}\u202F: {amount}. La commande {orderId} attend maintenant votre acceptation.',
    },
    button: { en: 'See the quote', sp: 'Ver la cotización', fr: 'Voir le devis' },
    footer: {
      en: 'Use the passcode of the quote request to open it.',
      sp: 'Use el código de acceso de la solicitud de cotización para abrirla.',
      fr: "Utilisez le code d'accès de la demande de devis pour l'ouvrir.",
    },
  }),
  awardedElsewhere: defineTexts('mail.awardedElsewhere', {
    subject: {
      en: 'Load {loadId} was given to another carrier',
      sp: 'La carga {loadId} se asignó a otro transportista',
      fr: 'Le chargement {loadId} a été confié à un autre transporteur',
    },
    hello: { en: 'Hello {name},', sp: 'Hola {name}:', fr: 'Bonjour {name},' },
    body: {
      en: '{shipper} gave load {loadId} to another carrier: your quote {quoteId} is closed. Thank you for your time.',
      sp: '{shipper} asignó la carga {loadId} a otro transportista: su cotización {quoteId} queda cerrada. Gracias por su tiempo.',
      fr: '{shipper} a confié le chargement {loadId} à un autre transporteur\u202F: votre devis {quoteId} est clos. Merci de votre temps.',
    },
    button: { en: 'See the quote', sp: 'Ver la cotización', fr: 'Voir le devis' },
    footer: {
      en: 'Use the passcode of the quote request to open it.',
      sp: 'Use el código de acceso de la solicitud de cotización para abrirla.',
      fr: "Utilisez le code d'accès de la demande de devis pour l'ouvrir.",
    },
  }),
  comment: defineTexts('mail.comment', {
    subject: {
      en: 'New comment from {author} on quote {quoteId} (load {loadId})',
      sp: 'Nuevo comentario de {author} en la cotización {quoteId} (carga {loadId})',
      fr: 'Nouveau commentaire de {author} sur le devis {quoteId} (chargement {loadId})',
    },
    hello: { en: 'Hello {name},', sp: 'Hola {name}:', fr: 'Bonjour {name},' },
    body: {
      en: '{author} wrote on quote {quoteId} for load {loadId}:',
      sp: '{author} escribió en la cotización {quoteId} de la carga {loadId}:',
      fr: '{author} a écrit sur le devis {quoteId} du chargement {loadId}\u202F:',
    },
    button: { en: 'Open the quote and reply', sp: 'Abrir la cotización y responder', fr: 'Ouvrir le devis et répondre' },
    carrierFooter: {
      en: 'Use the passcode of the quote request to open it.',
      sp: 'Use el código de acceso de la solicitud de cotización para abrirla.',
      fr: "Utilisez le code d'accès de la demande de devis pour l'ouvrir.",
    },
  }),
};

/** A date (no time: a load's local time zone is not known here) in the mail's language. */
export const mailDate = (lang: MailLanguage, date: Date) =>
  new Intl.DateTimeFormat(LANGUAGE_LOCALES[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(date);
/** An amount with its currency in the mail's language. */
export const mailMoney = (lang: MailLanguage, amount: number, currency: string) =>
  new Intl.NumberFormat(LANGUAGE_LOCALES[lang], { style: 'currency', currency, currencyDisplay: 'code' }).format(amount);

/** To a carrier asked for a price: the load in short, the link to /confirmQuote and the passcode. */
export function quoteRequestMail(
  lang: MailLanguage,
  values: {
    shipper: string;
    name: string;
    quoteId: string;
    loadId: string;
    lane: string;
    pickup: string;
    equipment: string | null;
    passcode: string;
    link: string;
    message?: string;
    resent: boolean;
  },
): RenderedMail {
  const say = inLanguage(lang);
  const { resent: _resent, ...texts } = values;
  const v = { ...texts, equipment: values.equipment ? ` (${values.equipment})` : '', message: values.message ?? '' };
  const paragraphs = [
    say(QUOTE_TEXTS.request.hello(v)),
    say(QUOTE_TEXTS.request.body(v)),
    ...(values.message ? [say(QUOTE_TEXTS.request.note(v))] : []),
    ...(values.resent ? [say(QUOTE_TEXTS.request.resent())] : []),
    say(QUOTE_TEXTS.request.passcode(v)),
  ];
  return compose(
    lang,
    say(QUOTE_TEXTS.request.subject(v)),
    paragraphs,
    { label: say(QUOTE_TEXTS.request.button()), url: values.link },
    say(QUOTE_TEXTS.request.footer(v)),
  );
}

/** To the shipper: a carrier confirmed its price. */
export function quoteConfirmedMail(
  lang: MailLanguage,
  values: {
    name: string;
    carrier: string;
    quoteId: string;
    loadId: string;
    amount: string;
    days: string;
    validUntil: string;
    notes: string | null;
    link: string;
  },
): RenderedMail {
  const say = inLanguage(lang);
  const v = { ...values, notes: values.notes ?? '' };
  return compose(
    lang,
    say(QUOTE_TEXTS.confirmed.subject(v)),
    [say(QUOTE_TEXTS.confirmed.hello(v)), say(QUOTE_TEXTS.confirmed.body(v)), ...(values.notes ? [say(QUOTE_TEXTS.confirmed.notes(v))] : [])],
    {
      label: say(QUOTE_TEXTS.confirmed.button()),
      url: values.link,
    },
  );
}

/** To the shipper: a carrier declined. */
export function quoteDeclinedMail(
  lang: MailLanguage,
  values: { name: string; carrier: string; quoteId: string; loadId: string; reason: string; link: string },
): RenderedMail {
  const say = inLanguage(lang);
  return compose(
    lang,
    say(QUOTE_TEXTS.declined.subject(values)),
    [say(QUOTE_TEXTS.declined.hello(values)), say(QUOTE_TEXTS.declined.body(values)), say(QUOTE_TEXTS.declined.reason(values))],
    { label: say(QUOTE_TEXTS.declined.button()), url: values.link },
  );
}

/** To the carrier: the shipper declined its quote (decline-quote-sender), with the shipper's reason when given. */
export function quoteShipperDeclinedMail(
  lang: MailLanguage,
  values: { name: string; shipper: string; quoteId: string; loadId: string; reason: string | null; link: string },
): RenderedMail {
  const say = inLanguage(lang);
  const v = { ...values, reason: values.reason ?? '' };
  return compose(
    lang,
    say(QUOTE_TEXTS.shipperDeclined.subject(v)),
    [
      say(QUOTE_TEXTS.shipperDeclined.hello(v)),
      say(QUOTE_TEXTS.shipperDeclined.body(v)),
      ...(values.reason ? [say(QUOTE_TEXTS.shipperDeclined.reason(v))] : []),
    ],
    { label: say(QUOTE_TEXTS.shipperDeclined.button()), url: values.link },
    say(QUOTE_TEXTS.shipperDeclined.footer()),
  );
}

/** To the other side of a quote's thread: the new comment and the link to the quote (the carrier's needs its passcode). */
export function quoteCommentMail(
  lang: MailLanguage,
  values: { name: string; author: string; quoteId: string; loadId: string; comment: string; link: string; toCarrier: boolean },
): RenderedMail {
  const say = inLanguage(lang);
  const { toCarrier, ...v } = values;
  return compose(
    lang,
    say(QUOTE_TEXTS.comment.subject(v)),
    [say(QUOTE_TEXTS.comment.hello(v)), say(QUOTE_TEXTS.comment.body(v)), values.comment],
    { label: say(QUOTE_TEXTS.comment.button()), url: values.link },
    toCarrier ? say(QUOTE_TEXTS.comment.carrierFooter()) : undefined,
  );
}

/** To the carrier whose price the shipper approved: the order waits for its acceptance. */
export function quoteApprovedMail(
  lang: MailLanguage,
  values: { name: string; shipper: string; quoteId: string; loadId: string; amount: string; orderId: string; link: string },
): RenderedMail {
  const say = inLanguage(lang);
  return compose(
    lang,
    say(QUOTE_TEXTS.approved.subject(values)),
    [say(QUOTE_TEXTS.approved.hello(values)), say(QUOTE_TEXTS.approved.body(values))],
    { label: say(QUOTE_TEXTS.approved.button()), url: values.link },
    say(QUOTE_TEXTS.approved.footer()),
  );
}

/** To a carrier whose open quote an approval of another one declined: the load went elsewhere (no price, no winner). */
export function quoteAwardedElsewhereMail(
  lang: MailLanguage,
  values: { name: string; shipper: string; quoteId: string; loadId: string; link: string },
): RenderedMail {
  const say = inLanguage(lang);
  return compose(
    lang,
    say(QUOTE_TEXTS.awardedElsewhere.subject(values)),
    [say(QUOTE_TEXTS.awardedElsewhere.hello(values)), say(QUOTE_TEXTS.awardedElsewhere.body(values))],
    { label: say(QUOTE_TEXTS.awardedElsewhere.button()), url: values.link },
    say(QUOTE_TEXTS.awardedElsewhere.footer()),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Driver pages (user-manager/send-driver-link; helper driver)

const DRIVER_TEXTS = {
  link: defineTexts('mail.link', {
    subject: {
      en: 'Your load {loadId} with {company}: open your driver page',
      sp: 'Su carga {loadId} con {company}: abra su página de conductor',
      fr: 'Votre chargement {loadId} avec {company}\u202F: ouvrez votre page chauffeur',
    },
    hello: { en: 'Hello {name},', sp: 'Hola {name}:', fr: 'Bonjour {name},' },
    body: {
      en: '{company} assigned load {loadId} to truck {truckNumber}: {lane}. Open the link on your phone to see the stops, confirm pickup and delivery, and chat with dispatch. No sign-in is needed.',
      sp: '{company} asignó la carga {loadId} al camión {truckNumber}: {lane}. Abra el enlace en su teléfono para ver las paradas, confirmar la recogida y la entrega, y chatear con el despacho. No necesita iniciar sesión.',
      fr: '{company} a confié le chargement {loadId} au camion {truckNumber}\u202F: {lane}. Ouvrez le lien sur votre téléphone pour voir les arrêts, confirmer l’enlèvement et la livraison, et écrire au répartiteur. Aucune connexion n’est nécessaire.',
    },
    valid: {
      en: 'The link is valid until {expiresAt}. Keep it to yourself: it opens this load.',
      sp: 'El enlace es válido hasta el {expiresAt}. No lo comparta: abre esta carga.',
      fr: 'Le lien est valable jusqu’au {expiresAt}. Gardez-le pour vous\u202F: il ouvre ce chargement.',
    },
    button: { en: 'Open my driver page', sp: 'Abrir mi página de conductor', fr: 'Ouvrir ma page chauffeur' },
  }),
};

/** To a truck's driver: the link to the driver's page of one load (/orderPickup?token=…). */
export function driverLinkMail(
  lang: MailLanguage,
  values: { name: string; company: string; loadId: string; truckNumber: string; lane: string; expiresAt: string; link: string },
): RenderedMail {
  const say = inLanguage(lang);
  return compose(
    lang,
    say(DRIVER_TEXTS.link.subject(values)),
    [say(DRIVER_TEXTS.link.hello(values)), say(DRIVER_TEXTS.link.body(values))],
    { label: say(DRIVER_TEXTS.link.button()), url: values.link },
    say(DRIVER_TEXTS.link.valid(values)),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Calendar (load-manager/update-calendar-date, confirm/decline-date-change; helper schedule)

const SCHEDULE_TEXTS = {
  requested: defineTexts('mail.requested', {
    subject: {
      en: '{company} asks to move the {stop} of load {loadId} to {to}',
      sp: '{company} pide mover la {stop} de la carga {loadId} al {to}',
      fr: '{company} demande de déplacer {stop} du chargement {loadId} au {to}',
    },
    hello: { en: 'Hello {name},', sp: 'Hola {name}:', fr: 'Bonjour {name},' },
    body: {
      en: '{company} ({author}) asks to move the {stop} of load {loadId} ({place}) from {from} to {to}.',
      sp: '{company} ({author}) pide mover la {stop} de la carga {loadId} ({place}) del {from} al {to}.',
      fr: '{company} ({author}) demande de déplacer {stop} du chargement {loadId} ({place}) du {from} au {to}.',
    },
    reason: { en: 'Reason: {reason}', sp: 'Motivo: {reason}', fr: 'Motif\u202F: {reason}' },
    button: { en: 'Confirm or decline', sp: 'Confirmar o rechazar', fr: 'Confirmer ou refuser' },
    footer: {
      en: 'The date stays as it is until you confirm.',
      sp: 'La fecha no cambia hasta que usted la confirme.',
      fr: 'La date reste inchangée tant que vous ne l’avez pas confirmée.',
    },
  }),
  decided: defineTexts('mail.decided', {
    confirmedSubject: {
      en: 'Date change confirmed: load {loadId}, {stop} on {to}',
      sp: 'Cambio de fecha confirmado: carga {loadId}, {stop} el {to}',
      fr: 'Changement de date confirmé\u202F: chargement {loadId}, {stop} le {to}',
    },
    declinedSubject: {
      en: 'Date change declined: load {loadId}, {stop} stays on {from}',
      sp: 'Cambio de fecha rechazado: carga {loadId}, la {stop} sigue el {from}',
      fr: 'Changement de date refusé\u202F: chargement {loadId}, {stop} reste le {from}',
    },
    hello: { en: 'Hello {name},', sp: 'Hola {name}:', fr: 'Bonjour {name},' },
    confirmed: {
      en: '{company} ({author}) confirmed moving the {stop} of load {loadId} from {from} to {to}.',
      sp: '{company} ({author}) confirmó mover la {stop} de la carga {loadId} del {from} al {to}.',
      fr: '{company} ({author}) a confirmé le déplacement de {stop} du chargement {loadId} du {from} au {to}.',
    },
    declined: {
      en: '{company} ({author}) declined moving the {stop} of load {loadId} from {from} to {to}. The date stays {from}.',
      sp: '{company} ({author}) rechazó mover la {stop} de la carga {loadId} del {from} al {to}. La fecha sigue siendo el {from}.',
      fr: '{company} ({author}) a refusé le déplacement de {stop} du chargement {loadId} du {from} au {to}. La date reste le {from}.',
    },
    comment: { en: 'Comment: {comment}', sp: 'Comentario: {comment}', fr: 'Commentaire\u202F: {comment}' },
    button: { en: 'Open the calendar', sp: 'Abrir el calendario', fr: 'Ouvrir le calendrier' },
  }),
  stops: defineTexts('mail.stops', {
    pickup: { en: 'pickup', sp: 'recogida', fr: 'l’enlèvement' },
    delivery: { en: 'delivery', sp: 'entrega', fr: 'la livraison' },
  }),
};

/** A stop's name in a calendar mail ('pickup', 'recogida', 'l’enlèvement'). */
export const mailStop = (lang: MailLanguage, stop: 'pickup' | 'delivery') => renderText(SCHEDULE_TEXTS.stops[stop](), lang);

/** To the other party of a load: a date move waits for its confirmation (the link opens the confirm page). */
export function dateChangeRequestedMail(
  lang: MailLanguage,
  values: {
    name: string;
    company: string;
    author: string;
    loadId: string;
    stop: string;
    place: string;
    from: string;
    to: string;
    reason: string | null;
    link: string;
  },
): RenderedMail {
  const say = inLanguage(lang);
  const v = { ...values, reason: values.reason ?? '' };
  return compose(
    lang,
    say(SCHEDULE_TEXTS.requested.subject(v)),
    [say(SCHEDULE_TEXTS.requested.hello(v)), say(SCHEDULE_TEXTS.requested.body(v)), ...(values.reason ? [say(SCHEDULE_TEXTS.requested.reason(v))] : [])],
    { label: say(SCHEDULE_TEXTS.requested.button()), url: values.link },
    say(SCHEDULE_TEXTS.requested.footer()),
  );
}

/** To the users of both parties: the other party confirmed or declined a date move. */
export function dateChangeDecidedMail(
  lang: MailLanguage,
  values: {
    name: string;
    company: string;
    author: string;
    loadId: string;
    stop: string;
    from: string;
    to: string;
    confirmed: boolean;
    comment: string | null;
    link: string;
  },
): RenderedMail {
  const say = inLanguage(lang);
  const { confirmed, ...rest } = values;
  const v = { ...rest, comment: values.comment ?? '' };
  const paragraphs = [
    say(SCHEDULE_TEXTS.decided.hello(v)),
    say(confirmed ? SCHEDULE_TEXTS.decided.confirmed(v) : SCHEDULE_TEXTS.decided.declined(v)),
    ...(values.comment ? [say(SCHEDULE_TEXTS.decided.comment(v))] : []),
  ];
  return compose(lang, say(confirmed ? SCHEDULE_TEXTS.decided.confirmedSubject(v) : SCHEDULE_TEXTS.decided.declinedSubject(v)), paragraphs, {
    label: say(SCHEDULE_TEXTS.decided.button()),
    url: values.link,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Orders (order-manager/send-invoice; helper orders-api)

const ORDER_TEXTS = {
  invoice: defineTexts('mail.invoice', {
    subject: {
      en: 'Invoice {invoiceNumber} from {carrier}: order {orderId}',
      sp: 'Factura {invoiceNumber} de {carrier}: pedido {orderId}',
      fr: 'Facture {invoiceNumber} de {carrier}\u202F: commande {orderId}',
    },
    hello: { en: 'Hello,', sp: 'Hola:', fr: 'Bonjour,' },
    body: {
      en: '{carrier} sends you invoice {invoiceNumber} for order {orderId} (load {loadId}, {lane}), delivered on {deliveredOn}: {amount}.',
      sp: '{carrier} le envía la factura {invoiceNumber} del pedido {orderId} (carga {loadId}, {lane}), entregado el {deliveredOn}: {amount}.',
      fr: '{carrier} vous envoie la facture {invoiceNumber} de la commande {orderId} (chargement {loadId}, {lane}), livrée le {deliveredOn}\u202F: {amount}.',
    },
    attached: { en: 'The invoice is attached as a PDF.', sp: 'La factura va adjunta en PDF.', fr: 'La facture est jointe en PDF.' },
    note: { en: 'Message from {carrier}: {note}', sp: 'Mensaje de {carrier}: {note}', fr: 'Message de {carrier}\u202F: {note}' },
    button: { en: 'Open the order', sp: 'Abrir el pedido', fr: 'Ouvrir la commande' },
  }),
};

/** To the shipper: the carrier's invoice of a delivered order (the PDF is attached by the caller). */
export function orderInvoiceMail(
  lang: MailLanguage,
  values: {
    carrier: string;
    invoiceNumber: string;
    orderId: string;
    loadId: string;
    lane: string;
    deliveredOn: string;
    amount: string;
    note: string | null;
    link: string;
  },
): RenderedMail {
  const say = inLanguage(lang);
  const v = { ...values, note: values.note ?? '' };
  const paragraphs = [
    say(ORDER_TEXTS.invoice.hello()),
    say(ORDER_TEXTS.invoice.body(v)),
    say(ORDER_TEXTS.invoice.attached()),
    ...(values.note ? [say(ORDER_TEXTS.invoice.note(v))] : []),
  ];
  return compose(lang, say(ORDER_TEXTS.invoice.subject(v)), paragraphs, { label: say(ORDER_TEXTS.invoice.button()), url: values.link }, values.carrier);
}

// ---------------------------------------------------------------------------------------------------------------
// Delay and risk of delay (insight/risk-job.ts; helper risk)

const RISK_TEXTS = {
  risk: defineTexts('mail.risk', {
    delayedSubject: { en: 'Load {loadId} is late', sp: 'La carga {loadId} está retrasada', fr: 'Le chargement {loadId} est en retard' },
    atRiskSubject: {
      en: 'Load {loadId} is at risk of delay',
      sp: 'La carga {loadId} corre riesgo de retraso',
      fr: 'Le chargement {loadId} risque d’être en retard',
    },
    hello: { en: 'Hello {name},', sp: 'Hola {name}:', fr: 'Bonjour {name},' },
    pickupMissed: {
      en: 'Load {loadId} ({lane}) was not picked up: its pickup window closed {late} ago.',
      sp: 'La carga {loadId} ({lane}) no se recogió: su ventana de recogida cerró hace {late}.',
      fr: 'Le chargement {loadId} ({lane}) n’a pas été enlevé\u202F: sa fenêtre d’enlèvement s’est fermée il y a {late}.',
    },
    deliveryMissed: {
      en: 'Load {loadId} ({lane}) was not delivered: its delivery window closed {late} ago.',
      sp: 'La carga {loadId} ({lane}) no se entregó: su ventana de entrega cerró hace {late}.',
      fr: 'Le chargement {loadId} ({lane}) n’a pas été livré\u202F: sa fenêtre de livraison s’est fermée il y a {late}.',
    },
    pickupEta: {
      en: 'The truck of load {loadId} ({lane}) is expected at the pickup {late} after its window closes.',
      sp: 'Se espera que el camión de la carga {loadId} ({lane}) llegue a la recogida {late} después del cierre de su ventana.',
      fr: 'Le camion du chargement {loadId} ({lane}) est attendu à l’enlèvement {late} après la fermeture de sa fenêtre.',
    },
    deliveryEta: {
      en: 'Load {loadId} ({lane}) is expected at the delivery {late} after its window closes.',
      sp: 'Se espera que la carga {loadId} ({lane}) llegue a la entrega {late} después del cierre de su ventana.',
      fr: 'Le chargement {loadId} ({lane}) est attendu à la livraison {late} après la fermeture de sa fenêtre.',
    },
    noTruck: {
      en: 'Load {loadId} ({lane}) has no truck yet and its pickup window closes within {hours} hours.',
      sp: 'La carga {loadId} ({lane}) aún no tiene camión y su ventana de recogida cierra en menos de {hours} horas.',
      fr: 'Le chargement {loadId} ({lane}) n’a pas encore de camion et sa fenêtre d’enlèvement se ferme dans moins de {hours} heures.',
    },
    containerLate: {
      en: 'Load {loadId} ({lane}) waits for an ocean container that comes {late} after its window closes.',
      sp: 'La carga {loadId} ({lane}) espera un contenedor marítimo que llega {late} después del cierre de su ventana.',
      fr: 'Le chargement {loadId} ({lane}) attend un conteneur maritime qui arrive {late} après la fermeture de sa fenêtre.',
    },
    button: { en: 'Open the order', sp: 'Abrir el pedido', fr: 'Ouvrir la commande' },
    footer: {
      en: 'You receive this e-mail because of your notification settings.',
      sp: 'Recibe este correo por su configuración de notificaciones.',
      fr: 'Vous recevez ce courriel selon vos préférences de notification.',
    },
  }),
};

/** To the shipper's users: a load became late (delayed) or at risk of delay, with the reason and the order's link. */
export function loadRiskMail(
  lang: MailLanguage,
  values: {
    name: string;
    loadId: string;
    lane: string;
    delayed: boolean;
    reason: 'pickupMissed' | 'deliveryMissed' | 'pickupEta' | 'deliveryEta' | 'noTruck' | 'containerLate';
    minutes: number | null;
    hours: number;
    link: string;
  },
): RenderedMail {
  const say = inLanguage(lang);
  const v = { name: values.name, loadId: values.loadId, lane: values.lane, late: formatMinutes(values.minutes ?? 0, lang), hours: String(values.hours) };
  const subject = say(values.delayed ? RISK_TEXTS.risk.delayedSubject(v) : RISK_TEXTS.risk.atRiskSubject(v));
  return compose(
    lang,
    subject,
    [say(RISK_TEXTS.risk.hello(v)), say(RISK_TEXTS.risk[values.reason](v))],
    { label: say(RISK_TEXTS.risk.button()), url: values.link },
    say(RISK_TEXTS.risk.footer()),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Container ETA changed (purchase-orders/replan)

const CONTAINER_ETA_TEXTS = {
  containerEta: defineTexts('mail.containerEta', {
    laterSubject: {
      en: 'Container {container} ({poNumber}) now expected {delay} later',
      sp: 'El contenedor {container} ({poNumber}) ahora se espera {delay} más tarde',
      fr: 'Le conteneur {container} ({poNumber}) est maintenant attendu {delay} plus tard',
    },
    earlierSubject: {
      en: 'Container {container} ({poNumber}) now expected {delay} earlier',
      sp: 'El contenedor {container} ({poNumber}) ahora se espera {delay} antes',
      fr: 'Le conteneur {container} ({poNumber}) est maintenant attendu {delay} plus tôt',
    },
    arrivedLaterSubject: {
      en: 'Container {container} ({poNumber}) arrived {delay} later than expected',
      sp: 'El contenedor {container} ({poNumber}) llegó {delay} más tarde de lo previsto',
      fr: 'Le conteneur {container} ({poNumber}) est arrivé {delay} plus tard que prévu',
    },
    arrivedEarlierSubject: {
      en: 'Container {container} ({poNumber}) arrived {delay} earlier than expected',
      sp: 'El contenedor {container} ({poNumber}) llegó {delay} antes de lo previsto',
      fr: 'Le conteneur {container} ({poNumber}) est arrivé {delay} plus tôt que prévu',
    },
    hello: { en: 'Hello {name},', sp: 'Hola {name}:', fr: 'Bonjour {name},' },
    body: {
      en: 'Container {container} of purchase order {poNumber} is now expected at {port} on {to}. It was expected on {from}.',
      sp: 'El contenedor {container} de la orden de compra {poNumber} ahora se espera en {port} el {to}. Se esperaba el {from}.',
      fr: 'Le conteneur {container} du bon de commande {poNumber} est maintenant attendu à {port} le {to}. Il était attendu le {from}.',
    },
    arrivedBody: {
      en: 'Container {container} of purchase order {poNumber} arrived at {port} on {to}. It was expected on {from}.',
      sp: 'El contenedor {container} de la orden de compra {poNumber} llegó a {port} el {to}. Se esperaba el {from}.',
      fr: 'Le conteneur {container} du bon de commande {poNumber} est arrivé à {port} le {to}. Il était attendu le {from}.',
    },
    warehouse: {
      en: 'It is now expected at {warehouse} on {expected}.',
      sp: 'Ahora se espera en {warehouse} el {expected}.',
      fr: 'Il est maintenant attendu à {warehouse} le {expected}.',
    },
    proposed: {
      en: 'Pickup of load {loadId} proposed for {date}.',
      sp: 'Recogida de la carga {loadId} propuesta para el {date}.',
      fr: 'Enlèvement du chargement {loadId} proposé pour le {date}.',
    },
    moved: {
      en: 'Pickup of load {loadId} moved to {date}.',
      sp: 'Recogida de la carga {loadId} movida al {date}.',
      fr: 'Enlèvement du chargement {loadId} déplacé au {date}.',
    },
    atRisk: {
      en: 'The pickup of load {loadId} cannot move: the load is at risk.',
      sp: 'La recogida de la carga {loadId} no se puede mover: la carga está en riesgo.',
      fr: 'L’enlèvement du chargement {loadId} ne peut pas être déplacé\u202F: le chargement est à risque.',
    },
    button: { en: 'Track the container', sp: 'Seguir el contenedor', fr: 'Suivre le conteneur' },
    footer: {
      en: 'You receive this e-mail because of your notification settings.',
      sp: 'Recibe este correo por su configuración de notificaciones.',
      fr: 'Vous recevez ce courriel selon vos préférences de notification.',
    },
  }),
};

/** An instant with its time, in UTC (a port's ETA: the mail says the zone), in the mail's language. */
export const mailDateTimeUtc = (lang: MailLanguage, date: Date) =>
  `${new Intl.DateTimeFormat(LANGUAGE_LOCALES[lang], { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(date)} UTC`;

/**
 * To the importer's users: a container's ETA moved by more than the threshold, with what was re-planned. It says how
 * far (in days past two, `formatMinutes`) and from which ETA; an ETA already past when told is an arrival.
 */
export function containerEtaChangedMail(
  lang: MailLanguage,
  values: {
    name: string;
    container: string;
    poNumber: string;
    port: string;
    /** Instants already formatted in `lang` (mailDateTimeUtc). */
    from: string;
    to: string;
    /** How far it moved, in minutes. */
    minutes: number;
    later: boolean;
    /** The new ETA is already past: the container arrived. */
    arrived: boolean;
    warehouse: string | null;
    expected: string | null;
    loads: ReadonlyArray<{ loadId: string; outcome: 'proposed' | 'moved' | 'atRisk'; date: string | null }>;
    link: string;
  },
): RenderedMail {
  const say = inLanguage(lang);
  const v = {
    name: values.name,
    container: values.container,
    poNumber: values.poNumber,
    port: values.port,
    from: values.from,
    to: values.to,
    delay: formatMinutes(values.minutes, lang),
  };
  const paragraphs = [
    say(CONTAINER_ETA_TEXTS.containerEta.hello(v)),
    say(values.arrived ? CONTAINER_ETA_TEXTS.containerEta.arrivedBody(v) : CONTAINER_ETA_TEXTS.containerEta.body(v)),
  ];
  if (values.warehouse && values.expected)
    paragraphs.push(say(CONTAINER_ETA_TEXTS.containerEta.warehouse({ warehouse: values.warehouse, expected: values.expected })));
  for (const load of values.loads) paragraphs.push(say(CONTAINER_ETA_TEXTS.containerEta[load.outcome]({ loadId: load.loadId, date: load.date ?? '' })));
  const subject = values.arrived
    ? values.later
      ? CONTAINER_ETA_TEXTS.containerEta.arrivedLaterSubject
      : CONTAINER_ETA_TEXTS.containerEta.arrivedEarlierSubject
    : values.later
      ? CONTAINER_ETA_TEXTS.containerEta.laterSubject
      : CONTAINER_ETA_TEXTS.containerEta.earlierSubject;
  return compose(
    lang,
    say(subject(v)),
    paragraphs,
    { label: say(CONTAINER_ETA_TEXTS.containerEta.button()), url: values.link },
    say(CONTAINER_ETA_TEXTS.containerEta.footer()),
  );
}

// --- An e-mail change asked for on the profile (accounts/email-change.ts) ---

const EMAIL_CHANGE_TEXTS = {
  confirm: defineTexts('mail.confirm', {
    subject: {
      en: 'Confirm your new e-mail for {product}',
      sp: 'Confirme su nuevo correo en {product}',
      fr: 'Confirmez votre nouveau courriel pour {product}',
    },
    hello: { en: 'Hello {name},', sp: 'Hola {name}:', fr: 'Bonjour {name},' },
    body: {
      en: 'You asked to use this address for your {product} account. Confirm it to finish the change; until then your account keeps its current e-mail. The link is valid for 48 hours.',
      sp: 'Usted pidió usar esta dirección para su cuenta de {product}. Confírmela para terminar el cambio; hasta entonces su cuenta conserva su correo actual. El enlace es válido durante 48 horas.',
      fr: 'Vous avez demandé à utiliser cette adresse pour votre compte {product}. Confirmez-la pour terminer le changement\u202F; d’ici là votre compte garde son courriel actuel. Le lien est valable 48 heures.',
    },
    button: { en: 'Confirm my new e-mail', sp: 'Confirmar mi nuevo correo', fr: 'Confirmer mon nouveau courriel' },
    ignore: {
      en: 'If you did not ask for this, ignore this e-mail: nothing changes.',
      sp: 'Si usted no lo pidió, ignore este mensaje: nada cambia.',
      fr: "Si vous ne l'avez pas demandé, ignorez ce message\u202F: rien ne change.",
    },
  }),
  changed: defineTexts('mail.changed', {
    subject: { en: 'Your {product} e-mail was changed', sp: 'Se cambió su correo de {product}', fr: 'Votre courriel {product} a été modifié' },
    hello: { en: 'Hello {name},', sp: 'Hola {name}:', fr: 'Bonjour {name},' },
    body: {
      en: 'The e-mail of your {product} account is now {email}. This address no longer signs in and gets no more mail from us.',
      sp: 'El correo de su cuenta de {product} ahora es {email}. Esta dirección ya no inicia sesión y no recibirá más mensajes nuestros.',
      fr: 'Le courriel de votre compte {product} est maintenant {email}. Cette adresse ne permet plus de se connecter et ne recevra plus nos messages.',
    },
    warning: {
      en: 'If you did not make this change, write to {support} at once.',
      sp: 'Si usted no hizo este cambio, escriba de inmediato a {support}.',
      fr: "Si vous n'êtes pas à l'origine de ce changement, écrivez immédiatement à {support}.",
    },
  }),
};

/** To the new address: the link that applies the change (user-manager/verify-email). */
export function confirmNewEmailMail(lang: MailLanguage, values: { product: string; name: string; link: string }): RenderedMail {
  const say = inLanguage(lang);
  return compose(
    lang,
    say(EMAIL_CHANGE_TEXTS.confirm.subject(values)),
    [say(EMAIL_CHANGE_TEXTS.confirm.hello(values)), say(EMAIL_CHANGE_TEXTS.confirm.body(values))],
    { label: say(EMAIL_CHANGE_TEXTS.confirm.button()), url: values.link },
    say(EMAIL_CHANGE_TEXTS.confirm.ignore()),
  );
}

/** To the old address once the change is applied: what happened, and whom to tell if it was not its owner. */
export function emailChangedMail(lang: MailLanguage, values: { product: string; name: string; email: string; support: string }): RenderedMail {
  const say = inLanguage(lang);
  return compose(
    lang,
    say(EMAIL_CHANGE_TEXTS.changed.subject(values)),
    [say(EMAIL_CHANGE_TEXTS.changed.hello(values)), say(EMAIL_CHANGE_TEXTS.changed.body(values))],
    undefined,
    say(EMAIL_CHANGE_TEXTS.changed.warning(values)),
  );
}
