import type { Warehouse } from '@freight/contracts';
import { changeLanguage, initI18n } from '@freight/i18n';
import { EMPTY_WAREHOUSE, formToWarehouse, warehouseSchema, warehouseToForm } from './warehouse-schema';

beforeAll(() => initI18n('en'));
afterEach(() => changeLanguage('en'));

const warehouse = (capacityPallets: string, availablePallets: string, dockDoors = '12') => ({
  ...EMPTY_WAREHOUSE,
  name: 'Joliet DC',
  code: 'JOL-1',
  street1: '1 Logistics Way',
  city: 'Joliet',
  state: 'IL',
  postalCode: '60431',
  capacityPallets,
  availablePallets,
  dockDoors,
});

const errorsOf = async (values: ReturnType<typeof warehouse>) => {
  try {
    await warehouseSchema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    return Object.fromEntries((error as { inner: { path: string; message: string }[] }).inner.map((e) => [e.path, e.message]));
  }
};

describe('a warehouse’s pallets and dock doors', () => {
  it('are typed in the reader’s language, thousands separators included', async () => {
    expect(await errorsOf(warehouse('12,000', '1,500', '1,000'))).toEqual({});
    expect(formToWarehouse(warehouse('12,000', '1,500', '1,000'))).toMatchObject({ capacityPallets: 12_000, availablePallets: 1500, dockDoors: 1000 });
    await changeLanguage('fr');
    expect(await errorsOf(warehouse('12 000', '1 500'))).toEqual({});
    expect(formToWarehouse(warehouse('12 000', '1 500'))).toMatchObject({ capacityPallets: 12_000, availablePallets: 1500 });
  });

  it('compares the available pallets with the capacity as numbers, and refuses parts and out-of-range counts', async () => {
    expect(await errorsOf(warehouse('1,200', '1,500'))).toEqual({ availablePallets: 'address:validation.availableWithinCapacity' });
    const errors = await errorsOf(warehouse('12.5', '-1', '1,001'));
    expect(errors.capacityPallets).toBe('validation.numberWhole');
    expect(errors.availablePallets).toBe('validation.numberRange|{"min":"0","max":"1,000,000"}');
    expect(errors.dockDoors).toBe('validation.numberRange|{"min":"0","max":"1,000"}');
  });

  it('shows a stored warehouse’s counts so that they read back', () => {
    const stored = { ...formToWarehouse(warehouse('12000', '1500')), id: 'w1' } as unknown as Warehouse;
    expect(formToWarehouse(warehouseToForm(stored))).toMatchObject({ capacityPallets: 12_000, availablePallets: 1500, dockDoors: 12 });
  });
});
