import { useEffect } from 'react';
import type { OrderListRequest, OrderUpdatedEvent } from '@freight/contracts';
import { CalendarDays, CalendarLegend, CalendarToolbar, useCalendarPeriod } from '@freight/calendar';
import { useTranslation } from '@freight/i18n';
import { OrderDetailHost, useOpenOrder } from '@freight/order-detail';
import { useRealtime } from '@freight/realtime';
import { useAppDispatch, useAppSelector } from '@freight/store';
import { EmptyState, ErrorPanel, LoadingState, useDocumentTitle } from '@freight/ui';
import { SideSwitch, useDashboardSide } from '../side';
import { dashboardCalendarActions, selectDashboardCalendar } from './state';
import './calendar.css';

/**
 * /dashboard/calendar: the pickups and deliveries of the dashboard's side (our shipments, or the loads we carry) in a
 * month or a week, drawn by the kit's calendar (the one grid of the orders remote's /calendar too); the view, the day
 * and the side live in the URL. An event opens its order over the page (moving dates is the orders remote's
 * /calendar's work); an event of a load without an order yet is shown, not opened.
 */
export function DashboardCalendarPage() {
  const { t } = useTranslation('dashboard');
  const dispatch = useAppDispatch();
  const period = useCalendarPeriod();
  const { side } = useDashboardSide();
  const { from, to } = period;
  const state = useAppSelector(selectDashboardCalendar);
  const openOrder = useOpenOrder();
  const title = t('screens.calendar');
  useDocumentTitle(title);

  useEffect(() => {
    dispatch(dashboardCalendarActions.requested({ from, to, side }));
  }, [dispatch, from, to, side]);
  const refresh = () => dispatch(dashboardCalendarActions.requested({ from, to, side }));
  // An order of the days on screen changed (its status colours the event): fetch the days again.
  useRealtime<OrderUpdatedEvent>('order.updated', (payload) => {
    if (state.events.some((event) => event.orderUuid === payload.orderId || event.orderId === payload.orderId)) refresh();
  });
  const orders: OrderListRequest = { page: 1, limit: 20, scope: 'all', side, from, to, sort: 'delivery' };

  return (
    <section className="dashboard-calendar" aria-labelledby="dashboard-calendar-title">
      <h1 id="dashboard-calendar-title">{title}</h1>
      <SideSwitch />
      <CalendarToolbar period={period} />
      <CalendarLegend pending={false} />
      {state.truncated && <p className="muted">{t('calendar.truncated')}</p>}
      {state.status === 'failed' && <ErrorPanel title={t('calendar.failed')} onRetry={refresh} />}
      {state.status === 'loading' && state.events.length === 0 && <LoadingState label={t('calendar.loading')} />}
      {state.status === 'loaded' && state.events.length === 0 && <EmptyState>{t('calendar.empty')}</EmptyState>}
      <CalendarDays
        period={period}
        events={state.events}
        canOpen={(event) => event.orderUuid !== null}
        onOpen={(event) => event.orderUuid && openOrder(event.orderUuid)}
      />
      <OrderDetailHost list={orders} onChanged={refresh} />
    </section>
  );
}
