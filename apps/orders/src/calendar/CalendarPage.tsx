import { useEffect, useRef, useState } from 'react';
import { DATE_CHANGE_REASON_MAX, type CalendarEvent } from '@freight/contracts';
import { CalendarDays, CalendarLegend, CalendarToolbar, longDay, mediumDay, useCalendarPeriod, windowText } from '@freight/calendar';
import { statusLabel, useTranslation } from '@freight/i18n';
import { useRealtime } from '@freight/realtime';
import { Link } from '@freight/router';
import { useAppDispatch, useAppSelector } from '@freight/store';
import { CharacterCount, ConfirmDialog, EmptyState, ErrorPanel, LoadingState, useDocumentTitle } from '@freight/ui';
import { paths } from '../paths';
import { calendarActions, selectCalendarCall, selectEvents } from './state';
import './calendar.css';

/**
 * /calendar: the pickups and deliveries of the company's loads (as shipper or carrier) in a month or a week, Monday
 * first; the view and the day on screen live in the URL (`?view=week&date=2026-11-24`). The grid is the kit's
 * (@freight/calendar: keyboard navigable, an agenda list on a phone at 390 px), shared with /dashboard/calendar. An
 * event opens its dialog: move the date (with a reason: the other party confirms it), or, for the carrier, plan the
 * driver's days. Requests waiting for a confirmation are listed above the grid.
 */
export function CalendarPage() {
  const { t } = useTranslation('orders');
  const dispatch = useAppDispatch();
  const period = useCalendarPeriod();
  const { from, to } = period;
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

  const pending = state.events.filter((event) => event.pending);
  const event = state.events.find((item) => item.key === selected);

  return (
    <section className="calendar-page" aria-labelledby="calendar-title">
      <h1 id="calendar-title">{title}</h1>
      <CalendarToolbar period={period} />
      <CalendarLegend />

      {pending.length > 0 && <PendingRequests events={pending} />}
      {state.truncated && <p className="muted">{t('calendar.truncated')}</p>}
      {state.status === 'failed' && <ErrorPanel title={t('calendar.errors.load')} onRetry={() => dispatch(calendarActions.eventsRequested({ from, to }))} />}
      {state.status === 'loading' && state.events.length === 0 && <LoadingState label={t('calendar.loading')} />}
      {state.status === 'loaded' && state.events.length === 0 && <EmptyState>{t('calendar.empty')}</EmptyState>}

      <CalendarDays period={period} events={state.events} onOpen={(chosen) => setSelected(chosen.key)} />

      {event && <EventDialog key={event.key} event={event} onClose={() => setSelected(undefined)} />}
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
    t('calendar.dialog.window', {
      window: `${mediumDay(event.windowStart.slice(0, 10), language)} ${windowText(event.windowStart, event.windowEnd, language)}`,
    }),
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
              {t('calendar.pending.change', {
                stop,
                load: event.loadId,
                from: mediumDay(event.pending.fromDate ?? event.date, language),
                to: mediumDay(event.pending.toDate, language),
              })}
              .{' '}
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
            <textarea
              id="calendar-move-reason"
              value={reason}
              maxLength={DATE_CHANGE_REASON_MAX}
              rows={2}
              onChange={(change) => setReason(change.target.value)}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? 'calendar-move-reason-count calendar-move-reason-error' : 'calendar-move-reason-count'}
            />
            <CharacterCount id="calendar-move-reason-count" length={reason.length} max={DATE_CHANGE_REASON_MAX} />
            {reasonError && (
              <p id="calendar-move-reason-error" className="field-error" role="alert">
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
