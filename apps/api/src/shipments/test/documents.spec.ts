import crypto from 'node:crypto';
import { ORDER_MESSAGES, type LanguageCode, type LoadAssignment, type OrderDetailView, type SendDriverLinkResult } from '@freight/contracts';
import type { TestApp } from '../../../test/support/test-app';
import { auth } from '../../../test/support/test-app';
import type { caller } from '../../address-book/test/support';
import { openApi, rowsIn, testCalendar } from '../../loads/test/support';
import { foldSpaces, pdfText } from '../../../test/support/pdf-text';

/**
 * The order's documents (order-manager/*-pdf): made through the real API (a Demo Freight Co. load given to an
 * Interstate Haulers truck, an accessorial requested and approved, the truck moved to delivered, the invoice sent),
 * downloaded in en, sp and fr by both parties, and read back as text (unpdf): the facts a reader needs must be on
 * the page, formatted in the reader's language. Plus the refusals: another company 404, a document that does not
 * exist yet 409, a bad body 400.
 */

const { stop } = testCalendar('2027-09-06T00:00:00.000Z');
const LOCALES: Record<LanguageCode, string> = { en: 'en-US', sp: 'es-MX', fr: 'fr-CA' };
const LANGUAGES: LanguageCode[] = ['en', 'sp', 'fr'];

const money = (cents: number, language: LanguageCode) =>
  foldSpaces(new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(cents / 100));
const day = (iso: string | Date, language: LanguageCode) =>
  foldSpaces(new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso)));
const count = (value: number, language: LanguageCode) => foldSpaces(new Intl.NumberFormat(LOCALES[language]).format(value));

const HEADINGS = {
  confirmation: { en: 'Order Confirmation', sp: 'Confirmación de pedido', fr: 'Confirmation de commande' },
  invoice: { en: 'Invoice', sp: 'Factura', fr: 'Facture' },
  bol: { en: 'Bill of Lading', sp: 'Conocimiento de embarque', fr: 'Connaissement' },
} as const;
const LABELS = {
  commodity: { en: 'Commodity', sp: 'Mercancía', fr: 'Marchandise' },
  pickup: { en: 'Pickup', sp: 'Recogida', fr: 'Enlèvement' },
  delivery: { en: 'Delivery', sp: 'Entrega', fr: 'Livraison' },
  detention: { en: 'Detention', sp: 'Tiempo de espera (detención)', fr: 'Temps d’attente (détention)' },
  consignee: { en: 'Consignee', sp: 'Consignatario', fr: 'Destinataire' },
  hazmatYes: { en: 'Hazardous materials Yes', sp: 'Materiales peligrosos Sí', fr: 'Matières dangereuses Oui' },
} as const;
/** A 1×1 PNG: the signature drawn on the driver's page. */
const SIGNATURE_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const PATHS = { confirmation: 'order-confirmation-pdf', invoice: 'invoice-order-confirmation-pdf', bol: 'bol-order-confirmation-pdf' } as const;
type Kind = keyof typeof PATHS;

describe('order documents: confirmation, invoice, bill of lading as PDFs', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let shipper: string;
  let carrier: string;
  let outsider: string;
  let interstateId: string;
  const sql = <R extends Record<string, unknown>>(text: string, values: unknown[] = []) => rowsIn<R>(t, text, values);

  /** One document as the API answers it (bytes, headers), with its text when it is a PDF. */
  async function download(token: string, kind: Kind, body: Record<string, unknown>, headers: Record<string, string> = {}) {
    const response = await t.app.inject({
      method: 'POST',
      url: `/v1/api/order-manager/${PATHS[kind]}`,
      headers: { ...auth(token), ...headers },
      payload: body,
    });
    const isPdf = String(response.headers['content-type']).startsWith('application/pdf');
    return {
      statusCode: response.statusCode,
      headers: response.headers,
      json: isPdf ? null : (response.json() as { status: boolean; message: string; errors?: unknown[] }),
      pdf: isPdf ? await pdfText(response.rawPayload) : null,
      bytes: response.rawPayload,
    };
  }

  // The journey's facts, filled in by beforeAll.
  const world = {
    loadUuid: '',
    loadId: '',
    orderUuid: '',
    orderId: '',
    truckNumber: '',
    invoiceNumber: '',
    invoicedAt: '',
    pickupStart: '',
    deliveryStart: '',
    rateCents: 185_025,
    detentionCents: 12_550,
    pendingCents: 9_900,
  };

  beforeAll(async () => {
    ({
      t,
      call,
      tokens: [shipper, carrier, outsider],
    } = await openApi(['shipper@demo.test', 'dispatch@interstate-haulers.test', 'dispatch@mapleleaf-freight.test']));
    const [ids] = await sql<{ interstate: string }>(
      `select (select company_id::text from users where email = 'dispatch@interstate-haulers.test') as interstate`,
    );
    interstateId = ids!.interstate;

    // The shipper's load: two stops, a commodity, weight, pallets, a reference and a PO number, hazardous.
    const pickup = stop('pickup', 1, 'Columbus', 'OH', '43215', {
      name: 'Scioto Paper Mill',
      street1: '400 W Nationwide Blvd',
      contactName: 'Rita Ohlsen',
      contactPhone: '+1 614 555 0199',
    });
    const delivery = stop('delivery', 3, 'Memphis', 'TN', '38103', { name: 'Bluff City Distribution', street1: '99 Riverside Dr' });
    const added = await call<{ _id: string; loadId: string }>(shipper, 'POST', 'load-manager/add-load', {
      stops: [pickup, delivery],
      commodity: 'Corrugated cartons',
      weight: 18_500,
      weightUnit: 'lbs',
      pallets: 22,
      pieces: 480,
      isHazmat: true,
      rate: 1850.25,
      referenceNumber: 'REF-DOC-77',
      poNumber: 'PO-DOC-4411',
    });
    expect(added.statusCode).toBe(200);
    world.loadUuid = added.body.data!._id;
    world.loadId = added.body.data!.loadId;
    world.pickupStart = pickup.windowStart;
    world.deliveryStart = delivery.windowStart;

    // A truck of Interstate Haulers (the shipper's partner carrier), given the load by the shipper: an order.
    world.truckNumber = `IH-DOC-${crypto.randomInt(1e6)}`;
    const [truck] = await sql<{ id: string }>(
      `insert into truckers (company_id, kind, name, truck_number, trailer_number, phone) values ($1, 'truck', 'Dana Docs', $2, 'TRL-5150', '+1 317 555 0111') returning id::text as id`,
      [interstateId, world.truckNumber],
    );
    const assigned = await call<LoadAssignment>(shipper, 'POST', 'load-manager/assign-load-to-truck', { loadId: world.loadUuid, truckerId: truck!.id });
    expect(assigned.statusCode).toBe(200);
    world.orderUuid = assigned.body.data!.order._id;
    world.orderId = assigned.body.data!.order.orderId;
  }, 90_000);
  afterAll(() => t.close());

  it('before the invoice: the confirmation and the bill of lading exist, the invoice is refused with 409', async () => {
    const confirmation = await download(shipper, 'confirmation', { _id: world.orderUuid });
    expect(confirmation.statusCode).toBe(200);
    expect(confirmation.headers['content-type']).toBe('application/pdf');
    expect(confirmation.headers['content-disposition']).toBe(`attachment; filename="order-confirmation-${world.orderId}.pdf"`);
    expect(confirmation.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(confirmation.pdf!.info.Title).toBe('Order Confirmation PDF');

    const bol = await download(carrier, 'bol', { _id: world.orderUuid });
    expect(bol.statusCode).toBe(200);
    expect(bol.pdf!.text).toContain(world.truckNumber);

    const invoice = await download(carrier, 'invoice', { _id: world.orderUuid });
    expect(invoice).toMatchObject({ statusCode: 409, json: { status: false, message: 'This order has no invoice yet: it is invoiced once delivered' } });
    const spanish = await download(carrier, 'invoice', { _id: world.orderUuid }, { language: 'sp' });
    expect(spanish.json!.message).toBe('Este pedido aún no tiene factura: se factura una vez entregado');
  });

  it('an order without a truck has no bill of lading yet (409), its confirmation exists', async () => {
    const added = await call<{ _id: string }>(shipper, 'POST', 'load-manager/add-load', {
      stops: [stop('pickup', 5, 'Dallas', 'TX', '75201'), stop('delivery', 7, 'Denver', 'CO', '80202')],
      commodity: 'Bottled water',
      weight: 30_000,
      rate: 1200,
    });
    expect(added.statusCode).toBe(200);
    expect((await call(shipper, 'POST', `load-manager/broadcast-load/${added.body.data!._id}`, {})).statusCode).toBe(200);
    const accepted = await call<{ order: { _id: string } }>(carrier, 'POST', 'load-manager/load-accept-by-fleet', { loadId: added.body.data!._id });
    expect(accepted.statusCode).toBe(200);
    const orderUuid = accepted.body.data!.order._id;
    const bol = await download(carrier, 'bol', { _id: orderUuid });
    expect(bol).toMatchObject({ statusCode: 409, json: { message: 'The bill of lading is available once a truck is assigned to the order' } });
    const confirmation = await download(carrier, 'confirmation', { _id: orderUuid, language: 'fr' });
    expect(confirmation.statusCode).toBe(200);
    expect(confirmation.pdf!.text).toContain('Bottled water');
    expect(confirmation.pdf!.text).toContain('Confirmation de commande');
  });

  // Nine PDFs drawn, each read back by a child process: longer than the default limit on a busy two-core machine.
  it('after delivery and the invoice: every document in en, sp and fr carries the order facts, in the reader’s language', async () => {
    // An accessorial requested by the carrier and approved by the shipper; another one left waiting (not owed).
    const requested = await call<OrderDetailView>(carrier, 'POST', 'order-manager/update-accessorial', {
      action: 'request',
      orderId: world.orderUuid,
      code: 'detention',
      description: 'Two hours at the mill',
      quantity: 2,
      amountCents: world.detentionCents,
    });
    expect(requested.statusCode).toBe(200);
    const detention = requested.body.data!.accessorials.find((charge) => charge.code === 'detention')!;
    expect(
      (await call(shipper, 'POST', 'order-manager/update-accessorial', { action: 'approve', orderId: world.orderUuid, accessorialId: detention._id }))
        .statusCode,
    ).toBe(200);
    const pending = await call<OrderDetailView>(carrier, 'POST', 'order-manager/update-accessorial', {
      action: 'request',
      orderId: world.orderUuid,
      code: 'lumper',
      amountCents: world.pendingCents,
    });
    expect(pending.statusCode).toBe(200);
    const lumper = pending.body.data!.accessorials.find((charge) => charge.code === 'lumper')!;

    // The truck moves to delivered; the pending charge is declined (send-invoice wants every charge decided).
    for (const status of ['at_pickup', 'in_transit', 'at_delivery', 'delivered'] as const) {
      const moved = await call(carrier, 'POST', `order-manager/orderdetail-update-status/${world.orderUuid}`, { status });
      expect({ status, code: moved.statusCode, message: moved.body.message }).toMatchObject({ status, code: 200 });
    }
    const declined = await call(shipper, 'POST', 'order-manager/update-accessorial', {
      action: 'decline',
      orderId: world.orderUuid,
      accessorialId: lumper._id,
      reason: 'No receipt',
    });
    expect(declined.statusCode).toBe(200);
    const sent = await call<OrderDetailView>(carrier, 'POST', 'order-manager/send-invoice', { _id: world.orderUuid });
    expect(sent.statusCode).toBe(200);
    world.invoiceNumber = sent.body.data!.invoice!.number;
    world.invoicedAt = sent.body.data!.invoice!.invoicedAt;
    expect(world.invoiceNumber).toMatch(/^INV-\d+$/);

    // Two hours of detention: the line is quantity × amount.
    const totalCents = world.rateCents + 2 * world.detentionCents;
    for (const language of LANGUAGES) {
      for (const kind of ['confirmation', 'invoice', 'bol'] as const) {
        // The shipper reads the confirmation and the BOL, the carrier its invoice: either party may read any.
        const token = kind === 'invoice' ? carrier : shipper;
        const document = await download(token, kind, { _id: world.orderUuid, language });
        const where = `${kind} in ${language}`;
        expect({ where, statusCode: document.statusCode }).toEqual({ where, statusCode: 200 });
        const text = document.pdf!.text;
        const expectations = [
          HEADINGS[kind][language],
          'Demo Freight Co.',
          'Interstate Haulers',
          world.orderId,
          world.loadId,
          'REF-DOC-77',
          'PO-DOC-4411',
          'Columbus',
          'Memphis',
          'Scioto Paper Mill',
          'Bluff City Distribution',
          'Corrugated cartons',
          `${count(18_500, language)} lbs`,
          LABELS.pickup[language],
          LABELS.delivery[language],
          day(world.pickupStart, language),
          day(world.deliveryStart, language),
        ];
        if (kind !== 'bol') {
          expectations.push(
            LABELS.commodity[language],
            money(world.rateCents, language),
            money(world.detentionCents, language),
            money(2 * world.detentionCents, language),
            LABELS.detention[language],
            'Two hours at the mill',
            money(totalCents, language),
            LABELS.hazmatYes[language],
          );
        }
        if (kind === 'invoice') expectations.push(world.invoiceNumber, day(world.invoicedAt, language));
        if (kind === 'bol') expectations.push(LABELS.consignee[language], world.truckNumber, 'TRL-5150', '22', '480');
        const missing = expectations.filter((expected) => !text.includes(expected));
        expect({ where, missing }).toEqual({ where, missing: [] });
        // What is not owed is not on the page: the declined charge.
        expect({ where, declined: text.includes(money(world.pendingCents, language)) }).toEqual({ where, declined: false });
      }
    }

    // Titles and download names follow the document and the language.
    const invoice = await download(shipper, 'invoice', { _id: world.orderUuid, language: 'sp' });
    expect(invoice.pdf!.info.Title).toBe(`Factura ${world.invoiceNumber}`);
    expect(invoice.headers['content-disposition']).toBe(`attachment; filename="factura-${world.invoiceNumber}.pdf"`);
    const bol = await download(carrier, 'bol', { _id: world.orderUuid, language: 'fr' });
    expect(bol.pdf!.info.Title).toBe(`Connaissement ${world.orderId}`);
    expect(bol.headers['content-disposition']).toBe(`attachment; filename="connaissement-${world.orderId}.pdf"`);
    // Without `language`, the caller's (the `language` header).
    const french = await download(shipper, 'confirmation', { _id: world.orderUuid }, { language: 'fr' });
    expect(french.pdf!.info.Title).toBe('PDF de confirmation de commande');
    expect(french.pdf!.text).toContain(money(totalCents, 'fr'));
  }, 120_000);

  it('the bill of lading of an order delivered on the driver’s page carries the receiver’s signature, name and time; any Latin name prints, an emoji is marked', async () => {
    // A load to a receiver named in Latin Extended, given to a new Interstate truck whose driver delivers on its page.
    const receiver = 'Zoë O’Brien-Łukasz';
    const added = await call<{ _id: string }>(shipper, 'POST', 'load-manager/add-load', {
      stops: [stop('pickup', 9, 'Columbus', 'OH', '43215'), stop('delivery', 10, 'Memphis', 'TN', '38103', { contactName: receiver })],
      commodity: 'Pallets of paper 📦',
      weight: 12_000,
      rate: 990,
    });
    expect(added.statusCode).toBe(200);
    const [truck] = await sql<{ id: string }>(
      `insert into truckers (company_id, kind, name, truck_number) values ($1, 'truck', 'Dana Docs', $2) returning id::text as id`,
      [interstateId, `IH-POD-${crypto.randomInt(1e6)}`],
    );
    const assigned = await call<LoadAssignment>(shipper, 'POST', 'load-manager/assign-load-to-truck', { loadId: added.body.data!._id, truckerId: truck!.id });
    expect(assigned.statusCode).toBe(200);
    const orderUuid = assigned.body.data!.order._id;
    // Image objects in the file (a PNG with transparency is two: the picture and its mask).
    const images = (bytes: Buffer) => bytes.toString('latin1').split('/Subtype /Image').length - 1;
    const before = await download(shipper, 'bol', { _id: orderUuid, language: 'en' });
    expect(before.statusCode).toBe(200);

    const sent = await call<SendDriverLinkResult>(carrier, 'POST', `user-manager/send-driver-link/${truck!.id}`, {});
    expect(sent.statusCode).toBe(200);
    const token = new URL(sent.body.data!.link.url).searchParams.get('token')!;
    const drive = (path: string, payload: object) =>
      t.app.inject({ method: 'POST', url: `/v1/api/driver-manager/${path}`, headers: { 'x-driver-token': token }, payload });
    for (const status of ['at_pickup', 'in_transit', 'at_delivery']) expect((await drive('update-status', { status })).statusCode).toBe(200);
    const signedAt = new Date(Date.now() - 5 * 60_000);
    signedAt.setUTCSeconds(0, 0);
    const delivered = await drive('deliver', {
      receiverName: `${receiver} 🙂`,
      signaturePng: `data:image/png;base64,${SIGNATURE_PNG}`,
      at: signedAt.toISOString(),
    });
    expect(delivered.statusCode).toBe(200);

    const expected = {
      en: {
        signed: `${foldSpaces(new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(signedAt))} UTC`,
        note: 'Some characters could not be printed in this document: each is shown as \ufffd.',
      },
      sp: {
        signed: `${foldSpaces(new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(signedAt))} UTC`,
        note: 'Algunos caracteres no se pudieron imprimir en este documento: cada uno aparece como \ufffd.',
      },
      fr: {
        signed: `${foldSpaces(new Intl.DateTimeFormat('fr-CA', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(signedAt))} UTC`,
        note: 'Certains caractères n’ont pas pu être imprimés dans ce document : chacun est remplacé par \ufffd.',
      },
    } as const;
    for (const language of LANGUAGES) {
      const bol = await download(carrier, 'bol', { _id: orderUuid, language });
      expect(bol.statusCode).toBe(200);
      const text = bol.pdf!.text;
      // The receiver's name as signed (the emoji one mark), when, and the drawn signature as an image.
      expect(text).toContain(`${receiver} \ufffd`);
      expect(text).toContain(expected[language].signed);
      expect(images(bol.bytes)).toBeGreaterThan(images(before.bytes));
      // The stop's contact prints whole; the commodity's emoji is marked, and the document says so.
      expect(text).toContain(`${LABELS.consignee[language]}`);
      expect(text).toContain('Pallets of paper \ufffd');
      expect(text).toContain(expected[language].note);
      expect(text).not.toContain('?');
    }
    // A document with nothing unprintable has no such note.
    expect((await download(carrier, 'confirmation', { _id: world.orderUuid })).pdf!.text).not.toContain('could not be printed');
  }, 90_000);

  it('another company gets 404 (as for no order), a bad body 400, without a token 401', async () => {
    for (const kind of ['confirmation', 'invoice', 'bol'] as const) {
      const foreign = await download(outsider, kind, { _id: world.orderUuid });
      expect(foreign).toMatchObject({ statusCode: 404, json: { status: false, message: ORDER_MESSAGES.notFound } });
      expect(foreign.bytes.toString()).not.toContain('Corrugated');
      const unknown = await download(shipper, kind, { _id: crypto.randomUUID() });
      expect(unknown).toMatchObject({ statusCode: 404, json: { message: ORDER_MESSAGES.notFound } });
    }
    for (const body of [{}, { _id: 'O-100001' }, { _id: world.orderUuid, language: 'de' }, { _id: world.orderUuid, extra: true }]) {
      const bad = await download(shipper, 'confirmation', body);
      expect({ body, statusCode: bad.statusCode, errors: Array.isArray(bad.json?.errors) && bad.json!.errors.length > 0 }).toEqual({
        body,
        statusCode: 400,
        errors: true,
      });
    }
    const anonymous = await t.app.inject({ method: 'POST', url: '/v1/api/order-manager/order-confirmation-pdf', payload: { _id: world.orderUuid } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('is described in the OpenAPI document as a PDF answer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/api/openapi.json' });
    const document = response.json() as { paths: Record<string, { post?: { responses: Record<string, { content?: Record<string, unknown> }> } }> };
    for (const path of Object.values(PATHS)) {
      const operation = document.paths[`/v1/api/order-manager/${path}`]?.post;
      expect(Object.keys(operation?.responses['200']?.content ?? {})).toEqual(['application/pdf']);
    }
  });
});
