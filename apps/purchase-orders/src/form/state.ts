import { combineReducers, createAction } from '@reduxjs/toolkit';
import type {
  CreatePurchaseOrderRequest,
  DrayageLoadData,
  PurchaseOrderDetail,
  SplitPurchaseOrderData,
  SplitPurchaseOrderRequest,
  UpdateBillOfLadingRequest,
  UpdateContainerDetailsRequest,
  ContainerView,
} from '@freight/contracts';
import { purchaseManager } from '@freight/api-client';
import { createCallsSlice, createResourceCache, type CallState, type ResourceCacheState, type RootState } from '@freight/store';

/**
 * /purchase-orders/add and /purchase-orders/edit/:id: the order read by id (get-purchase-order-detail), the ERP order a
 * form is prefilled from (`?erp=`, get-purchase-order), and the calls of the page's buttons (save, bill of lading, a
 * container's details, split, close, drayage load). A line's product look-up is the kit's (`ProductLookup`).
 *
 * This file does not import ../state.ts (which imports this reducer): it reads its own part of the module's state
 * through `selectFormState`.
 */
export const FORM_KEY = 'form';

export type FormCalls = {
  /** create-purchase-order or edit-purchase-order: the order as saved. */
  save: PurchaseOrderDetail;
  billOfLading: PurchaseOrderDetail;
  container: ContainerView;
  /** Both orders after the split (the child is linked from the page). */
  split: SplitPurchaseOrderData;
  close: PurchaseOrderDetail;
  drayage: DrayageLoadData;
};
export type FormCallName = keyof FormCalls;
export const FORM_CALLS: FormCallName[] = ['save', 'billOfLading', 'container', 'split', 'close', 'drayage'];

const calls = createCallsSlice<FormCalls>('purchaseOrders/form/calls', FORM_CALLS);

const silent = { silent: true } as const;

/** The form's look-ups, read by id (`useFormResource('order', id)`). */
const fetchers = {
  /** The order being edited, with its lines, containers and the actions its status allows. */
  order: (id: string) => purchaseManager.detail(id, silent).then((r) => r.data),
  /** An ERP purchase order (its document number) to prefill /purchase-orders/add?erp=<id>. */
  erpOrder: (erpOrderId: string) => purchaseManager.erpOrder(erpOrderId, silent).then((r) => r.data),
};

export const formResources = createResourceCache({
  name: 'purchaseOrders/form/resources',
  fetchers,
  selectState: (root) => selectFormState(root).resources,
});
export const useFormResource = formResources.useResource;

export interface FormState {
  resources: ResourceCacheState;
  calls: { [K in FormCallName]: CallState<FormCalls[K]> };
}

export const formActions = {
  /** Save the form: create (no id; one Idempotency-Key per unsaved form) or edit (the whole order again). */
  saveRequested: createAction<{ values: CreatePurchaseOrderRequest; id?: string }>('purchaseOrders/form/saveRequested'),
  billOfLadingRequested: createAction<{ id: string; body: UpdateBillOfLadingRequest }>('purchaseOrders/form/billOfLadingRequested'),
  containerRequested: createAction<{ orderId: string; containerId: string; body: UpdateContainerDetailsRequest }>('purchaseOrders/form/containerRequested'),
  splitRequested: createAction<{ body: SplitPurchaseOrderRequest }>('purchaseOrders/form/splitRequested'),
  closeRequested: createAction<{ id: string }>('purchaseOrders/form/closeRequested'),
  drayageRequested: createAction<{ orderId: string; containerId: string }>('purchaseOrders/form/drayageRequested'),
  /** The edit page shows the order without unsaved changes: it follows the tracking (`containers.updated`) until `watchEnded`. */
  watchStarted: createAction<{ id: string }>('purchaseOrders/form/watchStarted'),
  watchEnded: createAction('purchaseOrders/form/watchEnded'),
  ...calls.actions,
};

export const formReducer = combineReducers({
  resources: formResources.reducer,
  calls: calls.reducer,
});

let initial: FormState | undefined;
/** This folder's part of the module's state (its initial state before the module is injected). */
export function selectFormState(root: RootState): FormState {
  const module = (root as { purchaseOrders?: Record<string, unknown> }).purchaseOrders;
  const own = module?.[FORM_KEY] as FormState | undefined;
  return own ?? (initial ??= formReducer(undefined, { type: '@@purchaseOrders/form/init' }));
}

export const selectFormCall =
  <K extends FormCallName>(name: K) =>
  (root: RootState): CallState<FormCalls[K]> =>
    selectFormState(root).calls[name];
