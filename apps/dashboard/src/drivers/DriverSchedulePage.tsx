import { useMemo, type CSSProperties } from 'react';
import type { DriverScheduleLoad, DriverScheduleRow, OrderListRequest } from '@freight/contracts';
import { longDay, mediumDay, today } from '@freight/calendar';
import { localeOf, useFormat, useTranslation } from '@freight/i18n';
import { OrderDetailHost, useOpenOrder } from '@freight/order-detail';
import { useSearchParams } from '@freight/router';
import { useAppDispatch, useAppSelector } from '@freight/store';
import { Pagination, usePagedListUrl } from '@freight/table';
import { EmptyState, ErrorPanel, LoadingState, SegmentedChoice, useDocumentTitle } from '@freight/ui';
import { dayOf, driverSchedule, scaleOf } from './state';
import { axisMarks, barPlace, scheduleRange, shiftDay, stackRows, SCHEDULE_SCALES, type ScheduleRange, type ScheduleScale } from './timeline';
import './drivers.css';

/**
 * /dashboard/driverschedule: each truck of the caller's fleet (a page of them, searchable by driver or truck number)
 * with its loads as bars across a day (hours) or a week (days); the scale, the day, the page and the search live in
 * the URL. A load's bar is a button (Tab reaches it) that opens its order over the page; late and at-risk loads are
 * marked. On a phone the timeline gives way to a list of each truck's loads.
 */
export function DriverSchedulePage() {
  const { t, i18n } = useTranslation('dashboard');
  const language = i18n.language;
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const state = useAppSelector(driverSchedule.selectState);
  usePagedListUrl(driverSchedule);
  const scale = scaleOf(params.get('view'));
  const anchor = dayOf(params.get('date'));
  const range = useMemo(() => scheduleRange(scale, anchor), [scale, anchor]);
  const title = t('screens.driverSchedule');
  useDocumentTitle(title);

  const go = (next: { view?: ScheduleScale; date?: string }) =>
    setParams((previous) => {
      const search = new URLSearchParams(previous);
      search.set('view', next.view ?? scale);
      search.set('date', next.date ?? anchor);
      return search;
    });
  const period =
    scale === 'day' ? longDay(anchor, language) : t('drivers.weekOf', { from: mediumDay(range.days[0]!, language), to: mediumDay(range.days[6]!, language) });
  const orders: OrderListRequest = { page: 1, limit: 20, scope: 'all', side: 'carrier', from: range.from, to: range.to, sort: 'pickup' };
  const searching = state.search.trim() !== '';

  return (
    <section className="driver-schedule" aria-labelledby="driver-schedule-title">
      <h1 id="driver-schedule-title">{title}</h1>
      <div className="schedule-toolbar">
        <div className="schedule-nav" role="group" aria-label={t('drivers.navigation')}>
          <button type="button" className="button button-secondary" onClick={() => go({ date: shiftDay(scale, anchor, -1) })}>
            {scale === 'day' ? t('drivers.previousDay') : t('drivers.previousWeek')}
          </button>
          <button type="button" className="button button-secondary" onClick={() => go({ date: today() })}>
            {t('drivers.today')}
          </button>
          <button type="button" className="button button-secondary" onClick={() => go({ date: shiftDay(scale, anchor, 1) })}>
            {scale === 'day' ? t('drivers.nextDay') : t('drivers.nextWeek')}
          </button>
        </div>
        <h2 className="schedule-period" aria-live="polite">
          {period}
        </h2>
        <SegmentedChoice
          legend={t('drivers.scale')}
          name="schedule-scale"
          options={SCHEDULE_SCALES.map((value) => ({ value, label: t(`drivers.scales.${value}`) }))}
          value={scale}
          onChange={(view) => go({ view })}
        />
      </div>
      <div className="field schedule-search">
        <label htmlFor="schedule-search">{t('drivers.search')}</label>
        <input
          id="schedule-search"
          type="search"
          value={state.search}
          onChange={(event) => dispatch(driverSchedule.actions.searchChanged(event.target.value))}
        />
      </div>
      <p className="schedule-legend">
        <span className="load-bar">{t('drivers.legend.load')}</span>
        <span className="load-bar load-risk">{t('drivers.flags.risk')}</span>
        <span className="load-bar load-late">{t('drivers.flags.late')}</span>
      </p>

      {state.status === 'failed' && <ErrorPanel title={t('drivers.failed')} onRetry={() => dispatch(driverSchedule.actions.requested())} />}
      {state.status === 'loading' && state.items.length === 0 && <LoadingState label={t('drivers.loading')} />}
      {state.status === 'loaded' && state.items.length === 0 && <EmptyState>{searching ? t('drivers.noMatch') : t('drivers.empty')}</EmptyState>}

      {state.items.length > 0 && (
        <div className="schedule-board" role="table" aria-label={t('drivers.board', { period })} aria-busy={state.status === 'loading'}>
          <div role="rowgroup" className="schedule-head">
            <div role="row" className="schedule-row">
              <span role="columnheader" className="schedule-truck">
                {t('drivers.truck')}
              </span>
              <span role="columnheader" className="schedule-axis">
                {axisMarks(range, language).map((mark) => (
                  <span key={mark.key} className="schedule-mark" style={{ left: `${mark.left}%` }}>
                    {mark.label}
                  </span>
                ))}
              </span>
            </div>
          </div>
          <div role="rowgroup">
            {state.items.map((row) => (
              <TruckRow key={row.trucker._id} row={row} range={range} />
            ))}
          </div>
        </div>
      )}
      {state.total > 0 && (
        <Pagination
          page={state.page}
          limit={state.limit}
          total={state.total}
          sizes={driverSchedule.pageSizes}
          onPage={(page) => dispatch(driverSchedule.actions.requested({ page }))}
          onLimit={(limit) => dispatch(driverSchedule.actions.requested({ limit }))}
        />
      )}
      <OrderDetailHost list={orders} onChanged={() => dispatch(driverSchedule.actions.requested())} />
    </section>
  );
}

/** A track's row of bars (rem): a bar is 2rem high. */
const BAR_ROW_REM = 2.2;

/** One truck: its driver and number, then its loads on the axis (a wide screen) or as a list (a phone). */
function TruckRow({ row, range }: { row: DriverScheduleRow; range: ScheduleRange }) {
  const { t } = useTranslation('dashboard');
  const format = useFormat();
  const placed = row.loads.flatMap((load) => {
    const place = barPlace(range, load.pickupStart, load.deliveryEnd);
    return place ? [{ load, place }] : [];
  });
  const rows = stackRows(placed.map((item) => item.place));
  const height = Math.max(1, ...rows.map((index) => index + 1));
  return (
    <div role="row" className="schedule-row" data-truck={row.trucker.truckNumber}>
      <span role="rowheader" className="schedule-truck">
        <strong>{row.trucker.name}</strong>
        <span className="muted">
          {t('drivers.truckNumber', { number: row.trucker.truckNumber })} · {format.status(row.trucker.status)}
        </span>
        {row.moreLoads ? <span className="schedule-more">{t('drivers.moreLoads', { count: row.moreLoads })}</span> : null}
      </span>
      <span role="cell" className="schedule-cell">
        <span className="schedule-track" style={{ height: `${height * BAR_ROW_REM}rem` }}>
          {placed.map(({ load, place }, index) => (
            <LoadBar key={load._id} load={load} style={{ left: `${place.left}%`, width: `${place.width}%`, top: `${rows[index]! * BAR_ROW_REM}rem` }} />
          ))}
        </span>
        {placed.length === 0 ? (
          <span className="schedule-none muted">{t('drivers.noLoads')}</span>
        ) : (
          <ul className="schedule-list">
            {placed.map(({ load }) => (
              <li key={load._id}>
                <LoadBar load={load} />
              </li>
            ))}
          </ul>
        )}
      </span>
    </div>
  );
}

/** A load: a button that opens its order (text when it has none), marked when late or at risk. */
function LoadBar({ load, style }: { load: DriverScheduleLoad; style?: CSSProperties }) {
  const { t, i18n } = useTranslation('dashboard');
  const format = useFormat();
  const openOrder = useOpenOrder();
  const when = new Intl.DateTimeFormat(localeOf(i18n.language), { dateStyle: 'medium', timeStyle: 'short' });
  const flag = load.isDelayed ? t('drivers.flags.late') : load.isAtRisk ? t('drivers.flags.risk') : undefined;
  const label = [
    t('drivers.loadLabel', { load: load.loadId, origin: load.origin, destination: load.destination }),
    t('drivers.loadWindow', { from: when.format(new Date(load.pickupStart)), to: when.format(new Date(load.deliveryEnd)) }),
    format.status(load.status),
    ...(flag ? [flag] : []),
  ].join(', ');
  const details = [
    t('drivers.loadWindow', { from: when.format(new Date(load.pickupStart)), to: when.format(new Date(load.deliveryEnd)) }),
    format.status(load.status),
  ].join(', ');
  const className = `load-bar status-${load.status}${load.isDelayed ? ' load-late' : load.isAtRisk ? ' load-risk' : ''}`;
  const content = (
    <>
      <span className="load-bar-id">{load.loadId}</span>
      {flag && <span className="load-bar-flag"> · {flag}</span>}
      <span className="load-bar-route">
        {' · '}
        {load.origin} → {load.destination}
      </span>
    </>
  );
  if (!load.orderUuid) {
    return (
      <span className={className} style={style} role="img" aria-label={label} title={label}>
        {content}
      </span>
    );
  }
  return (
    // Named by what it shows, then the rest of the label for screen readers (an aria-label must contain the visible text).
    <button type="button" className={className} style={style} title={label} onClick={() => openOrder(load.orderUuid!)}>
      {content}
      <span className="visually-hidden">, {details}</span>
    </button>
  );
}
