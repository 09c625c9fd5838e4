import { ValidationError } from 'yup';
import { changeLanguage, initI18n, parseAmountCents } from '@freight/i18n';
import { CONTAINER_A, ERP_ORDER, ORDER } from './fixtures';
import {
  containerNumberProblem,
  detailToForm,
  emptyContainer,
  emptyOrder,
  erpToForm,
  expectedCheckDigit,
  formFieldErrors,
  formToRequest,
  purchaseOrderSchema,
  totalCentsOf,
  type PurchaseOrderFormValues,
} from './schema';

const V = 'purchase-orders:form.validation';

/** The schema's errors by field path (every one, not only the first). */
async function errorsOf(values: PurchaseOrderFormValues): Promise<Record<string, string>> {
  try {
    await purchaseOrderSchema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((inner) => [inner.path ?? '', inner.message]));
  }
}

const valid = (): PurchaseOrderFormValues => ({
  ...emptyOrder(),
  supplierName: 'Shenzhen Bright Lighting Co.',
  supplierCountry: 'cn',
  originPort: 'Yantian (Shenzhen)',
  destinationPort: 'Los Angeles / Long Beach',
  lines: [{ productId: '', sku: 'LED-100', description: 'LED panel', quantity: '500', unit: 'each', unitPrice: '15.00', containerNumber: 'CSQU3054383' }],
  containers: [{ ...emptyContainer(), containerNumber: 'CSQU3054383' }],
});

describe('the container number (ISO 6346)', () => {
  it('tells a wrong shape from a wrong check digit, and which digit is expected', () => {
    expect(containerNumberProblem('CSQU3054383')).toBeUndefined();
    expect(containerNumberProblem('csqu 305438-3')).toBeUndefined();
    expect(containerNumberProblem('CSQU3054384')).toBe('checkDigit');
    expect(containerNumberProblem('CSQ3054383')).toBe('format');
    expect(containerNumberProblem('CSQA3054383')).toBe('format');
    expect(expectedCheckDigit('CSQU305438')).toBe(3);
    expect(expectedCheckDigit('MSKU907032')).toBe(3);
    expect(expectedCheckDigit('CSQU30')).toBeNull();
  });

  it('refuses a wrong check digit, a malformed number and the same container twice on the form', async () => {
    const values = valid();
    values.containers = [
      { ...emptyContainer(), containerNumber: 'CSQU3054384' },
      { ...emptyContainer(), containerNumber: 'ABC123' },
      { ...emptyContainer(), containerNumber: 'MSKU9070323' },
      { ...emptyContainer(), containerNumber: 'msku 907032-3' },
    ];
    values.lines[0]!.containerNumber = '';
    const errors = await errorsOf(values);
    expect(errors['containers[0].containerNumber']).toBe(`${V}.checkDigit`);
    expect(errors['containers[1].containerNumber']).toBe(`${V}.containerFormat`);
    expect(errors['containers[2].containerNumber']).toBe(`${V}.containerTwice`);
    expect(errors['containers[3].containerNumber']).toBe(`${V}.containerTwice`);
  });
});

describe('the purchase order schema', () => {
  it('validates as Formik does, with a number not typed yet made undefined (a new container, a line without one)', async () => {
    const values = valid();
    values.containers.push({ ...emptyContainer(), containerNumber: undefined as unknown as string });
    values.lines[0]!.containerNumber = undefined as unknown as string;
    expect(await errorsOf(values)).toEqual({ 'containers[1].containerNumber': 'validation.required' });
  });

  it('accepts a whole order', async () => {
    expect(await errorsOf(valid())).toEqual({});
  });

  it('requires the supplier, ports and a line, and checks quantities, prices, the country and the line container', async () => {
    const values: PurchaseOrderFormValues = {
      ...valid(),
      supplierName: '',
      supplierCountry: 'CHN',
      originPort: '',
      eta: '2026-11-01T10:00',
      etd: '2026-11-05T10:00',
      lines: [{ productId: '', sku: '', description: 'x', quantity: '0', unit: '', unitPrice: '12.345', containerNumber: 'MSKU9070323' }],
    };
    const errors = await errorsOf(values);
    expect(errors).toMatchObject({
      supplierName: 'validation.required',
      supplierCountry: `${V}.country`,
      originPort: 'validation.required',
      eta: `${V}.etaBeforeEtd`,
      'lines[0].sku': 'validation.required',
      'lines[0].quantity': `${V}.quantity`,
      'lines[0].unitPrice': expect.stringMatching(/^validation\.amount\|/),
      'lines[0].containerNumber': `${V}.lineContainer`,
    });
    expect((await errorsOf({ ...valid(), lines: [] })).lines).toBe(`${V}.lines`);
  });
});

describe('the request', () => {
  it('sends typed values as create-purchase-order takes them (cents, normalised numbers, nulls)', () => {
    const values = valid();
    values.containers[0]!.containerNumber = 'csqu 305438-3';
    values.containers[0]!.grossWeightKg = '18000';
    values.lines[0]!.containerNumber = 'CSQU3054383';
    values.eta = '2026-12-02T08:00';
    expect(formToRequest(values)).toEqual({
      supplierName: 'Shenzhen Bright Lighting Co.',
      supplierCountry: 'CN',
      incoterm: 'FOB',
      originPort: 'Yantian (Shenzhen)',
      destinationPort: 'Los Angeles / Long Beach',
      destinationWarehouseId: null,
      orderDate: values.orderDate,
      etd: null,
      eta: new Date('2026-12-02T08:00').toISOString(),
      currency: 'USD',
      erpReference: null,
      notes: null,
      lines: [{ productId: null, sku: 'LED-100', description: 'LED panel', quantity: 500, unit: 'each', unitPriceCents: 1500, containerNumber: 'CSQU3054383' }],
      containers: [{ containerNumber: 'CSQU3054383', sizeType: '40HC', sealNumber: null, grossWeightKg: 18000 }],
    });
  });

  it('edits the saved order again: lines and containers keep their ids, the carrier, vessel and voyage are kept', () => {
    const request = formToRequest(detailToForm(ORDER), ORDER);
    expect(request).toMatchObject({ oceanCarrier: 'MAEU', vessel: 'Maersk Essen', voyage: '245E', incoterm: 'FOB' });
    expect(request.lines).toEqual([
      {
        _id: ORDER.lines[0]!._id,
        productId: null,
        sku: 'LED-100',
        description: 'LED panel 60x60',
        quantity: 500,
        unit: 'each',
        unitPriceCents: 1500,
        containerNumber: CONTAINER_A.containerNumber,
      },
      {
        _id: ORDER.lines[1]!._id,
        productId: null,
        sku: 'DRV-20',
        description: 'LED driver 20 W',
        quantity: 1000,
        unit: 'each',
        unitPriceCents: 500,
        containerNumber: null,
      },
    ]);
    expect(request.containers.map((container) => container._id)).toEqual(ORDER.containers.map((container) => container._id));
  });

  it('prefills from an ERP purchase order, its number as the ERP reference', () => {
    const values = erpToForm(ERP_ORDER);
    expect(values).toMatchObject({
      supplierName: 'Busan Steel Works',
      supplierCountry: 'KR',
      incoterm: 'CIF',
      originPort: 'Busan',
      erpReference: '4500001234',
    });
    expect(values.lines).toEqual([
      { productId: '', sku: 'MAT-1001', description: 'Steel coil', quantity: '20', unit: 'each', unitPrice: '150.00', containerNumber: '' },
    ]);
  });

  it("reads prices in units, typed in the reader's language, and totals the lines", async () => {
    expect(parseAmountCents('12.5')).toBe(1250);
    expect(parseAmountCents('0.05')).toBe(5);
    expect(parseAmountCents('12.345')).toBeUndefined();
    expect(parseAmountCents('1,795.50', 'en')).toBe(179_550);
    expect(parseAmountCents('1 795,50', 'fr')).toBe(179_550);
    const line = { ...detailToForm(ORDER).lines[0]!, quantity: '2', unitPrice: '1,795.50' };
    expect(totalCentsOf([line])).toBe(2 * 179_550);
    expect(formToRequest({ ...detailToForm(ORDER), lines: [line] }).lines[0]!.unitPriceCents).toBe(179_550);
    await expect(purchaseOrderSchema.validateAt('lines[0].unitPrice', { ...detailToForm(ORDER), lines: [line] })).resolves.toBe('1,795.50');
    await expect(purchaseOrderSchema.validateAt('lines[0].unitPrice', { ...detailToForm(ORDER), lines: [{ ...line, unitPrice: '12.345' }] })).rejects.toThrow(
      'validation.amount',
    );
    expect(totalCentsOf(detailToForm(ORDER).lines)).toBe(500 * 1500 + 1000 * 500);
  });

  it("reads quantities and container weights typed in the reader's language, as amounts: '1,200' in en, '1 200' in fr", async () => {
    await initI18n('en');
    try {
      const order = detailToForm(ORDER);
      const typed = (quantity: string, grossWeightKg: string) => ({
        ...order,
        lines: [{ ...order.lines[0]!, quantity, unitPrice: '2' }],
        containers: [{ ...order.containers[0]!, grossWeightKg }],
      });
      const values = typed('1,200', '18,500');
      expect(await errorsOf(values)).toEqual({});
      expect(formToRequest(values)).toMatchObject({ lines: [{ quantity: 1200 }], containers: [{ grossWeightKg: 18_500 }] });
      expect(totalCentsOf(values.lines)).toBe(1200 * 200);
      expect(await errorsOf(typed('1.5', '40,001'))).toEqual({ 'lines[0].quantity': `${V}.quantity`, 'containers[0].grossWeightKg': `${V}.weight` });
      await changeLanguage('fr');
      const french = typed('1 200', '18 500');
      expect(await errorsOf(french)).toEqual({});
      expect(formToRequest(french)).toMatchObject({ lines: [{ quantity: 1200 }], containers: [{ grossWeightKg: 18_500 }] });
      // A stored quantity is shown so that it reads back in the reader's language.
      expect(formToRequest(detailToForm(ORDER)).lines.map((line) => line.quantity)).toEqual([500, 1000]);
    } finally {
      await changeLanguage('en');
    }
  });

  it('puts the server field errors on the form fields (a price in cents on the typed price)', () => {
    expect(formFieldErrors({ 'lines.0.unitPriceCents': 'Too high', 'containers.1.containerNumber': 'Wrong check digit' })).toEqual({
      'lines.0.unitPrice': 'Too high',
      'containers.1.containerNumber': 'Wrong check digit',
    });
  });
});
