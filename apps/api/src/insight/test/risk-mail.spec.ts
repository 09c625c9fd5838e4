import { RISK_REASONS } from '@freight/contracts';
import { loadRiskMail, type MailLanguage } from '../../mail/templates';

/** The risk job's e-mail (loadRiskMail) in en, sp and fr, for every reason. */
const mail = (lang: MailLanguage, reason: (typeof RISK_REASONS)[number]) =>
  loadRiskMail(lang, {
    name: 'Ana',
    loadId: 'L-000123',
    lane: 'Chicago, IL → Indianapolis, IN',
    delayed: reason === 'pickupMissed' || reason === 'deliveryMissed',
    reason,
    minutes: 45,
    hours: 4,
    link: 'https://freight.example/dashboard/delayedorders?order=1',
  });
const prose = (lang: MailLanguage, reason: (typeof RISK_REASONS)[number]) => {
  const rendered = mail(lang, reason);
  return `${rendered.subject}\n${rendered.text}`.replace(/https?:\/\/\S+/g, 'LINK');
};

describe('the risk e-mail', () => {
  it('says why, by how much, and links to the order, in each language', () => {
    expect(mail('en', 'pickupMissed')).toMatchObject({ subject: 'Load L-000123 is late' });
    expect(mail('en', 'pickupMissed').text).toContain('was not picked up: its pickup window closed 45 min ago.');
    expect(mail('en', 'deliveryEta').subject).toBe('Load L-000123 is at risk of delay');
    expect(mail('en', 'noTruck').text).toContain('has no truck yet and its pickup window closes within 4 hours');
    expect(mail('sp', 'deliveryMissed').subject).toBe('La carga L-000123 está retrasada');
    expect(mail('fr', 'pickupEta').subject).toBe('Le chargement L-000123 risque d’être en retard');
    for (const lang of ['en', 'sp', 'fr'] as const) {
      for (const reason of RISK_REASONS) {
        const rendered = mail(lang, reason);
        expect(rendered.text).toContain('https://freight.example/dashboard/delayedorders?order=1');
        expect(rendered.html).toContain('href="https://freight.example/dashboard/delayedorders?order=1"');
        expect(rendered.text).toContain('L-000123 (Chicago, IL → Indianapolis, IN)');
      }
    }
    // Every reason reads differently, and each language differs from the others.
    expect(new Set(RISK_REASONS.map((reason) => mail('en', reason).text)).size).toBe(RISK_REASONS.length);
    expect(new Set((['en', 'sp', 'fr'] as const).map((lang) => mail(lang, 'deliveryMissed').text)).size).toBe(3);
  });

  it("says a long delay in days and hours, in the reader's words, not as a count of minutes", () => {
    const long = (lang: MailLanguage, minutes: number) =>
      // Intl's no-break spaces (between a number and its unit in French) compared as plain spaces.
      loadRiskMail(lang, {
        name: 'Ana',
        loadId: 'L-000123',
        lane: 'Chicago, IL → Indianapolis, IN',
        delayed: true,
        reason: 'pickupMissed',
        minutes,
        hours: 4,
        link: 'https://freight.example/',
      }).text.replace(/[\u00A0]/g, ' ');
    expect(long('en', 135)).toContain('its pickup window closed 2 hr, 15 min ago.');
    expect(long('en', 1575)).toContain('its pickup window closed 1 day, 2 hr ago.');
    expect(long('sp', 1575)).toContain('su ventana de recogida cerró hace 1 día y 2 h.');
    expect(long('fr', 2880)).toContain('s’est fermée il y a 2 jours.');
    for (const lang of ['en', 'sp', 'fr'] as const) expect(long(lang, 1575)).not.toContain('1575');
  });

  it('French puts a narrow no-break space before ":" (the link line too); English and Spanish do not', () => {
    for (const reason of RISK_REASONS) {
      for (const match of prose('fr', reason).matchAll(/(.{0,20})([:;?!])/g)) expect(match[1]!.endsWith('\u202F')).toBe(true);
      for (const lang of ['en', 'sp'] as const) expect(prose(lang, reason)).not.toMatch(/[\u202F\u00A0 ][:;?!]/);
    }
  });
});
