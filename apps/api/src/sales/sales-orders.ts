import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  LOAD_INITIAL_STATUS,
  centsOf,
  decimalOfCents,
  type CreateSalesOrderLoadRequest,
  type CreateSalesOrderRequest,
  type Currency,
  type ErpCustomer,
  type ErpProduct,
  type ErpSalesOrder,
  type LoadInput,
  type LoadStatus,
  type SalesOrderListRequest,
  type SalesOrderPage,
  type SalesOrderStatus,
  type SalesOrderView,
  windowHasEnded,
  PLANNABLE_SALES_ORDER_STATUSES,
} from '@freight/contracts';
import type { Db, DbOrTx, Tx } from '../db/client';
import { addresses, equipmentTypes, idCounters, loadStops, loads, products, salesOrderLines, salesOrders, warehouses } from '../db/schema';
import { iso } from '../http';
import { HttpError, badRequest, notFound, type FieldFailure } from '../plugins/envelope';
import { LOAD_TEXTS } from '../loads';
import { SALES_TEXTS } from './texts';
import type { ErpProvider } from '../providers';
import type { MapsProvider } from '../providers/maps/types';
import { postalCheck, type CheckedPostal } from '../providers/maps/postal-check';
import { loadColumns, newShareCode, nextLoadId, stopRows } from '../loads';

/**
 * Sales orders (/order/list and /order/add): the ERP's open orders with what the company already imported,
 * the company's sales orders with the load that ships each, their creation (an ERP import or typed in; the customer
 * from the address book) and the load made for one. docs/modules/orders.md, "Sales orders".
 *
 * Money: sums are integer cents; a numeric(12,2) column is written from its decimal text and read back as text.
 */

/** The next sales order number of a company (id_counters, kind `sales_order`; the first is SO-100001). */
async function nextSalesOrderNumber(tx: Tx, companyId: string): Promise<string> {
  const [row] = await tx
    .insert(idCounters)
    .values({ companyId, kind: 'sales_order', value: 100_001 })
    .onConflictDoUpdate({ target: [idCounters.companyId, idCounters.kind], set: { value: sql`${idCounters.value} + 1` } })
    .returning({ value: idCounters.value });
  return `SO-${row!.value}`;
}

const amount = (cents: number) => sql`${decimalOfCents(cents)}::numeric`;
const likeText = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const today = () => new Date().toISOString().slice(0, 10);

interface LineRow {
  sku: string;
  description: string;
  quantity: number;
  unitPriceCents: number;
  productId: string | null;
}

export function createSalesOrderQueries(db: Db, erp: ErpProvider, maps: MapsProvider) {
  /** The views of some sales orders (their lines and load), in the order of `ids`. */
  async function views(db: DbOrTx, companyId: string, ids: string[]): Promise<SalesOrderView[]> {
    if (ids.length === 0) return [];
    const [rows, lines] = await Promise.all([
      db
        .select({
          so: salesOrders,
          total: sql<string>`${salesOrders.totalAmount}::text`,
          city: addresses.city,
          state: addresses.state,
          load: { id: loads.id, loadId: loads.loadId, status: loads.status },
        })
        .from(salesOrders)
        .leftJoin(addresses, eq(addresses.id, salesOrders.customerAddressId))
        .leftJoin(loads, eq(loads.id, salesOrders.loadId))
        .where(and(eq(salesOrders.companyId, companyId), inArray(salesOrders.id, ids))),
      db
        .select({ line: salesOrderLines, price: sql<string>`${salesOrderLines.unitPrice}::text` })
        .from(salesOrderLines)
        .where(and(eq(salesOrderLines.companyId, companyId), inArray(salesOrderLines.salesOrderId, ids)))
        .orderBy(asc(salesOrderLines.salesOrderId), asc(salesOrderLines.lineNo)),
    ]);
    const byId = new Map(rows.map((row) => [row.so.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const so = row.so;
      return [
        {
          _id: so.id,
          soNumber: so.soNumber,
          status: so.status as SalesOrderStatus,
          customer: { addressId: so.customerAddressId, name: so.customerName, city: row.city ?? null, state: row.state ?? null },
          orderDate: so.orderDate,
          requestedDeliveryDate: so.requestedDeliveryDate,
          currency: so.currency as Currency,
          totalCents: centsOf(row.total),
          erpReference: so.erpReference,
          lines: lines
            .filter(({ line }) => line.salesOrderId === id)
            .map(({ line, price }) => ({
              lineNo: line.lineNo,
              productId: line.productId,
              sku: line.sku,
              description: line.description,
              quantity: line.quantity,
              unitPriceCents: centsOf(price),
            })),
          load: row.load?.id ? { _id: row.load.id, loadId: row.load.loadId, status: row.load.status as LoadStatus } : null,
          createdAt: iso(so.createdAt),
        },
      ];
    });
  }

  /** The company's products by SKU (its catalogue: product id, name, list price). */
  async function catalogue(db: DbOrTx, companyId: string, skus: string[]) {
    if (skus.length === 0)
      return new Map<
        string,
        { id: string; name: string; priceCents: number | null; unitWeightLbs: number | null; unitsPerPallet: number | null; isHazmat: boolean }
      >();
    const rows = await db
      .select({
        id: products.id,
        sku: products.sku,
        name: products.name,
        price: sql<string | null>`${products.unitPrice}::text`,
        unitWeightLbs: products.unitWeightLbs,
        unitsPerPallet: products.unitsPerPallet,
        isHazmat: products.isHazmat,
      })
      .from(products)
      .where(and(eq(products.companyId, companyId), inArray(products.sku, skus)));
    return new Map(rows.map((row) => [row.sku, { ...row, priceCents: row.price === null ? null : centsOf(row.price) }]));
  }

  /** The ERP's material record of each SKU (exact id), asked once per SKU. */
  async function erpProducts(skus: string[]): Promise<Map<string, ErpProduct>> {
    const found = await Promise.all(
      [...new Set(skus)].map(async (sku) => [sku, (await erp.searchProducts(sku, 10)).find((product) => product.erpProductId === sku)] as const),
    );
    return new Map(found.filter((entry): entry is readonly [string, ErpProduct] => entry[1] !== undefined));
  }

  /** The address book's entry of an ERP customer: by ERP number, else by name. */
  async function knownCustomer(db: DbOrTx, companyId: string, customer: ErpCustomer) {
    const [known] = await db
      .select({ id: addresses.id, name: addresses.name })
      .from(addresses)
      .where(
        and(
          eq(addresses.companyId, companyId),
          or(
            eq(addresses.erpCustomerId, customer.erpCustomerId),
            and(isNull(addresses.erpCustomerId), sql`lower(${addresses.name}) = lower(${customer.name})`),
          ),
        ),
      )
      .orderBy(sql`(${addresses.erpCustomerId} is not null) desc`, asc(addresses.createdAt))
      .limit(1);
    return known;
  }

  /**
   * A customer the address book does not know passes its postal rule before it is added (postalCheck): 400 on the
   * ERP order otherwise, since the address is the ERP's to correct. Answers the position to store, or null when the
   * book knows the customer already.
   */
  async function checkNewCustomer(companyId: string, customer: ErpCustomer): Promise<CheckedPostal | null> {
    if (await knownCustomer(db, companyId, customer)) return null;
    const outcome = await postalCheck(maps, { city: customer.city, postalCode: customer.postalCode, country: customer.country });
    // The import has no form: the reason is the answer's message too (the toast says it).
    if ('error' in outcome)
      throw badRequest([{ field: 'body.erpOrderId', message: SALES_TEXTS.orders.customerAddressRefused() }], SALES_TEXTS.orders.customerAddressRefused());
    return outcome.checked;
  }

  /** The address book's entry of an ERP customer (knownCustomer); added (tag customer) when absent. */
  async function customerAddress(tx: Tx, companyId: string, userId: string, customer: ErpCustomer, checked: CheckedPostal | null) {
    const known = await knownCustomer(tx, companyId, customer);
    if (known) return known;
    const [added] = await tx
      .insert(addresses)
      .values({
        companyId,
        tag: 'customer',
        name: customer.name,
        street1: customer.street1,
        city: customer.city,
        state: customer.state,
        postalCode: checked?.postalCode ?? customer.postalCode,
        country: customer.country,
        lat: checked?.lat ?? null,
        lng: checked?.lng ?? null,
        contactName: customer.contactName,
        contactPhone: customer.contactPhone,
        contactEmail: customer.contactEmail,
        erpCustomerId: customer.erpCustomerId,
        createdBy: userId,
      })
      .returning({ id: addresses.id, name: addresses.name });
    return added!;
  }

  async function insert(
    tx: Tx,
    companyId: string,
    userId: string,
    order: {
      customer: { id: string; name: string };
      orderDate: string;
      requestedDeliveryDate: string | null;
      currency: Currency;
      erpReference: string | null;
      lines: LineRow[];
    },
  ): Promise<string> {
    const soNumber = await nextSalesOrderNumber(tx, companyId);
    const totalCents = order.lines.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0);
    const [row] = await tx
      .insert(salesOrders)
      .values({
        companyId,
        soNumber,
        customerAddressId: order.customer.id,
        customerName: order.customer.name,
        status: 'open',
        orderDate: order.orderDate,
        requestedDeliveryDate: order.requestedDeliveryDate,
        totalAmount: amount(totalCents) as unknown as number,
        currency: order.currency,
        erpReference: order.erpReference,
        createdBy: userId,
      })
      .returning({ id: salesOrders.id });
    await tx.insert(salesOrderLines).values(
      order.lines.map((line, index) => ({
        companyId,
        salesOrderId: row!.id,
        lineNo: index + 1,
        productId: line.productId,
        sku: line.sku,
        description: line.description.slice(0, 200),
        quantity: line.quantity,
        unitPrice: amount(line.unitPriceCents) as unknown as number,
      })),
    );
    return row!.id;
  }

  return {
    views: (companyId: string, ids: string[]) => views(db, companyId, ids),

    /** get-sap-orders: one page of the ERP's open orders, each with the caller's sales order made from it. */
    async erpOrders(companyId: string, query: { search: string; page: number; limit: number }) {
      const page = await erp.listSalesOrders(query);
      const numbers = page.items.map((order) => order.erpOrderId);
      const imported = numbers.length
        ? await db
            .select({ id: salesOrders.id, soNumber: salesOrders.soNumber, erpReference: salesOrders.erpReference })
            .from(salesOrders)
            .where(and(eq(salesOrders.companyId, companyId), inArray(salesOrders.erpReference, numbers)))
            .orderBy(asc(salesOrders.createdAt))
        : [];
      const items: ErpSalesOrder[] = page.items.map((order) => {
        const made = imported.find((row) => row.erpReference === order.erpOrderId);
        return { ...order, imported: made ? { _id: made.id, soNumber: made.soNumber } : null };
      });
      return { items, total: page.total, page: query.page, limit: query.limit };
    },

    /** sales-order-list: the company's sales orders, newest first, with status, load and search filters. */
    async list(companyId: string, request: SalesOrderListRequest): Promise<SalesOrderPage> {
      const page = request.page ?? 1;
      const limit = request.limit ?? 20;
      const conditions: SQL[] = [eq(salesOrders.companyId, companyId)];
      if (request.status) conditions.push(eq(salesOrders.status, request.status));
      if (request.load === 'with') conditions.push(isNotNull(salesOrders.loadId));
      if (request.load === 'without') conditions.push(isNull(salesOrders.loadId));
      const search = request.search?.trim();
      if (search) {
        const like = likeText(search);
        conditions.push(
          or(
            ilike(salesOrders.soNumber, like),
            ilike(salesOrders.erpReference, like),
            ilike(salesOrders.customerName, like),
            ilike(addresses.city, like),
            ilike(loads.loadId, like),
          )!,
        );
      }
      const where = and(...conditions);
      const [ids, [count]] = await Promise.all([
        db
          .select({ id: salesOrders.id })
          .from(salesOrders)
          .leftJoin(addresses, eq(addresses.id, salesOrders.customerAddressId))
          .leftJoin(loads, eq(loads.id, salesOrders.loadId))
          .where(where)
          .orderBy(desc(salesOrders.createdAt), desc(salesOrders.soNumber))
          .limit(limit)
          .offset((page - 1) * limit),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(salesOrders)
          .leftJoin(addresses, eq(addresses.id, salesOrders.customerAddressId))
          .leftJoin(loads, eq(loads.id, salesOrders.loadId))
          .where(where),
      ]);
      return {
        items: await views(
          db,
          companyId,
          ids.map((row) => row.id),
        ),
        total: count?.n ?? 0,
        page,
        limit,
      };
    },

    /**
     * create-sales-order: an ERP order imported (409 when the company imported it before, also under concurrent
     * imports) or one typed in for a customer of the address book. Answers the new sales order's id.
     */
    async create(companyId: string, userId: string, body: CreateSalesOrderRequest): Promise<string> {
      const typed = body.customerAddressId !== undefined || body.lines !== undefined;
      if ((body.erpOrderId === undefined) === !typed || (typed && (body.customerAddressId === undefined || body.lines === undefined))) {
        const field = body.erpOrderId !== undefined ? 'body.erpOrderId' : body.customerAddressId === undefined ? 'body.customerAddressId' : 'body.lines';
        throw badRequest([{ field, message: SALES_TEXTS.orders.sourceRequired() }]);
      }

      if (body.erpOrderId !== undefined) {
        const order = await erp.getSalesOrder(body.erpOrderId);
        if (!order) throw notFound(SALES_TEXTS.orders.erpOrderNotFound());
        const known = await catalogue(
          db,
          companyId,
          order.lines.map((line) => line.erpProductId),
        );
        const checked = await checkNewCustomer(companyId, order.customer);
        return db.transaction(async (tx) => {
          // One import of an ERP order per company, even when two arrive at once.
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sales-order-import:${companyId}:${order.erpOrderId}`}))`);
          const [already] = await tx
            .select({ id: salesOrders.id })
            .from(salesOrders)
            .where(and(eq(salesOrders.companyId, companyId), eq(salesOrders.erpReference, order.erpOrderId)))
            .limit(1);
          if (already) throw new HttpError(409, SALES_TEXTS.orders.alreadyImported());
          const customer = await customerAddress(tx, companyId, userId, order.customer, checked);
          return insert(tx, companyId, userId, {
            customer,
            orderDate: order.orderDate,
            requestedDeliveryDate: order.requestedDeliveryDate,
            currency: order.currency,
            erpReference: order.erpOrderId,
            lines: order.lines.map((line) => ({
              sku: line.erpProductId,
              description: line.description,
              quantity: line.quantity,
              unitPriceCents: line.unitPriceCents,
              productId: known.get(line.erpProductId)?.id ?? null,
            })),
          });
        });
      }

      const lines = body.lines!;
      const [customer] = await db
        .select({ id: addresses.id, name: addresses.name, country: addresses.country })
        .from(addresses)
        .where(and(eq(addresses.companyId, companyId), eq(addresses.id, body.customerAddressId!)));
      const skus = lines.map((line) => line.sku);
      const known = await catalogue(db, companyId, skus);
      const fromErp = await erpProducts(skus.filter((sku) => !known.has(sku)));
      const errors: FieldFailure[] = [];
      if (!customer) errors.push({ field: 'body.customerAddressId', message: SALES_TEXTS.orders.customerNotFound() });
      lines.forEach((line, index) => {
        if (!known.has(line.sku) && !fromErp.has(line.sku)) errors.push({ field: `body.lines.${index}.sku`, message: SALES_TEXTS.orders.productNotFound() });
      });
      if (errors.length) throw badRequest(errors);
      return db.transaction((tx) =>
        insert(tx, companyId, userId, {
          customer: customer!,
          orderDate: body.orderDate ?? today(),
          requestedDeliveryDate: body.requestedDeliveryDate ?? null,
          currency: body.currency ?? (customer!.country === 'CANADA' ? 'CAD' : 'USD'),
          erpReference: null,
          lines: lines.map((line) => {
            const own = known.get(line.sku);
            return {
              sku: line.sku,
              description: line.description ?? own?.name ?? fromErp.get(line.sku)!.name,
              quantity: line.quantity,
              unitPriceCents: line.unitPriceCents ?? own?.priceCents ?? 0,
              productId: own?.id ?? null,
            };
          }),
        }),
      );
    },

    /**
     * The load input that ships a sales order (create-sales-order-load): the pickup place, the customer as the
     * delivery stop, the lines as commodity, weight, pallets and pieces. Throws 404 / 400 with field errors.
     */
    async loadInputOf(companyId: string, body: CreateSalesOrderLoadRequest): Promise<{ input: LoadInput; soNumber: string }> {
      const [so] = await db
        .select({ id: salesOrders.id, soNumber: salesOrders.soNumber, customerAddressId: salesOrders.customerAddressId, currency: salesOrders.currency })
        .from(salesOrders)
        .where(and(eq(salesOrders.companyId, companyId), eq(salesOrders.id, body.salesOrderId)));
      if (!so) throw notFound(SALES_TEXTS.orders.notFound());
      const errors: FieldFailure[] = [];
      if ((body.pickupWarehouseId === undefined) === (body.pickupAddressId === undefined))
        errors.push({ field: 'body.pickupWarehouseId', message: SALES_TEXTS.orders.pickupRequired() });
      const [pickupWarehouse, pickupAddress, customer, lines] = await Promise.all([
        body.pickupWarehouseId
          ? db
              .select()
              .from(warehouses)
              .where(and(eq(warehouses.companyId, companyId), eq(warehouses.id, body.pickupWarehouseId)))
              .then((rows) => rows[0])
          : undefined,
        body.pickupAddressId
          ? db
              .select()
              .from(addresses)
              .where(and(eq(addresses.companyId, companyId), eq(addresses.id, body.pickupAddressId)))
              .then((rows) => rows[0])
          : undefined,
        so.customerAddressId
          ? db
              .select()
              .from(addresses)
              .where(and(eq(addresses.companyId, companyId), eq(addresses.id, so.customerAddressId)))
              .then((rows) => rows[0])
          : undefined,
        db.select().from(salesOrderLines).where(eq(salesOrderLines.salesOrderId, so.id)).orderBy(asc(salesOrderLines.lineNo)),
      ]);
      if (body.pickupWarehouseId && !pickupWarehouse) errors.push({ field: 'body.pickupWarehouseId', message: SALES_TEXTS.orders.pickupNotFound() });
      if (body.pickupAddressId && !pickupAddress) errors.push({ field: 'body.pickupAddressId', message: SALES_TEXTS.orders.pickupNotFound() });
      if (!customer) errors.push({ field: 'body.salesOrderId', message: SALES_TEXTS.orders.customerNotFound() });
      const time = (value: string) => new Date(value).getTime();
      if (time(body.pickupEnd) < time(body.pickupStart)) errors.push({ field: 'body.pickupEnd', message: SALES_TEXTS.orders.windowOrder() });
      if (time(body.deliveryEnd) < time(body.deliveryStart) || time(body.deliveryEnd) < time(body.pickupStart))
        errors.push({ field: 'body.deliveryEnd', message: SALES_TEXTS.orders.windowOrder() });
      // A new load's windows must not have ended, as add-load decides.
      const now = new Date();
      if (windowHasEnded({ windowStart: body.pickupStart, windowEnd: body.pickupEnd }, now))
        errors.push({ field: 'body.pickupEnd', message: LOAD_TEXTS.write.windowEnded() });
      if (windowHasEnded({ windowStart: body.deliveryStart, windowEnd: body.deliveryEnd }, now))
        errors.push({ field: 'body.deliveryEnd', message: LOAD_TEXTS.write.windowEnded() });

      // What the products say: weight, pallets, hazmat, temperature, equipment (ERP first, the company's catalogue second).
      const skus = lines.map((line) => line.sku);
      const [material, own] = await Promise.all([erpProducts(skus), catalogue(db, companyId, skus)]);
      let weight = 0;
      let weightKnown = true;
      let pallets = 0;
      const commodities: string[] = [];
      let isHazmat = false;
      let temperatureMinF: number | null = null;
      let temperatureMaxF: number | null = null;
      let equipmentKey: string | null = null;
      for (const line of lines) {
        const product = material.get(line.sku);
        const stocked = own.get(line.sku);
        const unitWeight = product?.unitWeightLbs ?? stocked?.unitWeightLbs ?? null;
        if (unitWeight === null) weightKnown = false;
        else weight += unitWeight * line.quantity;
        const perPallet = product?.unitsPerPallet ?? stocked?.unitsPerPallet ?? null;
        if (perPallet) pallets += Math.ceil(line.quantity / perPallet);
        const commodity = product?.commodity ?? line.description;
        if (!commodities.includes(commodity)) commodities.push(commodity);
        isHazmat ||= product?.isHazmat ?? stocked?.isHazmat ?? false;
        if (product?.temperatureMinF != null) temperatureMinF = Math.max(temperatureMinF ?? -100, product.temperatureMinF);
        if (product?.temperatureMaxF != null) temperatureMaxF = Math.min(temperatureMaxF ?? 200, product.temperatureMaxF);
        if (product?.equipmentKey && (equipmentKey === null || product.temperatureMinF != null)) equipmentKey = product.equipmentKey;
      }
      if (body.weight === undefined && (!weightKnown || weight <= 0)) errors.push({ field: 'body.weight', message: SALES_TEXTS.orders.weightUnknown() });
      if (errors.length) throw badRequest(errors);

      let equipmentTypeId = body.equipmentTypeId ?? null;
      if (body.equipmentTypeId === undefined && equipmentKey) {
        const [equipment] = await db.select({ id: equipmentTypes.id }).from(equipmentTypes).where(eq(equipmentTypes.key, equipmentKey));
        equipmentTypeId = equipment?.id ?? null;
      }
      const pickup = pickupWarehouse ?? pickupAddress!;
      const stop = (place: typeof pickup) => ({
        name: place.name,
        street1: place.street1,
        city: place.city,
        state: place.state,
        postalCode: place.postalCode,
        country: place.country as LoadInput['stops'][number]['country'],
        lat: place.lat,
        lng: place.lng,
        contactName: place.contactName,
        contactPhone: place.contactPhone,
      });
      const input: LoadInput = {
        stops: [
          {
            type: 'pickup',
            ...(pickupWarehouse ? { warehouseId: pickupWarehouse.id } : { addressId: pickupAddress!.id }),
            ...stop(pickup),
            windowStart: body.pickupStart,
            windowEnd: body.pickupEnd,
          },
          { type: 'delivery', addressId: customer!.id, ...stop(customer!), windowStart: body.deliveryStart, windowEnd: body.deliveryEnd },
        ],
        mode: 'FTL',
        equipmentTypeId,
        commodity: commodities.join(', ').slice(0, 200) || so.soNumber,
        weight: body.weight ?? Math.round(weight * 100) / 100,
        weightUnit: 'lbs',
        pallets: pallets || null,
        pieces: lines.reduce((sum, line) => sum + line.quantity, 0),
        isHazmat,
        temperatureMinF: temperatureMinF !== null && temperatureMaxF !== null && temperatureMinF <= temperatureMaxF ? temperatureMinF : null,
        temperatureMaxF: temperatureMinF !== null && temperatureMaxF !== null && temperatureMinF <= temperatureMaxF ? temperatureMaxF : null,
        currency: so.currency as Currency,
        referenceNumber: so.soNumber,
        specialInstructions: body.specialInstructions ?? null,
      };
      return { input, soNumber: so.soNumber };
    },

    /**
     * The load (pending: the shipper sends it for quotes) made and linked to the sales order in one transaction,
     * under the sales order's row lock: a second call finds its load (409), a closed sales order refuses (409).
     * A draft or open sales order becomes confirmed. Answers the load's id.
     */
    async createLoad(companyId: string, userId: string, salesOrderId: string, input: LoadInput, distanceMiles: number | null): Promise<string> {
      return db.transaction(async (tx) => {
        const [so] = await tx
          .select({ status: salesOrders.status, loadId: salesOrders.loadId })
          .from(salesOrders)
          .where(and(eq(salesOrders.companyId, companyId), eq(salesOrders.id, salesOrderId)))
          .for('update');
        if (!so) throw notFound(SALES_TEXTS.orders.notFound());
        if (so.loadId) throw new HttpError(409, SALES_TEXTS.orders.hasLoad());
        if (!PLANNABLE_SALES_ORDER_STATUSES.includes(so.status as SalesOrderStatus)) throw new HttpError(409, SALES_TEXTS.orders.notPlannable());
        const loadId = await nextLoadId(tx, companyId);
        const [load] = await tx
          .insert(loads)
          .values({ companyId, loadId, createdBy: userId, status: LOAD_INITIAL_STATUS, shareCode: newShareCode(), ...loadColumns(input, distanceMiles) })
          .returning({ id: loads.id });
        await tx.insert(loadStops).values(stopRows(companyId, load!.id, input.stops));
        await tx.update(salesOrders).set({ loadId: load!.id, status: 'confirmed', updatedAt: new Date() }).where(eq(salesOrders.id, salesOrderId));
        return load!.id;
      });
    },
  };
}
