import type { RoutesPlugin } from '../../types';

/** The ERP's purchase orders and closing (get-sap-purchase-orders, get-purchase-order/{_id}, close-purchase-order/{_id}). */
export const purchaseOrderErpRoutes: RoutesPlugin = async () => {};
