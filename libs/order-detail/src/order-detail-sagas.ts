import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { ApiError, failedCallText, fieldErrorsOf, loadTrucks, orderManager, tracking, type CallOptions, type DownloadedFile } from '@freight/api-client';
import {
  ENDED_ORDER_STATUSES,
  ORDER_PDF_DEFAULT_TITLE,
  type ApiEnvelope,
  type AvailableTruckersData,
  type NextPreviousResponse,
  type OrderDetailView,
  type OrderListResponseData,
  type TrackingLocation,
} from '@freight/contracts';
import { showToast } from '@freight/store';
import { saveBlob } from '@freight/ui';
import { orderDetailActions as actions, isUnderWay, selectOrderDetail, type OrderActionRequest, type OrderDetailState } from './order-detail-slice';

/** Reads that the panel shows itself (a 404 is its "not found" state, a failure its error panel): no toast, no blocking. */
const quiet: CallOptions = { quietErrors: true, silent: true };
/** How many free trucks the assign picker lists (nearest to the pickup first). */
const TRUCK_PAGE = 50;
/** The radius of the truck search for the picker: the carrier's whole fleet in practice. */
const TRUCK_RADIUS_MILES = 3000;

function* loadDetail(orderId: string): SagaIterator {
  try {
    const answer: ApiEnvelope<OrderDetailView> = yield call(orderManager.detail, orderId, quiet);
    yield put(actions.loaded(answer.data!));
    const detail = answer.data!;
    if (isUnderWay(detail.assignment)) {
      yield put(actions.trackingRequested({ loadUuid: detail.load._id }));
    }
  } catch (error) {
    const notFound = error instanceof ApiError && (error.status === 404 || error.kind === 'notFound' || (error.status === 400 && error.kind === 'input'));
    yield put(actions.failed({ orderId, notFound, errorText: failedCallText(error) }));
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The neighbours of the open order in its list. `orderId` is what `?order=` names (the state's key: a uuid or an
 * O-number); next-previous-orders takes the order's uuid, so an O-number waits for the detail to know it.
 */
function* loadNeighbours(orderId: string, orderUuid: string = orderId): SagaIterator {
  const state: OrderDetailState = yield select(selectOrderDetail);
  if (!state.list) return;
  try {
    const answer: ApiEnvelope<NextPreviousResponse> = yield call(orderManager.nextPrevious, { _id: orderUuid, list: state.list }, quiet);
    yield put(actions.neighboursLoaded({ orderId, data: answer.data! }));
  } catch {
    yield put(actions.neighboursFailed({ orderId }));
  }
}

function* open({ payload }: PayloadAction<{ orderId: string }>): SagaIterator {
  if (UUID.test(payload.orderId)) {
    yield all([call(loadDetail, payload.orderId), call(loadNeighbours, payload.orderId)]);
    return;
  }
  // `?order=O-100123`: the detail first, then the neighbours of its uuid (never an O-number: that is a 400).
  yield call(loadDetail, payload.orderId);
  const state: OrderDetailState = yield select(selectOrderDetail);
  if (state.orderId === payload.orderId && state.detail) yield call(loadNeighbours, payload.orderId, state.detail._id);
  else yield put(actions.neighboursFailed({ orderId: payload.orderId }));
}

function* refresh(): SagaIterator {
  const state: OrderDetailState = yield select(selectOrderDetail);
  if (state.orderId) yield call(loadDetail, state.orderId);
}

/** The call of each action, with the open order's ids. */
function request(detail: OrderDetailView, action: OrderActionRequest): () => Promise<ApiEnvelope<OrderDetailView>> {
  const orderUuid = detail._id;
  switch (action.kind) {
    case 'accept':
      return () => orderManager.accept({ _id: orderUuid });
    case 'reject':
      return () => orderManager.updateStatus(orderUuid, { status: 'rejected', reason: action.reason });
    case 'cancel':
      return () => orderManager.updateStatus(orderUuid, { status: 'cancelled', ...(action.reason ? { reason: action.reason } : {}) });
    case 'assign':
      return () => orderManager.assign({ _id: orderUuid, truckerId: action.truckerId });
    case 'updateAssignment':
      return () => orderManager.updateAssignment(orderUuid, { status: action.status, ...(action.note ? { note: action.note } : {}) });
    case 'rejectAssignment':
      return () => orderManager.rejectAssignment(detail.assignment?._id ?? '', { reason: action.reason });
    case 'reset':
      return () => orderManager.reset({ _id: orderUuid, ...(action.reason ? { reason: action.reason } : {}) });
    case 'requestAccessorial':
      return () =>
        orderManager.accessorial({
          action: 'request',
          orderId: orderUuid,
          ...(action.accessorialId ? { accessorialId: action.accessorialId } : {}),
          code: action.code as never,
          ...(action.description ? { description: action.description } : {}),
          ...(action.quantity !== undefined ? { quantity: action.quantity } : {}),
          amountCents: action.amountCents,
        });
    case 'approveAccessorial':
      return () => orderManager.accessorial({ action: 'approve', orderId: orderUuid, accessorialId: action.accessorialId });
    case 'declineAccessorial':
      return () => orderManager.accessorial({ action: 'decline', orderId: orderUuid, accessorialId: action.accessorialId, reason: action.reason });
    case 'sendInvoice':
      return () =>
        orderManager.sendInvoice({ _id: orderUuid, ...(action.email ? { email: action.email } : {}), ...(action.note ? { note: action.note } : {}) });
    case 'markPaid':
      return () =>
        orderManager.ratePaid('shipper', {
          _id: orderUuid,
          ...(action.rating ? { rating: action.rating } : {}),
          ...(action.comment ? { comment: action.comment } : {}),
        });
    case 'markDriverPaid':
      return () => orderManager.ratePaid('driver', { _id: orderUuid });
  }
}

/** The server names the request's fields; the forms name some of theirs differently (an amount typed in dollars). */
const FORM_FIELDS: Record<string, string> = { amountCents: 'amount', truckerId: 'truck' };
const formErrors = (errors: Record<string, string>) =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [FORM_FIELDS[field] ?? field, message]));

/**
 * One action: its call (the API client shows a refusal's message as the toast), the server's success message as
 * the toast, the detail replaced by the answer, and the neighbours asked again (the order may have left the list).
 */
function* runAction({ payload }: PayloadAction<OrderActionRequest>): SagaIterator {
  const state: OrderDetailState = yield select(selectOrderDetail);
  const detail = state.detail;
  if (!detail) {
    yield put(actions.actionFailed({ kind: payload.kind }));
    return;
  }
  let answer: ApiEnvelope<OrderDetailView>;
  try {
    answer = yield call(request(detail, payload));
  } catch (error) {
    yield put(actions.actionFailed({ kind: payload.kind, fieldErrors: formErrors(fieldErrorsOf(error)) }));
    // A 409 means the order moved meanwhile: show it as it is now.
    if (error instanceof ApiError && error.status === 409) yield call(loadDetail, detail._id);
    return;
  }
  yield put(actions.actionSucceeded({ kind: payload.kind, detail: answer.data! }));
  if (answer.message) yield put(showToast({ kind: 'success', text: answer.message }));
  if (payload.kind === 'assign') {
    yield put(actions.trucksRequested({ loadUuid: detail.load._id }));
  }
  yield call(loadNeighbours, state.orderId ?? detail._id, detail._id);
}

function* loadTrucksFor({ payload }: PayloadAction<{ loadUuid: string }>): SagaIterator {
  try {
    const answer: ApiEnvelope<AvailableTruckersData> = yield call(
      loadTrucks.availableTruckers,
      // Only the trucks the assignment accepts: a truck without the load's equipment would be refused.
      { loadId: payload.loadUuid, radiusMiles: TRUCK_RADIUS_MILES, equipmentMatchOnly: true, page: 1, limit: TRUCK_PAGE },
      quiet,
    );
    yield put(actions.trucksLoaded({ loadUuid: payload.loadUuid, items: answer.data!.items }));
  } catch {
    yield put(actions.trucksFailed({ loadUuid: payload.loadUuid }));
  }
}

function* loadTracking({ payload }: PayloadAction<{ loadUuid: string }>): SagaIterator {
  try {
    const answer: ApiEnvelope<TrackingLocation> = yield call(tracking.location, payload.loadUuid, undefined, quiet);
    yield put(actions.trackingLoaded(answer.data!));
  } catch {
    yield put(actions.trackingFailed());
  }
}

/** Hands a downloaded file to the browser under its server-given name. */
function saveFile(file: DownloadedFile, fallbackName: string): void {
  saveBlob(file.blob, file.filename ?? fallbackName);
}

function* download({ payload }: PayloadAction<{ kind: 'confirmation' | 'invoice' | 'bol'; language: string }>): SagaIterator {
  const state: OrderDetailState = yield select(selectOrderDetail);
  const detail = state.detail;
  try {
    if (!detail) return;
    const language = (['en', 'sp', 'fr'] as const).find((code) => code === payload.language) ?? 'en';
    const file: DownloadedFile = yield call(orderManager.document, payload.kind, { _id: detail._id, language });
    yield call(saveFile, file, `${ORDER_PDF_DEFAULT_TITLE}.pdf`);
  } catch {
    // The API client has shown why.
  } finally {
    yield put(actions.documentFinished());
  }
}

/** The loads list's "Order": the load's live order, found by the load's id in the caller's orders. */
function* resolveLoadOrder({ payload }: PayloadAction<{ loadUuid: string; loadId: string }>): SagaIterator {
  try {
    const answer: ApiEnvelope<OrderListResponseData> = yield call(
      orderManager.list,
      { page: 1, limit: 20, scope: 'all', search: payload.loadId },
      { silent: true },
    );
    const orders = answer.data!.items.filter((item) => item.loadUuid === payload.loadUuid);
    const live = orders.find((item) => !ENDED_ORDER_STATUSES.includes(item.status)) ?? orders[0];
    if (!live) {
      yield put(showToast({ kind: 'info', messageKey: 'orderDetail:open.noOrder', values: { id: payload.loadId } }));
      yield put(actions.loadOrderResolved(null));
      return;
    }
    yield put(actions.loadOrderResolved({ loadUuid: payload.loadUuid, orderUuid: live._id }));
  } catch {
    yield put(actions.loadOrderResolved(null));
  }
}

export function* orderDetailSaga(): SagaIterator {
  yield all([
    takeLatest(actions.opened.type, open),
    takeLatest(actions.refreshRequested.type, refresh),
    takeEvery(actions.actionRequested.type, runAction),
    takeLatest(actions.trucksRequested.type, loadTrucksFor),
    takeLatest(actions.trackingRequested.type, loadTracking),
    takeLatest(actions.documentRequested.type, download),
    takeLatest(actions.loadOrderRequested.type, resolveLoadOrder),
  ]);
}
