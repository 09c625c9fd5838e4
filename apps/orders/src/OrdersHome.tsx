import { Navigate } from '@freight/router';
import { paths } from './paths';

/**
 * /order, the sales-orders area's index: the sales orders list (/order/list) is where the area's work starts, so the
 * index goes there (replacing the history entry: Back does not bounce). The other screens (/order/add,
 * /order/purchase-orders/list, /order/history) are in the navigation. docs/modules/orders.md.
 */
export function OrdersHome() {
  return <Navigate to={paths.salesOrders.getHref()} replace />;
}
