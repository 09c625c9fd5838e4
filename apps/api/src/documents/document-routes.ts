import { Type } from '@sinclair/typebox';
import { OrderPdfRequest, type OrderDocument } from '@freight/contracts';
import { loadOrderDocumentData, renderDocumentFrom } from '../pdf';
import { access, callerOf } from '../plugins/auth';
import { notFound } from '../plugins/envelope';
import { headerLanguage } from '../plugins/language';
import type { RoutesPlugin } from '../types';
import { DOCUMENTS_TEXTS } from './texts';

/**
 * The order's documents (spec section 7; docs/modules/orders.md, "Documents"), registered under /order-manager:
 *   POST order-confirmation-pdf          the order (rate) confirmation, from the order's creation
 *   POST invoice-order-confirmation-pdf  the invoice, once the order is invoiced (409 before)
 *   POST bol-order-confirmation-pdf      the bill of lading, once a truck is assigned (409 before)
 * Body OrderPdfRequest `{ _id, language? }` (the language defaults to the caller's `language` header). Either party of
 * the order (its shipper or its carrier company) may download them; anyone else gets 404, as for no order at all.
 * The answer is the PDF's bytes (`application/pdf`, `Content-Disposition: attachment; filename="…"`); refusals are
 * the JSON envelope as everywhere.
 */

/** A PDF answer, described for OpenAPI (Fastify does not serialize a Buffer: this only documents it). */
const pdfFile = (description: string) => ({
  description,
  content: { 'application/pdf': { schema: Type.String({ format: 'binary', description: 'The PDF document' }) } },
  headers: { 'content-disposition': Type.String({ description: 'attachment; filename="<name>.pdf"' }) },
});

const DOCUMENT_PATHS: ReadonlyArray<{ path: string; kind: OrderDocument; description: string }> = [
  { path: '/order-confirmation-pdf', kind: 'confirmation', description: 'The order (rate) confirmation as a PDF' },
  { path: '/invoice-order-confirmation-pdf', kind: 'invoice', description: 'The invoice as a PDF (the order must be invoiced)' },
  { path: '/bol-order-confirmation-pdf', kind: 'bol', description: 'The bill of lading as a PDF (a truck must be assigned)' },
];

export const documentRoutes: RoutesPlugin = async (app) => {
  for (const { path, kind, description } of DOCUMENT_PATHS) {
    app.post(path, { config: access.user, schema: { body: OrderPdfRequest, response: { 200: pdfFile(description) } } }, async (request, reply) => {
      const caller = callerOf(request);
      const data = await loadOrderDocumentData(app.db, request.body._id);
      if (!data || (data.shipper.companyId !== caller.companyId && data.carrier.companyId !== caller.companyId)) {
        throw notFound(DOCUMENTS_TEXTS.orders.notFound());
      }
      const document = await renderDocumentFrom(data, kind, request.body.language ?? headerLanguage(request), app.config.webRoot);
      return (
        reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${document.filename}"`)
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          // A Buffer goes out as is (Fastify serializes no Buffer); the schema only describes it.
          .send(document.bytes as unknown as string)
      );
    });
  }
};
