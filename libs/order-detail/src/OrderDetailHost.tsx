import { useCallback, useEffect, useId, useRef, type KeyboardEvent } from 'react';
import type { OrderListRequest, OrderUpdatedEvent } from '@freight/contracts';
import { useTranslation } from '@freight/i18n';
import { useRealtime } from '@freight/realtime';
import { useSearchParams } from '@freight/router';
import { useAppDispatch, useAppSelector, useFeature } from '@freight/store';
import { ErrorPanel, IdText, LoadingState } from '@freight/ui';
import { orderDetailFeature } from './feature';
import { ensureOrderDetailTexts } from './i18n';
import { OrderDetailBody } from './OrderDetailBody';
import { orderDetailActions, selectOrderDetail } from './order-detail-slice';
import './order-detail.css';

/** The search parameter that opens an order over any list. */
export const ORDER_PARAM = 'order';
/** What get-order-detail takes: the order's uuid, or its human id (O-100123). */
const ORDER_ID = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|O-[0-9]{1,12})$/;

/** `(orderUuid) => void`: opens the order over the current screen (sets `?order=`, keeping the other parameters). */
export function useOpenOrder(): (orderUuid: string) => void {
  const [, setParams] = useSearchParams();
  return useCallback(
    (orderUuid: string) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        next.set(ORDER_PARAM, orderUuid);
        return next;
      }),
    [setParams],
  );
}

/**
 * `(load) => void`, for a list of loads (the loads remote's /loads): finds the load's order (order-list, by the
 * load's id) and opens it; a load without one says so. The list must render `OrderDetailHost`.
 */
export function useOpenLoadOrder(): (load: { _id: string; loadId: string }) => void {
  const dispatch = useAppDispatch();
  useFeature(orderDetailFeature);
  // The list's "Order" buttons are drawn with the area's texts before the host below the list renders.
  ensureOrderDetailTexts();
  return useCallback((load: { _id: string; loadId: string }) => dispatch(orderDetailActions.loadOrderRequested({ loadUuid: load._id, loadId: load.loadId })), [dispatch]);
}

/**
 * The order detail over a list: renders nothing until the URL has `?order=<uuid>`, then the order in a modal side
 * panel (full screen on a phone) with previous/next through `list` (the OrderListRequest the list shows), closed by
 * its button or Esc (the parameter goes, the focus returns to what opened it). Injects `orderDetailFeature`.
 */
export function OrderDetailHost({ list }: { list: OrderListRequest }) {
  useFeature(orderDetailFeature);
  ensureOrderDetailTexts();
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const orderId = params.get(ORDER_PARAM);
  const valid = orderId !== null && ORDER_ID.test(orderId);
  const listKey = JSON.stringify(list);
  const openOrder = useOpenOrder();
  const resolved = useAppSelector((state) => selectOrderDetail(state).resolved);

  useEffect(() => {
    if (orderId && valid) dispatch(orderDetailActions.opened({ orderId, list: JSON.parse(listKey) as OrderListRequest }));
    else dispatch(orderDetailActions.closed());
  }, [dispatch, orderId, valid, listKey]);

  // The loads list's "Order": the saga found the load's order; open it here, where the URL is.
  useEffect(() => {
    if (!resolved) return;
    openOrder(resolved.orderUuid);
    dispatch(orderDetailActions.loadOrderResolved(null));
  }, [dispatch, openOrder, resolved]);

  const close = useCallback(
    () =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        next.delete(ORDER_PARAM);
        return next;
      }),
    [setParams],
  );

  if (!orderId) return null;
  return <OrderDrawer key="order-drawer" orderId={orderId} valid={valid} onClose={close} onOpen={openOrder} />;
}

function OrderDrawer({ orderId, valid, onClose, onOpen }: { orderId: string; valid: boolean; onClose: () => void; onOpen: (orderUuid: string) => void }) {
  const { t } = useTranslation('orderDetail');
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectOrderDetail);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const detail = state.status === 'ready' && state.orderId === orderId ? state.detail : null;

  // A real modal: the list behind is inert, the focus goes to the title and comes back to the opener on close.
  useEffect(() => {
    const dialog = dialogRef.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    titleRef.current?.focus();
    return () => {
      if (dialog?.open && typeof dialog.close === 'function') dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  // Another order of the list (previous/next): the title takes the focus again.
  useEffect(() => {
    titleRef.current?.focus();
  }, [orderId]);

  // Someone (the other company, the driver, another tab) changed this order: fetch it again.
  useRealtime<OrderUpdatedEvent>('order.updated', (payload) => {
    if (detail && (payload.orderId === detail._id || payload.orderId === detail.orderId)) dispatch(orderDetailActions.refreshRequested());
  });

  const onKeyDown = (event: KeyboardEvent) => {
    // A confirmation open inside the panel handles its own Esc first.
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    onClose();
  };

  const neighbours = state.orderId === orderId ? state.neighbours.data : null;
  return (
    <dialog
      ref={dialogRef}
      className="order-drawer"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
      data-testid="order-detail"
    >
      <header className="order-drawer-header">
        <h2 id={titleId} ref={titleRef} tabIndex={-1}>
          {detail ? (
            <>
              {t('title')} <IdText>{detail.orderId}</IdText>
            </>
          ) : (
            t('title')
          )}
        </h2>
        <nav className="order-drawer-nav" aria-label={t('nav.label')}>
          <button
            type="button"
            className="button button-secondary"
            disabled={!neighbours?.previous}
            onClick={() => neighbours?.previous && onOpen(neighbours.previous._id)}
            aria-label={neighbours?.previous ? t('nav.previousNamed', { id: neighbours.previous.orderId }) : t('nav.previous')}
          >
            <span aria-hidden="true">‹ </span>
            {t('nav.previous')}
          </button>
          {neighbours && neighbours.position !== null && (
            <span className="muted order-drawer-position">{t('nav.position', { position: neighbours.position, total: neighbours.total })}</span>
          )}
          <button
            type="button"
            className="button button-secondary"
            disabled={!neighbours?.next}
            onClick={() => neighbours?.next && onOpen(neighbours.next._id)}
            aria-label={neighbours?.next ? t('nav.nextNamed', { id: neighbours.next.orderId }) : t('nav.next')}
          >
            {t('nav.next')}
            <span aria-hidden="true"> ›</span>
          </button>
          <button type="button" className="button button-secondary order-drawer-close" onClick={onClose} aria-label={t('close')}>
            <span aria-hidden="true">×</span>
          </button>
        </nav>
      </header>
      <div className="order-drawer-body">
        {!valid || state.status === 'notFound' ? (
          <div className="state state-empty" role="alert">
            <h3>{t('notFound.title')}</h3>
            <p>{t('notFound.body')}</p>
          </div>
        ) : state.status === 'failed' ? (
          <ErrorPanel title={t('error.title')} message={state.errorText ?? t('error.body')} onRetry={() => dispatch(orderDetailActions.refreshRequested())} />
        ) : detail ? (
          <OrderDetailBody detail={detail} />
        ) : (
          <LoadingState label={t('loading')} />
        )}
      </div>
    </dialog>
  );
}
