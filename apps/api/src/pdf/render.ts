import PDFDocument from 'pdfkit';
import { LANGUAGE_LOCALES, type LanguageCode, type OrderDocument, type OrderType } from '@freight/contracts';
import type { DocumentParty, DocumentStop, OrderDocumentData } from './data';
import { FONT, MISSING_MARK, printable, registerDocumentFonts } from './fonts';
import { formatDate, formatDateTime, formatMoney, formatNumber, formatWindow } from './format';
import { logoOf, type Logo } from './logo';
import { DOCUMENT_TEXTS, equipmentNameIn, fill, type DocumentTexts } from './texts';

/**
 * The three documents drawn with pdfkit on US Letter (the paper of the USA and Canada), in Noto Sans (fonts.ts: any
 * Latin name prints; a character it cannot draw is marked, and a line at the end says so). Each page: the issuer's logo and name (the shipper for the
 * confirmation and the bill of lading, the carrier for its invoice), the document's title and numbers, then the
 * sections; a footer with the order id and "Page n of m" on every page.
 */

const PAGE = { width: 612, height: 792 };
const MARGIN = { left: 42, right: 42, top: 34, bottom: 50 };
const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const COLORS = {
  ink: '#1f2933',
  muted: '#52606d',
  faint: '#9aa5b1',
  rule: '#d9e2ec',
  accent: '#0f3d68',
  band: '#eef3f8',
  stripe: '#f7f9fb',
  danger: '#b42318',
};
const DEFAULT_PAYMENT_DAYS = 30;
const DAY_MS = 86_400_000;

export interface DrawnDocument {
  title: string;
  fileStem: string;
  bytes: Buffer;
}

type Doc = PDFKit.PDFDocument;

/** One document drawn to bytes. `now` is the generation time printed in the footer; `webRoot` the served web root a logo path is read from (logo.ts). */
export function drawDocument(
  kind: OrderDocument,
  data: OrderDocumentData,
  language: LanguageCode,
  options: { now?: Date; webRoot?: string } = {},
): Promise<DrawnDocument> {
  const now = options.now ?? new Date();
  const t = DOCUMENT_TEXTS[language];
  const title =
    kind === 'invoice'
      ? fill(t.invoiceTitle, { number: data.invoice?.number ?? '' })
      : kind === 'bol'
        ? fill(t.bolTitle, { orderId: data.orderId })
        : t.confirmationTitle;
  const issuer = kind === 'invoice' ? data.carrier : data.shipper;
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: MARGIN,
    bufferPages: true,
    compress: true,
    lang: LANGUAGE_LOCALES[language],
    // Metadata strings are Unicode (UTF-16 in the file): printed as given.
    info: {
      Title: title,
      Author: issuer.name,
      Subject: `${data.orderId} / ${data.load.loadId}`,
      Creator: 'FreightHub',
      Producer: 'FreightHub (pdfkit)',
      CreationDate: now,
    },
    displayTitle: true,
  });
  registerDocumentFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const page = new Sheet(doc, t, language, data.currency, options.webRoot);
  if (kind === 'confirmation') confirmation(page, data);
  else if (kind === 'invoice') invoice(page, data);
  else billOfLading(page, data);
  // Last, when every text has been drawn: the footer repeats only the issuer's name, drawn in the header already.
  if (page.missing) page.paragraph(fill(t.unprintable, { mark: MISSING_MARK }));
  page.footers(issuer.name, kind === 'invoice' ? `${data.invoice?.number ?? ''} · ${data.orderId}` : data.orderId, now);
  doc.end();
  return done.then((bytes) => ({ title, fileStem: t[kind === 'invoice' ? 'invoiceFile' : kind === 'bol' ? 'bolFile' : 'confirmationFile'], bytes }));
}

// ---------------------------------------------------------------------------------------------------- documents

function confirmation(page: Sheet, data: OrderDocumentData) {
  const { t } = page;
  page.header(data.shipper, t.confirmationHeading, t.confirmationSubheading, [
    [t.orderId, data.orderId],
    [t.loadId, data.load.loadId],
    [t.orderDate, page.date(data.createdAt)],
    [t.acceptedAt, data.acceptedAt ? page.date(data.acceptedAt) : null],
    [t.reference, data.load.referenceNumber],
    [t.poNumber, data.load.poNumber],
  ]);
  page.parties([
    { title: t.shipper, lines: partyLines(page, data.shipper, false) },
    { title: t.carrier, lines: partyLines(page, data.carrier, true) },
  ]);
  shipmentSection(page, data, true, truckPairs(page, data));
  stopsSection(page, data.stops);
  chargesSection(page, data, t.total);
  page.paragraph(t.confirmationTerms);
  page.signatures([{ title: t.shipperSignature }, { title: t.carrierAcceptance }]);
}

function invoice(page: Sheet, data: OrderDocumentData) {
  const { t } = page;
  const invoice = data.invoice!;
  const days = data.carrier.paymentTermsDays ?? DEFAULT_PAYMENT_DAYS;
  page.header(data.carrier, t.invoiceHeading, null, [
    [t.invoiceNumber, invoice.number],
    [t.invoiceDate, page.date(invoice.invoicedAt)],
    [t.dueDate, page.date(new Date(invoice.invoicedAt.getTime() + days * DAY_MS))],
    [t.paymentTerms, fill(t.netDays, { days })],
    [t.orderId, data.orderId],
    [t.loadId, data.load.loadId],
    [t.reference, data.load.referenceNumber],
    [t.poNumber, data.load.poNumber],
  ]);
  page.parties([
    { title: t.billTo, lines: partyLines(page, data.shipper, false) },
    { title: t.remitTo, lines: partyLines(page, data.carrier, true) },
  ]);
  shipmentSection(page, data, false);
  stopsSection(page, data.stops);
  chargesSection(page, data, t.totalDue);
  page.closing(t.invoiceThanks, data.paidAt ? { word: t.paid, detail: fill(t.paidOn, { date: page.date(data.paidAt) }) } : null);
}

function billOfLading(page: Sheet, data: OrderDocumentData) {
  const { t } = page;
  page.header(data.shipper, t.bolHeading, t.bolSubheading, [
    [t.orderId, data.orderId],
    [t.loadId, data.load.loadId],
    [t.issuedAt, page.date(data.assignedAt ?? data.acceptedAt ?? data.createdAt)],
    [t.reference, data.load.referenceNumber],
    [t.poNumber, data.load.poNumber],
  ]);
  const from = data.stops.find((stop) => stop.type === 'pickup');
  const to = [...data.stops].reverse().find((stop) => stop.type === 'delivery');
  page.parties([
    { title: t.shipFrom, lines: from ? stopLines(page, from) : [] },
    { title: t.consignee, lines: to ? stopLines(page, to) : [] },
  ]);
  // The shipper is the issuer (the header); the carrier and its truck side by side.
  page.parties([
    { title: t.carrier, lines: partyLines(page, data.carrier, true) },
    { title: t.truck, lines: truckLines(page, data) },
  ]);
  if (data.load.isHazmat) page.warning(t.hazmat.toUpperCase());
  stopsSection(page, data.stops);

  page.section(t.handlingUnits);
  const load = data.load;
  const weight = `${formatNumber(load.weight, page.language)} ${load.weightUnit}`;
  const units = load.pallets === null ? '' : formatNumber(load.pallets, page.language, 0);
  const pieces = load.pieces === null ? '' : formatNumber(load.pieces, page.language, 0);
  page.table(
    [
      { header: t.handlingUnits, width: 78, align: 'right' },
      { header: t.packageType, width: 62 },
      { header: t.pieces, width: 58, align: 'right' },
      { header: t.weight, width: 88, align: 'right' },
      { header: t.hazmatColumn, width: 34, align: 'center' },
      { header: t.description, width: CONTENT_WIDTH - 320 },
    ],
    [[units, load.pallets === null ? '' : t.palletsUnit, pieces, weight, load.isHazmat ? 'X' : '', load.commodity]],
    { totals: [units, '', pieces, weight, '', t.totals] },
  );
  page.keyValues([
    [t.hazmat, load.isHazmat ? t.yes : t.no],
    [t.equipment, equipmentName(page, data)],
    [t.temperature, temperature(load.temperatureMinF, load.temperatureMaxF)],
  ]);
  if (load.specialInstructions) page.note(t.specialInstructions, load.specialInstructions);
  page.paragraph(t.bolCertification);
  // The consignee's block carries the proof of delivery signed on the driver's page: the drawn signature, the
  // receiver's name and when (UTC, as every time on the documents).
  const proof = data.proof;
  page.signatures([
    { title: t.shipperSignature },
    { title: t.carrierSignature, name: data.truck?.driverName ?? null },
    proof
      ? { title: t.consigneeSignature, name: proof.receiverName, date: `${formatDateTime(proof.signedAt, page.language)} UTC`, image: proof.signaturePng }
      : { title: t.consigneeSignature, name: data.truck?.podSignedBy ?? null },
  ]);
}

// ----------------------------------------------------------------------------------------------------- sections

function partyLines(page: Sheet, party: DocumentParty, carrier: boolean): Line[] {
  const { t } = page;
  const lines: Line[] = [{ text: party.name, bold: true }, ...party.addressLines.map((text) => ({ text }))];
  const reach = [party.contactName, party.phone].filter(Boolean).join(' · ');
  if (reach) lines.push({ text: `${party.contactName ? t.contact : t.phone}: ${reach}` });
  if (party.email) lines.push({ text: `${t.email}: ${party.email}` });
  if (carrier) {
    const numbers = [party.dotNumber ? `${t.dot} ${party.dotNumber}` : null, party.mcNumber ? `${t.mc} ${party.mcNumber.replace(/^MC-?/i, '')}` : null].filter(
      Boolean,
    );
    if (numbers.length > 0) lines.push({ text: numbers.join('   ') });
  }
  return lines;
}

function stopLines(page: Sheet, stop: DocumentStop): Line[] {
  const lines: Line[] = [{ text: stop.name, bold: true }, { text: stop.street1 }, { text: cityLine(stop) }];
  if (stop.contactName || stop.contactPhone) lines.push({ text: `${page.t.contact}: ${[stop.contactName, stop.contactPhone].filter(Boolean).join(', ')}` });
  return lines;
}

function truckLines(page: Sheet, data: OrderDocumentData): Line[] {
  const { t } = page;
  const truck = data.truck;
  if (!truck) return [{ text: t.notAssigned }];
  const lines: Line[] = [{ text: `${t.truck}: ${truck.truckNumber}${truck.trailerNumber ? `   ${t.trailer}: ${truck.trailerNumber}` : ''}` }];
  if (truck.plate) lines.push({ text: `${t.plate}: ${truck.plate}` });
  lines.push({ text: `${t.driver}: ${[truck.driverName, truck.driverPhone].filter(Boolean).join(', ')}` });
  return lines;
}

/** Reference data by key in the reader's language; the stored (English) name or value for one without a text. */
const equipmentName = (page: Sheet, data: OrderDocumentData) => equipmentNameIn(page.language, { key: data.load.equipmentKey, name: data.load.equipment });
const modeName = (page: Sheet, data: OrderDocumentData) => page.t.modes[data.load.mode as OrderType] ?? data.load.mode;

const cityLine = (stop: DocumentStop) => `${stop.city}, ${stop.state} ${stop.postalCode}, ${stop.country === 'CANADA' ? 'Canada' : stop.country}`;

const temperature = (min: number | null, max: number | null) =>
  min === null && max === null ? null : min !== null && max !== null && min !== max ? `${min} °F – ${max} °F` : `${min ?? max} °F`;

function shipmentSection(page: Sheet, data: OrderDocumentData, withInstructions = true, more: Array<[string, string | null]> = []) {
  const { t, language } = page;
  const load = data.load;
  page.section(t.shipment);
  page.keyValues([
    [t.commodity, load.commodity],
    [t.weight, `${formatNumber(load.weight, language)} ${load.weightUnit}`],
    [t.pallets, load.pallets === null ? null : formatNumber(load.pallets, language, 0)],
    [t.pieces, load.pieces === null ? null : formatNumber(load.pieces, language, 0)],
    [t.equipment, equipmentName(page, data)],
    [t.mode, modeName(page, data)],
    [t.distance, load.distanceMiles === null ? null : `${formatNumber(load.distanceMiles, language)} mi`],
    [t.hazmat, load.isHazmat ? t.yes : t.no],
    [t.temperature, temperature(load.temperatureMinF, load.temperatureMaxF)],
    ...more,
  ]);
  if (withInstructions && load.specialInstructions) page.note(t.specialInstructions, load.specialInstructions);
}

function stopsSection(page: Sheet, stops: DocumentStop[]) {
  const { t, language } = page;
  page.section(t.stops);
  page.table(
    [
      { header: '#', width: 20, align: 'right' },
      { header: '', width: 66 },
      { header: t.location, width: 178 },
      { header: t.window, width: 168 },
      { header: t.contact, width: CONTENT_WIDTH - 432 },
    ],
    stops.map((stop) => [
      String(stop.seq),
      stop.type === 'pickup' ? t.pickup : t.delivery,
      [stop.name, stop.street1, cityLine(stop)].join('\n'),
      formatWindow(stop.windowStart, stop.windowEnd, language) + (stop.appointmentRef ? `\n${t.appointment}: ${stop.appointmentRef}` : ''),
      [stop.contactName, stop.contactPhone, stop.notes ? `${t.notes}: ${stop.notes}` : null].filter(Boolean).join('\n'),
    ]),
    { boldColumn: 1 },
  );
}

function truckPairs(page: Sheet, data: OrderDocumentData): Array<[string, string | null]> {
  if (!data.truck) return [];
  const { t } = page;
  return [
    [t.truck, data.truck.truckNumber],
    [t.trailer, data.truck.trailerNumber],
    [t.driver, data.truck.driverName],
    [t.phone, data.truck.driverPhone],
  ];
}

function chargesSection(page: Sheet, data: OrderDocumentData, totalLabel: string) {
  const { t, language } = page;
  const money = (cents: number) => formatMoney(cents, data.currency, language);
  page.section(t.charges);
  page.table(
    [
      { header: t.description, width: CONTENT_WIDTH - 260 },
      { header: t.quantity, width: 60, align: 'right' },
      { header: t.unitPrice, width: 95, align: 'right' },
      { header: t.amount, width: 105, align: 'right' },
    ],
    [
      [`${t.lineHaul} — ${modeName(page, data)}`, '1', money(data.rateCents), money(data.rateCents)],
      ...data.charges.map((charge) => [
        charge.description && charge.description !== t.accessorials[charge.code]
          ? `${t.accessorials[charge.code]} — ${charge.description}`
          : t.accessorials[charge.code],
        formatNumber(charge.quantity, language, 2),
        money(charge.amountCents),
        money(charge.lineCents),
      ]),
    ],
    { totals: [totalLabel, '', '', money(data.totalCents)], emphasizeTotals: true },
  );
}

// ---------------------------------------------------------------------------------------------------- the sheet

interface Line {
  text: string;
  bold?: boolean;
}

interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right' | 'center';
}

/** A cursor over the document: sections stack down the page and a new page starts when one would not fit. */
class Sheet {
  y = MARGIN.top;
  /** A text had a character the fonts cannot draw (printed as MISSING_MARK). */
  missing = false;
  private readonly bottom = PAGE.height - MARGIN.bottom;

  constructor(
    readonly doc: Doc,
    readonly t: DocumentTexts,
    readonly language: LanguageCode,
    readonly currency: string,
    readonly webRoot?: string,
  ) {}

  date(value: Date): string {
    return formatDate(value, this.language);
  }

  /** Room for `height` more points, or a new page. */
  private ensure(height: number) {
    if (this.y + height <= this.bottom) return;
    this.doc.addPage();
    this.y = MARGIN.top;
  }

  /** `value` as the fonts draw it; remembers when something could not be drawn. */
  print(value: string): string {
    const printed = printable(value);
    if (printed.missing) this.missing = true;
    return printed.text;
  }

  private text(value: string, x: number, y: number, options: PDFKit.Mixins.TextOptions & { font?: string; size?: number; color?: string } = {}) {
    const { font = FONT.regular, size = 9, color = COLORS.ink, ...rest } = options;
    this.doc
      .font(font)
      .fontSize(size)
      .fillColor(color)
      .text(this.print(value), x, y, { lineBreak: true, ...rest });
  }

  private heightOf(value: string, width: number, font: string = FONT.regular, size = 9): number {
    return this.doc.font(font).fontSize(size).heightOfString(this.print(value), { width });
  }

  header(issuer: DocumentParty, heading: string, subheading: string | null, facts: Array<[string, string | null]>) {
    const doc = this.doc;
    const top = MARGIN.top;
    const left = MARGIN.left;
    const leftWidth = 250;
    // Logo (or the issuer's initials in a block), then the issuer's name and address.
    const logoBottom = drawLogo(doc, (text) => this.print(text), logoOf(issuer.logoUrl, this.webRoot), issuer.name, left, top, 170, 52);
    let y = logoBottom + 8;
    this.text(issuer.name, left, y, { font: FONT.bold, size: 12, width: leftWidth });
    y += this.heightOf(issuer.name, leftWidth, FONT.bold, 12) + 2;
    const contact = [...issuer.addressLines, [issuer.phone, issuer.email, issuer.website?.replace(/^https?:\/\//, '')].filter(Boolean).join('  ·  ')].filter(
      Boolean,
    );
    for (const line of contact) {
      this.text(line, left, y, { size: 8.5, color: COLORS.muted, width: leftWidth });
      y += this.heightOf(line, leftWidth, FONT.regular, 8.5);
    }

    // The title and the document's numbers, right-aligned.
    const rightX = left + 270;
    const rightWidth = CONTENT_WIDTH - 270;
    let ry = top;
    // One line: a long heading (French, Spanish) is set smaller rather than broken.
    let size = 21;
    while (size > 14 && doc.font(FONT.bold).fontSize(size).widthOfString(this.print(heading)) > rightWidth) size -= 1;
    this.text(heading, rightX, ry, { font: FONT.bold, size, color: COLORS.accent, width: rightWidth, align: 'right' });
    ry += this.heightOf(heading, rightWidth, FONT.bold, size) + 1;
    if (subheading) {
      this.text(subheading, rightX, ry, { size: 8.5, color: COLORS.muted, width: rightWidth, align: 'right' });
      ry += this.heightOf(subheading, rightWidth, FONT.regular, 8.5);
    }
    ry += 8;
    const labelWidth = 112;
    for (const [label, value] of facts) {
      if (!value) continue;
      const valueWidth = rightWidth - labelWidth - 8;
      this.text(label, rightX, ry + 0.5, { size: 8.5, color: COLORS.muted, width: labelWidth, align: 'right' });
      this.text(value, rightX + labelWidth + 8, ry, { font: FONT.bold, size: 9.5, width: valueWidth, align: 'right' });
      ry += Math.max(13, this.heightOf(value, valueWidth, FONT.bold, 9.5) + 3);
    }
    this.y = Math.max(y, ry) + 6;
    doc
      .moveTo(left, this.y)
      .lineTo(left + CONTENT_WIDTH, this.y)
      .lineWidth(1.2)
      .strokeColor(COLORS.accent)
      .stroke();
    this.y += 10;
  }

  /** Side-by-side boxes with a title band (parties, ship from / consignee). */
  parties(boxes: Array<{ title: string; lines: Line[] }>) {
    const gap = 14;
    const width = (CONTENT_WIDTH - gap * (boxes.length - 1)) / boxes.length;
    const inner = width - 16;
    const heights = boxes.map((box) =>
      box.lines.reduce((sum, line) => sum + this.heightOf(line.text, inner, line.bold ? FONT.bold : FONT.regular, line.bold ? 10 : 8.5) + 1, 0),
    );
    const height = Math.max(...heights, 12) + 26;
    this.ensure(height + 8);
    boxes.forEach((box, index) => {
      const x = MARGIN.left + index * (width + gap);
      this.doc.roundedRect(x, this.y, width, height, 4).lineWidth(0.8).strokeColor(COLORS.rule).stroke();
      this.doc.save().roundedRect(x, this.y, width, 16, 4).clip().rect(x, this.y, width, 16).fill(COLORS.band).restore();
      this.text(box.title.toUpperCase(), x + 8, this.y + 4.5, { font: FONT.bold, size: 8, color: COLORS.accent, width: inner, characterSpacing: 0.6 });
      let y = this.y + 22;
      for (const line of box.lines) {
        const size = line.bold ? 10 : 8.5;
        const font = line.bold ? FONT.bold : FONT.regular;
        this.text(line.text, x + 8, y, { font, size, width: inner, color: line.bold ? COLORS.ink : COLORS.muted });
        y += this.heightOf(line.text, inner, font, size) + 1;
      }
    });
    this.y += height + 10;
  }

  section(title: string) {
    this.ensure(60);
    this.text(title.toUpperCase(), MARGIN.left, this.y, { font: FONT.bold, size: 9, color: COLORS.accent, characterSpacing: 0.8 });
    this.y += 12;
    this.doc
      .moveTo(MARGIN.left, this.y)
      .lineTo(MARGIN.left + CONTENT_WIDTH, this.y)
      .lineWidth(0.6)
      .strokeColor(COLORS.rule)
      .stroke();
    this.y += 7;
  }

  /** Label over value, in up to four columns; empty values are left out. */
  keyValues(pairs: Array<[string, string | null]>) {
    const shown = pairs.filter((pair): pair is [string, string] => Boolean(pair[1]));
    const columns = 4;
    const width = CONTENT_WIDTH / columns;
    for (let start = 0; start < shown.length; start += columns) {
      const row = shown.slice(start, start + columns);
      const height = Math.max(...row.map(([, value]) => this.heightOf(value, width - 10, FONT.bold, 9.5))) + 12;
      this.ensure(height);
      row.forEach(([label, value], index) => {
        const x = MARGIN.left + index * width;
        this.text(label, x, this.y, { size: 7.5, color: COLORS.muted, width: width - 10 });
        this.text(value, x, this.y + 10, { font: FONT.bold, size: 9.5, width: width - 10 });
      });
      this.y += height + 2;
    }
    this.y += 2;
  }

  table(columns: Column[], rows: string[][], options: { totals?: string[]; emphasizeTotals?: boolean; boldColumn?: number } = {}) {
    const padding = 5;
    const totalsSize = options.emphasizeTotals ? 11 : 9;
    const totalsHeight = totalsSize + padding * 2 + 4;
    const drawHeader = () => {
      this.doc.rect(MARGIN.left, this.y, CONTENT_WIDTH, 17).fill(COLORS.accent);
      let x = MARGIN.left;
      for (const column of columns) {
        this.text(column.header, x + padding, this.y + 5, {
          font: FONT.bold,
          size: 8,
          color: '#ffffff',
          width: column.width - padding * 2,
          align: column.align ?? 'left',
          lineBreak: false,
        });
        x += column.width;
      }
      this.y += 17;
    };
    this.ensure(17 + 20);
    drawHeader();
    rows.forEach((cells, rowIndex) => {
      const fonts = columns.map((_column, index) => (index === options.boldColumn ? FONT.bold : FONT.regular));
      const height = Math.max(...cells.map((cell, index) => this.heightOf(cell || ' ', columns[index]!.width - padding * 2, fonts[index], 8.8))) + padding * 2;
      // The last row stays with the totals under it.
      const keep = options.totals && rowIndex === rows.length - 1 ? totalsHeight : 0;
      if (this.y + height + keep > this.bottom) {
        this.doc.addPage();
        this.y = MARGIN.top;
        drawHeader();
      }
      if (rowIndex % 2 === 1) this.doc.rect(MARGIN.left, this.y, CONTENT_WIDTH, height).fill(COLORS.stripe);
      let x = MARGIN.left;
      cells.forEach((cell, index) => {
        const column = columns[index]!;
        this.text(cell, x + padding, this.y + padding, { font: fonts[index], size: 8.8, width: column.width - padding * 2, align: column.align ?? 'left' });
        x += column.width;
      });
      this.y += height;
      this.doc
        .moveTo(MARGIN.left, this.y)
        .lineTo(MARGIN.left + CONTENT_WIDTH, this.y)
        .lineWidth(0.5)
        .strokeColor(COLORS.rule)
        .stroke();
    });
    if (options.totals) {
      const size = totalsSize;
      const height = totalsHeight;
      this.ensure(height);
      this.doc.rect(MARGIN.left, this.y, CONTENT_WIDTH, height).fill(COLORS.band);
      let x = MARGIN.left;
      options.totals.forEach((cell, index) => {
        const column = columns[index]!;
        this.text(cell, x + padding, this.y + padding + 2, {
          font: FONT.bold,
          size,
          color: options.emphasizeTotals ? COLORS.accent : COLORS.ink,
          width: column.width - padding * 2,
          align: column.align ?? 'left',
          lineBreak: false,
        });
        x += column.width;
      });
      this.y += height;
    }
    this.y += 8;
  }

  note(label: string, text: string) {
    const height = this.heightOf(text, CONTENT_WIDTH - 20, FONT.regular, 9) + 22;
    this.ensure(height + 6);
    this.doc.rect(MARGIN.left, this.y, 3, height).fill(COLORS.accent);
    this.text(label, MARGIN.left + 12, this.y + 3, { font: FONT.bold, size: 8, color: COLORS.accent, width: CONTENT_WIDTH - 20 });
    this.text(text, MARGIN.left + 12, this.y + 14, { size: 9, width: CONTENT_WIDTH - 20 });
    this.y += height + 10;
  }

  warning(text: string) {
    this.ensure(30);
    this.doc
      .roundedRect(MARGIN.left, this.y - 2, CONTENT_WIDTH, 22, 3)
      .lineWidth(1.5)
      .strokeColor(COLORS.danger)
      .stroke();
    this.text(text, MARGIN.left, this.y + 4.5, { font: FONT.bold, size: 10, color: COLORS.danger, width: CONTENT_WIDTH, align: 'center' });
    this.y += 28;
  }

  paragraph(text: string) {
    const height = this.heightOf(text, CONTENT_WIDTH, FONT.regular, 7.8);
    this.ensure(height + 8);
    this.text(text, MARGIN.left, this.y, { size: 7.8, color: COLORS.muted, width: CONTENT_WIDTH, align: 'justify' });
    this.y += height + 12;
  }

  /** The closing words, with a paid stamp at the right when there is one. */
  closing(text: string, stamp: { word: string; detail: string } | null) {
    const stampWidth = stamp ? 170 : 0;
    const textWidth = CONTENT_WIDTH - (stamp ? stampWidth + 20 : 0);
    const height = Math.max(stamp ? 40 : 0, this.heightOf(text, textWidth, FONT.regular, 8.2));
    this.ensure(height + 8);
    this.text(text, MARGIN.left, this.y, { size: 8.2, color: COLORS.muted, width: textWidth, lineGap: 1 });
    if (stamp) {
      const x = MARGIN.left + CONTENT_WIDTH - stampWidth;
      this.doc.save().roundedRect(x, this.y, stampWidth, 40, 5).lineWidth(2).strokeColor('#1a7f37').stroke().restore();
      this.text(stamp.word.toUpperCase(), x, this.y + 6, { font: FONT.bold, size: 15, color: '#1a7f37', width: stampWidth, align: 'center' });
      this.text(stamp.detail, x, this.y + 25, { size: 8, color: '#1a7f37', width: stampWidth, align: 'center' });
    }
    this.y += height + 12;
  }

  /**
   * Signature blocks side by side: a line for the signature, the printed name and the date; a block signed already
   * shows its signature image over the line and its name and date on theirs.
   */
  signatures(blocks: Array<{ title: string; name?: string | null; date?: string | null; image?: Buffer | null }>) {
    const { t } = this;
    const gap = 18;
    const width = (CONTENT_WIDTH - gap * (blocks.length - 1)) / blocks.length;
    // Room for a drawn signature over the line when one is there.
    const lift = blocks.some((block) => block.image) ? 18 : 0;
    this.ensure(66 + lift);
    blocks.forEach(({ title, name: printed, date, image }, index) => {
      const x = MARGIN.left + index * (width + gap);
      this.text(title, x, this.y, { font: FONT.bold, size: 9, width });
      let y = this.y + 26 + lift;
      if (image) {
        try {
          this.doc.image(image, x, this.y + 12, { fit: [width * 0.8, 13 + lift] });
        } catch {
          // an image pdfkit cannot read: the name and date still say who signed and when
        }
      }
      this.doc
        .moveTo(x, y)
        .lineTo(x + width, y)
        .lineWidth(0.7)
        .strokeColor(COLORS.faint)
        .stroke();
      this.text(t.signature, x, y + 3, { size: 7.5, color: COLORS.muted, width });
      y += 24;
      // The printed name (two thirds) and the date (one third) on one line.
      const nameWidth = (width - 8) * 0.64;
      if (printed) this.text(printed, x, y - 11, { size: 9, width: nameWidth, lineBreak: false });
      if (date) {
        const dateWidth = width - nameWidth - 8;
        this.text(date, x + nameWidth + 8, y - 2 - this.heightOf(date, dateWidth, FONT.regular, 7.5), { size: 7.5, width: dateWidth });
      }
      this.doc
        .moveTo(x, y)
        .lineTo(x + nameWidth, y)
        .moveTo(x + nameWidth + 8, y)
        .lineTo(x + width, y)
        .lineWidth(0.7)
        .strokeColor(COLORS.faint)
        .stroke();
      this.text(t.printedName, x, y + 3, { size: 7.5, color: COLORS.muted, width: nameWidth });
      this.text(t.date, x + nameWidth + 8, y + 3, { size: 7.5, color: COLORS.muted, width: width - nameWidth - 8 });
    });
    this.y += 66 + lift;
  }

  /** Footer on every page (written last, when the number of pages is known). */
  footers(issuerName: string, number: string, now: Date) {
    const { t } = this;
    const range = this.doc.bufferedPageRange();
    for (let index = range.start; index < range.start + range.count; index++) {
      this.doc.switchToPage(index);
      // Below the bottom margin: without this pdfkit would start a new page for the footer.
      const margins = this.doc.page.margins;
      const bottom = margins.bottom;
      margins.bottom = 0;
      const y = PAGE.height - 38;
      this.doc
        .moveTo(MARGIN.left, y - 6)
        .lineTo(MARGIN.left + CONTENT_WIDTH, y - 6)
        .lineWidth(0.5)
        .strokeColor(COLORS.rule)
        .stroke();
      const third = CONTENT_WIDTH / 3;
      this.text(`${issuerName} · ${number}`, MARGIN.left, y, { size: 7.5, color: COLORS.muted, width: third + 40, lineBreak: false, ellipsis: true });
      this.text(fill(t.generatedAt, { date: formatDateTime(now, this.language) }) + ' UTC', MARGIN.left + third, y, {
        size: 7.5,
        color: COLORS.muted,
        width: third,
        align: 'center',
        lineBreak: false,
      });
      this.text(fill(t.page, { page: index - range.start + 1, pages: range.count }), MARGIN.left + 2 * third, y, {
        size: 7.5,
        color: COLORS.muted,
        width: third,
        align: 'right',
        lineBreak: false,
      });
      margins.bottom = bottom;
    }
  }
}

// ------------------------------------------------------------------------------------------------------- logo

/** Draws the logo fitted in the box (left-aligned); without one, the company's initials in a block. Returns its bottom. */
function drawLogo(
  doc: Doc,
  print: (text: string) => string,
  logo: Logo | null,
  name: string,
  x: number,
  y: number,
  maxWidth: number,
  maxHeight: number,
): number {
  if (logo?.kind === 'image' && logo.width > 0 && logo.height > 0) {
    const scale = Math.min(maxWidth / logo.width, maxHeight / logo.height);
    try {
      doc.image(logo.bytes, x, y, { width: logo.width * scale, height: logo.height * scale });
      return y + logo.height * scale;
    } catch {
      // an image pdfkit cannot read: the text logo below
    }
  }
  if (logo?.kind === 'svg') {
    const [minX, minY, width, height] = logo.viewBox;
    const scale = Math.min(maxWidth / width, maxHeight / height);
    doc.save();
    doc.translate(x, y).scale(scale).translate(-minX, -minY);
    // The box clips what the SVG draws outside its viewBox.
    doc.rect(minX, minY, width, height).clip();
    for (const shape of logo.shapes) drawShape(doc, print, shape);
    doc.restore();
    return y + height * scale;
  }
  const initials =
    name
      .split(/[\s-]+/)
      .filter((word) => /^[\p{L}\p{N}]/u.test(word) && !/^(inc|llc|ltd|co|corp|sa|de|cv)\.?$/i.test(word))
      .slice(0, 3)
      .map((word) => word[0]!.toUpperCase())
      .join('') || '·';
  const size = Math.min(maxHeight, 46);
  doc.roundedRect(x, y, size, size, 8).fill(COLORS.accent);
  doc
    .font(FONT.bold)
    .fontSize(initials.length > 2 ? 14 : 17)
    .fillColor('#ffffff');
  const text = print(initials);
  doc.text(text, x, y + size / 2 - doc.currentLineHeight() / 2 + 1, { width: size, align: 'center', lineBreak: false });
  return y + size;
}

function drawShape(doc: Doc, print: (text: string) => string, shape: import('./logo').SvgShape) {
  const paint = shape.paint;
  doc.fillOpacity(paint.opacity).strokeOpacity(paint.opacity);
  switch (shape.kind) {
    case 'rect':
      if (shape.rx > 0) doc.roundedRect(shape.x, shape.y, shape.width, shape.height, shape.rx);
      else doc.rect(shape.x, shape.y, shape.width, shape.height);
      break;
    case 'ellipse':
      doc.ellipse(shape.cx, shape.cy, shape.rx, shape.ry);
      break;
    case 'path':
      doc.path(shape.d);
      break;
    case 'polygon':
      if (shape.closed) doc.polygon(...shape.points);
      else {
        doc.moveTo(...shape.points[0]!);
        for (const point of shape.points.slice(1)) doc.lineTo(...point);
      }
      break;
    case 'text': {
      doc.font(shape.bold ? FONT.bold : FONT.regular).fontSize(shape.size);
      const text = print(shape.text);
      const width = doc.widthOfString(text);
      const x = shape.anchor === 'middle' ? shape.x - width / 2 : shape.anchor === 'end' ? shape.x - width : shape.x;
      doc.fillColor(paint.fill ?? '#000000').text(text, x, shape.y, { baseline: 'alphabetic', lineBreak: false });
      doc.fillOpacity(1).strokeOpacity(1);
      return;
    }
  }
  doc.lineWidth(paint.strokeWidth);
  if (paint.fill && paint.stroke) doc.fillAndStroke(paint.fill, paint.stroke);
  else if (paint.fill) doc.fill(paint.fill);
  else if (paint.stroke) doc.stroke(paint.stroke);
  doc.fillOpacity(1).strokeOpacity(1);
}
