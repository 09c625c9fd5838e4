import {
  contactCopyMail,
  contactSupportMail,
  driverLinkMail,
  quoteApprovedMail,
  quoteAwardedElsewhereMail,
  quoteCommentMail,
  quoteConfirmedMail,
  quoteDeclinedMail,
  quoteRequestMail,
  quoteShipperDeclinedMail,
  registerAttemptMail,
  resetPasswordMail,
  verifyEmailMail,
  type MailLanguage,
  type RenderedMail,
} from '../templates';

/** Every e-mail of src/mail/templates.ts in one language, with values that hold no punctuation of their own. */
function everyMail(lang: MailLanguage) {
  const link = 'https://freight.example/x?quoteId=Q-ABCDEFGHJK';
  const people = { name: 'Ana', product: 'FreightHub' };
  const quote = { name: 'Ana', quoteId: 'Q-ABCDEFGHJK', loadId: 'L-000123', link };
  return {
    verify: verifyEmailMail(lang, { ...people, link }),
    reset: resetPasswordMail(lang, { ...people, link }),
    registerAttempt: registerAttemptMail(lang, { ...people, login: 'https://freight.example/login', reset: 'https://freight.example/forgot' }),
    contactCopy: contactCopyMail(lang, { ...people, subject: 'Invoices', message: 'Hello' }),
    request: quoteRequestMail(lang, {
      ...quote,
      shipper: 'Demo Freight Co',
      lane: 'Chicago IL to Indianapolis IN',
      pickup: '1 December 2026',
      equipment: 'Dry van',
      passcode: '12345678',
      message: 'Thanks',
      resent: true,
    }),
    confirmed: quoteConfirmedMail(lang, { ...quote, carrier: 'Maple', amount: '1825 CAD', days: '2', validUntil: '3 December 2026', notes: 'Ready' }),
    declined: quoteDeclinedMail(lang, { ...quote, carrier: 'Maple', reason: 'Full' }),
    shipperDeclined: quoteShipperDeclinedMail(lang, { ...quote, shipper: 'Demo Freight Co', reason: 'Plans changed' }),
    comment: quoteCommentMail(lang, { ...quote, author: 'Grace Hopper', comment: 'Dock open', toCarrier: true }),
    approved: quoteApprovedMail(lang, { ...quote, shipper: 'Demo Freight Co', amount: '1825 CAD', orderId: 'O-000042' }),
    awardedElsewhere: quoteAwardedElsewhereMail(lang, { ...quote, shipper: 'Demo Freight Co' }),
    driverLink: driverLinkMail(lang, {
      name: 'Ana',
      company: 'Demo Freight Co',
      loadId: 'L-000123',
      truckNumber: 'T-12',
      lane: 'Chicago IL to Dallas TX',
      expiresAt: '1 December 2026',
      link,
    }),
  };
}

/** The text a reader sees: subject and plain text, links left out (their ':' is no punctuation). */
const prose = (mail: RenderedMail) => `${mail.subject}\n${mail.text}`.replace(/https?:\/\/\S+/g, 'LINK');

describe('mail templates: typography', () => {
  it('French puts a narrow no-break space before ":", ";", "?" and "!" in every e-mail, the link line included', () => {
    const misplaced: string[] = [];
    for (const [name, mail] of Object.entries(everyMail('fr'))) {
      const text = prose(mail);
      for (const match of text.matchAll(/(.{0,20})([:;?!])/g)) {
        if (!match[1]!.endsWith('\u202F')) misplaced.push(`${name}: …${match[0]}`);
      }
      // The HTML twin reads the same (escaped, but the spaces are kept).
      expect(mail.html.replace(/https?:\/\/[^"\s<]+/g, 'LINK')).not.toMatch(/ [:;?!]/);
    }
    expect(misplaced).toEqual([]);
    const request = everyMail('fr').request.text;
    expect(request).toContain('Voir le chargement et envoyer mon prix\u202F: https://freight.example/x?quoteId=Q-ABCDEFGHJK');
    expect(request).toContain("Votre code d'accès\u202F: 12345678\n");
    expect(everyMail('fr').registerAttempt.text).toContain('Mot de passe oublié\u202F? Choisissez-en un nouveau\u202F: ');
  });

  it('English and Spanish keep their colon right after the word', () => {
    for (const lang of ['en', 'sp'] as const) {
      for (const [name, mail] of Object.entries(everyMail(lang))) {
        expect({ name, lang, text: prose(mail) }).toEqual({ name, lang, text: expect.not.stringMatching(/[\u202F\u00A0 ][:;?!]/) });
      }
    }
    expect(everyMail('en').request.text).toContain('See the load and send my price: https://freight.example/x?quoteId=Q-ABCDEFGHJK');
    expect(
      contactSupportMail({ product: 'FreightHub', name: 'Ana', email: 'ana@x.test', company: 'X', phone: '', subject: 'Hi', message: 'Hello' }).text,
    ).toContain('Reply to: ana@x.test');
  });
});
