import type { ApiEnvelope, NotificationList, Plan } from '@freight/contracts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { planTexts } from '../../companies/plan-texts';
import { notificationTexts } from '../notices';
import { riskNoticeBody } from '../../insight/risk-job';
import { PLANS } from '../../seed/reference';
import { auth, createTestApp, type TestApp } from '../../../test/support/test-app';

/** The plans' descriptions and features and the notifications arrive in the caller's language. */
describe('plans and notifications in the caller’s language', () => {
  let t: TestApp;
  let shipper: string;

  beforeAll(async () => {
    t = await createTestApp();
    shipper = await t.login('shipper@demo.test');
  }, 60_000);
  afterAll(() => t.close());

  const get = async <T>(url: string, language: string, token?: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/v1/api/${url}`, headers: { language, ...(token ? auth(token) : {}) } });
    expect(response.statusCode).toBe(200);
    return response.json<ApiEnvelope<T>>().data!;
  };

  it('every seeded plan text has sp and fr', () => {
    const texts = PLANS.flatMap((plan) => [plan.description, ...plan.features]);
    expect(texts.filter((text) => !planTexts.has(text))).toEqual([]);
  });

  it("the app's English plan texts (libs/i18n labels.planDescription, labels.planFeatures) are the seeded ones", () => {
    // The screens show a plan's texts by its key in the language shown now; English must say what the API stores.
    const { labels } = JSON.parse(readFileSync(path.resolve(__dirname, '../../../../../libs/i18n/src/locales/en.json'), 'utf8')) as {
      labels: { planDescription: Record<string, string>; planFeatures: Record<string, string[]> };
    };
    for (const plan of PLANS) {
      expect({ key: plan.key, description: labels.planDescription[plan.key], features: labels.planFeatures[plan.key] }).toEqual({
        key: plan.key,
        description: plan.description,
        features: plan.features,
      });
    }
  });

  it('every notification text the API and the seed write in English has sp and fr', async () => {
    const client = new pg.Client({ connectionString: t.databaseUrl });
    await client.connect();
    try {
      // The seed writes each user's notifications in their language: the English ones are those to translate.
      const { rows } = await client.query<{ title: string; body: string }>(
        `select distinct n.title, n.body from notifications n join users u on u.id = n.user_id where u.language = 'en'`,
      );
      expect(rows.length).toBeGreaterThan(3);
      const missing = rows.flatMap((row) => [row.title, row.body]).filter((text) => !notificationTexts.has(text));
      expect([...new Set(missing)]).toEqual([]);
    } finally {
      await client.end();
    }
    // Written by company-manager when a payment is verified (companies/repository.ts).
    expect(['Payment Verified Successfully', 'Your company now has full access to the portal.'].filter((text) => !notificationTexts.has(text))).toEqual([]);
  });

  it('GET plans and plans/:planKey: descriptions and features in French and Spanish, names and numbers as they are', async () => {
    const english = await get<Plan[]>('company-manager/plans', 'en');
    expect(english.map((plan) => plan.description)).toEqual(PLANS.map((plan) => plan.description));
    const french = await get<Plan[]>('company-manager/plans', 'fr');
    expect(french.map((plan) => plan.name)).toEqual(english.map((plan) => plan.name));
    expect(french.map((plan) => plan.priceCents)).toEqual(english.map((plan) => plan.priceCents));
    expect(french[0]!.description).toBe('Pour les petites flottes et les expéditeurs qui débutent.');
    expect(french[0]!.features).toEqual(['Chargements et devis', "Carnet d'adresses et lignes", "Jusqu'à 10 camions", 'Assistance par e-mail']);
    expect(french[1]!.features[0]).toBe('Tout ce que comprend Starter');
    const spanish = await get<Plan>('company-manager/plans/pro', 'sp');
    expect(spanish.description).toBe('Para cargadores y transportistas en crecimiento.');
    expect(spanish.features).toContain('Hasta 100 camiones');
  });

  it('GET read-notification: titles and bodies in Spanish, ids, links and read state as they are', async () => {
    const english = await get<NotificationList>('user-manager/read-notification?limit=50', 'en', shipper);
    expect(english.items.length).toBeGreaterThan(0);
    const spanish = await get<NotificationList>('user-manager/read-notification?limit=50', 'sp', shipper);
    expect(spanish.items.map(({ _id, link, read }) => ({ _id, link, read }))).toEqual(english.items.map(({ _id, link, read }) => ({ _id, link, read })));
    expect(spanish.unread).toBe(english.unread);
    spanish.items.forEach((item, index) => {
      const original = english.items[index]!;
      expect(item.title).toBe(notificationTexts.translate(original.title, 'sp'));
      expect(item.title).not.toBe(original.title);
    });
    // The seeded demo is deterministic: the shipper has a delayed load and a quote among the latest 50.
    const delayed = english.items.findIndex((item) => item.title === 'Load delayed');
    expect(delayed).toBeGreaterThanOrEqual(0);
    expect(spanish.items[delayed]!.title).toBe('Carga retrasada');
    expect(spanish.items[delayed]!.body).not.toBe(english.items[delayed]!.body);
    const quoted = english.items.findIndex((item) => item.title === 'New quote received');
    expect(quoted).toBeGreaterThanOrEqual(0);
    expect(spanish.items[quoted]!.body).toMatch(/ cotizó /);
  });

  it("a risk notice's delay reads in days, hours and minutes in each language, English included (stored as minutes)", async () => {
    const stored = riskNoticeBody('pickupMissed', 'L-000123', 1575);
    expect(stored).toBe('L-000123: not picked up, the pickup window closed 1575 min ago');
    expect(notificationTexts.translate(stored, 'en')).toBe('L-000123: not picked up, the pickup window closed 1 day, 2 hr ago');
    expect(notificationTexts.translate(stored, 'sp')).toBe('L-000123: no recogida, la ventana de recogida cerró hace 1 día y 2 h');
    // Intl puts a no-break space between a number and its unit in French: compared as plain spaces.
    const plain = (text: string | undefined) => text?.replace(/[\u00A0\u202F]/g, ' ');
    expect(plain(notificationTexts.translate(stored, 'fr'))).toBe("L-000123 : non enlevé, la fenêtre d'enlèvement s'est fermée il y a 1 jour et 2 h");
    expect(notificationTexts.translate(riskNoticeBody('deliveryEta', 'L-000123', 135), 'en')).toBe(
      'L-000123: expected at delivery 2 hr, 15 min after the window',
    );
    // Texts without an English display stay byte-exact in English.
    expect(notificationTexts.translate('Load delayed', 'en')).toBe('Load delayed');
    expect(notificationTexts.translate('Acme Freight quoted L-000123', 'en')).toBe('Acme Freight quoted L-000123');

    // Through the API: a stored notice is read back in the reader's words.
    const client = new pg.Client({ connectionString: t.databaseUrl });
    await client.connect();
    try {
      await client.query(
        `insert into notifications (company_id, user_id, type, title, body, link)
         select company_id, id, 'load_delayed', 'Load delayed', $1, '/dashboard/delayedorders' from users where email = 'shipper@demo.test'`,
        [riskNoticeBody('deliveryMissed', 'L-LONGDELAY', 2880)],
      );
    } finally {
      await client.end();
    }
    const bodyIn = async (language: string) =>
      (await get<NotificationList>('user-manager/read-notification?limit=50', language, shipper)).items.find((item) => item.body.includes('L-LONGDELAY'))?.body;
    expect(await bodyIn('en')).toBe('L-LONGDELAY: not delivered, the delivery window closed 2 days ago');
    expect(plain(await bodyIn('fr'))).toBe("L-LONGDELAY : non livré, la fenêtre de livraison s'est fermée il y a 2 jours");
  });
});
