import { eq } from 'drizzle-orm';
import { SETTINGS_MESSAGES, type ApiEnvelope, type BusinessDetails, type CarrierDetail, type CompanySettings } from '@freight/contracts';
import { companies, modules, userPermissions, users } from '../../db/schema';
import { auth, createTestApp, type TestApp } from '../../../test/support/test-app';
import { memberOf } from './support';

/**
 * The company tab (name, contacts, address, tax number, plan and renewal) and /setting/businessDetails (the
 * company's side and the carrier's declared details), shown to a related shipper by load-manager/carrier-detail.
 */
const API = '/v1/api';

describe('company info and business details', () => {
  let t: TestApp;
  let shipper: string;
  let carrier: string;
  let carrierCompanyId: string;

  beforeAll(async () => {
    t = await createTestApp();
    await memberOf(t, 'shipper@demo.test', 'company-editor@demo.test');
    await memberOf(t, 'dispatch@interstate-haulers.test', 'carrier-editor@interstate-haulers.test');
    shipper = await t.login('company-editor@demo.test');
    carrier = await t.login('carrier-editor@interstate-haulers.test');
    carrierCompanyId = (await t.app.db.select().from(users).where(eq(users.email, 'dispatch@interstate-haulers.test')))[0]!.companyId;
  });
  afterAll(() => t.close());

  const call = <T>(token: string, method: 'GET' | 'POST', path: string, payload?: object) =>
    t.app
      .inject({ method, url: `${API}/${path}`, headers: auth(token), ...(payload ? { payload } : {}) })
      .then((response) => ({ statusCode: response.statusCode, body: response.json<ApiEnvelope<T>>() }));

  it('reads the company with its plan and renewal from the billing columns', async () => {
    const [row] = await t.app.db.select().from(companies).where(eq(companies.name, 'Demo Freight Co.'));
    const renews = new Date('2027-01-15T00:00:00Z');
    await t.app.db
      .update(companies)
      .set({ planKey: 'pro', billingState: 'active', planRenewsAt: renews, paymentCustomerId: 'cus_sandbox_1' })
      .where(eq(companies.id, row!.id));
    const answer = await call<CompanySettings>(shipper, 'GET', 'settings-manager/company');
    expect(answer.statusCode).toBe(200);
    expect(answer.body.message).toBe(SETTINGS_MESSAGES.companyFetched);
    expect(answer.body.data).toMatchObject({
      _id: row!.id,
      name: 'Demo Freight Co.',
      taxNumber: null,
      address: null,
      plan: { planKey: 'pro', name: expect.any(String), billingState: 'active', renewsAt: renews.toISOString(), hasBillingAccount: true },
    });
  });

  it('updates name, contacts, address and tax number; clears with empty values', async () => {
    const address = { street1: '100 Main St', city: 'Springfield', state: 'IL', postalCode: '62701', country: 'USA' };
    const answer = await call<CompanySettings>(shipper, 'POST', 'settings-manager/update-company', {
      name: ' Demo Freight Co. ',
      contactEmail: 'Ops@DemoFreight.test',
      contactPhone: '+1 217 555 0100',
      taxNumber: '12-3456789',
      address,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toMatchObject({
      message: SETTINGS_MESSAGES.companyUpdated,
      data: {
        name: 'Demo Freight Co.',
        contactEmail: 'ops@demofreight.test',
        contactPhone: '+1 217 555 0100',
        taxNumber: '12-3456789',
        address: { ...address, street2: null },
      },
    });
    const cleared = await call<CompanySettings>(shipper, 'POST', 'settings-manager/update-company', { taxNumber: '', address: null });
    expect(cleared.body.data).toMatchObject({ taxNumber: null, address: null, contactEmail: 'ops@demofreight.test' });
  });

  it('refuses bad company input with 400 and errors', async () => {
    const bad = await call(shipper, 'POST', 'settings-manager/update-company', {
      contactPhone: '12',
      taxNumber: '#',
      address: { street1: 'x', city: 'y', state: 'IL', postalCode: 'nope', country: 'USA' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.errors!.map((error) => error.field).sort()).toEqual(['body.address.postalCode', 'body.contactPhone', 'body.taxNumber']);
    // The address book's postal rule: Chicago, IL 90210 is refused (90210 is Beverly Hills).
    const elsewhere = await call(shipper, 'POST', 'settings-manager/update-company', {
      address: { street1: '1 Main St', city: 'Chicago', state: 'IL', postalCode: '90210', country: 'USA' },
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.body.errors).toEqual([{ field: 'body.address.postalCode', message: "Postal Zipcode doesn't match with Locality City" }]);
    expect((await call(shipper, 'POST', 'settings-manager/update-company', {})).statusCode).toBe(400);
    expect((await call(shipper, 'POST', 'settings-manager/update-company', { name: 'A' })).statusCode).toBe(400);
  });

  it("saves the carrier's details and shows them on /carrierdetail (load-manager/carrier-detail)", async () => {
    const details = {
      dotNumber: '778899',
      // Typed with its prefix: kept as its digits.
      mcNumber: 'MC-445566',
      insuranceCarrier: 'Great Plains Mutual',
      insurancePolicyNumber: 'GP-2026-0042',
      insuranceExpiresOn: '2027-06-30',
      cargoInsuranceAmount: 100000,
      liabilityInsuranceAmount: 1000000,
      equipmentKeys: ['reefer', 'dry_van'],
      serviceArea: ['TX', 'OK', 'ON'],
      preferredLanes: [{ originState: 'TX', originCity: 'Dallas', destinationState: 'IL', destinationCity: 'Chicago' }],
    };
    const saved = await call<BusinessDetails>(carrier, 'POST', 'settings-manager/update-business-details', { companyType: 'carrier', carrier: details });
    expect(saved.statusCode).toBe(200);
    expect(saved.body.message).toBe(SETTINGS_MESSAGES.businessUpdated);
    const expected = {
      dotNumber: '778899',
      mcNumber: '445566',
      insuranceCarrier: 'Great Plains Mutual',
      insurancePolicyNumber: 'GP-2026-0042',
      insuranceExpiresOn: '2027-06-30',
      insuranceExpired: false,
      cargoInsuranceAmount: 100000,
      liabilityInsuranceAmount: 1000000,
      equipment: [
        { key: 'dry_van', name: 'Dry Van 53 ft' },
        { key: 'reefer', name: 'Reefer 53 ft' },
      ],
      serviceArea: ['TX', 'OK', 'ON'],
      preferredLanes: [{ originState: 'TX', originCity: 'Dallas', destinationState: 'IL', destinationCity: 'Chicago' }],
    };
    expect(saved.body.data).toMatchObject({ companyId: carrierCompanyId, companyType: 'carrier', carrier: expected });
    expect((await call<BusinessDetails>(carrier, 'GET', 'settings-manager/business-details')).body.data!.carrier).toMatchObject(expected);

    // A partial update keeps what it does not name.
    const partial = await call<BusinessDetails>(carrier, 'POST', 'settings-manager/update-business-details', { carrier: { serviceArea: ['TX'] } });
    expect(partial.body.data!.carrier).toMatchObject({ ...expected, serviceArea: ['TX'] });

    // Demo Freight (a partner shipper of Interstate Haulers) sees them on /carrierdetail.
    const shown = await call<CarrierDetail>(shipper, 'GET', `load-manager/carrier-detail/${carrierCompanyId}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.body.data).toMatchObject({ dotNumber: '778899', mcNumber: '445566', business: { ...expected, serviceArea: ['TX'] } });
  });

  it('refuses unknown equipment, bad numbers, unknown regions, a bad date: 400 with errors, nothing saved', async () => {
    const unknown = await call(carrier, 'POST', 'settings-manager/update-business-details', { carrier: { equipmentKeys: ['hovercraft'] } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.errors).toEqual([{ field: 'body.carrier.equipmentKeys', message: SETTINGS_MESSAGES.unknownEquipment }]);
    // USDOT: 1 to 8 digits; MC: 1 to 7 digits, 'MC' optional.
    for (const carrierInput of [
      { dotNumber: 'DOT 12' },
      { dotNumber: 'abc' },
      { dotNumber: '123456789' },
      { mcNumber: '-5' },
      { mcNumber: 'MC-12345678' },
      { serviceArea: ['XX'] },
      { insuranceExpiresOn: '2027-13-40' },
      { cargoInsuranceAmount: -5 },
    ]) {
      const bad = await call(carrier, 'POST', 'settings-manager/update-business-details', { carrier: carrierInput });
      expect({ carrierInput, statusCode: bad.statusCode, errors: bad.body.errors?.length }).toEqual({ carrierInput, statusCode: 400, errors: 1 });
    }
    expect((await call(carrier, 'POST', 'settings-manager/update-business-details', { companyType: 'broker' })).statusCode).toBe(400);
    expect((await call<BusinessDetails>(carrier, 'GET', 'settings-manager/business-details')).body.data!.carrier.dotNumber).toBe('778899');
  });

  it('a portal-less account reads and edits its company and business details (account level)', async () => {
    const pending = await t.login('pending@demo.test');
    expect((await call(pending, 'GET', 'settings-manager/company')).statusCode).toBe(200);
    expect((await call(pending, 'GET', 'settings-manager/business-details')).statusCode).toBe(200);
    const answer = await call<BusinessDetails>(pending, 'POST', 'settings-manager/update-business-details', { companyType: 'both' });
    expect(answer.body.data!.companyType).toBe('both');
  });

  it('a portal-less account granted every module (a registered administrator before paying) holds no permission: the business addresses stay closed', async () => {
    // docs/modules/settings.md: the nested business-address pages are portal pages; the shell's guard agrees.
    const admin = await memberOf(t, 'pending@demo.test', 'pending-admin@demo.test', { portal: false });
    const every = await t.app.db.select({ id: modules.id }).from(modules);
    await t.app.db.insert(userPermissions).values(every.map((module) => ({ userId: admin.id, moduleId: module.id, isGranted: true })));
    const token = await t.login('pending-admin@demo.test');
    const grants = await call<Array<{ isGranted: boolean; moduleId: { moduleKey: string } }>>(token, 'GET', `company-permissions/resource/allowed/${admin.id}`);
    expect(grants.body.data!.filter((grant) => grant.isGranted).map((grant) => grant.moduleId.moduleKey)).toContain('address');
    // What /setting/businessDetails needs is open...
    expect((await call(token, 'GET', 'settings-manager/business-details')).statusCode).toBe(200);
    expect((await call(token, 'GET', 'settings-manager/options')).statusCode).toBe(200);
    // ...its nested address pages' calls are not, whatever the grants say.
    const address = { tag: 'business', name: 'Yard', street1: '1 Main St', city: 'Chicago', state: 'IL', postalCode: '60607', country: 'USA' };
    for (const [method, path, payload] of [
      ['POST', 'address-manager/address-list?tag=business', { page: 1, limit: 20 }],
      ['POST', 'address-manager/add-address', address],
      ['GET', `address-manager/address-detail/${admin.id}`, undefined],
    ] as const) {
      const answer = await call(token, method, path, payload);
      expect({ path, statusCode: answer.statusCode, message: answer.body.message }).toEqual({
        path,
        statusCode: 403,
        message: 'Your account has no portal access',
      });
    }
  });
});
