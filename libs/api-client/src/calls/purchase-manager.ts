import type {
  ContainerLocation,
  ContainerLocationsRequest,
  ContainerTracking,
  ContainerView,
  CreatePurchaseOrderRequest,
  DrayageLoadData,
  EditPurchaseOrderRequest,
  ErpPurchaseOrder,
  ErpPurchaseOrderPage,
  OpenBoardData,
  PurchaseOrderDetail,
  PurchaseOrderListRequest,
  PurchaseOrderListResponseData,
  PurchaseOrderSearchRequest,
  PurchaseOrderTracking,
  SplitPurchaseOrderData,
  SplitPurchaseOrderRequest,
  UpdateBillOfLadingRequest,
  UpdateContainerDetailsRequest,
} from '@freight/contracts';
import { call, type CallOptions } from '../client';

const path = (route: string, id: string) => `${route}/${encodeURIComponent(id)}`;

/**
 * Purchase orders and containers (purchase-manager and the ERP's purchase orders in integration-manager; module
 * purchaseOrders except `list`). docs/modules/purchase-orders.md.
 */
export const purchaseManager = {
  /** POST purchase-manager/purchase-order-list: /order/purchase-orders/list's page (module salesOrders). */
  list: (body: PurchaseOrderListRequest, options?: CallOptions) =>
    call<PurchaseOrderListResponseData>(
      'purchase-manager/purchase-order-list',
      { method: 'POST', url: 'purchase-manager/purchase-order-list', data: body },
      options,
    ),
  /** POST purchase-manager/purchase-orders: the module's list (/purchase-orders): status, open only, search, port, ETA range, sort. */
  search: (body: PurchaseOrderSearchRequest, options?: CallOptions) =>
    call<PurchaseOrderListResponseData>('purchase-manager/purchase-orders', { method: 'POST', url: 'purchase-manager/purchase-orders', data: body }, options),
  /** GET purchase-manager/get-purchase-order-detail/{_id} */
  detail: (id: string, options?: CallOptions) =>
    call<PurchaseOrderDetail>(
      'purchase-manager/get-purchase-order-detail',
      { method: 'GET', url: path('purchase-manager/get-purchase-order-detail', id) },
      options,
    ),
  /** POST purchase-manager/create-purchase-order ('Purchase Order created successfully'; idempotent). */
  create: (body: CreatePurchaseOrderRequest, options?: CallOptions) =>
    call<PurchaseOrderDetail>('purchase-manager/create-purchase-order', { method: 'POST', url: 'purchase-manager/create-purchase-order', data: body }, options),
  /** POST purchase-manager/edit-purchase-order ('Purchase Order updated successfully'). */
  edit: (body: EditPurchaseOrderRequest, options?: CallOptions) =>
    call<PurchaseOrderDetail>('purchase-manager/edit-purchase-order', { method: 'POST', url: 'purchase-manager/edit-purchase-order', data: body }, options),
  /** POST purchase-manager/update-bill-of-lading/{_id} */
  updateBillOfLading: (id: string, body: UpdateBillOfLadingRequest, options?: CallOptions) =>
    call<PurchaseOrderDetail>(
      'purchase-manager/update-bill-of-lading',
      { method: 'POST', url: path('purchase-manager/update-bill-of-lading', id), data: body },
      options,
    ),
  /** POST purchase-manager/update-container-details/{_id} (a container's id): 'Container Successfully Updated'. */
  updateContainer: (containerId: string, body: UpdateContainerDetailsRequest, options?: CallOptions) =>
    call<ContainerView>(
      'purchase-manager/update-container-details',
      { method: 'POST', url: path('purchase-manager/update-container-details', containerId), data: body },
      options,
    ),
  /** POST purchase-manager/split-purchase-order ('Order has been split successfully'; idempotent). */
  split: (body: SplitPurchaseOrderRequest, options?: CallOptions) =>
    call<SplitPurchaseOrderData>(
      'purchase-manager/split-purchase-order',
      { method: 'POST', url: 'purchase-manager/split-purchase-order', data: body },
      options,
    ),
  /** GET integration-manager/close-purchase-order/{_id} */
  close: (id: string, options?: CallOptions) =>
    call<PurchaseOrderDetail>(
      'integration-manager/close-purchase-order',
      { method: 'GET', url: path('integration-manager/close-purchase-order', id) },
      options,
    ),
  /** GET integration-manager/purchase-order-tracking/{bill_of_lading}: every container under a bill of lading. */
  trackBillOfLading: (billOfLading: string, options?: CallOptions) =>
    call<PurchaseOrderTracking>(
      'integration-manager/purchase-order-tracking',
      { method: 'GET', url: path('integration-manager/purchase-order-tracking', billOfLading) },
      options,
    ),
  /** POST purchase-manager/get-vizion-container { containerNumber }: one container's milestones, positions and ETA history. */
  trackContainer: (containerNumber: string, options?: CallOptions) =>
    call<ContainerTracking>(
      'purchase-manager/get-vizion-container',
      { method: 'POST', url: 'purchase-manager/get-vizion-container', data: { containerNumber } },
      options,
    ),
  /** GET purchase-manager/get-vizion-container-location/{_id} (a container's id): where it is now. */
  containerLocation: (containerId: string, options?: CallOptions) =>
    call<ContainerLocation>(
      'purchase-manager/get-vizion-container-location',
      { method: 'GET', url: path('purchase-manager/get-vizion-container-location', containerId) },
      options,
    ),
  /** POST purchase-manager/container-locations: the containers on the map (/mapbox). */
  containerLocations: (body: ContainerLocationsRequest, options?: CallOptions) =>
    call<ContainerLocation[]>('purchase-manager/container-locations', { method: 'POST', url: 'purchase-manager/container-locations', data: body }, options),
  /** GET purchase-manager/open-board: the wall board (/micro-view). */
  openBoard: (options?: CallOptions) => call<OpenBoardData>('purchase-manager/open-board', { method: 'GET', url: 'purchase-manager/open-board' }, options),
  /** POST purchase-manager/create-drayage-load/{_id} (a discharged container's id): the load port → warehouse (idempotent). */
  createDrayageLoad: (containerId: string, options?: CallOptions) =>
    call<DrayageLoadData>(
      'purchase-manager/create-drayage-load',
      { method: 'POST', url: path('purchase-manager/create-drayage-load', containerId), data: {} },
      options,
    ),
  /** GET integration-manager/get-sap-purchase-orders?page&limit&search: the ERP's purchase orders, with those imported. */
  erpOrders: (query: { page?: number; limit?: number; search?: string }, options?: CallOptions) => {
    const params: Record<string, string> = {};
    if (query.page && query.page > 1) params.page = String(query.page);
    if (query.limit) params.limit = String(query.limit);
    if (query.search?.trim()) params.search = query.search.trim().slice(0, 100);
    return call<ErpPurchaseOrderPage>(
      'integration-manager/get-sap-purchase-orders',
      { method: 'GET', url: 'integration-manager/get-sap-purchase-orders', params },
      options,
    );
  },
  /** GET integration-manager/get-purchase-order/{_id} (the ERP's document number): one to import. */
  erpOrder: (erpOrderId: string, options?: CallOptions) =>
    call<ErpPurchaseOrder>(
      'integration-manager/get-purchase-order',
      { method: 'GET', url: path('integration-manager/get-purchase-order', erpOrderId) },
      options,
    ),
};
