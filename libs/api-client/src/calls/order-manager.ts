import type {
  AccessorialRequest,
  NextPreviousRequest,
  NextPreviousResponse,
  OrderAcceptRequest,
  OrderAssignRequest,
  OrderDetailStatusRequest,
  OrderDetailView,
  OrderDocument,
  OrderListRequest,
  OrderListResponseData,
  OrderPdfRequest,
  OrderStatusRequest,
  PaidType,
  RatePaidRequest,
  RejectAssignmentRequest,
  ResetOrderRequest,
  SendInvoiceRequest,
} from '@freight/contracts';
import { call, downloadFile, type CallOptions } from '../client';

const id = (value: string) => encodeURIComponent(value);
const post = <T>(name: string, url: string, body: unknown, options?: CallOptions) =>
  call<T>(`order-manager/${name}`, { method: 'POST', url: `order-manager/${url}`, data: body }, options);

/** The three documents of an order and their calls (each answers application/pdf). */
export const ORDER_DOCUMENT_CALLS: Record<OrderDocument, string> = {
  confirmation: 'order-confirmation-pdf',
  invoice: 'invoice-order-confirmation-pdf',
  bol: 'bol-order-confirmation-pdf',
};

/**
 * Orders (order-manager, spec section 7; docs/modules/orders.md). Every action answers the order as it is now
 * (OrderDetailView) with the spec's success message.
 */
export const orderManager = {
  /** GET order-manager/get-order-detail/{orderId}: the uuid or the human id (O-100123). */
  detail: (orderId: string, options?: CallOptions) =>
    call<OrderDetailView>('order-manager/get-order-detail', { method: 'GET', url: `order-manager/get-order-detail/${id(orderId)}` }, options),
  /** POST order-manager/order-list: the generic list fetch of the order lists. */
  list: (body: OrderListRequest, options?: CallOptions) => post<OrderListResponseData>('order-list', 'order-list', body, options),
  /** POST order-manager/next-previous-orders: the order's neighbours in the list it was opened from. */
  nextPrevious: (body: NextPreviousRequest, options?: CallOptions) => post<NextPreviousResponse>('next-previous-orders', 'next-previous-orders', body, options),
  /** 'Order has been successfully Confirmed'. */
  accept: (body: OrderAcceptRequest, options?: CallOptions) => post<OrderDetailView>('order-accept-by-fleet', 'order-accept-by-fleet', body, options),
  /** 'Order has been successfully Assigned'. */
  assign: (body: OrderAssignRequest, options?: CallOptions) => post<OrderDetailView>('order-assign-by-fleet', 'order-assign-by-fleet', body, options),
  /** The order's own moves (reject the tender, cancel): 'Order Status Successfully Updated'. */
  updateStatus: (orderUuid: string, body: OrderStatusRequest, options?: CallOptions) =>
    post<OrderDetailView>('update-order-status', `update-order-status/${id(orderUuid)}`, body, options),
  /** The order's live assignment moved by the dispatcher (orderdetail-update-status/{order uuid}). */
  updateAssignment: (orderUuid: string, body: OrderDetailStatusRequest, options?: CallOptions) =>
    post<OrderDetailView>('orderdetail-update-status', `orderdetail-update-status/${id(orderUuid)}`, body, options),
  /** POST order-manager/reject-orderdetail/{assignment id}. */
  rejectAssignment: (assignmentId: string, body: RejectAssignmentRequest, options?: CallOptions) =>
    post<OrderDetailView>('reject-orderdetail', `reject-orderdetail/${id(assignmentId)}`, body, options),
  /** 'Order Status Reset Successfully.' */
  reset: (body: ResetOrderRequest, options?: CallOptions) => post<OrderDetailView>('reset-order', 'reset-order', body, options),
  /** Request, change, approve or decline an accessorial charge: 'Order Successfully Updated'. */
  accessorial: (body: AccessorialRequest, options?: CallOptions) => post<OrderDetailView>('update-accessorial', 'update-accessorial', body, options),
  /** 'Invoice sent successfully'. */
  sendInvoice: (body: SendInvoiceRequest, options?: CallOptions) => post<OrderDetailView>('send-invoice', 'send-invoice', body, options),
  /** rate-paid-order/{shipper|driver}. */
  ratePaid: (type: PaidType, body: RatePaidRequest, options?: CallOptions) =>
    post<OrderDetailView>('rate-paid-order', `rate-paid-order/${id(type)}`, body, options),
  /** One of the order's PDFs as a file (the browser saves it). */
  document: (kind: OrderDocument, body: OrderPdfRequest, options?: CallOptions) =>
    downloadFile(`order-manager/${ORDER_DOCUMENT_CALLS[kind]}`, { method: 'POST', url: `order-manager/${ORDER_DOCUMENT_CALLS[kind]}`, data: body }, options),
};
