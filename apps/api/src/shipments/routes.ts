import {
  AccessorialRequestBody,
  type AccessorialRequest,
  NextPreviousRequest,
  NextPreviousResponse,
  OrderAcceptRequest,
  OrderActionResponse,
  OrderAssignRequest,
  OrderDetailStatusRequest,
  OrderDetailView,
  OrderIdParams,
  OrderListRequest,
  OrderListResponseData,
  OrderStatusRequest,
  OrderUuidParams,
  RatePaidParams,
  RatePaidRequest,
  RejectAssignmentRequest,
  ResetOrderRequest,
  SendInvoiceRequest,
  envelopeOf,
} from '@freight/contracts';
import type { Tx } from '../db/client';
import { access, callerOf } from '../plugins/auth';
import { badRequest, notFound, ok } from '../plugins/envelope';
import type { RoutesPlugin } from '../types';
import { PROTOCOL } from '../texts/protocol';
import type { TextRef } from '../texts';
import { SHIPMENT_TEXTS } from './texts';
import { findOrder } from './access';
import { withGrantedActions } from './granted';
import {
  acceptOrder,
  assignOrder,
  moveOrderAssignment,
  ratePaid,
  rejectAssignment,
  resetOrder,
  updateAccessorial,
  updateOrderStatus,
  type ActionCaller,
} from './actions';
import { orderDetailView } from './detail';
import { sendInvoice } from './invoice';
import { listOrders, nextPrevious } from './list';

/** The action's shape of an update-accessorial body: a 400 'Required' on a field the action needs and lacks. */
function accessorialInput(body: AccessorialRequestBody): AccessorialRequest {
  const missing = (fields: Array<keyof AccessorialRequestBody>) => fields.filter((field) => body[field] === undefined);
  const need =
    body.action === 'request'
      ? missing(['code', 'amountCents'])
      : body.action === 'approve'
        ? missing(['accessorialId'])
        : missing(['accessorialId', 'reason']);
  if (need.length > 0) throw badRequest(need.map((field) => ({ field: `body.${field}`, message: PROTOCOL.required() })));
  if (body.action === 'request') {
    return {
      action: 'request',
      orderId: body.orderId,
      accessorialId: body.accessorialId,
      code: body.code!,
      description: body.description,
      quantity: body.quantity,
      amountCents: body.amountCents!,
    };
  }
  if (body.action === 'approve') return { action: 'approve', orderId: body.orderId, accessorialId: body.accessorialId! };
  return { action: 'decline', orderId: body.orderId, accessorialId: body.accessorialId!, reason: body.reason! };
}

/**
 * order-manager (spec section 7; docs/modules/orders.md, "API"): the order detail, the order lists and every action
 * on an order. Reads are the two parties' (`user`); the carrier's actions that need the carrier module say so in
 * API_ROUTES (accept, assign, reject an assignment, reset, send the invoice). Every action answers the order as it is
 * now (OrderDetailView) after its transaction committed.
 */
export const orderManagerRoutes: RoutesPlugin = async (app) => {
  const flushMail = () => void app.mailer.flush().catch((error: unknown) => app.log.warn({ err: error }, 'mail flush failed'));

  /** Runs an action in one transaction, then answers the order's fresh view with `message`. */
  const act = async (caller: ActionCaller, message: TextRef, run: (tx: Tx) => Promise<string>) => {
    const orderUuid = await app.db.transaction(run);
    const view = await orderDetailView(app.db, caller.companyId, orderUuid);
    if (!view) throw notFound(SHIPMENT_TEXTS.orders.notFound());
    return ok(message, await withGrantedActions(app.db, caller.userId, view));
  };

  app.get(
    '/get-order-detail/:orderId',
    { config: access.user, schema: { params: OrderIdParams, response: { 200: envelopeOf(OrderDetailView) } } },
    async (request) => {
      const { companyId, userId } = callerOf(request);
      const order = await findOrder(app.db, companyId, request.params.orderId);
      const view = order && (await orderDetailView(app.db, companyId, order.id));
      if (!view) throw notFound(SHIPMENT_TEXTS.orders.notFound());
      return ok(SHIPMENT_TEXTS.orders.fetched(), await withGrantedActions(app.db, userId, view));
    },
  );

  app.post('/order-list', { config: access.user, schema: { body: OrderListRequest, response: { 200: envelopeOf(OrderListResponseData) } } }, async (request) =>
    ok(SHIPMENT_TEXTS.orders.listFetched(), await listOrders(app.db, callerOf(request).companyId, request.body)),
  );

  app.post(
    '/next-previous-orders',
    { config: access.user, schema: { body: NextPreviousRequest, response: { 200: envelopeOf(NextPreviousResponse) } } },
    async (request) => {
      const { companyId } = callerOf(request);
      const order = await findOrder(app.db, companyId, request.body._id);
      if (!order) throw notFound(SHIPMENT_TEXTS.orders.notFound());
      return ok(SHIPMENT_TEXTS.orders.listFetched(), await nextPrevious(app.db, companyId, order.id, request.body.list));
    },
  );

  app.post(
    '/order-accept-by-fleet',
    { config: access.module('carrier'), schema: { body: OrderAcceptRequest, response: { 200: envelopeOf(OrderActionResponse) } } },
    async (request) => {
      const caller = callerOf(request);
      return act(caller, SHIPMENT_TEXTS.orders.confirmed(), async (tx) => {
        await acceptOrder(tx, caller, request.body._id);
        return request.body._id;
      });
    },
  );

  app.post(
    '/order-assign-by-fleet',
    { config: access.module('carrier'), schema: { body: OrderAssignRequest, response: { 200: envelopeOf(OrderActionResponse) } } },
    async (request) => {
      const caller = callerOf(request);
      return act(caller, SHIPMENT_TEXTS.orders.assigned(), async (tx) => {
        await assignOrder(tx, caller, request.body._id, request.body.truckerId);
        return request.body._id;
      });
    },
  );

  app.post(
    '/update-order-status/:_id',
    { config: access.user, schema: { params: OrderUuidParams, body: OrderStatusRequest, response: { 200: envelopeOf(OrderActionResponse) } } },
    async (request) => {
      const caller = callerOf(request);
      return act(caller, SHIPMENT_TEXTS.orders.statusUpdated(), async (tx) => {
        await updateOrderStatus(tx, caller, request.params._id, request.body);
        return request.params._id;
      });
    },
  );

  // The dispatcher moves the driver's steps: by the assignment's id, or by the order's id (its live assignment).
  app.post(
    '/update-orderdetail-status/:_id',
    { config: access.user, schema: { params: OrderUuidParams, body: OrderDetailStatusRequest, response: { 200: envelopeOf(OrderActionResponse) } } },
    async (request) => {
      const caller = callerOf(request);
      return act(caller, SHIPMENT_TEXTS.orders.statusUpdated(), (tx) => moveOrderAssignment(tx, caller, { detailId: request.params._id }, request.body));
    },
  );

  app.post(
    '/orderdetail-update-status/:_id',
    { config: access.user, schema: { params: OrderUuidParams, body: OrderDetailStatusRequest, response: { 200: envelopeOf(OrderActionResponse) } } },
    async (request) => {
      const caller = callerOf(request);
      return act(caller, SHIPMENT_TEXTS.orders.statusUpdated(), (tx) => moveOrderAssignment(tx, caller, { orderUuid: request.params._id }, request.body));
    },
  );

  app.post(
    '/reject-orderdetail/:_id',
    {
      config: access.module('carrier'),
      schema: { params: OrderUuidParams, body: RejectAssignmentRequest, response: { 200: envelopeOf(OrderActionResponse) } },
    },
    async (request) => {
      const caller = callerOf(request);
      return act(caller, SHIPMENT_TEXTS.orders.statusUpdated(), (tx) => rejectAssignment(tx, caller, request.params._id, request.body.reason.trim()));
    },
  );

  app.post(
    '/reset-order',
    { config: access.module('carrier'), schema: { body: ResetOrderRequest, response: { 200: envelopeOf(OrderActionResponse) } } },
    async (request) => {
      const caller = callerOf(request);
      return act(caller, SHIPMENT_TEXTS.orders.reset(), async (tx) => {
        await resetOrder(tx, caller, request.body._id, request.body.reason?.trim());
        return request.body._id;
      });
    },
  );

  app.post(
    '/update-accessorial',
    { config: access.user, schema: { body: AccessorialRequestBody, response: { 200: envelopeOf(OrderActionResponse) } } },
    async (request) => {
      const caller = callerOf(request);
      const input = accessorialInput(request.body);
      return act(caller, SHIPMENT_TEXTS.orders.updated(), async (tx) => {
        await updateAccessorial(tx, caller, input);
        return request.body.orderId;
      });
    },
  );

  app.post(
    '/send-invoice',
    { config: access.module('carrier'), schema: { body: SendInvoiceRequest, response: { 200: envelopeOf(OrderActionResponse) } } },
    async (request) => {
      const caller = callerOf(request);
      const answer = await act(caller, SHIPMENT_TEXTS.orders.invoiceSent(), async (tx) => {
        await sendInvoice(tx, app.mailer, { publicUrl: app.publicUrl, webRoot: app.config.webRoot }, caller, request.body);
        return request.body._id;
      });
      flushMail();
      return answer;
    },
  );

  app.post(
    '/rate-paid-order/:type',
    { config: access.user, schema: { params: RatePaidParams, body: RatePaidRequest, response: { 200: envelopeOf(OrderActionResponse) } } },
    async (request) => {
      const caller = callerOf(request);
      return act(caller, SHIPMENT_TEXTS.orders.updated(), async (tx) => {
        await ratePaid(tx, caller, request.params.type, request.body);
        return request.body._id;
      });
    },
  );
};
