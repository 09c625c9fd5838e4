import { useCallback, useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import type { OrderListRequest, OrderUpdatedEvent } from '@freight/contracts';
import { useTranslation } from '@freight/i18n';
import { useRealtime } from '@freight/realtime';
import { ORDER_PARAM, useOpenOrder, useSearchParams } from '@freight/router';
import { useAppDispatch, useAppSelector, useFeature } from '@freight/store';
import { ErrorPanel, IdText, LoadingState } from '@freight/ui';
import { orderDetailFeature } from './feature';
import { ensureOrderDetailTexts } from './i18n';
import { OrderDetailBody } from './OrderDetailBody';
import { orderDetailActions, selectOrderDetail } from './order-detail-slice';
import './order-detail.css';

// The order parameter and `useOpenOrder` are @freight/router's: a screen can open an order before this code loads.
export { ORDER_PARAM, useOpenOrder };

/** What get-order-detail takes: the order's uuid, or its human id (O-100123). */
const ORDER_ID = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|O-[0-9]{1,12})$/;

/**
 * `(load) => void`, for a list of loads (the loads remote's /loads): finds the load's order (order-list, by the
 * load's id) and opens it; a load without one says so. The list must render `OrderDetailHost`.
 */
export function useOpenLoadOrder(): (load: { _id: string; loadId: string }) => void {
  const dispatch = useAppDispatch();
  useFeature(orderDetailFeature);
  // The list's "Order" buttons are drawn with the area's texts before the host below the list renders.
  ensureOrderDetailTexts();
  return useCallback(
    (load: { _id: string; loadId: string }) => dispatch(orderDetailActions.loadOrderRequested({ loadUuid: load._id, loadId: load.loadId })),
    [dispatch],
  );
}

/**
 * The order detail over a list: renders nothing until the URL has `?order=<uuid>`, then the order in a side panel
 * (full screen on a phone) with previous/next through `list` (the OrderListRequest the list shows), closed by its
 * button or Esc (the parameter goes, the focus returns to what opened it). Injects `orderDetailFeature`.
 * `onChanged`: the open order changed (an action here, or an `order.updated` event): the list fetches its page again.
 */
export function OrderDetailHost({ list, onChanged }: { list: OrderListRequest; onChanged?: () => void }) {
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
  return <OrderDrawer key="order-drawer" orderId={orderId} valid={valid} onClose={close} onOpen={openOrder} onChanged={onChanged} />;
}

function OrderDrawer({
  orderId,
  valid,
  onClose,
  onOpen,
  onChanged,
}: {
  orderId: string;
  valid: boolean;
  onClose: () => void;
  onOpen: (orderUuid: string) => void;
  onChanged?: () => void;
}) {
  const { t } = useTranslation('orderDetail');
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectOrderDetail);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const detail = state.status === 'ready' && state.orderId === orderId ? state.detail : null;

  // A side panel over the list: opened as a non-modal <dialog> marked aria-modal, with its own backdrop, focus trap
  // and Esc, so the toasts (the server's messages) stay above it, readable, announced and closable. The focus goes
  // to the title and comes back to the opener on close; the page behind does not scroll.
  useEffect(() => {
    const dialog = dialogRef.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) {
      if (typeof dialog.show === 'function') dialog.show();
      else dialog.setAttribute('open', '');
    }
    titleRef.current?.focus();
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = overflow;
      if (dialog?.open && typeof dialog.close === 'function') dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  // Esc closes it wherever the focus is (a button that went away leaves it on the page), unless a confirmation open
  // inside it took the Esc first (it prevents the event's default).
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (document.querySelector('dialog.dialog[open]')) return;
      event.preventDefault();
      close.current();
    };
    document.addEventListener('keydown', onEscape);
    return () => document.removeEventListener('keydown', onEscape);
  }, []);

  // Another order of the list (previous/next): the title takes the focus again.
  useEffect(() => {
    titleRef.current?.focus();
  }, [orderId]);

  // An action done (its form or button gone): the focus stays in the panel, on its title.
  const done = state.action.done;
  useEffect(() => {
    const dialog = dialogRef.current;
    if (done > 0 && dialog && !dialog.contains(document.activeElement)) titleRef.current?.focus();
  }, [done]);

  // The order changed (an action here, or someone else's): the list behind shows it anew.
  const changed = useRef(onChanged);
  changed.current = onChanged;
  const updatedAt = detail ? `${detail.updatedAt}|${detail.status}|${detail.amounts.totalCents}|${detail.assignment?.status ?? ''}` : undefined;
  const seenUpdate = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!updatedAt) return;
    const previous = seenUpdate.current;
    seenUpdate.current = updatedAt;
    if (previous !== undefined && previous !== updatedAt) changed.current?.();
  }, [updatedAt]);
  useEffect(() => {
    seenUpdate.current = undefined;
  }, [orderId]);

  // Someone (the other company, the driver, another tab) changed this order: fetch it again.
  useRealtime<OrderUpdatedEvent>('order.updated', (payload) => {
    if (detail && (payload.orderId === detail._id || payload.orderId === detail.orderId)) dispatch(orderDetailActions.refreshRequested());
  });

  // Tab and Shift+Tab go round the panel's own controls.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = [
      ...dialogRef.current.querySelectorAll<HTMLElement>(
        'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])',
      ),
    ].filter((element) => !element.closest('dialog.dialog, [hidden]'));
    if (focusable.length === 0) return;
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === titleRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const neighbours = state.orderId === orderId ? state.neighbours.data : null;
  // In a portal at the end of the body: fixed to the screen whatever the list's own boxes do.
  return createPortal(
    <>
      <div className="order-drawer-backdrop" aria-hidden="true" onClick={onClose} />
      <dialog ref={dialogRef} className="order-drawer" aria-labelledby={titleId} aria-modal="true" onKeyDown={onKeyDown} data-testid="order-detail">
        {/* Not a <header>: inside the dialog it would be a second banner landmark of the page. */}
        <div className="order-drawer-header">
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
        </div>
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
    </>,
    document.body,
  );
}
