import { and, asc, eq, ne } from 'drizzle-orm';
import { SETTINGS_MESSAGES, type Address, type ApiEnvelope, type CompanyDefaults, type FavouritePage, type SettingsOptions } from '@freight/contracts';
import { addresses, carrierPartners, truckers, users } from '../../db/schema';
import { auth, createTestApp, type TestApp } from '../../../test/support/test-app';
import { memberOf } from './support';

/**
 * /setting/default (the company's defaults; address-manager/default-address answers the chosen pickup),
 * the settings options (what portal-less forms pick from), and /setting/favourites (the user's trucks and carriers).
 */
const API = '/v1/api';

describe('defaults, options and favourites', () => {
  let t: TestApp;
  let token: string;
  let colleague: string;
  let companyId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const member = await memberOf(t, 'admin@demo.test', 'defaults-keeper@demo.test');
    companyId = member.companyId;
    token = await t.login('defaults-keeper@demo.test');
    await memberOf(t, 'admin@demo.test', 'colleague@demo.test');
    colleague = await t.login('colleague@demo.test');
  });
  afterAll(() => t.close());

  const call = <T>(who: string, method: 'GET' | 'POST', path: string, payload?: object) =>
    t.app
      .inject({ method, url: `${API}/${path}`, headers: auth(who), ...(payload ? { payload } : {}) })
      .then((response) => ({ statusCode: response.statusCode, body: response.json<ApiEnvelope<T>>() }));

  it('reads the defaults (the seed chose dry van, USD, lbs) with the quote validity and reminders of the product', async () => {
    const answer = await call<CompanyDefaults>(token, 'GET', 'settings-manager/defaults');
    expect(answer.body).toMatchObject({
      message: SETTINGS_MESSAGES.defaultsFetched,
      data: {
        pickupAddressId: null,
        pickupAddress: null,
        equipmentKey: 'dry_van',
        equipment: { key: 'dry_van' },
        currency: 'USD',
        weightUnit: 'lbs',
        quoteValidityDays: 7,
        reminderLeadHours: [24, 2],
      },
    });
  });

  it('saves them for the whole company; default-address then answers the chosen pickup address', async () => {
    const [pickup] = await t.app.db
      .select()
      .from(addresses)
      .where(and(eq(addresses.companyId, companyId), ne(addresses.tag, 'business')))
      .orderBy(asc(addresses.name))
      .limit(1);
    const saved = await call<CompanyDefaults>(token, 'POST', 'settings-manager/update-defaults', {
      pickupAddressId: pickup!.id,
      equipmentKey: 'reefer',
      currency: 'CAD',
      weightUnit: 'kg',
      quoteValidityDays: 14,
      reminderLeadHours: [2, 48],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).toMatchObject({
      message: SETTINGS_MESSAGES.defaultsUpdated,
      data: {
        pickupAddressId: pickup!.id,
        pickupAddress: { _id: pickup!.id, name: pickup!.name },
        equipmentKey: 'reefer',
        equipment: { key: 'reefer', name: 'Reefer 53 ft' },
        currency: 'CAD',
        weightUnit: 'kg',
        quoteValidityDays: 14,
        reminderLeadHours: [48, 2],
      },
    });
    // A colleague of the same company sees the same defaults, and the loads form's pickup default.
    expect((await call<CompanyDefaults>(colleague, 'GET', 'settings-manager/defaults')).body.data).toMatchObject({ equipmentKey: 'reefer', currency: 'CAD' });
    expect((await call<Address>(colleague, 'GET', 'address-manager/default-address')).body.data).toMatchObject({ _id: pickup!.id });
    // Cleared: default-address falls back to the company's default (business first).
    await call(token, 'POST', 'settings-manager/update-defaults', { pickupAddressId: null });
    const fallback = (await call<Address | null>(token, 'GET', 'address-manager/default-address')).body.data;
    expect(fallback?._id).not.toBe(pickup!.id);
  });

  it("refuses another company's address, unknown equipment and out-of-range values: 400 with errors", async () => {
    const [foreign] = await t.app.db.select().from(addresses).where(ne(addresses.companyId, companyId)).limit(1);
    const refused = await call(token, 'POST', 'settings-manager/update-defaults', { pickupAddressId: foreign!.id, equipmentKey: 'hovercraft' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body.errors).toEqual([
      { field: 'body.pickupAddressId', message: SETTINGS_MESSAGES.addressNotFound },
      { field: 'body.equipmentKey', message: SETTINGS_MESSAGES.unknownEquipment },
    ]);
    for (const payload of [
      { quoteValidityDays: 0 },
      { quoteValidityDays: 91 },
      { reminderLeadHours: [1, 1] },
      { reminderLeadHours: [400] },
      { weightUnit: 'stone' },
      { currency: 'EUR' },
      {},
    ]) {
      expect({ payload, statusCode: (await call(token, 'POST', 'settings-manager/update-defaults', payload)).statusCode }).toEqual({
        payload,
        statusCode: 400,
      });
    }
    expect((await call<CompanyDefaults>(token, 'GET', 'settings-manager/defaults')).body.data!.equipmentKey).toBe('reefer');
  });

  it('options: the equipment catalogue and the company addresses, for a portal-less account too', async () => {
    const answer = await call<SettingsOptions>(token, 'GET', 'settings-manager/options');
    expect(answer.body.message).toBe(SETTINGS_MESSAGES.optionsFetched);
    expect(answer.body.data!.equipment.map((item) => item.key)).toEqual(expect.arrayContaining(['dry_van', 'reefer', 'flatbed']));
    expect(answer.body.data!.addresses.length).toBeGreaterThan(0);
    const pending = await t.login('pending@demo.test');
    const theirs = await call<SettingsOptions>(pending, 'GET', 'settings-manager/options');
    expect(theirs.statusCode).toBe(200);
    expect(theirs.body.data!.addresses.map((item) => item._id)).not.toContain(answer.body.data!.addresses[0]!._id);
    expect((await call(pending, 'GET', 'settings-manager/defaults')).statusCode).toBe(200);
    expect((await call(pending, 'POST', 'settings-manager/update-defaults', { quoteValidityDays: 10 })).statusCode).toBe(200);
  });

  it("lists the user's favourite trucks and carriers (theirs only), filters by kind, and remove-fav takes one away", async () => {
    const [truck] = await t.app.db
      .select()
      .from(truckers)
      .where(and(eq(truckers.companyId, companyId), eq(truckers.kind, 'truck'), eq(truckers.isActive, true)))
      .limit(1);
    const [partner] = await t.app.db
      .select()
      .from(carrierPartners)
      .where(and(eq(carrierPartners.companyId, companyId), eq(carrierPartners.status, 'active')))
      .limit(1);
    expect((await call(token, 'POST', 'favourite-manager/add-fav', { truckerId: truck!.id })).statusCode).toBe(200);
    expect((await call(token, 'POST', 'favourite-manager/add-fav', { carrierCompanyId: partner!.carrierCompanyId })).statusCode).toBe(200);

    const all = await call<FavouritePage>(token, 'GET', 'settings-manager/favourites');
    expect(all.body.message).toBe(SETTINGS_MESSAGES.favouritesFetched);
    expect(all.body.data).toMatchObject({ total: 2, page: 1, limit: 20 });
    expect(all.body.data!.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'truck',
          truckerId: truck!.id,
          carrierCompanyId: null,
          name: truck!.name,
          reference: truck!.truckNumber,
          ownFleet: true,
          available: true,
        }),
        expect.objectContaining({ kind: 'company', truckerId: null, carrierCompanyId: partner!.carrierCompanyId, ownFleet: false, available: true }),
      ]),
    );
    expect((await call<FavouritePage>(token, 'GET', 'settings-manager/favourites?kind=trucks')).body.data!.items.map((item) => item.kind)).toEqual(['truck']);
    expect((await call<FavouritePage>(token, 'GET', 'settings-manager/favourites?kind=carriers')).body.data!.items.map((item) => item.kind)).toEqual([
      'company',
    ]);
    expect((await call<FavouritePage>(token, 'GET', 'settings-manager/favourites?page=2&limit=1')).body.data).toMatchObject({
      total: 2,
      page: 2,
      limit: 1,
      items: [expect.any(Object)],
    });
    // A colleague has favourites of their own: none.
    expect((await call<FavouritePage>(colleague, 'GET', 'settings-manager/favourites')).body.data).toMatchObject({ total: 0, items: [] });

    const removed = await call(token, 'POST', 'favourite-manager/remove-fav', { truckerId: truck!.id });
    expect(removed.body.message).toBe('User is now Unfavourite');
    expect((await call<FavouritePage>(token, 'GET', 'settings-manager/favourites')).body.data!.items.map((item) => item.kind)).toEqual(['company']);
  });

  it('refuses a bad favourites query with 400; a portal-less account gets 403 (user level)', async () => {
    for (const query of ['kind=boats', 'page=0', 'limit=101', 'other=1']) {
      expect({ query, statusCode: (await call(token, 'GET', `settings-manager/favourites?${query}`)).statusCode }).toEqual({ query, statusCode: 400 });
    }
    const pending = await t.login('pending@demo.test');
    expect((await call(pending, 'GET', 'settings-manager/favourites')).statusCode).toBe(403);
    const [row] = await t.app.db.select().from(users).where(eq(users.email, 'pending@demo.test'));
    expect(row!.canAccessPortal).toBe(false);
  });
});
