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

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Paragraphs and one optional button link → text and HTML. */
function compose(subject: string, paragraphs: string[], link?: { label: string; url: string }, footer?: string): RenderedMail {
  const text = [...paragraphs, ...(link ? [`${link.label}: ${link.url}`] : []), ...(footer ? ['', footer] : [])].join('\n\n');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1b2430">',
    ...paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`),
    link ? `<p><a href="${escapeHtml(link.url)}" style="background:#0b5cad;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(link.label)}</a></p>` : '',
    footer ? `<p style="color:#5b6675;font-size:12px">${escapeHtml(footer)}</p>` : '',
    '</body></html>',
  ].join('');
  return { subject, text, html };
}

const TEXTS = {
  verify: {
    en: { subject: 'Verify your e-mail for {product}', hello: 'Hello {name},', body: 'Welcome to {product}. Please confirm that this is your e-mail address. The link is valid for 48 hours.', button: 'Verify my e-mail', ignore: 'If you did not create an account, you can ignore this e-mail.' },
    sp: { subject: 'Verifique su correo en {product}', hello: 'Hola {name}:', body: 'Bienvenido a {product}. Confirme que esta es su dirección de correo. El enlace es válido durante 48 horas.', button: 'Verificar mi correo', ignore: 'Si usted no creó una cuenta, puede ignorar este mensaje.' },
    fr: { subject: 'Vérifiez votre courriel pour {product}', hello: 'Bonjour {name},', body: 'Bienvenue sur {product}. Veuillez confirmer que cette adresse courriel est la vôtre. Le lien est valable 48 heures.', button: 'Vérifier mon courriel', ignore: "Si vous n'avez pas créé de compte, ignorez ce message." },
  },
  reset: {
    en: { subject: 'Reset your {product} password', hello: 'Hello {name},', body: 'We received a request to reset your password. The link is valid for one hour and can be used once.', button: 'Choose a new password', ignore: 'If you did not ask for this, ignore this e-mail: your password stays the same.' },
    sp: { subject: 'Restablezca su contraseña de {product}', hello: 'Hola {name}:', body: 'Recibimos una solicitud para restablecer su contraseña. El enlace es válido durante una hora y se puede usar una sola vez.', button: 'Elegir una contraseña nueva', ignore: 'Si usted no lo solicitó, ignore este mensaje: su contraseña no cambia.' },
    fr: { subject: 'Réinitialisez votre mot de passe {product}', hello: 'Bonjour {name},', body: 'Nous avons reçu une demande de réinitialisation de votre mot de passe. Le lien est valable une heure et ne sert qu’une fois.', button: 'Choisir un nouveau mot de passe', ignore: "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe ne change pas." },
  },
  registerAttempt: {
    en: { subject: 'Someone tried to register with your e-mail on {product}', hello: 'Hello {name},', body: 'Someone just tried to create a {product} account with this e-mail address. It already has an account, so nothing was created or changed.', action: 'If it was you, sign in: {login}\nForgot your password? Choose a new one: {reset}', ignore: 'If it was not you, you can ignore this e-mail: your account is unchanged.' },
    sp: { subject: 'Alguien intentó registrarse con su correo en {product}', hello: 'Hola {name}:', body: 'Alguien acaba de intentar crear una cuenta de {product} con esta dirección de correo. Ya tiene una cuenta, así que no se creó ni se cambió nada.', action: 'Si fue usted, inicie sesión: {login}\n¿Olvidó su contraseña? Elija una nueva: {reset}', ignore: 'Si no fue usted, puede ignorar este mensaje: su cuenta no cambió.' },
    fr: { subject: "Quelqu'un a tenté de s'inscrire avec votre courriel sur {product}", hello: 'Bonjour {name},', body: "Quelqu'un vient d'essayer de créer un compte {product} avec cette adresse courriel. Elle a déjà un compte : rien n'a été créé ni modifié.", action: 'Si c’était vous, connectez-vous : {login}\nMot de passe oublié ? Choisissez-en un nouveau : {reset}', ignore: "Si ce n'était pas vous, ignorez ce message : votre compte n'a pas changé." },
  },
  contactCopy: {
    en: { subject: 'We received your message: {subject}', hello: 'Hello {name},', body: 'Thank you for contacting us. We will get back to you soon. Here is a copy of your message:' },
    sp: { subject: 'Recibimos su mensaje: {subject}', hello: 'Hola {name}:', body: 'Gracias por escribirnos. Le responderemos pronto. Esta es una copia de su mensaje:' },
    fr: { subject: 'Nous avons reçu votre message : {subject}', hello: 'Bonjour {name},', body: 'Merci de nous avoir écrit. Nous vous répondrons bientôt. Voici une copie de votre message :' },
  },
} as const;

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

export function verifyEmailMail(lang: MailLanguage, values: { product: string; name: string; link: string }): RenderedMail {
  const t = TEXTS.verify[lang];
  return compose(fill(t.subject, values), [fill(t.hello, values), fill(t.body, values)], { label: t.button, url: values.link }, t.ignore);
}

export function resetPasswordMail(lang: MailLanguage, values: { product: string; name: string; link: string }): RenderedMail {
  const t = TEXTS.reset[lang];
  return compose(fill(t.subject, values), [fill(t.hello, values), fill(t.body, values)], { label: t.button, url: values.link }, t.ignore);
}

/** To the owner of an e-mail someone tried to register again: sign in, or reset the password (no enumeration). */
export function registerAttemptMail(lang: MailLanguage, values: { product: string; name: string; login: string; reset: string }): RenderedMail {
  const t = TEXTS.registerAttempt[lang];
  return compose(fill(t.subject, values), [fill(t.hello, values), fill(t.body, values), fill(t.action, values)], undefined, t.ignore);
}

export function contactCopyMail(lang: MailLanguage, values: { product: string; name: string; subject: string; message: string }): RenderedMail {
  const t = TEXTS.contactCopy[lang];
  return compose(fill(t.subject, values), [fill(t.hello, values), fill(t.body, values), `${values.subject}\n\n${values.message}`], undefined, values.product);
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
  return compose(`[Contact] ${values.subject}`, [
    `From: ${values.name} <${values.email}>\nCompany: ${values.company}\nPhone: ${values.phone || '-'}`,
    values.message,
    `Reply to: ${values.email}`,
  ]);
}
