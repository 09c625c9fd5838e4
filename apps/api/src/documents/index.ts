import type { LanguageCode, OrderDocument } from '@freight/contracts';
import type { DbOrTx } from '../db/client';

/**
 * The order's documents as PDFs (issue 13 point 2): the order (rate) confirmation, the invoice and the bill of
 * lading, generated on the server with pdfkit, in the reader's language. docs/modules/orders.md, "Documents".
 * Used by the three *-pdf calls and by send-invoice (the mailed attachment), inside the caller's transaction so the
 * invoice shows the number just given.
 */
export interface RenderedDocument {
  /** e.g. `invoice-INV-100123.pdf`. */
  filename: string;
  /** The PDF's title (its metadata and the download's name), 'Order Confirmation PDF' by default. */
  title: string;
  bytes: Buffer;
}

export interface RenderDocumentInput {
  kind: OrderDocument;
  /** The order's uuid; the caller checked that its company is a party. */
  orderUuid: string;
  language: LanguageCode;
}

export async function renderOrderDocument(_db: DbOrTx, _input: RenderDocumentInput): Promise<RenderedDocument> {
  throw new Error('renderOrderDocument: not built yet (issue 13, documents part)');
}
