import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The search parameter that opens an order over any list (`@freight/order-detail`'s host shows it). It lives here,
 * not in the order detail, so a screen can offer "open this order" without loading the detail's code before an order
 * is opened (the dashboard's first paint, docs/performance.md).
 */
export const ORDER_PARAM = 'order';

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
