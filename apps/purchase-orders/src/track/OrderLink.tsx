import type { PurchaseOrderTracking } from '@freight/contracts';
import { Link } from '@freight/router';
import { paths } from '../paths';

/** A purchase order by its number, opening its page (/purchase-orders/edit/:id). */
export function OrderLink({ order }: { order: PurchaseOrderTracking['purchaseOrders'][number] }) {
  return <Link to={paths.edit.getHref({ id: order._id })}>{order.poNumber}</Link>;
}
