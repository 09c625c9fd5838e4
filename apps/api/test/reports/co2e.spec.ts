import { rowsIn } from '../loads/support';
import { createTestApp, type TestApp } from '../support/test-app';
import { deliveredLoad, reportWorld, type ReportWorld } from './support';

/**
 * The CO2e of a shipment (docs/modules/dashboard.md, "CO2e"): km × (empty + (full − empty) × load factor) ×
 * (1 + empty running share), kg CO2e well to wheel; an LTL shipment carries its weight's share of a truck loaded to
 * 60%. Known loads, their kilograms worked out by hand from the factors of migrations 0014 and 0015.
 */
describe('CO2e of a shipment', () => {
  let t: TestApp;
  let world: ReportWorld;
  const window = {
    pickupEnd: '2026-11-10T12:00:00Z', pickedUpAt: '2026-11-10T11:00:00Z', deliveryEnd: '2026-11-11T18:00:00Z', deliveredAt: '2026-11-11T17:00:00Z',
  };
  const co2Of = async (loadId: string) => Number((await rowsIn<{ kg: string }>(t, `select co2e_kg::text as kg from shipment_facts where load_id = $1`, [loadId]))[0]!.kg);

  beforeAll(async () => {
    t = await createTestApp();
    world = await reportWorld(t);
  }, 60_000);
  afterAll(() => t.close());

  it('a dry van with 20,000 lb over 500 miles: 1,013.33 kg', async () => {
    // 804.672 km × (0.875 + 0.453 × 9,071.8 / 20,412) kg/km × 1.17 = 1,013.33 kg
    const id = await deliveredLoad(t, world, { carrierId: world.carrierOneId, rate: 1000, weight: 20_000, weightUnit: 'lbs', miles: 500, ...window });
    expect(await co2Of(id)).toBe(1013.33);
  });

  it('a reefer, the same load: 1,142.10 kg (GLEC +12% for the refrigeration unit)', async () => {
    // 804.672 km × (0.980 + 0.507 × 9,071.8 / 19,731) kg/km × 1.17 = 1,142.10 kg
    const id = await deliveredLoad(t, world, { carrierId: world.carrierOneId, rate: 1000, equipment: 'reefer', weight: 20_000, weightUnit: 'lbs', miles: 500, ...window });
    expect(await co2Of(id)).toBe(1142.1);
  });

  it('an LTL shipment of 5,000 kg over 1,000 miles: its share of a truck loaded to 60%, 881.57 kg', async () => {
    // 1,609.344 km × (0.875 + 0.453 × 0.6) kg/km × 1.17 × 5,000 / (0.6 × 20,412) = 881.57 kg
    const id = await deliveredLoad(t, world, { carrierId: world.carrierOneId, rate: 500, mode: 'LTL', weight: 5_000, weightUnit: 'kg', miles: 1000, ...window });
    expect(await co2Of(id)).toBe(881.57);
  });

  it('a full truck counts at most its payload, and no distance means no CO2e', async () => {
    // 50,000 kg on a dry van: load factor 1 → 804.672 × 1.328 × 1.17 = 1,250.27 kg
    const heavy = await deliveredLoad(t, world, { carrierId: world.carrierOneId, rate: 900, weight: 50_000, weightUnit: 'kg', miles: 500, ...window });
    expect(await co2Of(heavy)).toBe(1250.27);
    const nowhere = await deliveredLoad(t, world, { carrierId: world.carrierOneId, rate: 900, weight: 10_000, weightUnit: 'kg', miles: null, ...window });
    expect(await co2Of(nowhere)).toBe(0);
  });
});
