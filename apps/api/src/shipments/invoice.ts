import { and, eq, sql } from 'drizzle-orm';
import { type OrderStatus, type SendInvoiceRequest } from '@freight/contracts';
import type { Tx } from '../db/client';
import { accessorialLineAmount, companies, idCounters, loads, orderAccessorials, orders, users } from '../db/schema';
import { renderOrderDocument } from '../pdf';
import { mailDate, mailMoney, orderInvoiceMail, type MailLanguage } from '../mail/templates';
import type { Mailer } from '../providers/mail';
import { conflict, lockOrder, requireCarrier, sidesOf } from './access';
import { orderAmounts } from './detail';
import { notifyOtherParty, orderLink, publishOrderUpdated, recordMove } from './moves';
import type { ActionCaller } from './actions';
import { SHIPMENT_TEXTS } from './texts';

/**
 * send-invoice: the carrier invoices a delivered order whose accessorials are all decided. The number is the
 * carrier company's next `INV-…` (id_counters kind `invoice`: one atomic upsert, so two invoices never get the
 * same number and a number once given is never given again; unique per carrier in the database too), the amount
 * the rate plus the approved accessorials summed by PostgreSQL; the order and the load become invoiced, and the
 * shipper is mailed in its language with the invoice PDF (documents/renderOrderDocument) attached. A second call
 * is the 409 SHIPMENT_TEXTS.orders.alreadyInvoiced; a retry with the same Idempotency-Key gets the first answer.
 */

const LANGUAGES: readonly MailLanguage[] = ['en', 'sp', 'fr'];
const languageOf = (value: string | null | undefined): MailLanguage => (LANGUAGES.includes(value as MailLanguage) ? (value as MailLanguage) : 'en');

/** The carrier's next invoice number (the first is INV-100001). */
async function nextInvoiceNumber(tx: Tx, carrierCompanyId: string): Promise<string> {
  const [row] = await tx
    .insert(idCounters)
    .values({ companyId: carrierCompanyId, kind: 'invoice', value: 100_001 })
    .onConflictDoUpdate({ target: [idCounters.companyId, idCounters.kind], set: { value: sql`${idCounters.value} + 1` } })
    .returning({ value: idCounters.value });
  return `INV-${row!.value}`;
}

/** Where the invoice goes and in which language: the address asked for, else the shipper's contact, else the load's author. */
async function recipientOf(
  tx: Tx,
  shipperId: string,
  loadAuthor: string | null,
  email: string | undefined,
): Promise<{ to: string; language: MailLanguage; userId: string | null } | null> {
  const [company] = await tx.select({ email: companies.contactEmail }).from(companies).where(eq(companies.id, shipperId));
  const [author] = loadAuthor
    ? await tx
        .select({ id: users.id, email: users.email, language: users.language })
        .from(users)
        .where(and(eq(users.id, loadAuthor), eq(users.companyId, shipperId)))
    : [];
  const to = (email ?? company?.email ?? author?.email ?? '').trim().toLowerCase();
  if (!to) return null;
  const [reader] = await tx
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(and(eq(users.companyId, shipperId), sql`lower(${users.email}) = ${to}`));
  return { to, language: languageOf(reader?.language ?? author?.language), userId: reader?.id ?? author?.id ?? null };
}

export async function sendInvoice(
  tx: Tx,
  mailer: Mailer,
  site: { publicUrl: string; webRoot?: string },
  caller: ActionCaller,
  input: SendInvoiceRequest,
): Promise<void> {
  const order = await lockOrder(tx, caller.companyId, input._id);
  requireCarrier(sidesOf(order, caller.companyId));
  const from = order.status as OrderStatus;
  if (from === 'invoiced' || from === 'paid' || order.invoiceNumber) throw conflict(SHIPMENT_TEXTS.orders.alreadyInvoiced());
  if (from !== 'delivered') throw conflict(SHIPMENT_TEXTS.orders.notDelivered());
  const amounts = await orderAmounts(tx, order.id);
  if (amounts.pendingCount > 0) throw conflict(SHIPMENT_TEXTS.orders.accessorialsPending());
  const [load] = await tx.select().from(loads).where(eq(loads.id, order.loadId)).for('update');
  const recipient = await recipientOf(tx, order.companyId, load!.createdBy, input.email);
  if (!recipient) throw conflict(SHIPMENT_TEXTS.orders.noInvoiceEmail());

  const now = new Date();
  const invoiceNumber = await nextInvoiceNumber(tx, order.carrierCompanyId);
  await tx.execute(sql`
    update ${orders} set status = 'invoiced', invoice_number = ${invoiceNumber}, invoiced_at = ${now.toISOString()}::timestamptz,
      invoice_sent_to = ${recipient.to}, updated_at = now(),
      invoice_amount = rate + coalesce((select sum(${accessorialLineAmount('a')}) from ${orderAccessorials} a where a.order_id = ${order.id} and a.status = 'approved'), 0)
    where id = ${order.id}`);
  if (load!.status === 'delivered') await tx.update(loads).set({ status: 'invoiced', invoicedAt: now, updatedAt: now }).where(eq(loads.id, load!.id));
  await recordMove(tx, order, { from, to: 'invoiced', byUserId: caller.userId, note: invoiceNumber, at: now });

  const [carrier] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, order.carrierCompanyId));
  const pdf = await renderOrderDocument(tx, { kind: 'invoice', orderUuid: order.id, language: recipient.language, webRoot: site.webRoot });
  const rendered = orderInvoiceMail(recipient.language, {
    carrier: carrier?.name ?? '',
    invoiceNumber,
    orderId: order.orderId,
    loadId: load!.loadId,
    lane: `${load!.originCity}, ${load!.originState} → ${load!.destinationCity}, ${load!.destinationState}`,
    deliveredOn: mailDate(recipient.language, order.deliveredAt ?? now),
    amount: mailMoney(recipient.language, amounts.totalCents / 100, order.currency),
    note: input.note?.trim() || null,
    link: `${site.publicUrl}${orderLink(order.id, 'shipper')}`,
  });
  await mailer.enqueue(tx, {
    ...rendered,
    to: recipient.to,
    companyId: order.carrierCompanyId,
    userId: caller.userId,
    template: 'order-invoice',
    attachments: [{ filename: pdf.filename, contentType: 'application/pdf', bytes: pdf.bytes }],
  });
  await notifyOtherParty(tx, order, caller, { type: 'order_invoiced', title: `Invoice ${invoiceNumber} received`, body: order.orderId });
  await publishOrderUpdated(tx, order, 'invoiced');
}
