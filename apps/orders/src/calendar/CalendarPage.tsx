import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { addDays, type CalendarEvent } from '@freight/contracts';
import { statusLabel, useTranslation } from '@freight/i18n';
import { useRealtime } from '@freight/realtime';
import { Link, useSearchParams } from '@freight/router';
import { useAppDispatch, useAppSelector } from '@freight/store';
import { ConfirmDialog, EmptyState, ErrorPanel, LoadingState, useDocumentTitle } from '@freight/ui';
import { paths } from '../paths';
import { CALENDAR_VIEWS, longDay, mediumDay, monthTitle, shiftAnchor, today, validDay, visibleDays, weekdayNames, windowText, type CalendarView } from './dates';
import { calendarActions, selectCalendarCall, selectEvents } from './state';
import './calendar.css';

/** A month cell shows this many events, then "+N more" (the day's week shows them all). */
const MONTH_CELL_EVENTS = 3;

/**
 * /calendar: the pickups and deliveries of the company's loads (as shipper or carrier) in a month or a week, Monday
 * first; the view and the day on screen live in the URL (`?view=week&date=2026-11-24`). The grid is keyboard navigable
 * (arrows move between days, Page Up / Page Down between periods); a phone (390 px) gets the same days as an agenda
 * list. An event opens its dialog: move the date (with a reason: the other party confirms it), or, for the carrier,
 * plan the driver's days. Requests waiting for a confirmation are listed above the grid.
 */
export function CalendarPage() {
  const { t, i18n } = useTranslation('orders');
  const language = i18n.language;
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const view: CalendarView = CALENDAR_VIEWS.includes(params.get('view') as CalendarView) ? (params.get('view') as CalendarView) : 'month';
  const anchor = validDay(params.get('date')) ?? today();
  const days = useMemo(() => visibleDays(view, anchor), [view, anchor]);
  const from = days[0]!;
  const to = days[days.length - 1]!;
  const state = useAppSelector(selectEvents);
  const [selected, setSelected] = useState<string | undefined>();
  const title = t('screens.calendar');
  useDocumentTitle(title);

  useEffect(() => {
    dispatch(calendarActions.eventsRequested({ from, to }));
  }, [dispatch, from, to]);
  // A date change asked of us, or decided by the other party, shows without a reload (its notification's event).
  useRealtime<{ type?: string }>('notification', (payload) => {
    if (payload.type?.startsWith('date_change_')) dispatch(calendarActions.eventsRequested({ from, to }));
  });

  const go = (next: { view?: CalendarView; date?: string }) => {
    const search = new URLSearchParams(params);
    search.set('view', next.view ?? view);
    search.set('date', next.date ?? anchor);
    setParams(search);
  };

  const byDay = useMemo(() => {
    const map = new Map<string, CalendarEvent[]>();
    for (const event of state.events) map.set(event.date, [...(map.get(event.date) ?? []), event]);
    return map;
  }, [state.events]);
  const pending = state.events.filter((event) => event.pending);
  const period = view === 'month' ? monthTitle(anchor, language) : t('calendar.weekOf', { from: mediumDay(from, language), to: mediumDay(to, language) });
  const event = state.events.find((item) => item.key === selected);

  return (
    <section className="calendar-page" aria-labelledby="calendar-title">
      <h1 id="calendar-title">{title}</h1>
      <div className="calendar-toolbar">
        <div className="calendar-nav" role="group" aria-label={t('calendar.navigation')}>
          <button type="button" className="button button-secondary" onClick={() => go({ date: shiftAnchor(view, anchor, -1) })}>
            {view === 'month' ? t('calendar.previousMonth') : t('calendar.previousWeek')}
          </button>
          <button type="button" className="button button-secondary" onClick={() => go({ date: today() })}>
            {t('calendar.today')}
          </button>
          <button type="button" className="button button-secondary" onClick={() => go({ date: shiftAnchor(view, anchor, 1) })}>
            {view === 'month' ? t('calendar.nextMonth') : t('calendar.nextWeek')}
          </button>
        </div>
        <h2 className="calendar-period" aria-live="polite">
          {period}
        </h2>
        <div className="calendar-views" role="group" aria-label={t('calendar.view')}>
          {CALENDAR_VIEWS.map((option) => (
            <button key={option} type="button" className="button button-secondary" aria-pressed={view === option} onClick={() => go({ view: option })}>
              {t(`calendar.views.${option}`)}
            </button>
          ))}
        </div>
      </div>
      <p className="calendar-legend">
        <span className="calendar-chip event-pickup">{t('calendar.stop.pickup')}</span>
        <span className="calendar-chip event-delivery">{t('calendar.stop.delivery')}</span>
        <span className="calendar-chip event-pending">{t('calendar.pendingMark')}</span>
      </p>

      {pending.length > 0 && <PendingRequests events={pending} />}
      {state.truncated && <p className="muted">{t('calendar.truncated')}</p>}
      {state.status === 'failed' && (
        <ErrorPanel title={t('calendar.errors.load')} onRetry={() => dispatch(calendarActions.eventsRequested({ from, to }))} />
      )}
      {state.status === 'loading' && state.events.length === 0 && <LoadingState label={t('calendar.loading')} />}
      {state.status === 'loaded' && state.events.length === 0 && <EmptyState>{t('calendar.empty')}</EmptyState>}

      <CalendarGrid days={days} view={view} anchor={anchor} byDay={byDay} label={period} onOpen={setSelected} onPeriod={(step) => go({ date: shiftAnchor(view, anchor, step) })} onWeek={(day) => go({ view: 'week', date: day })} />
      <Agenda days={view === 'month' ? days.filter((day) => day.slice(0, 7) === anchor.slice(0, 7)) : days} byDay={byDay} onOpen={setSelected} />

      {event && <EventDialog key={event.key} event={event} onClose={() => setSelected(undefined)} />}
    </section>
  );
}

/** An event's button: pickup or delivery, the load, the place; coloured by its stop and status; a mark when pending. */
function EventButton({ event, onOpen }: { event: CalendarEvent; onOpen: (key: string) => void }) {
  const { t, i18n } = useTranslation('orders');
  const stop = t(`calendar.stop.${event.stopType}`);
  const status = statusLabel(t, event.status);
  const label = [
    `${stop} ${event.loadId}`,
    `${event.city}, ${event.state}`,
    status,
    ...(event.pending ? [t('calendar.pendingMark')] : []),
    ...(event.truckerDate ? [t('calendar.driver.planned', { date: mediumDay(event.truckerDate, i18n.language) })] : []),
  ].join(', ');
  return (
    <button
      type="button"
      className={`calendar-event event-${event.stopType} status-${event.status}${event.pending ? ' event-pending' : ''}`}
      aria-label={label}
      title={label}
      onClick={() => onOpen(event.key)}
    >
      <span className="calendar-event-load">{event.loadId}</span> <span className="calendar-event-place">{event.city}</span>
    </button>
  );
}

interface GridProps {
  days: string[];
  view: CalendarView;
  anchor: string;
  byDay: Map<string, CalendarEvent[]>;
  label: string;
  onOpen: (key: string) => void;
  onPeriod: (step: -1 | 1) => void;
  /** The week of a day (a month cell's "+3 more"). */
  onWeek: (day: string) => void;
}

/** The month or week grid: rows of seven days; one day cell in the tab order at a time (arrows move it). */
function CalendarGrid({ days, view, anchor, byDay, label, onOpen, onPeriod, onWeek }: GridProps) {
  const { t, i18n } = useTranslation('orders');
  const language = i18n.language;
  const [focusDay, setFocusDay] = useState(anchor);
  const gridRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const current = days.includes(focusDay) ? focusDay : days.includes(anchor) ? anchor : days[0]!;
  const month = anchor.slice(0, 7);
  const weeks: string[][] = [];
  for (let index = 0; index < days.length; index += 7) weeks.push(days.slice(index, index + 7));
  const names = weekdayNames(language, 'short');

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-day="${current}"]`)?.focus();
  }, [current]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const steps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
    if (!(event.target instanceof HTMLElement) || !event.target.dataset.day) return;
    if (event.key in steps) {
      event.preventDefault();
      const next = addDays(current, steps[event.key]!);
      moved.current = true;
      setFocusDay(next);
      if (!days.includes(next)) onPeriod(steps[event.key]! < 0 ? -1 : 1);
    } else if (event.key === 'PageUp' || event.key === 'PageDown') {
      event.preventDefault();
      onPeriod(event.key === 'PageUp' ? -1 : 1);
    }
  };

  return (
    <div ref={gridRef} className={`calendar-grid calendar-${view}`} role="grid" aria-label={label} onKeyDown={onKeyDown}>
      <div role="row" className="calendar-row calendar-head">
        {names.map((name) => (
          <div key={name} role="columnheader" className="calendar-weekday">
            {name}
          </div>
        ))}
      </div>
      {weeks.map((week) => (
        <div key={week[0]} role="row" className="calendar-row">
          {week.map((day) => {
            const events = byDay.get(day) ?? [];
            const outside = view === 'month' && day.slice(0, 7) !== month;
            return (
              <div
                key={day}
                role="gridcell"
                data-day={day}
                tabIndex={day === current ? 0 : -1}
                aria-label={`${longDay(day, language)}${events.length ? `, ${t('calendar.eventCount', { count: events.length })}` : ''}`}
                className={`calendar-day${outside ? ' calendar-outside' : ''}${day === today() ? ' calendar-today' : ''}`}
                onFocus={() => setFocusDay(day)}
              >
                <span className="calendar-day-number" aria-hidden="true">
                  {Number(day.slice(8))}
                </span>
                {(view === 'month' ? events.slice(0, MONTH_CELL_EVENTS) : events).map((event) => (
                  <EventButton key={event.key} event={event} onOpen={onOpen} />
                ))}
                {view === 'month' && events.length > MONTH_CELL_EVENTS && (
                  <button type="button" className="calendar-more" onClick={() => onWeek(day)} aria-label={t('calendar.moreLabel', { n: events.length - MONTH_CELL_EVENTS, day: longDay(day, language) })}>
                    {t('calendar.more', { n: events.length - MONTH_CELL_EVENTS })}
                  </button>
                )}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}

/**
 * The phone's view of the same days: a list of the days that have events (the grid is hidden under 40rem). In the
 * month view, the month's own days only: the grid's leading and trailing days of the neighbour months are reached
 * with Previous/Next month, and listing them here made a busy month twelve days longer to scroll at 390 px.
 */
function Agenda({ days, byDay, onOpen }: { days: string[]; byDay: Map<string, CalendarEvent[]>; onOpen: (key: string) => void }) {
  const { t, i18n } = useTranslation('orders');
  const withEvents = days.filter((day) => (byDay.get(day) ?? []).length > 0);
  return (
    <section className="calendar-agenda" aria-label={t('calendar.agenda')}>
      {withEvents.length === 0 ? null : (
        <ol>
          {withEvents.map((day) => (
            <li key={day}>
              <h3>{longDay(day, i18n.language)}</h3>
              <ul>
                {byDay.get(day)!.map((event) => (
                  <li key={event.key}>
                    <EventButton event={event} onOpen={onOpen} />
                    <span className="muted"> {t(`calendar.stop.${event.stopType}`)} · {statusLabel(t, event.status)}</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The requests waiting for a confirmation: ours (waiting for the other party), and theirs (a link to decide). */
function PendingRequests({ events }: { events: CalendarEvent[] }) {
  const { t, i18n } = useTranslation('orders');
  const language = i18n.language;
  return (
    <section className="calendar-pending" aria-labelledby="calendar-pending-title">
      <h2 id="calendar-pending-title">{t('calendar.pending.title')}</h2>
      <ul>
        {events.map((event) => {
          const request = event.pending!;
          const change = t('calendar.pending.change', {
            stop: t(`calendar.stop.${event.stopType}`),
            load: event.loadId,
            from: mediumDay(request.fromDate ?? event.date, language),
            to: mediumDay(request.toDate, language),
          });
          return (
            <li key={event.key}>
              {change}{' '}
              {request.byUs ? (
                <span className="muted">{t('calendar.pending.waiting', { party: event.otherParty ?? t('calendar.pending.otherParty') })}</span>
              ) : (
                <Link to={paths.confirmDate.getHref({ id: request._id })}>{t('calendar.pending.review')}</Link>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** An event's dialog: its facts, the move (new date and reason) and, for the carrier, the driver's planned days. */
function EventDialog({ event, onClose }: { event: CalendarEvent; onClose: () => void }) {
  const { t, i18n } = useTranslation('orders');
  const language = i18n.language;
  const dispatch = useAppDispatch();
  const moveCall = useAppSelector(selectCalendarCall('move'));
  const driverCall = useAppSelector(selectCalendarCall('driver'));
  const [date, setDate] = useState(event.date);
  const [reason, setReason] = useState('');
  const [driverDay, setDriverDay] = useState(event.truckerDate ?? '');
  const [localError, setLocalError] = useState<string | undefined>();
  const submitted = useRef(false);
  const stop = t(`calendar.stop.${event.stopType}`);

  useEffect(() => {
    dispatch(calendarActions.reset(['move', 'driver']));
  }, [dispatch]);
  useEffect(() => {
    if (submitted.current && moveCall.status === 'succeeded') onClose();
  }, [moveCall.status, onClose]);

  const facts = [
    t('calendar.dialog.facts', { stop, load: event.loadId, place: `${event.city}, ${event.state}`, date: longDay(event.date, language) }),
    t('calendar.dialog.window', { window: `${mediumDay(event.windowStart.slice(0, 10), language)} ${windowText(event.windowStart, event.windowEnd, language)}` }),
    t('calendar.dialog.status', { status: statusLabel(t, event.status) }),
    ...(event.orderId ? [t('calendar.dialog.order', { order: event.orderId })] : []),
    ...(event.otherParty ? [t('calendar.dialog.otherParty', { party: event.otherParty })] : []),
    ...(event.truckerDate ? [`${t('calendar.driver.planned', { date: mediumDay(event.truckerDate, language) })}.`] : []),
  ].join(' ');

  const move = () => {
    if (!event.canMove) return onClose();
    if (!date) return setLocalError(t('calendar.move.dateRequired'));
    if (date === event.date) return setLocalError(t('calendar.move.sameDate'));
    setLocalError(undefined);
    submitted.current = true;
    dispatch(calendarActions.moveRequested({ loadUuid: event.loadUuid, stopType: event.stopType, date, reason }));
  };
  const dateError = localError ?? moveCall.fieldErrors?.date;
  const reasonError = moveCall.fieldErrors?.reason;
  const driverError = event.stopType === 'pickup' ? driverCall.fieldErrors?.pickupDate : driverCall.fieldErrors?.deliveryDate;

  return (
    <ConfirmDialog
      open
      tone="neutral"
      title={t('calendar.dialog.title', { stop, load: event.loadId })}
      message={facts}
      confirmLabel={event.canMove ? t('calendar.move.submit') : t('calendar.dialog.close')}
      onConfirm={move}
      onCancel={onClose}
    >
      {event.canMove ? (
        <>
          {event.otherParty && <p className="muted">{t('calendar.move.needsConfirmation', { party: event.otherParty })}</p>}
          {event.pending && (
            <p className="calendar-dialog-pending">
              {t('calendar.pending.change', { stop, load: event.loadId, from: mediumDay(event.pending.fromDate ?? event.date, language), to: mediumDay(event.pending.toDate, language) })}.{' '}
              {event.pending.byUs ? (
                t('calendar.pending.replaces')
              ) : (
                <Link to={paths.confirmDate.getHref({ id: event.pending._id })}>{t('calendar.pending.review')}</Link>
              )}
            </p>
          )}
          <div className="field">
            <label htmlFor="calendar-move-date">{t('calendar.move.date')}</label>
            <input
              id="calendar-move-date"
              type="date"
              value={date}
              onChange={(change) => setDate(change.target.value)}
              aria-invalid={dateError ? true : undefined}
              aria-describedby={dateError ? 'calendar-move-date-error' : undefined}
            />
            {dateError && (
              <p id="calendar-move-date-error" className="field-error" role="alert">
                {dateError}
              </p>
            )}
          </div>
          <div className="field">
            <label htmlFor="calendar-move-reason">{t('calendar.move.reason')}</label>
            <textarea id="calendar-move-reason" value={reason} maxLength={500} rows={2} onChange={(change) => setReason(change.target.value)} />
            {reasonError && (
              <p className="field-error" role="alert">
                {reasonError}
              </p>
            )}
          </div>
          {moveCall.status === 'failed' && !moveCall.fieldErrors && (
            <p className="field-error" role="alert">
              {moveCall.errorText ?? t('calendar.errors.failed')}
            </p>
          )}
        </>
      ) : (
        <p className="muted">{t('calendar.move.locked')}</p>
      )}
      {event.canPlanDriver && (
        <fieldset className="calendar-driver">
          <legend>{t('calendar.driver.title')}</legend>
          <div className="field">
            <label htmlFor="calendar-driver-day">{t(`calendar.driver.${event.stopType}`)}</label>
            <input id="calendar-driver-day" type="date" value={driverDay} onChange={(change) => setDriverDay(change.target.value)} />
            {driverError && (
              <p className="field-error" role="alert">
                {driverError}
              </p>
            )}
          </div>
          <button
            type="button"
            className="button button-secondary"
            disabled={driverCall.status === 'pending'}
            onClick={() => dispatch(calendarActions.driverRequested({ loadUuid: event.loadUuid, stopType: event.stopType, date: driverDay || null }))}
          >
            {t('calendar.driver.submit')}
          </button>
          {driverCall.status === 'succeeded' && (
            <p className="muted" role="status">
              {t('calendar.driver.saved')}
            </p>
          )}
        </fieldset>
      )}
    </ConfirmDialog>
  );
}
