import type { LanguageCode, OrderDocument } from '@freight/contracts';
import type { DbOrTx } from '../db/client';
import { ORDER_MESSAGES } from '@freight/contracts';
import { HttpError, notFound } from '../plugins/envelope';
import { defineTexts } from '../texts';
import { documentsOf, loadOrderDocumentData, type OrderDocumentData } from './data';
import { drawDocument } from './render';

export { documentsOf, loadOrderDocumentData, type OrderDocumentData } from './data';
export { DOCUMENT_TEXTS, type DocumentTexts } from './texts';

/**
 * The order's documents as PDFs: the order (rate) confirmation, the invoice and the bill of
 * lading, generated on the server with pdfkit, in the reader's language. docs/modules/orders.md, "Documents".
 * Used by the three *-pdf calls and by send-invoice (the mailed attachment), inside the caller's transaction so the
 * invoice shows the number just given.
 *
 * When each exists (`documentsOf`, also what OrderDetailView.documents lists): the confirmation from the order's
 * creation, the bill of lading once a truck is assigned (assigned … paid), the invoice once the order has its
 * invoice number. Asked before that, renderOrderDocument throws a 409 (HttpError) with ORDER_DOCUMENT_TEXTS' text.
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
  /** The web root the server serves: a company logo given as one of its paths is read there (logo.ts). */
  webRoot?: string;
}

/**
 * The refusals of the *-pdf calls and of the invoice's attachment, by id (`documents.pdf.<key>`): here, below the
 * documents domain, because send-invoice draws the invoice too.
 */
const ORDER_DOCUMENT_TEXTS = {
  pdf: defineTexts('documents.pdf', {
    invoiceNotReady: {
      en: 'This order has no invoice yet: it is invoiced once delivered',
      sp: 'Este pedido aún no tiene factura: se factura una vez entregado',
      fr: "Cette commande n'a pas encore de facture : elle est facturée une fois livrée",
    },
    bolNotReady: {
      en: 'The bill of lading is available once a truck is assigned to the order',
      sp: 'El conocimiento de embarque está disponible una vez asignado un camión al pedido',
      fr: 'Le connaissement est disponible une fois un camion attribué à la commande',
    },
    orderNotFound: { en: ORDER_MESSAGES.notFound, sp: 'Pedido no encontrado', fr: 'Commande introuvable' },
  }),
};

/** The 409 for a document the order does not have yet, or null when it has it. */
export function documentRefusal(kind: OrderDocument, data: Pick<OrderDocumentData, 'status' | 'invoice'>): HttpError | null {
  if (documentsOf({ status: data.status, invoiceNumber: data.invoice?.number ?? null }).includes(kind)) return null;
  return new HttpError(409, kind === 'invoice' ? ORDER_DOCUMENT_TEXTS.pdf.invoiceNotReady() : ORDER_DOCUMENT_TEXTS.pdf.bolNotReady());
}

/** Draws one document from data already read (the routes read it once to check the caller's side). */
export async function renderDocumentFrom(data: OrderDocumentData, kind: OrderDocument, language: LanguageCode, webRoot?: string): Promise<RenderedDocument> {
  const refusal = documentRefusal(kind, data);
  if (refusal) throw refusal;
  const drawn = await drawDocument(kind, data, language, { webRoot });
  const number = kind === 'invoice' ? data.invoice!.number : data.orderId;
  return { filename: `${drawn.fileStem}-${number.replace(/[^\w.-]+/g, '_')}.pdf`, title: drawn.title, bytes: drawn.bytes };
}

export async function renderOrderDocument(db: DbOrTx, input: RenderDocumentInput): Promise<RenderedDocument> {
  const data = await loadOrderDocumentData(db, input.orderUuid);
  if (!data) throw notFound(ORDER_DOCUMENT_TEXTS.pdf.orderNotFound());
  return renderDocumentFrom(data, input.kind, input.language, input.webRoot);
}
