import {
  containerCheckDigit,
  type ContainerView,
  type CreatePurchaseOrderRequest,
  type EditPurchaseOrderRequest,
  type ErpPurchaseOrder,
  type ErpPurchaseOrderPage,
  type PurchaseOrderDetail,
  type PurchaseOrderListResponseData,
  type SplitPurchaseOrderData,
} from '@freight/contracts';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { caller, withSql } from '../../address-book/test/support';
import {
  alreadyImportedText,
  containerHasHistoryText,
  duplicateContainerText,
  splitQuantityText,
  transitionNotAllowedText,
  wrongCheckDigitText,
} from './messages';
import { PURCHASE_ORDER_MESSAGES } from '../texts';
import { localPurchaseOrders } from '../../providers/erp/purchase-orders';
import { activityText } from '../../texts/activity';

/**
 * The purchase orders API (po-api) on a fresh copy of the demo world: create, detail, edit, bill of lading,
 * container details, split, close, the module's list and the ERP's purchase orders. Demo Freight Co. owns the demo
 * purchase orders; Interstate Haulers is another company; carrier@demo.test lacks the purchaseOrders module.
 */

const SHIPPER = 'shipper@demo.test';
const CARRIER = 'carrier@demo.test';
const INTERSTATE = 'dispatch@interstate-haulers.test';

/** A valid ISO 6346 number of owner code + category `owner` (4 letters) and a 6-digit serial. */
export const containerNumber = (owner: string, serial: number) => {
  const firstTen = `${owner}${String(serial).padStart(6, '0')}`;
  return `${firstTen}${containerCheckDigit(firstTen)}`;
};
/** The same number with a wrong check digit. */
const wrongDigit = (number: string) => `${number.slice(0, 10)}${(Number(number[10]) + 1) % 10}`;

let serial = 400_000;
const nextNumber = (owner = 'TGHU') => containerNumber(owner, serial++);

describe('purchase orders API (po-api)', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let shipper: string;
  let demoId: string;
  let warehouseId: string;

  const sql = <R extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
    withSql(t, async (client) => (await client.query<R>(text, values)).rows);

  const order = (overrides: Partial<CreatePurchaseOrderRequest> = {}): CreatePurchaseOrderRequest => {
    const first = nextNumber();
    const second = nextNumber();
    return {
      supplierName: 'Shenzhen Brightlight Electronics Co., Ltd.',
      supplierCountry: 'CN',
      incoterm: 'FOB',
      originPort: 'Yantian (Shenzhen)',
      destinationPort: 'Los Angeles / Long Beach',
      destinationWarehouseId: warehouseId,
      orderDate: '2026-11-20',
      etd: '2026-12-01T00:00:00.000Z',
      eta: '2026-12-19T00:00:00.000Z',
      currency: 'USD',
      lines: [
        { sku: 'TV-55-4K', description: 'Television 55 in 4K', quantity: 140, unitPriceCents: 23_940, containerNumber: first },
        { sku: 'LED-A19-4', description: 'LED Bulbs A19 4-pack', quantity: 1_600, unitPriceCents: 1_320, containerNumber: second },
        { sku: 'MW-1100-S', description: 'Microwave 1100 W stainless', quantity: 48, unitPriceCents: 7_745 },
      ],
      containers: [
        { containerNumber: first, sizeType: '40HC', sealNumber: 'SL1234567', grossWeightKg: 12_000 },
        { containerNumber: second, sizeType: '20GP' },
      ],
      ...overrides,
    };
  };
  const create = (body: unknown, token = shipper) => call<PurchaseOrderDetail>(token, 'POST', 'purchase-manager/create-purchase-order', body);
  const detail = (id: string, token = shipper) => call<PurchaseOrderDetail>(token, 'GET', `purchase-manager/get-purchase-order-detail/${id}`);
  const edit = (body: unknown, token = shipper) => call<PurchaseOrderDetail>(token, 'POST', 'purchase-manager/edit-purchase-order', body);
  const split = (body: unknown, token = shipper) => call<SplitPurchaseOrderData>(token, 'POST', 'purchase-manager/split-purchase-order', body);
  const close = (id: string, token = shipper) => call<PurchaseOrderDetail>(token, 'GET', `integration-manager/close-purchase-order/${id}`);
  const billOfLading = (id: string, body: unknown, token = shipper) =>
    call<PurchaseOrderDetail>(token, 'POST', `purchase-manager/update-bill-of-lading/${id}`, body);
  const updateContainer = (id: string, body: unknown, token = shipper) =>
    call<ContainerView>(token, 'POST', `purchase-manager/update-container-details/${id}`, body);
  const created = async (overrides: Partial<CreatePurchaseOrderRequest> = {}) => {
    const answer = await create(order(overrides));
    expect(answer.statusCode).toBe(200);
    return answer.body.data!;
  };
  /** The edit request that sends `po` back as it is. */
  const asEdit = (po: PurchaseOrderDetail): EditPurchaseOrderRequest => ({
    _id: po._id,
    supplierName: po.supplier.name,
    supplierCountry: po.supplier.country,
    incoterm: po.incoterm,
    originPort: po.originPort,
    destinationPort: po.destinationPort,
    destinationWarehouseId: po.destinationWarehouse?._id ?? null,
    orderDate: po.orderDate,
    etd: po.etd,
    eta: po.eta,
    currency: po.currency,
    lines: po.lines.map((line) => ({
      _id: line._id,
      sku: line.sku,
      description: line.description,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      containerNumber: po.containers.find((container) => container._id === line.containerId)?.containerNumber ?? null,
    })),
    containers: po.containers.map((container) => ({
      _id: container._id,
      containerNumber: container.containerNumber,
      sizeType: container.sizeType,
      sealNumber: container.sealNumber,
    })),
  });

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    shipper = await t.login(SHIPPER);
    const [row] = await sql<{ id: string }>(`select company_id::text as id from users where email = $1`, [SHIPPER]);
    demoId = row!.id;
    const [warehouse] = await sql<{ id: string }>(`select id::text as id from warehouses where company_id = $1 order by created_at limit 1`, [demoId]);
    warehouseId = warehouse!.id;
  }, 60_000);
  afterAll(() => t.close());

  it('creates a purchase order: the next PO number, exact totals, containers and the lines they carry, an activity line', async () => {
    const [counter] = await sql<{ value: number }>(`select value from id_counters where company_id = $1 and kind = 'purchase_order'`, [demoId]);
    const body = order();
    const answer = await create(body);
    expect(answer.statusCode).toBe(200);
    expect(answer.body.message).toBe('Purchase Order created successfully');
    const po = answer.body.data!;
    expect(po.poNumber).toBe(`PO-${counter!.value + 1}`);
    expect(po).toMatchObject({
      status: 'open',
      parentId: null,
      parent: null,
      children: [],
      incoterm: 'FOB',
      containerCount: 2,
      erpReference: null,
      closedAt: null,
    });
    expect(po.totalCents).toBe(140 * 23_940 + 1_600 * 1_320 + 48 * 7_745);
    expect(po.destinationWarehouse?._id).toBe(warehouseId);
    expect(po.actions).toEqual(expect.arrayContaining(['edit', 'billOfLading', 'split', 'close', 'updateContainer']));
    expect(po.containers.map((container) => [container.containerNumber, container.status, container.sizeType])).toEqual([
      [body.containers[0]!.containerNumber, 'booked', '40HC'],
      [body.containers[1]!.containerNumber, 'booked', '20GP'],
    ]);
    expect(po.lines.map((line) => [line.lineNo, line.sku, line.quantity, line.unitPriceCents])).toEqual([
      [1, 'TV-55-4K', 140, 23_940],
      [2, 'LED-A19-4', 1_600, 1_320],
      [3, 'MW-1100-S', 48, 7_745],
    ]);
    expect(po.lines.map((line) => line.containerId)).toEqual([po.containers[0]!._id, po.containers[1]!._id, null]);
    // The company's product of the SKU is linked.
    const [product] = await sql<{ id: string }>(`select id::text as id from products where company_id = $1 and sku = 'TV-55-4K'`, [demoId]);
    if (product) expect(po.lines[0]!.productId).toBe(product.id);
    const [total] = await sql<{ total: string }>(`select total_amount::text as total from purchase_orders where id = $1`, [po._id]);
    expect(total!.total).toBe('58353.60');
    const activity = await sql<{ action: string; message: string; meta: Record<string, unknown> }>(
      `select action, message, meta from activity_logs where entity_type = 'purchase_order' and entity_id = $1`,
      [po._id],
    );
    expect(activity).toEqual([
      {
        action: 'created',
        message: `Purchase order ${po.poNumber} created (Shenzhen Brightlight Electronics Co., Ltd.)`,
        meta: { poNumber: po.poNumber, key: 'purchase_order.created', params: { po: po.poNumber, supplier: 'Shenzhen Brightlight Electronics Co., Ltd.' } },
      },
    ]);
    expect(activityText(activity[0]!.meta.key, activity[0]!.meta.params, 'sp')).toBe(
      `Orden de compra ${po.poNumber} creada (Shenzhen Brightlight Electronics Co., Ltd.)`,
    );
    expect((await detail(po._id)).body).toMatchObject({ message: PURCHASE_ORDER_MESSAGES.detailFetched, data: { _id: po._id, poNumber: po.poNumber } });
  });

  it('hands out distinct PO numbers to concurrent creates', async () => {
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => create(order())));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body.data!.poNumber)).size).toBe(5);
  });

  it('answers 400 with errors on the fields: a wrong check digit, a container twice, a line on an unknown container, a warehouse or product of nobody', async () => {
    const body = order();
    const good = body.containers[1]!.containerNumber;
    body.containers[1]!.containerNumber = wrongDigit(good);
    body.lines[1]!.containerNumber = wrongDigit(good);
    const wrong = await create(body);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body.errors).toEqual(
      expect.arrayContaining([{ field: 'body.containers.1.containerNumber', message: wrongCheckDigitText(containerCheckDigit(good.slice(0, 10))!) }]),
    );

    const twice = order();
    twice.containers.push({ ...twice.containers[0]! });
    const answer = await create(twice);
    expect(answer.statusCode).toBe(400);
    expect(answer.body.errors).toEqual([{ field: 'body.containers.2.containerNumber', message: PURCHASE_ORDER_MESSAGES.containerTwice }]);

    const stray = order();
    stray.lines[2]!.containerNumber = nextNumber();
    expect((await create(stray)).body.errors).toEqual([{ field: 'body.lines.2.containerNumber', message: PURCHASE_ORDER_MESSAGES.lineContainerUnknown }]);

    const [foreign] = await sql<{ id: string }>(`select id::text as id from warehouses where company_id <> $1 limit 1`, [demoId]);
    const elsewhere = await create(order({ destinationWarehouseId: foreign?.id ?? '00000000-0000-4000-8000-000000000000' }));
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.body.errors).toEqual([{ field: 'body.destinationWarehouseId', message: PURCHASE_ORDER_MESSAGES.warehouseNotFound }]);

    const noProduct = order();
    noProduct.lines[0]!.productId = '00000000-0000-4000-8000-000000000000';
    expect((await create(noProduct)).body.errors).toEqual([{ field: 'body.lines.0.productId', message: PURCHASE_ORDER_MESSAGES.productNotFound }]);

    const late = await create(order({ etd: '2026-12-10T00:00:00.000Z', eta: '2026-12-01T00:00:00.000Z' }));
    expect(late.body.errors).toEqual([{ field: 'body.eta', message: PURCHASE_ORDER_MESSAGES.etaBeforeEtd }]);

    const huge = order();
    huge.lines[0]!.quantity = 10_000_000;
    huge.lines[0]!.unitPriceCents = 99_999_999_99;
    expect((await create(huge)).body).toMatchObject({ errors: [{ field: 'body.lines', message: PURCHASE_ORDER_MESSAGES.totalTooLarge }] });
    // The schema: a number that is no container number at all.
    const shape = await create(order({ containers: [{ containerNumber: 'ABC123', sizeType: '40HC' }] }));
    expect(shape.statusCode).toBe(400);
    expect(shape.body.errors?.[0]?.field).toBe('body.containers.0.containerNumber');
  });

  it('keeps container numbers unique among the open orders of a company: 409, free again once the order is closed', async () => {
    const first = await created();
    const taken = first.containers[0]!.containerNumber;
    const body = order();
    body.containers[1]!.containerNumber = taken;
    body.lines[1]!.containerNumber = taken;
    const duplicate = await create(body);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.body.message).toBe(duplicateContainerText(taken));
    expect(duplicate.body.errors).toEqual([{ field: 'body.containers.1.containerNumber', message: duplicateContainerText(taken) }]);
    // The same number at once from two requests: one wins, the other is a 409 (the partial unique index).
    const racing = order();
    const again = await Promise.all([create(racing), create({ ...racing })]);
    expect(again.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);

    expect((await close(first._id)).statusCode).toBe(200);
    expect((await create(body)).statusCode).toBe(200);
    // Another company may hold the same number (unique per company only).
    const [other] = await sql<{ id: string }>(`select id::text as id from companies where id <> $1 order by created_at limit 1`, [demoId]);
    const [foreignOrder] = await sql<{ id: string }>(
      `insert into purchase_orders (company_id, po_number, supplier_name, supplier_country, origin_port, destination_port, order_date)
       values ($1, 'PO-900001', 'Other supplier', 'CN', 'Shanghai', 'Oakland', '2026-11-01') returning id::text as id`,
      [other!.id],
    );
    await sql(`insert into containers (company_id, purchase_order_id, container_number, size_type) values ($1, $2, $3, '40HC')`, [
      other!.id,
      foreignOrder!.id,
      body.containers[0]!.containerNumber,
    ]);
    expect(await sql(`select 1 from containers where container_number = $1 and released_at is null`, [body.containers[0]!.containerNumber])).toHaveLength(2);
  });

  it('imports an ERP purchase order once: 409 the second time, and the ERP list names the import', async () => {
    const erp = localPurchaseOrders()[3]!;
    const fetched = await call<ErpPurchaseOrder>(shipper, 'GET', `integration-manager/get-purchase-order/${erp.erpOrderId}`);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.body.data).toMatchObject({ erpOrderId: erp.erpOrderId, imported: null, totalCents: erp.totalCents });
    expect((await call(shipper, 'GET', 'integration-manager/get-purchase-order/4599999999')).body.message).toBe(PURCHASE_ORDER_MESSAGES.erpOrderNotFound);

    const body = order({
      erpReference: erp.erpOrderId,
      supplierName: erp.supplier.name,
      supplierCountry: erp.supplier.country,
      containers: [],
      lines: erp.lines.map((line) => ({ sku: line.erpProductId, description: line.description, quantity: line.quantity, unitPriceCents: line.unitPriceCents })),
    });
    const [first, second] = await Promise.all([create(body), create(body)]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const made = (first.statusCode === 200 ? first : second).body.data!;
    expect((first.statusCode === 409 ? first : second).body.message).toBe(alreadyImportedText(made.poNumber));
    expect(made.totalCents).toBe(erp.totalCents);

    const page = await call<ErpPurchaseOrderPage>(shipper, 'GET', `integration-manager/get-sap-purchase-orders?search=${erp.erpOrderId}`);
    expect(page.statusCode).toBe(200);
    expect(page.body.message).toBe(PURCHASE_ORDER_MESSAGES.erpOrdersFetched);
    expect(page.body.data!.items).toEqual([expect.objectContaining({ erpOrderId: erp.erpOrderId, imported: { _id: made._id, poNumber: made.poNumber } })]);
    const all = await call<ErpPurchaseOrderPage>(shipper, 'GET', 'integration-manager/get-sap-purchase-orders?page=2&limit=5');
    expect(all.body).toMatchObject({ status: true });
    expect(all.body.data).toMatchObject({ total: 30, page: 2, limit: 5 });
    expect(all.body.data!.items).toHaveLength(5);
  });

  it("checks the company and the module: another company's id is a 404, a user without purchaseOrders a 403", async () => {
    const po = await created();
    const carrier = await t.login(CARRIER);
    expect((await detail(po._id, carrier)).statusCode).toBe(403);
    const [grant] = await sql<{ n: number }>(
      `select count(*)::int as n from user_permissions p join users u on u.id = p.user_id join modules m on m.id = p.module_id
       where u.email = $1 and m.module_key = 'purchaseOrders' and p.is_granted`,
      [INTERSTATE],
    );
    if (grant!.n === 0) {
      await sql(
        `insert into user_permissions (user_id, module_id, is_granted) select u.id, m.id, true from users u, modules m where u.email = $1 and m.module_key = 'purchaseOrders'
         on conflict (user_id, module_id) do update set is_granted = true`,
        [INTERSTATE],
      );
    }
    const other = await t.login(INTERSTATE);
    for (const answer of [
      await detail(po._id, other),
      await edit(asEdit(po), other),
      await billOfLading(po._id, { billOfLading: 'MEDU123456789' }, other),
      await updateContainer(po.containers[0]!._id, { sealNumber: 'X1' }, other),
      await split({ _id: po._id, lines: [{ _id: po.lines[0]!._id, quantity: 1 }], containerIds: [] }, other),
      await close(po._id, other),
    ]) {
      expect([answer.statusCode, answer.body.message]).toEqual([404, expect.stringMatching(/not found/)]);
    }
    const unchanged = (await detail(po._id)).body.data!;
    expect(unchanged).toMatchObject({ status: 'open', billOfLading: null });
  });

  it('edits the whole order: kept lines and containers by id, new ones added, left-out ones deleted; totals again', async () => {
    const po = await created();
    const request = asEdit(po);
    const added = nextNumber();
    request.supplierName = 'Ningbo Oceanic Housewares Co., Ltd.';
    request.lines = [
      { ...request.lines[1]!, quantity: 1_000 },
      { sku: 'BK-5SH-OAK', description: 'Bookshelf', quantity: 40, unitPriceCents: 5_340, containerNumber: added },
    ];
    request.containers = [request.containers[1]!, { containerNumber: added, sizeType: '40GP', grossWeightKg: 9_000 }];
    const answer = await edit(request);
    expect(answer.statusCode).toBe(200);
    expect(answer.body.message).toBe('Purchase Order updated successfully');
    const after = answer.body.data!;
    expect(after.supplier.name).toBe('Ningbo Oceanic Housewares Co., Ltd.');
    expect(after.lines.map((line) => [line._id === po.lines[1]!._id, line.lineNo, line.sku, line.quantity])).toEqual([
      [true, 1, 'LED-A19-4', 1_000],
      [false, 2, 'BK-5SH-OAK', 40],
    ]);
    expect(after.containers.map((container) => container.containerNumber)).toEqual([po.containers[1]!.containerNumber, added]);
    expect(after.containers[0]!._id).toBe(po.containers[1]!._id);
    expect(after.lines[1]!.containerId).toBe(after.containers[1]!._id);
    expect(after.totalCents).toBe(1_000 * 1_320 + 40 * 5_340);
    expect(await sql(`select 1 from containers where id = $1`, [po.containers[0]!._id])).toEqual([]);

    // Ids of another order's lines or containers are refused on their field.
    const other = await created();
    const foreignIds = asEdit(after);
    foreignIds.lines[0]!._id = other.lines[0]!._id;
    foreignIds.containers[0]!._id = other.containers[0]!._id;
    const refused = await edit(foreignIds);
    expect(refused.statusCode).toBe(400);
    expect(refused.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'body.lines.0._id', message: PURCHASE_ORDER_MESSAGES.unknownLine },
        { field: 'body.containers.0._id', message: PURCHASE_ORDER_MESSAGES.unknownOrderContainer },
      ]),
    );
  });

  it("keeps the tracking's ETD and ETA on edit once a container is tracked (a typed one would be replaced at its next update); before, the typed ones", async () => {
    const po = await created();
    const typed = await edit({ ...asEdit(po), eta: '2026-12-20T00:00:00.000Z' });
    expect(typed.body.data!.eta).toBe('2026-12-20T00:00:00.000Z');
    // The tracking job gave the containers and the order its ETA.
    await sql(`update containers set eta = '2027-01-03T06:00:00Z' where purchase_order_id = $1`, [po._id]);
    await sql(`update purchase_orders set eta = '2027-01-03T06:00:00Z', etd = '2026-12-16T06:00:00Z' where id = $1`, [po._id]);
    const tracked = (await detail(po._id)).body.data!;
    const answer = await edit({ ...asEdit(tracked), eta: '2026-12-20T00:00:00.000Z', etd: '2026-12-01T00:00:00.000Z', notes: 'Checked' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data).toMatchObject({ eta: '2027-01-03T06:00:00.000Z', etd: '2026-12-16T06:00:00.000Z', notes: 'Checked' });
  });

  it('never deletes nor renumbers a container with tracking history', async () => {
    const po = await created();
    const moved = po.containers[0]!;
    await sql(
      `insert into container_milestones (company_id, container_id, event, location_name, planned_at, actual_at) values ($1, $2, 'gate_in', 'Yantian', now(), now())`,
      [demoId, moved._id],
    );
    const without = asEdit(po);
    without.containers = without.containers.slice(1);
    without.lines = without.lines.map((line) => (line.containerNumber === moved.containerNumber ? { ...line, containerNumber: null } : line));
    const removed = await edit(without);
    expect(removed.statusCode).toBe(400);
    expect(removed.body.errors).toEqual([{ field: 'body.containers', message: containerHasHistoryText(moved.containerNumber) }]);

    const renumbered = asEdit(po);
    const fresh = nextNumber();
    renumbered.containers[0]!.containerNumber = fresh;
    renumbered.lines[0]!.containerNumber = fresh;
    expect((await edit(renumbered)).body.errors).toEqual([
      { field: 'body.containers.0.containerNumber', message: containerHasHistoryText(moved.containerNumber) },
    ]);
  });

  it('adds the bill of lading: open → booked; later statuses keep theirs; a closed order is read-only (409)', async () => {
    const po = await created();
    const answer = await billOfLading(po._id, { billOfLading: 'medu123456789', oceanCarrier: 'MSCU', vessel: 'MSC GULSUN', voyage: '412E' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.message).toBe(PURCHASE_ORDER_MESSAGES.billOfLadingUpdated);
    expect(answer.body.data).toMatchObject({ status: 'booked', billOfLading: 'MEDU123456789', oceanCarrier: 'MSCU', vessel: 'MSC GULSUN', voyage: '412E' });
    const [log] = await sql<{ action: string; meta: { from: string; to: string } }>(
      `select action, meta from activity_logs where entity_id = $1 and action = 'status_changed'`,
      [po._id],
    );
    expect(log!.meta).toMatchObject({ from: 'open', to: 'booked' });
    await sql(`update purchase_orders set status = 'in_transit' where id = $1`, [po._id]);
    expect((await billOfLading(po._id, { billOfLading: 'MEDU999999999' })).body.data).toMatchObject({
      status: 'in_transit',
      billOfLading: 'MEDU999999999',
      vessel: 'MSC GULSUN',
    });

    expect((await close(po._id)).statusCode).toBe(200);
    const closed = await billOfLading(po._id, { billOfLading: 'MEDU000000001' });
    expect([closed.statusCode, closed.body.message]).toEqual([409, PURCHASE_ORDER_MESSAGES.readOnly]);
    const edited = await edit(asEdit((await detail(po._id)).body.data!));
    expect([edited.statusCode, edited.body.message]).toEqual([409, PURCHASE_ORDER_MESSAGES.readOnly]);
  });

  it("updates a container's details ('Container Successfully Updated'); a container of a closed order is read-only", async () => {
    const po = await created();
    const container = po.containers[1]!;
    const answer = await updateContainer(container._id, { sealNumber: 'SL7654321', grossWeightKg: 18_500, sizeType: '40GP' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.message).toBe('Container Successfully Updated');
    expect(answer.body.data).toMatchObject({
      _id: container._id,
      containerNumber: container.containerNumber,
      sealNumber: 'SL7654321',
      grossWeightKg: 18_500,
      sizeType: '40GP',
    });
    expect((await updateContainer('00000000-0000-4000-8000-000000000000', { sealNumber: 'A1' })).statusCode).toBe(404);
    expect((await updateContainer(container._id, {})).statusCode).toBe(400);
    await close(po._id);
    const closed = await updateContainer(container._id, { sealNumber: 'SL1' });
    expect([closed.statusCode, closed.body.message]).toEqual([409, PURCHASE_ORDER_MESSAGES.readOnly]);
  });

  it('closes per the state machine: closed_at, containers released, no actions left; closing twice is a 409', async () => {
    const po = await created();
    const answer = await close(po._id);
    expect(answer.statusCode).toBe(200);
    expect(answer.body.message).toBe(PURCHASE_ORDER_MESSAGES.closed);
    expect(answer.body.data).toMatchObject({ status: 'closed', actions: [] });
    expect(answer.body.data!.closedAt).not.toBeNull();
    const released = await sql<{ released: boolean }>(`select released_at is not null as released from containers where purchase_order_id = $1`, [po._id]);
    expect(released).toEqual([{ released: true }, { released: true }]);
    const again = await close(po._id);
    expect([again.statusCode, again.body.message]).toEqual([409, PURCHASE_ORDER_MESSAGES.readOnly]);
    // A cancelled order cannot be closed either.
    const other = await created();
    await sql(`update purchase_orders set status = 'cancelled' where id = $1`, [other._id]);
    expect((await close(other._id)).statusCode).toBe(409);
    expect(transitionNotAllowedText('in_transit', 'open')).toBe('This purchase order cannot go from in_transit to open');
  });

  it('splits: chosen lines (whole or part) and containers move to PO-…-A, then -B; a container takes its lines whole', async () => {
    const po = await created();
    const [tv, , microwave] = po.lines;
    // Move the first container (it carries the TVs) and 10 of the 48 microwaves.
    const answer = await split({ _id: po._id, lines: [{ _id: microwave!._id, quantity: 10 }], containerIds: [po.containers[0]!._id] });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.message).toBe('Order has been split successfully');
    const { parent, child } = answer.body.data!;
    expect(child.poNumber).toBe(`${po.poNumber}-A`);
    expect(child).toMatchObject({ parentId: po._id, parent: { _id: po._id, poNumber: po.poNumber }, status: 'open', notes: `Split from ${po.poNumber}` });
    expect(parent.children).toEqual([{ _id: child._id, poNumber: child.poNumber, status: 'open' }]);
    expect(child.containers.map((container) => container._id)).toEqual([po.containers[0]!._id]);
    expect(parent.containers.map((container) => container._id)).toEqual([po.containers[1]!._id]);
    expect(child.lines.map((line) => [line.lineNo, line.sku, line.quantity, line.containerId])).toEqual([
      [1, 'TV-55-4K', 140, po.containers[0]!._id],
      [2, 'MW-1100-S', 10, null],
    ]);
    expect(child.lines[0]!._id).toBe(tv!._id);
    expect(parent.lines.map((line) => [line.sku, line.quantity])).toEqual([
      ['LED-A19-4', 1_600],
      ['MW-1100-S', 38],
    ]);
    expect(parent.totalCents + child.totalCents).toBe(po.totalCents);
    expect(child.totalCents).toBe(140 * 23_940 + 10 * 7_745);

    const lines = await sql<{ entity_id: string; message: string }>(
      `select entity_id::text, message from activity_logs where action = 'split' and entity_id in ($1, $2) order by message`,
      [po._id, child._id],
    );
    expect(lines).toEqual([
      { entity_id: po._id, message: `Purchase order ${po.poNumber} split into ${child.poNumber}` },
      { entity_id: child._id, message: `Purchase order ${child.poNumber} split off` },
    ]);
    const second = await split({ _id: po._id, lines: [{ _id: parent.lines[1]!._id, quantity: 1 }], containerIds: [] });
    expect(second.body.data!.child.poNumber).toBe(`${po.poNumber}-B`);
  });

  it('splits one order twice at once: the parent row lock gives -A and -B, and the quantities still add up', async () => {
    const po = await created();
    const led = po.lines[1]!;
    const answers = await Promise.all([
      split({ _id: po._id, lines: [{ _id: led._id, quantity: 100 }], containerIds: [] }),
      split({ _id: po._id, lines: [{ _id: led._id, quantity: 200 }], containerIds: [] }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.body.data!.child.poNumber).sort()).toEqual([`${po.poNumber}-A`, `${po.poNumber}-B`]);
    const parent = (await detail(po._id)).body.data!;
    expect(parent.lines.find((line) => line._id === led._id)!.quantity).toBe(1_600 - 300);
    expect(parent.children).toHaveLength(2);
  });

  it('refuses a split that moves nothing, everything, too much, a line twice, or part of a line whose container moves', async () => {
    const po = await created();
    const [tv, led, microwave] = po.lines;
    const cases: Array<[unknown, { field: string; message: string }]> = [
      [
        { _id: po._id, lines: [], containerIds: [] },
        { field: 'body.lines', message: PURCHASE_ORDER_MESSAGES.splitNothing },
      ],
      [
        { _id: po._id, lines: [{ _id: microwave!._id, quantity: 48 }], containerIds: po.containers.map((container) => container._id) },
        { field: 'body.lines', message: PURCHASE_ORDER_MESSAGES.splitEverything },
      ],
      [
        { _id: po._id, lines: [{ _id: led!._id, quantity: 1_601 }], containerIds: [] },
        { field: 'body.lines.0.quantity', message: splitQuantityText(1_600) },
      ],
      [
        {
          _id: po._id,
          lines: [
            { _id: led!._id, quantity: 1 },
            { _id: led!._id, quantity: 2 },
          ],
          containerIds: [],
        },
        { field: 'body.lines.1._id', message: PURCHASE_ORDER_MESSAGES.splitTwice },
      ],
      [
        { _id: po._id, lines: [{ _id: tv!._id, quantity: 5 }], containerIds: [po.containers[0]!._id] },
        { field: 'body.lines.0.quantity', message: PURCHASE_ORDER_MESSAGES.splitWithContainer },
      ],
      [
        { _id: po._id, lines: [{ _id: '00000000-0000-4000-8000-000000000000', quantity: 1 }], containerIds: [] },
        { field: 'body.lines.0._id', message: PURCHASE_ORDER_MESSAGES.unknownLine },
      ],
      [
        { _id: po._id, lines: [], containerIds: ['00000000-0000-4000-8000-000000000000'] },
        { field: 'body.containerIds.0', message: PURCHASE_ORDER_MESSAGES.unknownOrderContainer },
      ],
    ];
    for (const [body, error] of cases) {
      const answer = await split(body);
      expect([answer.statusCode, answer.body.errors]).toEqual([400, [error]]);
    }
    expect((await detail(po._id)).body.data!.children).toEqual([]);
    await close(po._id);
    const closed = await split({ _id: po._id, lines: [{ _id: led!._id, quantity: 1 }], containerIds: [] });
    expect([closed.statusCode, closed.body.message]).toEqual([409, PURCHASE_ORDER_MESSAGES.readOnly]);
  });

  it('keeps every line whole over random splits: parent + children quantities per original line equal the original', async () => {
    let seed = 20_261_124;
    const random = (n: number) => {
      seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
      return (seed >>> 8) % n;
    };
    let done = 0;
    for (let round = 0; round < 6; round++) {
      const containers = [nextNumber(), nextNumber(), nextNumber()];
      const po = await created({
        containers: containers.map((containerNumber) => ({ containerNumber, sizeType: '40HC' as const })),
        lines: Array.from({ length: 5 }, (_, index) => ({
          sku: `SKU-${round}-${index}`,
          description: `Item ${index}`,
          quantity: 1 + random(500),
          unitPriceCents: random(100_000),
          containerNumber: index < 3 ? containers[random(3)]! : null,
        })),
      });
      const original = new Map(po.lines.map((line) => [line.sku, line.quantity]));
      let current = po;
      for (let step = 0; step < 3; step++) {
        const loose = current.lines.filter((line) => !line.containerId || random(2) === 0);
        const chosen = loose.filter(() => random(2) === 0).map((line) => ({ _id: line._id, quantity: 1 + random(line.quantity) }));
        const containerIds = current.containers.filter(() => random(3) === 0).map((container) => container._id);
        const safe = chosen.filter((choice) => {
          const line = current.lines.find((candidate) => candidate._id === choice._id)!;
          return !line.containerId || !containerIds.includes(line.containerId);
        });
        const answer = await split({ _id: current._id, lines: safe, containerIds });
        expect([400, 200]).toContain(answer.statusCode);
        if (answer.statusCode === 200) {
          current = answer.body.data!.parent;
          done += 1;
        }
      }
      // Every order of the family (the original and its descendants) together.
      const family = await sql<{ sku: string; quantity: number; price: string; total: string }>(
        `with recursive tree as (select id from purchase_orders where id = $1 union all select p.id from purchase_orders p join tree on p.parent_id = tree.id)
         select l.sku, sum(l.quantity)::int as quantity, min(l.unit_price)::text as price,
                (select sum(total_amount)::text from purchase_orders where id in (select id from tree)) as total
         from purchase_order_lines l where l.purchase_order_id in (select id from tree) group by l.sku order by l.sku`,
        [po._id],
      );
      expect(new Map(family.map((row) => [row.sku, row.quantity]))).toEqual(original);
      expect(Math.round(Number(family[0]!.total) * 100)).toBe(po.totalCents);
      const [nonPositive] = await sql<{ n: number }>(
        `select count(*)::int as n from purchase_order_lines l join purchase_orders p on p.id = l.purchase_order_id where p.po_number like $1 and l.quantity <= 0`,
        [`${po.poNumber}%`],
      );
      expect(nonPositive!.n).toBe(0);
    }
    expect(done).toBeGreaterThan(5);
  });

  it("lists the module's purchase orders: open only, destination port, ETA range, as the database counts them", async () => {
    const search = (body: unknown) => call<PurchaseOrderListResponseData>(shipper, 'POST', 'purchase-manager/purchase-orders', body);
    const count = async (where: string, values: unknown[] = []) =>
      (await sql<{ n: number }>(`select count(*)::int as n from purchase_orders where company_id = $1 and ${where}`, [demoId, ...values]))[0]!.n;

    const open = await search({ openOnly: true, limit: 100 });
    expect(open.statusCode).toBe(200);
    expect(open.body.data!.total).toBe(await count(`status not in ('closed', 'cancelled')`));
    expect(open.body.data!.items.every((item) => !['closed', 'cancelled'].includes(item.status))).toBe(true);

    const port = await search({ destinationPort: 'los angeles / long beach', limit: 100 });
    expect(port.body.data!.total).toBe(await count(`lower(destination_port) = 'los angeles / long beach'`));
    expect(port.body.data!.total).toBeGreaterThan(0);

    const range = await search({ etaFrom: '2026-11-01', etaTo: '2026-12-31', sort: 'eta', limit: 100 });
    expect(range.body.data!.total).toBe(await count(`eta >= '2026-11-01T00:00:00Z' and eta < '2027-01-01T00:00:00Z'`));
    const etas = range.body.data!.items.map((item) => item.eta!);
    expect(etas).toEqual([...etas].sort());

    expect((await search({ openOnly: true, status: 'closed' })).body.data!.total).toBe(0);
    expect((await call(await t.login(CARRIER), 'POST', 'purchase-manager/purchase-orders', {})).statusCode).toBe(403);
  });
});
