import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';
import type { ParcelAddress } from '@freight/contracts';
import { FONT, printable, registerDocumentFonts } from '../../pdf/fonts';
import type { LabelDocumentInput } from './types';

/**
 * The local provider's shipping label: a real 4×6 inch PDF (288 × 432 points, the thermal printers' size) made
 * with pdfkit, with the carrier and service, the sender and the recipient, the parcel, and the tracking number as
 * a Code 128 barcode (bars from bwip-js, drawn as vector rectangles so they print sharp at any resolution). Text
 * is set in the documents' font and goes through their `printable` (a character it cannot draw is marked).
 */

const LABEL_PAGE = { width: 288, height: 432 } as const;

const CARRIER_NAMES: Record<string, string> = { usps: 'USPS', ups: 'UPS', fedex: 'FedEx', canada_post: 'Canada Post', dhl_express: 'DHL Express' };
const carrierName = (carrier: string) => CARRIER_NAMES[carrier] ?? carrier.toUpperCase();

const addressLines = (address: ParcelAddress) =>
  [
    address.name,
    address.street1,
    address.street2,
    `${address.city}, ${address.state} ${address.zip}`,
    address.country === 'CANADA' ? 'CANADA' : 'UNITED STATES',
    address.phone,
  ]
    .filter((line): line is string => Boolean(line && line.trim()))
    .map((line) => printable(line).text);

/** Code 128 modules of `text`: widths alternating bar, space, bar, ... (bwip-js's encoder). */
function code128Modules(text: string): number[] {
  const [symbol] = bwipjs.raw('code128', text, {});
  if (!symbol || !('sbs' in symbol)) throw new Error('code128: no bars');
  return symbol.sbs;
}

const rule = (doc: PDFKit.PDFDocument, y: number) =>
  doc
    .moveTo(12, y)
    .lineTo(LABEL_PAGE.width - 12, y)
    .lineWidth(1.5)
    .stroke();

export function renderLabelPdf(input: LabelDocumentInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: [LABEL_PAGE.width, LABEL_PAGE.height],
    margin: 12,
    info: { Title: `Shipping label ${input.trackingNumber}`, Author: 'FreightHub', Subject: `${carrierName(input.carrier)} ${input.service}` },
  });
  registerDocumentFonts(doc);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const inner = LABEL_PAGE.width - 24;

  // Carrier and service.
  doc.font(FONT.bold).fontSize(22).text(carrierName(input.carrier), 12, 14, { width: inner, lineBreak: false });
  doc.font(FONT.bold).fontSize(11).text(printable(input.service.toUpperCase()).text, 12, 40, { width: inner });
  rule(doc, 58);

  // From.
  doc.font(FONT.bold).fontSize(7).text('FROM', 12, 64);
  doc.font(FONT.regular).fontSize(8).text(addressLines(input.from).join('\n'), 12, 73, { width: inner, lineGap: 0.5 });
  const shipDate = input.purchasedAt.toISOString().slice(0, 10);
  const weight = `${Number(input.parcel.weight.toFixed(2))} LB`;
  const size = `${input.parcel.length} x ${input.parcel.width} x ${input.parcel.height} IN`;
  doc.font(FONT.regular).fontSize(7).text(`SHIP DATE: ${shipDate}`, 12, 64, { width: inner, align: 'right' });
  doc.text(`WEIGHT: ${weight}`, 12, 73, { width: inner, align: 'right' });
  doc.text(`DIMS: ${size}`, 12, 82, { width: inner, align: 'right' });
  rule(doc, 140);

  // To.
  doc.font(FONT.bold).fontSize(9).text('SHIP TO', 12, 148);
  doc
    .font(FONT.bold)
    .fontSize(13)
    .text(addressLines(input.to).join('\n'), 24, 162, { width: inner - 12, lineGap: 1 });
  rule(doc, 262);

  // Tracking number as Code 128.
  doc.font(FONT.bold).fontSize(8).text('TRACKING #', 12, 270);
  const modules = code128Modules(input.trackingNumber);
  const total = modules.reduce((sum, width) => sum + width, 0);
  const module = Math.min(2, inner / total);
  let x = 12 + (inner - total * module) / 2;
  const barTop = 284;
  const barHeight = 90;
  modules.forEach((width, index) => {
    if (index % 2 === 0) doc.rect(x, barTop, width * module, barHeight);
    x += width * module;
  });
  doc.fill('#000000');
  doc
    .font(FONT.bold)
    .fontSize(12)
    .text(input.trackingNumber, 12, barTop + barHeight + 6, { width: inner, align: 'center', characterSpacing: 1 });
  rule(doc, 404);
  doc.font(FONT.regular).fontSize(6.5).text('FreightHub shipping label (local provider)', 12, 410, { width: inner, align: 'center' });

  doc.end();
  return done;
}
