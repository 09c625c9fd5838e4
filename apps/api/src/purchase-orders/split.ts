import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import type { SplitPurchaseOrderRequest } from '@freight/contracts';
import type { Db, Tx } from '../db/client';
import { containers, purchaseOrderLines, purchaseOrders } from '../db/schema';
import { badRequest, notFound, type FieldFailure } from '../plugins/envelope';
import { PURCHASE_ORDER_TEXTS } from './texts';
import { assertWritable } from './transitions';
import { recordPurchaseOrderActivity } from './writes';

/**
 * split-purchase-order: chosen lines (whole or a part) and containers move to a new child order (`parent_id`), named
 * after the parent with the next free letter: PO-100123-A, -B, … (a split of PO-100123-A gives PO-100123-A-A).
 *
 * The rule (docs/modules/purchase-orders.md):
 *   - a container moves with every line it carries: those lines move whole (a chosen quantity other than the whole
 *     line's → 400 splitWithContainer);
 *   - a chosen line not on a moving container moves whole when its whole quantity is chosen, else it is cut in two:
 *     the parent keeps the rest (same line, same container), the child gets a new line of the chosen quantity (same
 *     SKU, product, unit price; no container); the received quantity stays on the parent up to its new quantity;
 *   - so for every original line, parent quantity + child quantity = the original quantity, exactly, and totals are
 *     recomputed from the lines on both orders;
 *   - nothing chosen → 400 splitNothing; every line moving whole → 400 splitEverything (the parent must keep one);
 *     a quantity above the line's → 400 splitQuantity; a line or container not of this order → 400.
 */

export interface SplitLine {
  id: string;
  lineNo: number;
  quantity: number;
  receivedQuantity: number;
  containerId: string | null;
}

export interface SplitPlan {
  /** Lines that move whole (by id), in line order. */
  wholeLines: string[];
  /** Lines cut in two: what stays, what moves. */
  partLines: Array<{ id: string; keep: number; move: number; keepReceived: number; moveReceived: number }>;
  /** Containers that move. */
  containerIds: string[];
}

/** The split of an order's lines and containers for a request, or the request's field errors. Pure. */
export function planSplit(
  lines: readonly SplitLine[],
  orderContainerIds: readonly string[],
  request: Pick<SplitPurchaseOrderRequest, 'lines' | 'containerIds'>,
): { plan: SplitPlan; errors: [] } | { plan: null; errors: FieldFailure[] } {
  const errors: FieldFailure[] = [];
  if (request.lines.length === 0 && request.containerIds.length === 0) {
    return { plan: null, errors: [{ field: 'body.lines', message: PURCHASE_ORDER_TEXTS.write.splitNothing() }] };
  }
  const moving = new Set<string>();
  request.containerIds.forEach((id, index) => {
    if (!orderContainerIds.includes(id)) errors.push({ field: `body.containerIds.${index}`, message: PURCHASE_ORDER_TEXTS.write.unknownOrderContainer() });
    moving.add(id);
  });
  const byId = new Map(lines.map((line) => [line.id, line]));
  const chosen = new Map<string, number>();
  request.lines.forEach((choice, index) => {
    const line = byId.get(choice._id);
    if (!line) return errors.push({ field: `body.lines.${index}._id`, message: PURCHASE_ORDER_TEXTS.write.unknownLine() });
    if (chosen.has(choice._id)) return errors.push({ field: `body.lines.${index}._id`, message: PURCHASE_ORDER_TEXTS.write.splitTwice() });
    chosen.set(choice._id, choice.quantity);
    if (choice.quantity > line.quantity)
      return errors.push({ field: `body.lines.${index}.quantity`, message: PURCHASE_ORDER_TEXTS.write.splitQuantity({ max: line.quantity }) });
    if (line.containerId && moving.has(line.containerId) && choice.quantity !== line.quantity) {
      return errors.push({ field: `body.lines.${index}.quantity`, message: PURCHASE_ORDER_TEXTS.write.splitWithContainer() });
    }
    return undefined;
  });
  if (errors.length) return { plan: null, errors };

  const plan: SplitPlan = { wholeLines: [], partLines: [], containerIds: [...moving] };
  for (const line of [...lines].sort((a, b) => a.lineNo - b.lineNo)) {
    const quantity = chosen.get(line.id);
    if ((line.containerId && moving.has(line.containerId)) || quantity === line.quantity) plan.wholeLines.push(line.id);
    else if (quantity !== undefined) {
      const keep = line.quantity - quantity;
      const keepReceived = Math.min(line.receivedQuantity, keep);
      plan.partLines.push({ id: line.id, keep, move: quantity, keepReceived, moveReceived: line.receivedQuantity - keepReceived });
    }
  }
  if (plan.wholeLines.length === lines.length) return { plan: null, errors: [{ field: 'body.lines', message: PURCHASE_ORDER_TEXTS.write.splitEverything() }] };
  return { plan, errors: [] };
}

/** A, B, … Z, AA, AB, … */
export function suffixOf(index: number): string {
  let text = '';
  let n = index + 1;
  while (n > 0) {
    const rest = (n - 1) % 26;
    text = String.fromCharCode(65 + rest) + text;
    n = Math.floor((n - 1) / 26);
  }
  return text;
}

/** The orders' totals again from their lines. */
async function retotal(tx: Tx, ids: string[]) {
  await tx.execute(sql`
    update purchase_orders p set total_amount = coalesce((select sum(l.quantity * l.unit_price) from purchase_order_lines l where l.purchase_order_id = p.id), 0),
                                 updated_at = now()
    where p.id = any(${sql.param(ids)}::uuid[])`);
}

/** Splits a purchase order; answers the child's id. */
export async function splitPurchaseOrder(
  db: Db,
  companyId: string,
  userId: string,
  request: SplitPurchaseOrderRequest,
): Promise<{ parentId: string; childId: string }> {
  return db.transaction(async (tx) => {
    const [parent] = await tx
      .select()
      .from(purchaseOrders)
      .where(and(eq(purchaseOrders.companyId, companyId), eq(purchaseOrders.id, request._id)))
      .for('update');
    if (!parent) throw notFound(PURCHASE_ORDER_TEXTS.orders.notFound());
    assertWritable(parent.status);
    const [lines, boxes] = await Promise.all([
      tx
        .select({
          id: purchaseOrderLines.id,
          lineNo: purchaseOrderLines.lineNo,
          quantity: purchaseOrderLines.quantity,
          receivedQuantity: purchaseOrderLines.receivedQuantity,
          containerId: purchaseOrderLines.containerId,
        })
        .from(purchaseOrderLines)
        .where(eq(purchaseOrderLines.purchaseOrderId, parent.id))
        .orderBy(asc(purchaseOrderLines.lineNo)),
      tx.select({ id: containers.id }).from(containers).where(eq(containers.purchaseOrderId, parent.id)),
    ]);
    const { plan, errors } = planSplit(
      lines,
      boxes.map((box) => box.id),
      request,
    );
    if (!plan) throw badRequest(errors);

    // The next free letter after the parent's number (the parent's row lock keeps two splits apart).
    const taken = new Set(
      (
        await tx
          .select({ poNumber: purchaseOrders.poNumber })
          .from(purchaseOrders)
          .where(and(eq(purchaseOrders.companyId, companyId), like(purchaseOrders.poNumber, `${parent.poNumber.replace(/[\\%_]/g, (c) => `\\${c}`)}-%`)))
      ).map((row) => row.poNumber),
    );
    let index = 0;
    while (taken.has(`${parent.poNumber}-${suffixOf(index)}`)) index += 1;
    const poNumber = `${parent.poNumber}-${suffixOf(index)}`;

    const { id: _id, poNumber: _number, createdAt: _created, updatedAt: _updated, closedAt: _closed, ...header } = parent;
    const [child] = await tx
      .insert(purchaseOrders)
      .values({ ...header, poNumber, parentId: parent.id, createdBy: userId, notes: `Split from ${parent.poNumber}`, totalAmount: 0 })
      .returning({ id: purchaseOrders.id });
    const childId = child!.id;

    if (plan.containerIds.length) {
      await tx.update(containers).set({ purchaseOrderId: childId, updatedAt: new Date() }).where(inArray(containers.id, plan.containerIds));
    }
    // The child's lines numbered 1… in the parent's line order: whole lines keep their row, parts are new rows.
    const order = lines.filter((line) => plan.wholeLines.includes(line.id) || plan.partLines.some((part) => part.id === line.id));
    for (const [position, line] of order.entries()) {
      const part = plan.partLines.find((candidate) => candidate.id === line.id);
      if (!part) {
        await tx
          .update(purchaseOrderLines)
          .set({ purchaseOrderId: childId, lineNo: position + 1 })
          .where(eq(purchaseOrderLines.id, line.id));
        continue;
      }
      await tx.update(purchaseOrderLines).set({ quantity: part.keep, receivedQuantity: part.keepReceived }).where(eq(purchaseOrderLines.id, line.id));
      await tx.execute(sql`
        insert into purchase_order_lines (company_id, purchase_order_id, line_no, product_id, sku, description, quantity, unit, unit_price, received_quantity, container_id)
        select company_id, ${childId}, ${position + 1}, product_id, sku, description, ${part.move}, unit, unit_price, ${part.moveReceived}, null
        from purchase_order_lines where id = ${line.id}`);
    }
    await retotal(tx, [parent.id, childId]);
    await recordPurchaseOrderActivity(tx, {
      companyId,
      userId,
      purchaseOrderId: childId,
      poNumber,
      action: 'split',
      key: 'purchase_order.split_off',
      params: {},
      extra: { parentPoNumber: parent.poNumber },
    });
    await recordPurchaseOrderActivity(tx, {
      companyId,
      userId,
      purchaseOrderId: parent.id,
      poNumber: parent.poNumber,
      action: 'split',
      key: 'purchase_order.split_into',
      params: { child: poNumber },
      extra: { childPoNumber: poNumber },
    });
    return { parentId: parent.id, childId };
  });
}
