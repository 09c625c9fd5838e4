import { pdfText } from '../../test/support/pdf-text';
import type { OrderDocumentData } from './data';
import { renderDocumentFrom } from './index';

/**
 * The drawing alone, on made-up orders (the API test, test/orders/documents.spec.ts, covers real ones): long
 * documents break across pages with the table's header and "Page n of m", any Latin name prints and what the font
 * cannot draw is marked and said, an image logo is embedded, and an invoice is drawn well within its budget.
 */
const PNG_LOGO = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

function order(overrides: Partial<OrderDocumentData> = {}): OrderDocumentData {
  const stop = (seq: number, type: 'pickup' | 'delivery', city: string) => ({
    seq,
    type,
    name: `${city} dock ${seq}`,
    street1: `${seq} Industrial Way`,
    city,
    state: 'OH',
    postalCode: '43215',
    country: 'USA',
    windowStart: new Date(Date.UTC(2027, 8, seq, 8)),
    windowEnd: new Date(Date.UTC(2027, 8, seq, 12)),
    appointmentRef: null,
    contactName: null,
    contactPhone: null,
    notes: null,
  });
  const party = (companyId: string, name: string) => ({
    companyId,
    name,
    logoUrl: null,
    email: null,
    phone: null,
    website: null,
    addressLines: [],
    contactName: null,
    dotNumber: null,
    mcNumber: null,
    paymentTermsDays: null,
  });
  return {
    orderUuid: '00000000-0000-4000-8000-000000000001',
    orderId: 'O-100777',
    status: 'invoiced',
    type: 'FTL',
    currency: 'CAD',
    rateCents: 123_456_78,
    charges: [],
    totalCents: 123_456_78,
    createdAt: new Date('2027-08-01T10:00:00Z'),
    acceptedAt: null,
    assignedAt: null,
    deliveredAt: null,
    invoice: { number: 'INV-100777', invoicedAt: new Date('2027-09-20T10:00:00Z'), amountCents: 123_456_78 },
    paidAt: null,
    load: {
      loadUuid: '00000000-0000-4000-8000-000000000002',
      loadId: 'L-100777',
      commodity: 'Steel coils',
      weight: 40_000,
      weightUnit: 'lbs',
      pallets: null,
      pieces: null,
      isHazmat: false,
      temperatureMinF: null,
      temperatureMaxF: null,
      mode: 'FTL',
      equipmentKey: null,
      equipment: null,
      distanceMiles: null,
      referenceNumber: null,
      poNumber: null,
      specialInstructions: null,
    },
    truck: null,
    proof: null,
    shipper: party('s', 'Ōsaka Trading 大阪 Ltd.'),
    carrier: { ...party('c', 'Northern Rail & Road'), logoUrl: PNG_LOGO, paymentTermsDays: 45 },
    stops: Array.from({ length: 18 }, (_value, index) => stop(index + 1, index === 0 ? 'pickup' : 'delivery', `Town${index + 1}`)),
    ...overrides,
  };
}

describe('drawing the documents', () => {
  it('breaks a long document across pages, numbered, and marks what the font cannot draw', async () => {
    const drawn = await renderDocumentFrom(order(), 'confirmation', 'en');
    const read = await pdfText(drawn.bytes);
    expect(read.pages).toBeGreaterThan(1);
    expect(read.text).toContain(`Page ${read.pages} of ${read.pages}`);
    for (let seq = 1; seq <= 18; seq++) expect(read.text).toContain(`Town${seq} dock ${seq}`);
    // The Latin letters print; the two kanji are each the replacement mark, and the document says so.
    expect(read.text).toContain('Ōsaka Trading \ufffd\ufffd Ltd.');
    expect(read.text).toContain('Some characters could not be printed in this document: each is shown as \ufffd.');
    expect(read.text).toContain('CA$123,456.78');
  });

  it('prints Latin Extended names as they are; an emoji is one mark, and the note is in the reader’s language', async () => {
    const name = 'Zoë O’Brien-Łukasz';
    const plain = order({ shipper: { ...order().shipper, name: `${name} Haulage` }, carrier: { ...order().carrier, name: 'Dvořák Logistics s.r.o.' } });
    for (const kind of ['confirmation', 'invoice'] as const) {
      const read = await pdfText((await renderDocumentFrom(plain, kind, 'en')).bytes);
      expect(read.text).toContain(`${name} Haulage`);
      expect(read.text).toContain('Dvořák Logistics s.r.o.');
      expect(read.text).not.toContain('\ufffd');
      expect(read.text).not.toContain('Some characters could not be printed');
    }
    // A family emoji (four people joined) and a thumbs-up with its skin tone: one mark each.
    const emoji = order({ shipper: { ...order().shipper, name: `Toys 👨‍👩‍👧‍👦 for ${name} 👍🏽!` } });
    const expected = { en: 'each is shown as', sp: 'cada uno aparece como', fr: 'chacun est remplacé par' } as const;
    for (const language of ['en', 'sp', 'fr'] as const) {
      const read = await pdfText((await renderDocumentFrom(emoji, 'confirmation', language)).bytes);
      expect(read.text).toContain(`Toys \ufffd for ${name} \ufffd!`);
      expect(read.text).toContain(`${expected[language]} \ufffd.`);
    }
  });

  // Its speed is a figure of `npm run bench` (invoice_pdf_ms), not a timed test.
  it('invoices with the carrier’s own payment terms and its image logo', async () => {
    const { bytes } = await renderDocumentFrom(order(), 'invoice', 'sp');
    expect(bytes.includes(Buffer.from('/Subtype /Image'))).toBe(true);
    const read = await pdfText(bytes);
    expect(read.text).toContain('Neto 45 días');
    // 2027-09-20 + 45 days.
    expect(read.text).toContain(
      new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date('2027-11-04T10:00:00Z')).replace(/\s/g, ' '),
    );
    expect(read.info.Title).toBe('Factura INV-100777');
  });

  it('prints the equipment type and the mode in the reader’s language', async () => {
    const heavy = order({ load: { ...order().load, equipmentKey: 'lowboy', equipment: 'Lowboy / RGN', mode: 'DRAYAGE' } });
    const expected = {
      en: ['Lowboy / RGN', 'Drayage', 'Line haul — Drayage'],
      sp: ['Cama baja / RGN', 'Acarreo portuario (drayage)', 'Flete — Acarreo portuario (drayage)'],
      fr: ['Fardier surbaissé / RGN', 'Camionnage portuaire (drayage)', 'Transport — Camionnage portuaire (drayage)'],
    } as const;
    for (const language of ['en', 'sp', 'fr'] as const) {
      const { text } = await pdfText((await renderDocumentFrom(heavy, 'confirmation', language)).bytes);
      const missing = expected[language].filter((words) => !text.includes(words));
      expect({ language, missing }).toEqual({ language, missing: [] });
      if (language !== 'en') expect(text).not.toContain('DRAYAGE');
    }
  });

  it('refuses what the order does not have yet', async () => {
    await expect(renderDocumentFrom(order({ invoice: null, status: 'accepted' }), 'invoice', 'en')).rejects.toMatchObject({ statusCode: 409 });
    await expect(renderDocumentFrom(order({ invoice: null, status: 'accepted' }), 'bol', 'en')).rejects.toMatchObject({ statusCode: 409 });
    await expect(renderDocumentFrom(order({ invoice: null, status: 'new' }), 'confirmation', 'en')).resolves.toMatchObject({
      filename: 'order-confirmation-O-100777.pdf',
    });
  });
});
