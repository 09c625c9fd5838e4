import { formatMinutes, LANGUAGE_LOCALES } from '@freight/contracts';
/**
 * The e-mails the account flows send, in the recipient's language (sp, en, fr). Plain text first (what `npm run
 * mail` shows), with a simple HTML twin. Links are built from PUBLIC_URL by the caller, never from a request.
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

const TEXTS = {
  verify: {
    en: {
      subject: 'Verify your e-mail for {product}',
      hello: 'Hello {name},',
      body: 'Welcome to {product}. Please confirm that this is your e-mail address. The link is valid for 48 hours.',
      button: 'Verify my e-mail',
      ignore: 'If you did not create an account, you can ignore this e-mail.',
    },
    sp: {
      subject: 'Verifique su correo en {product}',
      hello: 'Hola {name}:',
      body: 'Bienvenido a {product}. Confirme que esta es su dirección de correo. El enlace es válido durante 48 horas.',
      button: 'Verificar mi correo',
      ignore: 'Si usted no creó una cuenta, puede ignorar este mensaje.',
    },
    fr: {
      subject: 'Vérifiez votre courriel pour {product}',
      hello: 'Bonjour {name},',
      body: 'Bienvenue sur {product}. Veuillez confirmer que cette adresse courriel est la vôtre. Le lien est valable 48 heures.',
      button: 'Vérifier mon courriel',
      ignore: "Si vous n'avez pas créé de compte, ignorez ce message.",
    },
  },
  reset: {
    en: {
      subject: 'Reset your {product} password',
      hello: 'Hello {name},',
      body: 'We received a request to reset your password. The link is valid for one hour and can be used once.',
      button: 'Choose a new password',
      ignore: 'If you did not ask for this, ignore this e-mail: your password stays the same.',
    },
    sp: {
      subject: 'Restablezca su contraseña de {product}',
      hello: 'Hola {name}:',
      body: 'Recibimos una solicitud para restablecer su contraseña. El enlace es válido durante una hora y se puede usar una sola vez.',
      button: 'Elegir una contraseña nueva',
      ignore: 'Si usted no lo solicitó, ignore este mensaje: su contraseña no cambia.',
    },
    fr: {
      subject: 'Réinitialisez votre mot de passe {product}',
      hello: 'Bonjour {name},',
      body: 'Nous avons reçu une demande de réinitialisation de votre mot de passe. Le lien est valable une heure et ne sert qu’une fois.',
      button: 'Choisir un nouveau mot de passe',
      ignore: "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message\u202F: votre mot de passe ne change pas.",
    },
  },
  registerAttempt: {
    en: {
      subject: 'Someone tried to register with your e-mail on {product}',
      hello: 'Hello {name},',
      body: 'Someone just tried to create a {product} account with this e-mail address. It already has an account, so nothing was created or changed.',
      action: 'If it was you, sign in: {login}\nForgot your password? Choose a new one: {reset}',
      ignore: 'If it was not you, you can ignore this e-mail: your account is unchanged.',
    },
    sp: {
      subject: 'Alguien intentó registrarse con su correo en {product}',
      hello: 'Hola {name}:',
      body: 'Alguien acaba de intentar crear una cuenta de {product} con esta dirección de correo. Ya tiene una cuenta, así que no se creó ni se cambió nada.',
      action: 'Si fue usted, inicie sesión: {login}\n¿Olvidó su contraseña? Elija una nueva: {reset}',
      ignore: 'Si no fue usted, puede ignorar este mensaje: su cuenta no cambió.',
    },
    fr: {
      subject: "Quelqu'un a tenté de s'inscrire avec votre courriel sur {product}",
      hello: 'Bonjour {name},',
      body: "Quelqu'un vient d'essayer de créer un compte {product} avec cette adresse courriel. Elle a déjà un compte\u202F: rien n'a été créé ni modifié.",
      action: 'Si c’était vous, connectez-vous\u202F: {login}\nMot de passe oublié\u202F? Choisissez-en un nouveau\u202F: {reset}',
      ignore: "Si ce n'était pas vous, ignorez ce message\u202F: votre compte n'a pas changé.",
    },
  },
  contactCopy: {
    en: {
      subject: 'We received your message: {subject}',
      hello: 'Hello {name},',
      body: 'Thank you for contacting us. We will get back to you soon. Here is a copy of your message:',
    },
    sp: {
      subject: 'Recibimos su mensaje: {subject}',
      hello: 'Hola {name}:',
      body: 'Gracias por escribirnos. Le responderemos pronto. Esta es una copia de su mensaje:',
    },
    fr: {
      subject: 'Nous avons reçu votre message\u202F: {subject}',
      hello: 'Bonjour {name},',
      body: 'Merci de nous avoir écrit. Nous vous répondrons bientôt. Voici une copie de votre message\u202F:',
    },
  },
} as const;

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

export function verifyEmailMail(lang: MailLanguage, values: { product: string; name: string; link: string }): RenderedMail {
  const t = TEXTS.verify[lang];
  return compose(lang, fill(t.subject, values), [fill(t.hello, values), fill(t.body, values)], { label: t.button, url: values.link }, t.ignore);
}

export function resetPasswordMail(lang: MailLanguage, values: { product: string; name: string; link: string }): RenderedMail {
  const t = TEXTS.reset[lang];
  return compose(lang, fill(t.subject, values), [fill(t.hello, values), fill(t.body, values)], { label: t.button, url: values.link }, t.ignore);
}

/** To the owner of an e-mail someone tried to register again: sign in, or reset the password (no enumeration). */
export function registerAttemptMail(lang: MailLanguage, values: { product: string; name: string; login: string; reset: string }): RenderedMail {
  const t = TEXTS.registerAttempt[lang];
  return compose(lang, fill(t.subject, values), [fill(t.hello, values), fill(t.body, values), fill(t.action, values)], undefined, t.ignore);
}

export function contactCopyMail(lang: MailLanguage, values: { product: string; name: string; subject: string; message: string }): RenderedMail {
  const t = TEXTS.contactCopy[lang];
  return compose(
    lang,
    fill(t.subject, values),
    [fill(t.hello, values), fill(t.body, values), `${values.subject}\n\n${values.message}`],
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
  request: {
    en: {
      subject: '{shipper} asks for your price: load {loadId} ({lane})',
      hello: 'Hello {name},',
      body: '{shipper} would like your price for load {loadId}: {lane}, pickup on {pickup}{equipment}.',
      passcode: 'Your passcode: {passcode}\nOpen the link below and enter it to see the load, then send your price or decline.',
      note: 'Message from {shipper}: {message}',
      resent: 'This request replaces the previous one: only this passcode works now.',
      button: 'See the load and send my price',
      footer: 'Quote {quoteId}. Keep the passcode to yourself: it opens this quote.',
    },
    sp: {
      subject: '{shipper} le pide su precio: carga {loadId} ({lane})',
      hello: 'Hola {name}:',
      body: '{shipper} quiere su precio para la carga {loadId}: {lane}, recogida el {pickup}{equipment}.',
      passcode: 'Su código de acceso: {passcode}\nAbra el enlace de abajo e ingréselo para ver la carga, luego envíe su precio o rechace.',
      note: 'Mensaje de {shipper}: {message}',
      resent: 'Esta solicitud reemplaza a la anterior: ahora solo funciona este código.',
      button: 'Ver la carga y enviar mi precio',
      footer: 'Cotización {quoteId}. No comparta el código de acceso: abre esta cotización.',
    },
    fr: {
      subject: '{shipper} vous demande votre prix\u202F: chargement {loadId} ({lane})',
      hello: 'Bonjour {name},',
      body: '{shipper} souhaite votre prix pour le chargement {loadId}\u202F: {lane}, enlèvement le {pickup}{equipment}.',
      passcode: "Votre code d'accès\u202F: {passcode}\nOuvrez le lien ci-dessous et saisissez-le pour voir le chargement, puis envoyez votre prix ou refusez.",
      note: 'Message de {shipper}\u202F: {message}',
      resent: 'Cette demande remplace la précédente\u202F: seul ce code fonctionne désormais.',
      button: 'Voir le chargement et envoyer mon prix',
      footer: "Devis {quoteId}. Gardez le code d'accès pour vous\u202F: il ouvre ce devis.",
    },
  },
  confirmed: {
    en: {
      subject: '{carrier} sent a price for load {loadId}',
      hello: 'Hello {name},',
      body: '{carrier} confirmed quote {quoteId} for load {loadId}: {amount}, {days} days in transit, valid until {validUntil}.',
      notes: 'Notes: {notes}',
      button: 'Compare and approve',
    },
    sp: {
      subject: '{carrier} envió un precio para la carga {loadId}',
      hello: 'Hola {name}:',
      body: '{carrier} confirmó la cotización {quoteId} para la carga {loadId}: {amount}, {days} días de tránsito, válida hasta el {validUntil}.',
      notes: 'Notas: {notes}',
      button: 'Comparar y aprobar',
    },
    fr: {
      subject: '{carrier} a envoyé un prix pour le chargement {loadId}',
      hello: 'Bonjour {name},',
      body: '{carrier} a confirmé le devis {quoteId} pour le chargement {loadId}\u202F: {amount}, {days} jours de transit, valable jusqu’au {validUntil}.',
      notes: 'Remarques\u202F: {notes}',
      button: 'Comparer et approuver',
    },
  },
  declined: {
    en: {
      subject: '{carrier} declined quote {quoteId} for load {loadId}',
      hello: 'Hello {name},',
      body: '{carrier} declined quote {quoteId} for load {loadId}.',
      reason: 'Reason: {reason}',
      button: 'See the quotes of the load',
    },
    sp: {
      subject: '{carrier} rechazó la cotización {quoteId} de la carga {loadId}',
      hello: 'Hola {name}:',
      body: '{carrier} rechazó la cotización {quoteId} de la carga {loadId}.',
      reason: 'Motivo: {reason}',
      button: 'Ver las cotizaciones de la carga',
    },
    fr: {
      subject: '{carrier} a refusé le devis {quoteId} du chargement {loadId}',
      hello: 'Bonjour {name},',
      body: '{carrier} a refusé le devis {quoteId} du chargement {loadId}.',
      reason: 'Motif\u202F: {reason}',
      button: 'Voir les devis du chargement',
    },
  },
  shipperDeclined: {
    en: {
      subject: '{shipper} declined your quote for load {loadId}',
      hello: 'Hello {name},',
      body: '{shipper} declined quote {quoteId} for load {loadId}. Thank you for your time.',
      reason: 'Reason: {reason}',
      button: 'See the quote',
      footer: 'Use the passcode of the quote request to open it.',
    },
    sp: {
      subject: '{shipper} rechazó su cotización para la carga {loadId}',
      hello: 'Hola {name}:',
      body: '{shipper} rechazó la cotización {quoteId} de la carga {loadId}. Gracias por su tiempo.',
      reason: 'Motivo: {reason}',
      button: 'Ver la cotización',
      footer: 'Use el código de acceso de la solicitud de cotización para abrirla.',
    },
    fr: {
      subject: '{shipper} a refusé votre devis pour le chargement {loadId}',
      hello: 'Bonjour {name},',
      body: '{shipper} a refusé le devis {quoteId} du chargement {loadId}. Merci de votre temps.',
      reason: 'Motif\u202F: {reason}',
      button: 'Voir le devis',
      footer: "Utilisez le code d'accès de la demande de devis pour l'ouvrir.",
    },
  },
  approved: {
    en: {
      subject: '{shipper} approved your price for load {loadId}',
      hello: 'Hello {name},',
      body: '{shipper} approved your quote {quoteId} for load {loadId}: {amount}. Order {orderId} now waits for your acceptance.',
      button: 'See the quote',
      footer: 'Use the passcode of the quote request to open it.',
    },
    sp: {
      subject: '{shipper} aprobó su precio para la carga {loadId}',
      hello: 'Hola {name}:',
      body: '{shipper} aprobó su cotización {quoteId} para la carga {loadId}: {amount}. El pedido {orderId} espera ahora su aceptación.',
      button: 'Ver la cotización',
      footer: 'Use el código de acceso de la solicitud de cotización para abrirla.',
    },
    fr: {
      subject: '{shipper} a approuvé votre prix pour le chargement {loadId}',
      hello: 'Bonjour {name},',
      body: '{shipper} a approuvé votre devis {quoteId} pour le chargement {loadId}\u202F: {amount}. La commande {orderId} attend maintenant votre acceptation.',
      button: 'Voir le devis',
      footer: "Utilisez le code d'accès de la demande de devis pour l'ouvrir.",
    },
  },
  awardedElsewhere: {
    en: {
      subject: 'Load {loadId} was given to another carrier',
      hello: 'Hello {name},',
      body: '{shipper} gave load {loadId} to another carrier: your quote {quoteId} is closed. Thank you for your time.',
      button: 'See the quote',
      footer: 'Use the passcode of the quote request to open it.',
    },
    sp: {
      subject: 'La carga {loadId} se asignó a otro transportista',
      hello: 'Hola {name}:',
      body: '{shipper} asignó la carga {loadId} a otro transportista: su cotización {quoteId} queda cerrada. Gracias por su tiempo.',
      button: 'Ver la cotización',
      footer: 'Use el código de acceso de la solicitud de cotización para abrirla.',
    },
    fr: {
      subject: 'Le chargement {loadId} a été confié à un autre transporteur',
      hello: 'Bonjour {name},',
      body: '{shipper} a confié le chargement {loadId} à un autre transporteur\u202F: votre devis {quoteId} est clos. Merci de votre temps.',
      button: 'Voir le devis',
      footer: "Utilisez le code d'accès de la demande de devis pour l'ouvrir.",
    },
  },
  comment: {
    en: {
      subject: 'New comment from {author} on quote {quoteId} (load {loadId})',
      hello: 'Hello {name},',
      body: '{author} wrote on quote {quoteId} for load {loadId}:',
      button: 'Open the quote and reply',
      carrierFooter: 'Use the passcode of the quote request to open it.',
    },
    sp: {
      subject: 'Nuevo comentario de {author} en la cotización {quoteId} (carga {loadId})',
      hello: 'Hola {name}:',
      body: '{author} escribió en la cotización {quoteId} de la carga {loadId}:',
      button: 'Abrir la cotización y responder',
      carrierFooter: 'Use el código de acceso de la solicitud de cotización para abrirla.',
    },
    fr: {
      subject: 'Nouveau commentaire de {author} sur le devis {quoteId} (chargement {loadId})',
      hello: 'Bonjour {name},',
      body: '{author} a écrit sur le devis {quoteId} du chargement {loadId}\u202F:',
      button: 'Ouvrir le devis et répondre',
      carrierFooter: "Utilisez le code d'accès de la demande de devis pour l'ouvrir.",
    },
  },
} as const;

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
  const t = QUOTE_TEXTS.request[lang];
  const { resent: _resent, ...texts } = values;
  const v = { ...texts, equipment: values.equipment ? ` (${values.equipment})` : '', message: values.message ?? '' };
  const paragraphs = [
    fill(t.hello, v),
    fill(t.body, v),
    ...(values.message ? [fill(t.note, v)] : []),
    ...(values.resent ? [t.resent] : []),
    fill(t.passcode, v),
  ];
  return compose(lang, fill(t.subject, v), paragraphs, { label: t.button, url: values.link }, fill(t.footer, v));
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
  const t = QUOTE_TEXTS.confirmed[lang];
  const v = { ...values, notes: values.notes ?? '' };
  return compose(lang, fill(t.subject, v), [fill(t.hello, v), fill(t.body, v), ...(values.notes ? [fill(t.notes, v)] : [])], {
    label: t.button,
    url: values.link,
  });
}

/** To the shipper: a carrier declined. */
export function quoteDeclinedMail(
  lang: MailLanguage,
  values: { name: string; carrier: string; quoteId: string; loadId: string; reason: string; link: string },
): RenderedMail {
  const t = QUOTE_TEXTS.declined[lang];
  return compose(lang, fill(t.subject, values), [fill(t.hello, values), fill(t.body, values), fill(t.reason, values)], { label: t.button, url: values.link });
}

/** To the carrier: the shipper declined its quote (decline-quote-sender), with the shipper's reason when given. */
export function quoteShipperDeclinedMail(
  lang: MailLanguage,
  values: { name: string; shipper: string; quoteId: string; loadId: string; reason: string | null; link: string },
): RenderedMail {
  const t = QUOTE_TEXTS.shipperDeclined[lang];
  const v = { ...values, reason: values.reason ?? '' };
  return compose(
    lang,
    fill(t.subject, v),
    [fill(t.hello, v), fill(t.body, v), ...(values.reason ? [fill(t.reason, v)] : [])],
    { label: t.button, url: values.link },
    t.footer,
  );
}

/** To the other side of a quote's thread: the new comment and the link to the quote (the carrier's needs its passcode). */
export function quoteCommentMail(
  lang: MailLanguage,
  values: { name: string; author: string; quoteId: string; loadId: string; comment: string; link: string; toCarrier: boolean },
): RenderedMail {
  const t = QUOTE_TEXTS.comment[lang];
  const { toCarrier, ...v } = values;
  return compose(
    lang,
    fill(t.subject, v),
    [fill(t.hello, v), fill(t.body, v), values.comment],
    { label: t.button, url: values.link },
    toCarrier ? t.carrierFooter : undefined,
  );
}

/** To the carrier whose price the shipper approved: the order waits for its acceptance. */
export function quoteApprovedMail(
  lang: MailLanguage,
  values: { name: string; shipper: string; quoteId: string; loadId: string; amount: string; orderId: string; link: string },
): RenderedMail {
  const t = QUOTE_TEXTS.approved[lang];
  return compose(lang, fill(t.subject, values), [fill(t.hello, values), fill(t.body, values)], { label: t.button, url: values.link }, t.footer);
}

/** To a carrier whose open quote an approval of another one declined: the load went elsewhere (no price, no winner). */
export function quoteAwardedElsewhereMail(
  lang: MailLanguage,
  values: { name: string; shipper: string; quoteId: string; loadId: string; link: string },
): RenderedMail {
  const t = QUOTE_TEXTS.awardedElsewhere[lang];
  return compose(lang, fill(t.subject, values), [fill(t.hello, values), fill(t.body, values)], { label: t.button, url: values.link }, t.footer);
}

// ---------------------------------------------------------------------------------------------------------------
// Driver pages (user-manager/send-driver-link; helper driver)

const DRIVER_TEXTS = {
  link: {
    en: {
      subject: 'Your load {loadId} with {company}: open your driver page',
      hello: 'Hello {name},',
      body: '{company} assigned load {loadId} to truck {truckNumber}: {lane}. Open the link on your phone to see the stops, confirm pickup and delivery, and chat with dispatch. No sign-in is needed.',
      valid: 'The link is valid until {expiresAt}. Keep it to yourself: it opens this load.',
      button: 'Open my driver page',
    },
    sp: {
      subject: 'Su carga {loadId} con {company}: abra su página de conductor',
      hello: 'Hola {name}:',
      body: '{company} asignó la carga {loadId} al camión {truckNumber}: {lane}. Abra el enlace en su teléfono para ver las paradas, confirmar la recogida y la entrega, y chatear con el despacho. No necesita iniciar sesión.',
      valid: 'El enlace es válido hasta el {expiresAt}. No lo comparta: abre esta carga.',
      button: 'Abrir mi página de conductor',
    },
    fr: {
      subject: 'Votre chargement {loadId} avec {company}\u202F: ouvrez votre page chauffeur',
      hello: 'Bonjour {name},',
      body: '{company} a confié le chargement {loadId} au camion {truckNumber}\u202F: {lane}. Ouvrez le lien sur votre téléphone pour voir les arrêts, confirmer l’enlèvement et la livraison, et écrire au répartiteur. Aucune connexion n’est nécessaire.',
      valid: 'Le lien est valable jusqu’au {expiresAt}. Gardez-le pour vous\u202F: il ouvre ce chargement.',
      button: 'Ouvrir ma page chauffeur',
    },
  },
} as const;

/** To a truck's driver: the link to the driver's page of one load (/orderPickup?token=…). */
export function driverLinkMail(
  lang: MailLanguage,
  values: { name: string; company: string; loadId: string; truckNumber: string; lane: string; expiresAt: string; link: string },
): RenderedMail {
  const t = DRIVER_TEXTS.link[lang];
  return compose(lang, fill(t.subject, values), [fill(t.hello, values), fill(t.body, values)], { label: t.button, url: values.link }, fill(t.valid, values));
}

// ---------------------------------------------------------------------------------------------------------------
// Calendar (load-manager/update-calendar-date, confirm/decline-date-change; helper schedule)

const SCHEDULE_TEXTS = {
  requested: {
    en: {
      subject: '{company} asks to move the {stop} of load {loadId} to {to}',
      hello: 'Hello {name},',
      body: '{company} ({author}) asks to move the {stop} of load {loadId} ({place}) from {from} to {to}.',
      reason: 'Reason: {reason}',
      button: 'Confirm or decline',
      footer: 'The date stays as it is until you confirm.',
    },
    sp: {
      subject: '{company} pide mover la {stop} de la carga {loadId} al {to}',
      hello: 'Hola {name}:',
      body: '{company} ({author}) pide mover la {stop} de la carga {loadId} ({place}) del {from} al {to}.',
      reason: 'Motivo: {reason}',
      button: 'Confirmar o rechazar',
      footer: 'La fecha no cambia hasta que usted la confirme.',
    },
    fr: {
      subject: '{company} demande de déplacer {stop} du chargement {loadId} au {to}',
      hello: 'Bonjour {name},',
      body: '{company} ({author}) demande de déplacer {stop} du chargement {loadId} ({place}) du {from} au {to}.',
      reason: 'Motif\u202F: {reason}',
      button: 'Confirmer ou refuser',
      footer: 'La date reste inchangée tant que vous ne l’avez pas confirmée.',
    },
  },
  decided: {
    en: {
      confirmedSubject: 'Date change confirmed: load {loadId}, {stop} on {to}',
      declinedSubject: 'Date change declined: load {loadId}, {stop} stays on {from}',
      hello: 'Hello {name},',
      confirmed: '{company} ({author}) confirmed moving the {stop} of load {loadId} from {from} to {to}.',
      declined: '{company} ({author}) declined moving the {stop} of load {loadId} from {from} to {to}. The date stays {from}.',
      comment: 'Comment: {comment}',
      button: 'Open the calendar',
    },
    sp: {
      confirmedSubject: 'Cambio de fecha confirmado: carga {loadId}, {stop} el {to}',
      declinedSubject: 'Cambio de fecha rechazado: carga {loadId}, la {stop} sigue el {from}',
      hello: 'Hola {name}:',
      confirmed: '{company} ({author}) confirmó mover la {stop} de la carga {loadId} del {from} al {to}.',
      declined: '{company} ({author}) rechazó mover la {stop} de la carga {loadId} del {from} al {to}. La fecha sigue siendo el {from}.',
      comment: 'Comentario: {comment}',
      button: 'Abrir el calendario',
    },
    fr: {
      confirmedSubject: 'Changement de date confirmé\u202F: chargement {loadId}, {stop} le {to}',
      declinedSubject: 'Changement de date refusé\u202F: chargement {loadId}, {stop} reste le {from}',
      hello: 'Bonjour {name},',
      confirmed: '{company} ({author}) a confirmé le déplacement de {stop} du chargement {loadId} du {from} au {to}.',
      declined: '{company} ({author}) a refusé le déplacement de {stop} du chargement {loadId} du {from} au {to}. La date reste le {from}.',
      comment: 'Commentaire\u202F: {comment}',
      button: 'Ouvrir le calendrier',
    },
  },
  stops: {
    en: { pickup: 'pickup', delivery: 'delivery' },
    sp: { pickup: 'recogida', delivery: 'entrega' },
    fr: { pickup: 'l’enlèvement', delivery: 'la livraison' },
  },
} as const;

/** A stop's name in a calendar mail ('pickup', 'recogida', 'l’enlèvement'). */
export const mailStop = (lang: MailLanguage, stop: 'pickup' | 'delivery') => SCHEDULE_TEXTS.stops[lang][stop];

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
  const t = SCHEDULE_TEXTS.requested[lang];
  const v = { ...values, reason: values.reason ?? '' };
  return compose(
    lang,
    fill(t.subject, v),
    [fill(t.hello, v), fill(t.body, v), ...(values.reason ? [fill(t.reason, v)] : [])],
    { label: t.button, url: values.link },
    t.footer,
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
  const t = SCHEDULE_TEXTS.decided[lang];
  const { confirmed, ...rest } = values;
  const v = { ...rest, comment: values.comment ?? '' };
  const paragraphs = [fill(t.hello, v), fill(confirmed ? t.confirmed : t.declined, v), ...(values.comment ? [fill(t.comment, v)] : [])];
  return compose(lang, fill(confirmed ? t.confirmedSubject : t.declinedSubject, v), paragraphs, { label: t.button, url: values.link });
}

// ---------------------------------------------------------------------------------------------------------------
// Orders (order-manager/send-invoice; helper orders-api)

const ORDER_TEXTS = {
  invoice: {
    en: {
      subject: 'Invoice {invoiceNumber} from {carrier}: order {orderId}',
      hello: 'Hello,',
      body: '{carrier} sends you invoice {invoiceNumber} for order {orderId} (load {loadId}, {lane}), delivered on {deliveredOn}: {amount}.',
      attached: 'The invoice is attached as a PDF.',
      note: 'Message from {carrier}: {note}',
      button: 'Open the order',
    },
    sp: {
      subject: 'Factura {invoiceNumber} de {carrier}: pedido {orderId}',
      hello: 'Hola:',
      body: '{carrier} le envía la factura {invoiceNumber} del pedido {orderId} (carga {loadId}, {lane}), entregado el {deliveredOn}: {amount}.',
      attached: 'La factura va adjunta en PDF.',
      note: 'Mensaje de {carrier}: {note}',
      button: 'Abrir el pedido',
    },
    fr: {
      subject: 'Facture {invoiceNumber} de {carrier}\u202F: commande {orderId}',
      hello: 'Bonjour,',
      body: '{carrier} vous envoie la facture {invoiceNumber} de la commande {orderId} (chargement {loadId}, {lane}), livrée le {deliveredOn}\u202F: {amount}.',
      attached: 'La facture est jointe en PDF.',
      note: 'Message de {carrier}\u202F: {note}',
      button: 'Ouvrir la commande',
    },
  },
} as const;

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
  const t = ORDER_TEXTS.invoice[lang];
  const v = { ...values, note: values.note ?? '' };
  const paragraphs = [t.hello, fill(t.body, v), t.attached, ...(values.note ? [fill(t.note, v)] : [])];
  return compose(lang, fill(t.subject, v), paragraphs, { label: t.button, url: values.link }, values.carrier);
}

// ---------------------------------------------------------------------------------------------------------------
// Delay and risk of delay (insight/risk-job.ts; helper risk)

const RISK_TEXTS = {
  en: {
    delayedSubject: 'Load {loadId} is late',
    atRiskSubject: 'Load {loadId} is at risk of delay',
    hello: 'Hello {name},',
    pickupMissed: 'Load {loadId} ({lane}) was not picked up: its pickup window closed {late} ago.',
    deliveryMissed: 'Load {loadId} ({lane}) was not delivered: its delivery window closed {late} ago.',
    pickupEta: 'The truck of load {loadId} ({lane}) is expected at the pickup {late} after its window closes.',
    deliveryEta: 'Load {loadId} ({lane}) is expected at the delivery {late} after its window closes.',
    noTruck: 'Load {loadId} ({lane}) has no truck yet and its pickup window closes within {hours} hours.',
    containerLate: 'Load {loadId} ({lane}) waits for an ocean container that comes {late} after its window closes.',
    button: 'Open the order',
    footer: 'You receive this e-mail because of your notification settings.',
  },
  sp: {
    delayedSubject: 'La carga {loadId} está retrasada',
    atRiskSubject: 'La carga {loadId} corre riesgo de retraso',
    hello: 'Hola {name}:',
    pickupMissed: 'La carga {loadId} ({lane}) no se recogió: su ventana de recogida cerró hace {late}.',
    deliveryMissed: 'La carga {loadId} ({lane}) no se entregó: su ventana de entrega cerró hace {late}.',
    pickupEta: 'Se espera que el camión de la carga {loadId} ({lane}) llegue a la recogida {late} después del cierre de su ventana.',
    deliveryEta: 'Se espera que la carga {loadId} ({lane}) llegue a la entrega {late} después del cierre de su ventana.',
    noTruck: 'La carga {loadId} ({lane}) aún no tiene camión y su ventana de recogida cierra en menos de {hours} horas.',
    containerLate: 'La carga {loadId} ({lane}) espera un contenedor marítimo que llega {late} después del cierre de su ventana.',
    button: 'Abrir el pedido',
    footer: 'Recibe este correo por su configuración de notificaciones.',
  },
  fr: {
    delayedSubject: 'Le chargement {loadId} est en retard',
    atRiskSubject: 'Le chargement {loadId} risque d’être en retard',
    hello: 'Bonjour {name},',
    pickupMissed: 'Le chargement {loadId} ({lane}) n’a pas été enlevé\u202F: sa fenêtre d’enlèvement s’est fermée il y a {late}.',
    deliveryMissed: 'Le chargement {loadId} ({lane}) n’a pas été livré\u202F: sa fenêtre de livraison s’est fermée il y a {late}.',
    pickupEta: 'Le camion du chargement {loadId} ({lane}) est attendu à l’enlèvement {late} après la fermeture de sa fenêtre.',
    deliveryEta: 'Le chargement {loadId} ({lane}) est attendu à la livraison {late} après la fermeture de sa fenêtre.',
    noTruck: 'Le chargement {loadId} ({lane}) n’a pas encore de camion et sa fenêtre d’enlèvement se ferme dans moins de {hours} heures.',
    containerLate: 'Le chargement {loadId} ({lane}) attend un conteneur maritime qui arrive {late} après la fermeture de sa fenêtre.',
    button: 'Ouvrir la commande',
    footer: 'Vous recevez ce courriel selon vos préférences de notification.',
  },
} as const;

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
  const t = RISK_TEXTS[lang];
  const v = { name: values.name, loadId: values.loadId, lane: values.lane, late: formatMinutes(values.minutes ?? 0, lang), hours: String(values.hours) };
  const subject = fill(values.delayed ? t.delayedSubject : t.atRiskSubject, v);
  return compose(lang, subject, [fill(t.hello, v), fill(t[values.reason], v)], { label: t.button, url: values.link }, t.footer);
}

// ---------------------------------------------------------------------------------------------------------------
// Container ETA changed (purchase-orders/replan)

const CONTAINER_ETA_TEXTS = {
  en: {
    laterSubject: 'Container {container} ({poNumber}) now expected {delay} later',
    earlierSubject: 'Container {container} ({poNumber}) now expected {delay} earlier',
    arrivedLaterSubject: 'Container {container} ({poNumber}) arrived {delay} later than expected',
    arrivedEarlierSubject: 'Container {container} ({poNumber}) arrived {delay} earlier than expected',
    hello: 'Hello {name},',
    body: 'Container {container} of purchase order {poNumber} is now expected at {port} on {to}. It was expected on {from}.',
    arrivedBody: 'Container {container} of purchase order {poNumber} arrived at {port} on {to}. It was expected on {from}.',
    warehouse: 'It is now expected at {warehouse} on {expected}.',
    proposed: 'Pickup of load {loadId} proposed for {date}.',
    moved: 'Pickup of load {loadId} moved to {date}.',
    atRisk: 'The pickup of load {loadId} cannot move: the load is at risk.',
    button: 'Track the container',
    footer: 'You receive this e-mail because of your notification settings.',
  },
  sp: {
    laterSubject: 'El contenedor {container} ({poNumber}) ahora se espera {delay} más tarde',
    earlierSubject: 'El contenedor {container} ({poNumber}) ahora se espera {delay} antes',
    arrivedLaterSubject: 'El contenedor {container} ({poNumber}) llegó {delay} más tarde de lo previsto',
    arrivedEarlierSubject: 'El contenedor {container} ({poNumber}) llegó {delay} antes de lo previsto',
    hello: 'Hola {name}:',
    body: 'El contenedor {container} de la orden de compra {poNumber} ahora se espera en {port} el {to}. Se esperaba el {from}.',
    arrivedBody: 'El contenedor {container} de la orden de compra {poNumber} llegó a {port} el {to}. Se esperaba el {from}.',
    warehouse: 'Ahora se espera en {warehouse} el {expected}.',
    proposed: 'Recogida de la carga {loadId} propuesta para el {date}.',
    moved: 'Recogida de la carga {loadId} movida al {date}.',
    atRisk: 'La recogida de la carga {loadId} no se puede mover: la carga está en riesgo.',
    button: 'Seguir el contenedor',
    footer: 'Recibe este correo por su configuración de notificaciones.',
  },
  fr: {
    laterSubject: 'Le conteneur {container} ({poNumber}) est maintenant attendu {delay} plus tard',
    earlierSubject: 'Le conteneur {container} ({poNumber}) est maintenant attendu {delay} plus tôt',
    arrivedLaterSubject: 'Le conteneur {container} ({poNumber}) est arrivé {delay} plus tard que prévu',
    arrivedEarlierSubject: 'Le conteneur {container} ({poNumber}) est arrivé {delay} plus tôt que prévu',
    hello: 'Bonjour {name},',
    body: 'Le conteneur {container} du bon de commande {poNumber} est maintenant attendu à {port} le {to}. Il était attendu le {from}.',
    arrivedBody: 'Le conteneur {container} du bon de commande {poNumber} est arrivé à {port} le {to}. Il était attendu le {from}.',
    warehouse: 'Il est maintenant attendu à {warehouse} le {expected}.',
    proposed: 'Enlèvement du chargement {loadId} proposé pour le {date}.',
    moved: 'Enlèvement du chargement {loadId} déplacé au {date}.',
    atRisk: 'L’enlèvement du chargement {loadId} ne peut pas être déplacé\u202F: le chargement est à risque.',
    button: 'Suivre le conteneur',
    footer: 'Vous recevez ce courriel selon vos préférences de notification.',
  },
} as const;

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
  const t = CONTAINER_ETA_TEXTS[lang];
  const v = {
    name: values.name,
    container: values.container,
    poNumber: values.poNumber,
    port: values.port,
    from: values.from,
    to: values.to,
    delay: formatMinutes(values.minutes, lang),
  };
  const paragraphs = [fill(t.hello, v), fill(values.arrived ? t.arrivedBody : t.body, v)];
  if (values.warehouse && values.expected) paragraphs.push(fill(t.warehouse, { warehouse: values.warehouse, expected: values.expected }));
  for (const load of values.loads) paragraphs.push(fill(t[load.outcome], { loadId: load.loadId, date: load.date ?? '' }));
  const subject = values.arrived ? (values.later ? t.arrivedLaterSubject : t.arrivedEarlierSubject) : values.later ? t.laterSubject : t.earlierSubject;
  return compose(lang, fill(subject, v), paragraphs, { label: t.button, url: values.link }, t.footer);
}

// --- An e-mail change asked for on the profile (accounts/email-change.ts) ---

const EMAIL_CHANGE_TEXTS = {
  confirm: {
    en: {
      subject: 'Confirm your new e-mail for {product}',
      hello: 'Hello {name},',
      body: 'You asked to use this address for your {product} account. Confirm it to finish the change; until then your account keeps its current e-mail. The link is valid for 48 hours.',
      button: 'Confirm my new e-mail',
      ignore: 'If you did not ask for this, ignore this e-mail: nothing changes.',
    },
    sp: {
      subject: 'Confirme su nuevo correo en {product}',
      hello: 'Hola {name}:',
      body: 'Usted pidió usar esta dirección para su cuenta de {product}. Confírmela para terminar el cambio; hasta entonces su cuenta conserva su correo actual. El enlace es válido durante 48 horas.',
      button: 'Confirmar mi nuevo correo',
      ignore: 'Si usted no lo pidió, ignore este mensaje: nada cambia.',
    },
    fr: {
      subject: 'Confirmez votre nouveau courriel pour {product}',
      hello: 'Bonjour {name},',
      body: 'Vous avez demandé à utiliser cette adresse pour votre compte {product}. Confirmez-la pour terminer le changement\u202F; d’ici là votre compte garde son courriel actuel. Le lien est valable 48 heures.',
      button: 'Confirmer mon nouveau courriel',
      ignore: "Si vous ne l'avez pas demandé, ignorez ce message\u202F: rien ne change.",
    },
  },
  changed: {
    en: {
      subject: 'Your {product} e-mail was changed',
      hello: 'Hello {name},',
      body: 'The e-mail of your {product} account is now {email}. This address no longer signs in and gets no more mail from us.',
      warning: 'If you did not make this change, write to {support} at once.',
    },
    sp: {
      subject: 'Se cambió su correo de {product}',
      hello: 'Hola {name}:',
      body: 'El correo de su cuenta de {product} ahora es {email}. Esta dirección ya no inicia sesión y no recibirá más mensajes nuestros.',
      warning: 'Si usted no hizo este cambio, escriba de inmediato a {support}.',
    },
    fr: {
      subject: 'Votre courriel {product} a été modifié',
      hello: 'Bonjour {name},',
      body: 'Le courriel de votre compte {product} est maintenant {email}. Cette adresse ne permet plus de se connecter et ne recevra plus nos messages.',
      warning: "Si vous n'êtes pas à l'origine de ce changement, écrivez immédiatement à {support}.",
    },
  },
} as const;

/** To the new address: the link that applies the change (user-manager/verify-email). */
export function confirmNewEmailMail(lang: MailLanguage, values: { product: string; name: string; link: string }): RenderedMail {
  const t = EMAIL_CHANGE_TEXTS.confirm[lang];
  return compose(lang, fill(t.subject, values), [fill(t.hello, values), fill(t.body, values)], { label: t.button, url: values.link }, t.ignore);
}

/** To the old address once the change is applied: what happened, and whom to tell if it was not its owner. */
export function emailChangedMail(lang: MailLanguage, values: { product: string; name: string; email: string; support: string }): RenderedMail {
  const t = EMAIL_CHANGE_TEXTS.changed[lang];
  return compose(lang, fill(t.subject, values), [fill(t.hello, values), fill(t.body, values)], undefined, fill(t.warning, values));
}
