import { rowsIn } from '../../loads/test/support';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { deliveredLoad, reportWorld, type ReportWorld } from './support';

/**
 * The CO2e of a shipment (docs/modules/dashboard.md, "CO2e"): km × ((empty + (full − empty) × load factor) +
 * empty running share × empty), kg CO2e well to wheel: the loaded kilometres at the load's consumption, the empty
 * kilometres at the empty truck's (GLEC / ISO 14083; migration 0018); an LTL shipment carries its weight's share of a
 * truck loaded to 60%. Known loads, their kilograms worked out by hand from the factors of migrations 0014 and 0015.
 * (0014 charged the empty kilometres laden, × (1 + share): 1,013.33, 1,142.10, 881.57 and 1,250.27 kg below.)
 */
describe('CO2e of a shipment', () => {
  let t: TestApp;
  let world: ReportWorld;
  const window = {
    pickupEnd: '2026-11-10T12:00:00Z',
    pickedUpAt: '2026-11-10T11:00:00Z',
    deliveryEnd: '2026-11-11T18:00:00Z',
    deliveredAt: '2026-11-11T17:00:00Z',
  };
  const co2Of = async (loadId: string) =>
    Number((await rowsIn<{ kg: string }>(t, `select co2e_kg::text as kg from shipment_facts where load_id = $1`, [loadId]))[0]!.kg);

  beforeAll(async () => {
    t = await createTestApp();
    world = await reportWorld(t);
  }, 60_000);
  afterAll(() => t.close());

  it('a dry van with 20,000 lb over 500 miles: 985.79 kg', async () => {
    // 500 mi = 804.672 km; 20,000 lb = 9,071.8 kg; load factor 9,071.8 / 20,412 = 0.444435
    // laden 0.875 + (1.328 − 0.875) × 0.444435 = 1.076329 kg/km; empty running 0.17 × 0.875 = 0.148750 kg/km
    // 804.672 km × (1.076329 + 0.148750) kg/km = 804.672 × 1.225079 = 985.79 kg
    const id = await deliveredLoad(t, world, { carrierId: world.carrierOneId, rate: 1000, weight: 20_000, weightUnit: 'lbs', miles: 500, ...window });
    expect(await co2Of(id)).toBe(985.79);
  });

  it('a reefer, the same load: 1,110.21 kg (GLEC +12% for the refrigeration unit)', async () => {
    // load factor 9,071.8 / 19,731 = 0.459774; laden 0.980 + (1.487 − 0.980) × 0.459774 = 1.213105 kg/km
    // empty running 0.17 × 0.980 = 0.166600 kg/km; 804.672 km × (1.213105 + 0.166600) = 804.672 × 1.379705 = 1,110.21 kg
    const id = await deliveredLoad(t, world, {
      carrierId: world.carrierOneId,
      rate: 1000,
      equipment: 'reefer',
      weight: 20_000,
      weightUnit: 'lbs',
      miles: 500,
      ...window,
    });
    expect(await co2Of(id)).toBe(1110.21);
  });

  it('an LTL shipment of 5,000 kg over 1,000 miles: its share of a truck loaded to 60%, 851.21 kg', async () => {
    // truck: 0.875 + 0.453 × 0.6 = 1.146750 kg/km laden, + 0.17 × 0.875 = 0.148750 empty running = 1.295500 kg/km
    // share 5,000 / (0.6 × 20,412) = 5,000 / 12,247.2 = 0.408257
    // 1,609.344 km × 1.295500 kg/km × 0.408257 = 851.21 kg
    const id = await deliveredLoad(t, world, {
      carrierId: world.carrierOneId,
      rate: 500,
      mode: 'LTL',
      weight: 5_000,
      weightUnit: 'kg',
      miles: 1000,
      ...window,
    });
    expect(await co2Of(id)).toBe(851.21);
  });

  it('a full truck counts at most its payload, and no distance means no CO2e', async () => {
    // 50,000 kg on a dry van: load factor 1 → 804.672 km × (1.328 + 0.17 × 0.875) kg/km = 804.672 × 1.47675 = 1,188.30 kg
    const heavy = await deliveredLoad(t, world, { carrierId: world.carrierOneId, rate: 900, weight: 50_000, weightUnit: 'kg', miles: 500, ...window });
    expect(await co2Of(heavy)).toBe(1188.3);
    const nowhere = await deliveredLoad(t, world, { carrierId: world.carrierOneId, rate: 900, weight: 10_000, weightUnit: 'kg', miles: null, ...window });
    expect(await co2Of(nowhere)).toBe(0);
  });
});
