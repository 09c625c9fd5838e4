/**
 * @freight/order-detail: the shared order detail (docs/modules/orders.md "Order detail"), opened from any
 * order list (the orders remote's history, the loads list, the dashboard's lists) by the `?order=<uuid>` parameter:
 *   - `OrderDetailHost` ({ list: OrderListRequest }): render it once in the list screen; it shows the order in a side
 *     panel (full screen on a phone) while `?order=` is set, with previous/next through `list`;
 *   - `useOpenOrder()` → `(orderUuid) => void`: a row opens its order (sets `?order=`, keeping the other parameters);
 *   - `useOpenLoadOrder()` → `(load: { _id, loadId }) => void`: a list of loads opens a load's order;
 *   - `orderDetailFeature`: its slice and saga (the host injects it).
 */
export { OrderDetailHost, useOpenOrder, useOpenLoadOrder, ORDER_PARAM } from './OrderDetailHost';
export { OrderDetailBody } from './OrderDetailBody';
export { orderDetailFeature } from './feature';
export {
  orderDetailActions,
  orderDetailReducer,
  orderDetailSlice,
  initialOrderDetailState,
  selectOrderDetail,
  type OrderActionRequest,
  type OrderActionKind,
  type OrderDetailState,
} from './order-detail-slice';
export { orderDetailSaga } from './order-detail-sagas';
export { ORDER_DETAIL_AREA, orderDetailTranslations, ensureOrderDetailTexts } from './i18n';
export { formatCents, centsFromInput, useOrderFormat } from './format';
export { LabelsPanel, type LabelsPanelProps } from './labels';
