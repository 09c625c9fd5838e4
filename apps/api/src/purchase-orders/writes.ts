import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import {
  containerCheckDigit,
  decimalOfCents,
  isValidContainerNumber,
  normaliseContainerNumber,
  type CreatePurchaseOrderRequest,
  type EditPurchaseOrderRequest,
  type PurchaseOrderStatus,
  type UpdateBillOfLadingRequest,
  type UpdateContainerDetailsRequest,
} from '@freight/contracts';
import type { Db, Tx } from '../db/client';
import { activityLogs, containers, idCounters, products, purchaseOrderLines, purchaseOrders, warehouses } from '../db/schema';
import { pgErrorOf, pgViolationOf } from '../db/errors';
import { ACTIVITY_TEXTS } from '../texts/activity';
import { HttpError, badRequest, notFound, type FieldFailure } from '../plugins/envelope';
import { PURCHASE_ORDER_TEXTS } from './texts';
import { assertTransition, assertWritable } from './transitions';

/**
 * The user's writes of purchase orders (purchase-manager and close-purchase-order): create, edit, bill of lading,
 * container details, close. Each runs in one transaction under the order's row lock and writes an activity line
 * (activity_logs, entity purchase_order). Money: integer cents in, numeric(12,2) written from its decimal text.
 *
 * Rules (docs/modules/purchase-orders.md, "Purchase orders API"):
 *   - container numbers are normalised (upper case, no spaces or dashes) and must carry their ISO 6346 check digit
 *     (400 on body.containers.N.containerNumber); twice in one order → 400; on another open order of the company →
 *     409 duplicateContainer with the field in `errors` (the partial unique index backs it under concurrency);
 *   - a line's containerNumber must be one of the order's containers (400 body.lines.N.containerNumber);
 *   - edit sends the whole order: lines and containers with an `_id` are kept (updated), those without are new,
 *     those left out are deleted — but a container with tracking history (an actual milestone) or a drayage load
 *     is never deleted nor renumbered (400 containerHasHistory), and a line's received quantity stays;
 *   - a closed or cancelled order is read-only (409).
 */

/** numeric(12,2): at most 9,999,999,999.99. */
const MAX_TOTAL_CENTS = 999_999_999_999;

const amount = (cents: number) => sql`${decimalOfCents(cents)}::numeric` as unknown as number;

type OrderInput = CreatePurchaseOrderRequest;

interface CurrentOrder {
  id: string;
  poNumber: string;
  status: string;
  lines: Array<{ id: string; lineNo: number }>;
  containers: Array<{ id: string; containerNumber: string; hasHistory: boolean }>;
  /** A container has its tracking's ETA: the order's ETD and ETA are the tracking's (settled by the job), not typed. */
  tracked: boolean;
}

/** The next purchase order number of a company (id_counters, kind `purchase_order`; the first is PO-100001). */
async function nextPurchaseOrderNumber(tx: Tx, companyId: string): Promise<string> {
  const [row] = await tx
    .insert(idCounters)
    .values({ companyId, kind: 'purchase_order', value: 100_001 })
    .onConflictDoUpdate({ target: [idCounters.companyId, idCounters.kind], set: { value: sql`${idCounters.value} + 1` } })
    .returning({ value: idCounters.value });
  return `PO-${row!.value}`;
}

/** The activity lines of purchase orders (ACTIVITY_TEXTS in texts/activity.ts, rendered in the reader's language). */
export type PurchaseOrderActivityKey =
  | 'purchase_order.created'
  | 'purchase_order.updated'
  | 'purchase_order.bill_of_lading'
  | 'purchase_order.container_updated'
  | 'purchase_order.closed'
  | 'purchase_order.split_off'
  | 'purchase_order.split_into';

/**
 * One activity line of a purchase order: the English text in `message` (the seed's shape), `meta` = { poNumber, key,
 * params } so logs-list shows it in the reader's language, plus `extra` (e.g. the status move).
 */
export async function recordPurchaseOrderActivity(
  tx: Tx,
  entry: {
    companyId: string;
    userId: string | null;
    purchaseOrderId: string;
    poNumber: string;
    action: string;
    key: PurchaseOrderActivityKey;
    params: Record<string, string>;
    extra?: Record<string, unknown>;
  },
): Promise<void> {
  const params = { po: entry.poNumber, ...entry.params };
  // The stored line, not an answer: the English the seed writes, rendered for the reader by logs-list from `meta`.
  const line = ACTIVITY_TEXTS[entry.key]!.en.replace(/\{(\w+)\}/g, (whole, name: string) => params[name as keyof typeof params] ?? whole);
  await tx.insert(activityLogs).values({
    companyId: entry.companyId,
    userId: entry.userId,
    entityType: 'purchase_order',
    entityId: entry.purchaseOrderId,
    action: entry.action,
    message: line,
    meta: { poNumber: entry.poNumber, key: entry.key, params, ...entry.extra },
  });
}

/** The order's row (locked for the transaction) or 404. */
async function lockOrder(tx: Tx, companyId: string, id: string) {
  const [row] = await tx
    .select({ id: purchaseOrders.id, poNumber: purchaseOrders.poNumber, status: purchaseOrders.status, erpReference: purchaseOrders.erpReference })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.companyId, companyId), eq(purchaseOrders.id, id)))
    .for('update');
  if (!row) throw notFound(PURCHASE_ORDER_TEXTS.orders.notFound());
  return row;
}

export function createPurchaseOrderWrites(db: Db) {
  /**
   * The checks of a whole order (create or edit) that the schema cannot make; throws 400 with every field error.
   * Answers the containers with normalised numbers and each line's container index.
   */
  async function check(tx: Tx, companyId: string, body: OrderInput & { _id?: string }, current: CurrentOrder | null) {
    const errors: FieldFailure[] = [];
    const numbers = body.containers.map((container) => normaliseContainerNumber(container.containerNumber));
    const currentContainers = new Map((current?.containers ?? []).map((container) => [container.id, container]));
    const currentLines = new Set((current?.lines ?? []).map((line) => line.id));

    const seen = new Set<string>();
    const keptContainers = new Set<string>();
    numbers.forEach((number, index) => {
      const field = `body.containers.${index}.containerNumber`;
      if (!isValidContainerNumber(number)) {
        const digit = containerCheckDigit(number.slice(0, 10));
        errors.push({ field, message: PURCHASE_ORDER_TEXTS.write.wrongCheckDigit({ digit: digit ?? 0 }) });
      } else if (seen.has(number)) {
        errors.push({ field, message: PURCHASE_ORDER_TEXTS.write.containerTwice() });
      }
      seen.add(number);
      const id = body.containers[index]!._id;
      if (id !== undefined) {
        const known = currentContainers.get(id);
        if (!known || keptContainers.has(id))
          errors.push({ field: `body.containers.${index}._id`, message: PURCHASE_ORDER_TEXTS.write.unknownOrderContainer() });
        else if (known.hasHistory && known.containerNumber !== number)
          errors.push({ field, message: PURCHASE_ORDER_TEXTS.write.containerHasHistory({ number: known.containerNumber }) });
        keptContainers.add(id);
      }
    });
    for (const container of currentContainers.values()) {
      if (!keptContainers.has(container.id) && container.hasHistory)
        errors.push({ field: 'body.containers', message: PURCHASE_ORDER_TEXTS.write.containerHasHistory({ number: container.containerNumber }) });
    }

    const keptLines = new Set<string>();
    let total = 0;
    body.lines.forEach((line, index) => {
      if (line.containerNumber != null && !numbers.includes(normaliseContainerNumber(line.containerNumber))) {
        errors.push({ field: `body.lines.${index}.containerNumber`, message: PURCHASE_ORDER_TEXTS.write.lineContainerUnknown() });
      }
      if (line._id !== undefined) {
        if (!currentLines.has(line._id)) errors.push({ field: `body.lines.${index}._id`, message: PURCHASE_ORDER_TEXTS.write.unknownLine() });
        else if (keptLines.has(line._id)) errors.push({ field: `body.lines.${index}._id`, message: PURCHASE_ORDER_TEXTS.write.splitTwice() });
        keptLines.add(line._id);
      }
      total += line.quantity * line.unitPriceCents;
    });
    if (total > MAX_TOTAL_CENTS) errors.push({ field: 'body.lines', message: PURCHASE_ORDER_TEXTS.write.totalTooLarge() });

    if (body.etd && body.eta && Date.parse(body.eta) < Date.parse(body.etd))
      errors.push({ field: 'body.eta', message: PURCHASE_ORDER_TEXTS.write.etaBeforeEtd() });

    const productIds = [...new Set(body.lines.map((line) => line.productId).filter((id): id is string => typeof id === 'string'))];
    const [warehouse, ownProducts, bySku] = await Promise.all([
      body.destinationWarehouseId
        ? tx
            .select({ id: warehouses.id })
            .from(warehouses)
            .where(and(eq(warehouses.companyId, companyId), eq(warehouses.id, body.destinationWarehouseId)))
        : Promise.resolve([{ id: null }]),
      productIds.length
        ? tx
            .select({ id: products.id })
            .from(products)
            .where(and(eq(products.companyId, companyId), inArray(products.id, productIds)))
        : Promise.resolve([]),
      // A line typed without a product: the company's product of that SKU, if any.
      tx
        .select({ id: products.id, sku: products.sku })
        .from(products)
        .where(and(eq(products.companyId, companyId), inArray(products.sku, [...new Set(body.lines.map((line) => line.sku))]))),
    ]);
    if (warehouse.length === 0) errors.push({ field: 'body.destinationWarehouseId', message: PURCHASE_ORDER_TEXTS.write.warehouseNotFound() });
    const known = new Set(ownProducts.map((row) => row.id));
    body.lines.forEach((line, index) => {
      if (typeof line.productId === 'string' && !known.has(line.productId))
        errors.push({ field: `body.lines.${index}.productId`, message: PURCHASE_ORDER_TEXTS.write.productNotFound() });
    });
    if (errors.length) throw badRequest(errors);
    const skuProduct = new Map(bySku.map((row) => [row.sku, row.id]));
    return { numbers, productOf: (line: OrderInput['lines'][number]) => line.productId ?? skuProduct.get(line.sku) ?? null, total };
  }

  /**
   * 409 duplicateContainer (with the fields) when one of `numbers` is on another open order of the company.
   * The partial unique index catches what two writers at once slip past (mapped by `insertContainers`).
   */
  async function assertFree(tx: Tx, companyId: string, numbers: string[], orderId: string | null) {
    if (numbers.length === 0) return;
    const taken = await tx
      .select({ number: containers.containerNumber })
      .from(containers)
      .where(
        and(
          eq(containers.companyId, companyId),
          inArray(containers.containerNumber, numbers),
          isNull(containers.releasedAt),
          orderId ? ne(containers.purchaseOrderId, orderId) : undefined,
        ),
      );
    if (taken.length === 0) return;
    const first = taken[0]!.number;
    throw new HttpError(
      409,
      PURCHASE_ORDER_TEXTS.orders.duplicateContainer({ number: first }),
      numbers.flatMap((number, index) =>
        taken.some((row) => row.number === number)
          ? [{ field: `body.containers.${index}.containerNumber`, message: PURCHASE_ORDER_TEXTS.orders.duplicateContainer({ number }) }]
          : [],
      ),
    );
  }

  /** Runs `write`; a duplicate open container number slipped in by a concurrent writer becomes 409 duplicateContainer. */
  async function guarded<T>(numbers: string[], write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (pgViolationOf(error, 'containers_company_number_open_unique') === 'unique') {
        const detail = (pgErrorOf(error) as { detail?: string } | null)?.detail ?? '';
        const number = numbers.find((candidate) => detail.includes(candidate)) ?? numbers[0] ?? '';
        throw new HttpError(409, PURCHASE_ORDER_TEXTS.orders.duplicateContainer({ number }));
      }
      throw error;
    }
  }

  async function currentOrder(tx: Tx, companyId: string, id: string): Promise<CurrentOrder> {
    const order = await lockOrder(tx, companyId, id);
    const [lines, boxes] = await Promise.all([
      tx.select({ id: purchaseOrderLines.id, lineNo: purchaseOrderLines.lineNo }).from(purchaseOrderLines).where(eq(purchaseOrderLines.purchaseOrderId, id)),
      tx.execute<{ id: string; container_number: string; has_history: boolean; tracked: boolean }>(sql`
        select c.id::text, c.container_number,
               (c.load_id is not null or exists (select 1 from container_milestones m where m.container_id = c.id and m.actual_at is not null)) as has_history,
               (c.eta is not null and c.released_at is null) as tracked
        from containers c where c.purchase_order_id = ${id} and c.company_id = ${companyId}`),
    ]);
    return {
      ...order,
      lines,
      containers: boxes.rows.map((row) => ({ id: row.id, containerNumber: row.container_number, hasHistory: row.has_history })),
      tracked: boxes.rows.some((row) => row.tracked),
    };
  }

  const headerOf = (body: OrderInput) => ({
    supplierName: body.supplierName.trim(),
    supplierCountry: body.supplierCountry,
    incoterm: body.incoterm,
    originPort: body.originPort.trim(),
    destinationPort: body.destinationPort.trim(),
    destinationWarehouseId: body.destinationWarehouseId,
    orderDate: body.orderDate,
    etd: body.etd ? new Date(body.etd) : null,
    eta: body.eta ? new Date(body.eta) : null,
    currency: body.currency,
    oceanCarrier: body.oceanCarrier ?? null,
    vessel: body.vessel ?? null,
    voyage: body.voyage ?? null,
    notes: body.notes ?? null,
  });

  /** Inserts or updates the order's containers (numbers normalised); answers number → container id. */
  async function writeContainers(tx: Tx, companyId: string, orderId: string, body: OrderInput, numbers: string[]): Promise<Map<string, string>> {
    const ids = new Map<string, string>();
    for (const [index, container] of body.containers.entries()) {
      const values = {
        containerNumber: numbers[index]!,
        sizeType: container.sizeType,
        sealNumber: container.sealNumber ?? null,
        grossWeightKg: container.grossWeightKg ?? null,
      };
      if (container._id) {
        await tx
          .update(containers)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(containers.id, container._id));
        ids.set(values.containerNumber, container._id);
      } else {
        const [row] = await tx
          .insert(containers)
          .values({ companyId, purchaseOrderId: orderId, status: 'booked', ...values })
          .returning({ id: containers.id });
        ids.set(values.containerNumber, row!.id);
      }
    }
    return ids;
  }

  async function writeLines(
    tx: Tx,
    companyId: string,
    orderId: string,
    body: OrderInput,
    containerIds: Map<string, string>,
    productOf: (line: OrderInput['lines'][number]) => string | null,
  ) {
    // Line numbers are rewritten in the request's order: first moved out of the way (unique per order).
    await tx
      .update(purchaseOrderLines)
      .set({ lineNo: sql`-${purchaseOrderLines.lineNo}` })
      .where(eq(purchaseOrderLines.purchaseOrderId, orderId));
    for (const [index, line] of body.lines.entries()) {
      const values = {
        lineNo: index + 1,
        productId: productOf(line),
        sku: line.sku.trim(),
        description: line.description.trim(),
        quantity: line.quantity,
        unit: line.unit?.trim() || 'each',
        unitPrice: amount(line.unitPriceCents),
        containerId: line.containerNumber ? (containerIds.get(normaliseContainerNumber(line.containerNumber)) ?? null) : null,
      };
      if (line._id) await tx.update(purchaseOrderLines).set(values).where(eq(purchaseOrderLines.id, line._id));
      else await tx.insert(purchaseOrderLines).values({ companyId, purchaseOrderId: orderId, ...values });
    }
  }

  return {
    /** create-purchase-order: the order, its containers and lines; answers its id. */
    async create(companyId: string, userId: string, body: CreatePurchaseOrderRequest): Promise<string> {
      const numbers = body.containers.map((container) => normaliseContainerNumber(container.containerNumber));
      return guarded(numbers, () =>
        db.transaction(async (tx) => {
          const erpReference = body.erpReference?.trim() || null;
          if (erpReference) {
            // One import of an ERP order per company, even when two arrive at once.
            await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`purchase-order-import:${companyId}:${erpReference}`}))`);
            const [already] = await tx
              .select({ poNumber: purchaseOrders.poNumber })
              .from(purchaseOrders)
              .where(and(eq(purchaseOrders.companyId, companyId), eq(purchaseOrders.erpReference, erpReference), isNull(purchaseOrders.parentId)))
              .limit(1);
            if (already) throw new HttpError(409, PURCHASE_ORDER_TEXTS.erp.alreadyImported({ poNumber: already.poNumber }));
          }
          const checked = await check(tx, companyId, body, null);
          await assertFree(tx, companyId, checked.numbers, null);
          const poNumber = await nextPurchaseOrderNumber(tx, companyId);
          const [order] = await tx
            .insert(purchaseOrders)
            .values({ companyId, poNumber, status: 'open', erpReference, createdBy: userId, totalAmount: amount(checked.total), ...headerOf(body) })
            .returning({ id: purchaseOrders.id });
          const containerIds = await writeContainers(tx, companyId, order!.id, body, checked.numbers);
          await writeLines(tx, companyId, order!.id, body, containerIds, checked.productOf);
          await recordPurchaseOrderActivity(tx, {
            companyId,
            userId,
            purchaseOrderId: order!.id,
            poNumber,
            action: 'created',
            key: 'purchase_order.created',
            params: { supplier: body.supplierName.trim() },
          });
          return order!.id;
        }),
      );
    },

    /** edit-purchase-order: the whole order again (see the rules above); 409 on a closed or cancelled order. */
    async edit(companyId: string, userId: string, body: EditPurchaseOrderRequest): Promise<void> {
      const numbers = body.containers.map((container) => normaliseContainerNumber(container.containerNumber));
      await guarded(numbers, () =>
        db.transaction(async (tx) => {
          const current = await currentOrder(tx, companyId, body._id);
          assertWritable(current.status);
          const checked = await check(tx, companyId, body, current);
          await assertFree(tx, companyId, checked.numbers, current.id);
          const keptLines = new Set(body.lines.flatMap((line) => (line._id ? [line._id] : [])));
          const keptContainers = new Set(body.containers.flatMap((container) => (container._id ? [container._id] : [])));
          const goneLines = current.lines.filter((line) => !keptLines.has(line.id)).map((line) => line.id);
          const goneContainers = current.containers.filter((container) => !keptContainers.has(container.id)).map((container) => container.id);
          if (goneLines.length) await tx.delete(purchaseOrderLines).where(inArray(purchaseOrderLines.id, goneLines));
          if (goneContainers.length) await tx.delete(containers).where(inArray(containers.id, goneContainers));
          // A renumbered container first frees its old number (the partial unique index is checked per row).
          const containerIds = await writeContainers(tx, companyId, current.id, body, checked.numbers);
          await writeLines(tx, companyId, current.id, body, containerIds, checked.productOf);
          // erpReference stays what the import set (the ERP's document is not the user's to change). Once the
          // containers are tracked, the ETD and ETA are the tracking's: a typed one would be replaced at its next
          // update without a word, so they stay (the form shows them read-only).
          const { etd, eta, ...header } = headerOf(body);
          await tx
            .update(purchaseOrders)
            .set({ ...header, ...(current.tracked ? {} : { etd, eta }), totalAmount: amount(checked.total), updatedAt: new Date() })
            .where(eq(purchaseOrders.id, current.id));
          await recordPurchaseOrderActivity(tx, {
            companyId,
            userId,
            purchaseOrderId: current.id,
            poNumber: current.poNumber,
            action: 'updated',
            key: 'purchase_order.updated',
            params: {},
          });
        }),
      );
    },

    /** update-bill-of-lading/{_id}: the bill of lading and the sailing; an open order becomes booked. */
    async updateBillOfLading(companyId: string, userId: string, id: string, body: UpdateBillOfLadingRequest): Promise<void> {
      await db.transaction(async (tx) => {
        const order = await lockOrder(tx, companyId, id);
        assertWritable(order.status);
        let status = order.status as PurchaseOrderStatus;
        if (status === 'open') {
          assertTransition(status, 'booked');
          status = 'booked';
        }
        const billOfLading = body.billOfLading.trim().toUpperCase();
        await tx
          .update(purchaseOrders)
          .set({
            billOfLading,
            ...(body.oceanCarrier !== undefined ? { oceanCarrier: body.oceanCarrier } : {}),
            ...(body.vessel !== undefined ? { vessel: body.vessel?.trim() ?? null } : {}),
            ...(body.voyage !== undefined ? { voyage: body.voyage?.trim() ?? null } : {}),
            status,
            updatedAt: new Date(),
          })
          .where(eq(purchaseOrders.id, id));
        await recordPurchaseOrderActivity(tx, {
          companyId,
          userId,
          purchaseOrderId: id,
          poNumber: order.poNumber,
          action: status === order.status ? 'updated' : 'status_changed',
          key: 'purchase_order.bill_of_lading',
          params: { bol: billOfLading },
          extra: { billOfLading, from: order.status, to: status },
        });
      });
    },

    /** update-container-details/{_id} (a container's id): size/type, seal, weight; 409 on a closed order. Answers the order's id. */
    async updateContainer(companyId: string, userId: string, containerId: string, body: UpdateContainerDetailsRequest): Promise<void> {
      await db.transaction(async (tx) => {
        const [container] = await tx
          .select({ id: containers.id, number: containers.containerNumber, orderId: containers.purchaseOrderId })
          .from(containers)
          .where(and(eq(containers.companyId, companyId), eq(containers.id, containerId)));
        if (!container) throw notFound(PURCHASE_ORDER_TEXTS.orders.containerNotFound());
        const order = await lockOrder(tx, companyId, container.orderId);
        assertWritable(order.status);
        await tx
          .update(containers)
          .set({
            ...(body.sizeType !== undefined ? { sizeType: body.sizeType } : {}),
            ...(body.sealNumber !== undefined ? { sealNumber: body.sealNumber } : {}),
            ...(body.grossWeightKg !== undefined ? { grossWeightKg: body.grossWeightKg } : {}),
            updatedAt: new Date(),
          })
          .where(eq(containers.id, containerId));
        await recordPurchaseOrderActivity(tx, {
          companyId,
          userId,
          purchaseOrderId: order.id,
          poNumber: order.poNumber,
          action: 'updated',
          key: 'purchase_order.container_updated',
          params: { container: container.number },
        });
      });
    },

    /** close-purchase-order/{_id}: status closed (per the machine), closed_at, its containers' numbers released. */
    async close(companyId: string, userId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const order = await lockOrder(tx, companyId, id);
        assertTransition(order.status, 'closed');
        const now = new Date();
        await tx.update(purchaseOrders).set({ status: 'closed', closedAt: now, updatedAt: now }).where(eq(purchaseOrders.id, id));
        await tx
          .update(containers)
          .set({ releasedAt: now, updatedAt: now })
          .where(and(eq(containers.purchaseOrderId, id), isNull(containers.releasedAt)));
        await recordPurchaseOrderActivity(tx, {
          companyId,
          userId,
          purchaseOrderId: id,
          poNumber: order.poNumber,
          action: 'status_changed',
          key: 'purchase_order.closed',
          params: {},
          extra: { from: order.status, to: 'closed' },
        });
      });
    },
  };
}
