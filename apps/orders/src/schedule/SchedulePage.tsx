import { useEffect, useMemo } from 'react';
import { addDays, type DeliveryScheduleRequest } from '@freight/contracts';
import { statusLabel, useTranslation } from '@freight/i18n';
import { useSearchParams } from '@freight/router';
import { useAppDispatch, useAppSelector } from '@freight/store';
import { EmptyState, ErrorPanel, LoadingState, useDocumentTitle } from '@freight/ui';
import { addMonths, firstOfMonth, mediumDay, today, validDay, windowText } from '../calendar/dates';
import { weekOrdinal } from './ordinal';
import { scheduleActions, selectSchedulePage } from './state';
import './schedule.css';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const WEEKS_PER_PAGE = 4;

/** The page's request from the URL (`from`, `to`, `warehouse`, `customer`, `page`); anything malformed falls back. */
export function scheduleRequestOf(params: URLSearchParams, now: string = today()): DeliveryScheduleRequest {
  const month = firstOfMonth(now);
  const from = validDay(params.get('from')) ?? month;
  let to = validDay(params.get('to')) ?? addDays(addMonths(month, 1), -1);
  if (to < from) to = from;
  if (addDays(from, 91) < to) to = addDays(from, 91);
  const page = Number(params.get('page'));
  const warehouse = params.get('warehouse');
  const customer = params.get('customer');
  return {
    from,
    to,
    limit: WEEKS_PER_PAGE,
    page: Number.isInteger(page) && page >= 1 && page <= 1_000 ? page : 1,
    ...(warehouse && UUID.test(warehouse) ? { warehouseId: warehouse } : {}),
    ...(customer && UUID.test(customer) ? { customerId: customer } : {}),
  };
}

/**
 * /delivery-schedule: the deliveries of the company's loads in a date range, grouped by week (Monday to Sunday), each
 * week labelled by its ordinal in the range in the user's language ('1st week', '1.ª semana', '1re semaine'); filters
 * by warehouse and customer; the range, the filters and the page of weeks live in the URL.
 */
export function SchedulePage() {
  const { t, i18n } = useTranslation('orders');
  const language = i18n.language;
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const request = useMemo(() => scheduleRequestOf(params), [params]);
  const page = useAppSelector(selectSchedulePage);
  const title = t('screens.deliverySchedule');
  useDocumentTitle(title);
  const key = JSON.stringify(request);

  useEffect(() => {
    dispatch(scheduleActions.requested(JSON.parse(key) as DeliveryScheduleRequest));
  }, [dispatch, key]);

  /** A change of the URL's query; a filter or range change goes back to the first page of weeks. */
  const change = (next: Record<string, string | undefined>, keepPage = false) => {
    const search = new URLSearchParams(params);
    for (const [name, value] of Object.entries(next)) {
      if (value) search.set(name, value);
      else search.delete(name);
    }
    if (!keepPage) search.delete('page');
    setParams(search);
  };
  const shiftMonth = (step: -1 | 1) => {
    const month = addMonths(firstOfMonth(request.from), step);
    change({ from: month, to: addDays(addMonths(month, 1), -1) });
  };

  const data = page.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.totalWeeks / (data.limit || WEEKS_PER_PAGE))) : 1;
  const current = request.page ?? 1;

  return (
    <section className="schedule-page" aria-labelledby="schedule-title">
      <h1 id="schedule-title">{title}</h1>
      <form className="schedule-filters" aria-label={t('calendar.schedule.filters')} onSubmit={(event) => event.preventDefault()}>
        <div className="field">
          <label htmlFor="schedule-from">{t('calendar.schedule.from')}</label>
          <input
            id="schedule-from"
            type="date"
            value={request.from}
            onChange={(event) => validDay(event.target.value) && change({ from: event.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor="schedule-to">{t('calendar.schedule.to')}</label>
          <input id="schedule-to" type="date" value={request.to} onChange={(event) => validDay(event.target.value) && change({ to: event.target.value })} />
        </div>
        <div className="field">
          <label htmlFor="schedule-warehouse">{t('calendar.schedule.warehouse')}</label>
          <select id="schedule-warehouse" value={request.warehouseId ?? ''} onChange={(event) => change({ warehouse: event.target.value || undefined })}>
            <option value="">{t('calendar.schedule.allWarehouses')}</option>
            {(data?.warehouses ?? []).map((option) => (
              <option key={option._id} value={option._id}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="schedule-customer">{t('calendar.schedule.customer')}</label>
          <select id="schedule-customer" value={request.customerId ?? ''} onChange={(event) => change({ customer: event.target.value || undefined })}>
            <option value="">{t('calendar.schedule.allCustomers')}</option>
            {(data?.customers ?? []).map((option) => (
              <option key={option._id} value={option._id}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
        <div className="schedule-months" role="group" aria-label={t('calendar.schedule.month')}>
          <button type="button" className="button button-secondary" onClick={() => shiftMonth(-1)}>
            {t('calendar.previousMonth')}
          </button>
          <button type="button" className="button button-secondary" onClick={() => shiftMonth(1)}>
            {t('calendar.nextMonth')}
          </button>
        </div>
      </form>

      {page.status === 'loading' && !data && <LoadingState label={t('calendar.schedule.loading')} />}
      {page.status === 'failed' && (
        <ErrorPanel title={t('calendar.schedule.failed')} message={page.errorText} onRetry={() => dispatch(scheduleActions.requested(request))} />
      )}
      {data && (
        <>
          <p className="muted" role="status">
            {t('calendar.schedule.summary', { count: data.totalRows, from: mediumDay(data.from, language), to: mediumDay(data.to, language) })}
          </p>
          {data.totalRows === 0 && (
            <EmptyState>{request.warehouseId || request.customerId ? t('calendar.schedule.noMatch') : t('calendar.schedule.empty')}</EmptyState>
          )}
          {data.totalRows > 0 &&
            data.weeks.map((week) => (
              <section key={week.start} className="schedule-week" aria-labelledby={`week-${week.start}`}>
                <h2 id={`week-${week.start}`}>
                  {weekOrdinal(t, week.ordinal, language)}{' '}
                  <span className="schedule-week-dates">
                    {t('calendar.schedule.weekDates', { from: mediumDay(week.start, language), to: mediumDay(week.end, language), week: week.isoWeek })}
                  </span>
                </h2>
                {week.rows.length === 0 ? (
                  <p className="muted">{t('calendar.schedule.noDeliveries')}</p>
                ) : (
                  <table className="schedule-table">
                    <thead>
                      <tr>
                        <th scope="col">{t('calendar.schedule.columns.date')}</th>
                        <th scope="col">{t('calendar.schedule.columns.load')}</th>
                        <th scope="col">{t('calendar.schedule.columns.customer')}</th>
                        <th scope="col">{t('calendar.schedule.columns.warehouse')}</th>
                        <th scope="col">{t('calendar.schedule.columns.window')}</th>
                        <th scope="col">{t('calendar.schedule.columns.status')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {week.rows.map((row) => (
                        <tr key={row.stopUuid} data-testid="schedule-row">
                          <td data-label={t('calendar.schedule.columns.date')}>{mediumDay(row.date, language)}</td>
                          <td data-label={t('calendar.schedule.columns.load')}>
                            <span className="schedule-id">{row.loadId}</span>
                            {row.orderId ? (
                              <span className="muted">
                                {' '}
                                · <span className="schedule-id">{row.orderId}</span>
                              </span>
                            ) : null}
                          </td>
                          <td data-label={t('calendar.schedule.columns.customer')}>
                            {row.customer}
                            <span className="muted">
                              {' '}
                              · {row.city}, {row.state}
                            </span>
                          </td>
                          <td data-label={t('calendar.schedule.columns.warehouse')}>{row.warehouse ?? '—'}</td>
                          <td data-label={t('calendar.schedule.columns.window')}>
                            {mediumDay(row.windowStart.slice(0, 10), language)} {windowText(row.windowStart, row.windowEnd, language)}
                          </td>
                          <td data-label={t('calendar.schedule.columns.status')}>{statusLabel(t, row.status)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )}
              </section>
            ))}
          {totalPages > 1 && (
            <nav className="schedule-pager" aria-label={t('calendar.schedule.pages')}>
              <button type="button" className="button button-secondary" disabled={current <= 1} onClick={() => change({ page: String(current - 1) }, true)}>
                {t('calendar.schedule.previousWeeks')}
              </button>
              <span>{t('calendar.schedule.pageOf', { page: current, pages: totalPages })}</span>
              <button
                type="button"
                className="button button-secondary"
                disabled={current >= totalPages}
                onClick={() => change({ page: String(current + 1) }, true)}
              >
                {t('calendar.schedule.nextWeeks')}
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
