import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { addDays, type CalendarEvent } from '@freight/contracts';
import { statusLabel, useTranslation } from '@freight/i18n';
import { useSearchParams } from '@freight/router';
import { CALENDAR_AREA, ensureCalendarTexts } from './i18n';
import { CALENDAR_VIEWS, longDay, mediumDay, monthTitle, shiftAnchor, today, validDay, visibleDays, weekdayNames, type CalendarView } from './dates';
import './calendar.css';

/** A month cell shows this many events, then "+N more" (the day's week shows them all). */
const MONTH_CELL_EVENTS = 3;

/** The days on screen: the view and the day live in the URL (`?view=week&date=2026-11-24`). */
export interface CalendarPeriod {
  view: CalendarView;
  anchor: string;
  /** Every day the view shows (a month as whole weeks, Monday first). */
  days: string[];
  from: string;
  to: string;
  /** "November 2026" or "Week of Nov 23, 2026 to Nov 29, 2026", in the user's language. */
  title: string;
  /** Another view or day (both are written to the URL; the other parameters stay). */
  go(next: { view?: CalendarView; date?: string }): void;
}

/** The period of `?view=` (month by default) and `?date=` (today by default). */
export function useCalendarPeriod(): CalendarPeriod {
  ensureCalendarTexts();
  const { t, i18n } = useTranslation(CALENDAR_AREA);
  const language = i18n.language;
  const [params, setParams] = useSearchParams();
  const asked = params.get('view') as CalendarView;
  const view: CalendarView = CALENDAR_VIEWS.includes(asked) ? asked : 'month';
  const anchor = validDay(params.get('date')) ?? today();
  const days = useMemo(() => visibleDays(view, anchor), [view, anchor]);
  const from = days[0]!;
  const to = days[days.length - 1]!;
  const title = view === 'month' ? monthTitle(anchor, language) : t('weekOf', { from: mediumDay(from, language), to: mediumDay(to, language) });
  return {
    view,
    anchor,
    days,
    from,
    to,
    title,
    go(next) {
      const search = new URLSearchParams(params);
      search.set('view', next.view ?? view);
      search.set('date', next.date ?? anchor);
      setParams(search);
    },
  };
}

/** Previous / Today / Next, the period's title, and the Month / Week choice. */
export function CalendarToolbar({ period }: { period: CalendarPeriod }) {
  ensureCalendarTexts();
  const { t } = useTranslation(CALENDAR_AREA);
  const { view, anchor, go } = period;
  return (
    <div className="calendar-toolbar">
      <div className="calendar-nav" role="group" aria-label={t('navigation')}>
        <button type="button" className="button button-secondary" onClick={() => go({ date: shiftAnchor(view, anchor, -1) })}>
          {view === 'month' ? t('previousMonth') : t('previousWeek')}
        </button>
        <button type="button" className="button button-secondary" onClick={() => go({ date: today() })}>
          {t('today')}
        </button>
        <button type="button" className="button button-secondary" onClick={() => go({ date: shiftAnchor(view, anchor, 1) })}>
          {view === 'month' ? t('nextMonth') : t('nextWeek')}
        </button>
      </div>
      <h2 className="calendar-period" aria-live="polite">
        {period.title}
      </h2>
      <div className="calendar-views" role="group" aria-label={t('view')}>
        {CALENDAR_VIEWS.map((option) => (
          <button key={option} type="button" className="button button-secondary" aria-pressed={view === option} onClick={() => go({ view: option })}>
            {t(`views.${option}`)}
          </button>
        ))}
      </div>
    </div>
  );
}

/**
 * The colours' key: pickup, delivery, a closed load's grey (delivered, invoiced or paid: most past days), a cancelled
 * one's grey struck through, and (when the screen shows them) a change waiting for a confirmation.
 */
export function CalendarLegend({ pending = true }: { pending?: boolean }) {
  ensureCalendarTexts();
  const { t } = useTranslation(CALENDAR_AREA);
  return (
    <p className="calendar-legend">
      <span className="calendar-chip event-pickup">{t('stop.pickup')}</span>
      <span className="calendar-chip event-delivery">{t('stop.delivery')}</span>
      <span className="calendar-chip event-closed">{t('closedMark')}</span>
      <span className="calendar-chip event-closed event-cancelled">{statusLabel(t, 'cancelled')}</span>
      {pending && <span className="calendar-chip event-pending">{t('pendingMark')}</span>}
    </p>
  );
}

/** An event's accessible name: pickup or delivery, the load, the place, its status, the marks. */
export function useEventLabel(): (event: CalendarEvent) => string {
  ensureCalendarTexts();
  const { t, i18n } = useTranslation(CALENDAR_AREA);
  return (event) =>
    [
      `${t(`stop.${event.stopType}`)} ${event.loadId}`,
      `${event.city}, ${event.state}`,
      statusLabel(t, event.status),
      ...(event.pending ? [t('pendingMark')] : []),
      ...(event.truckerDate ? [t('driverPlanned', { date: mediumDay(event.truckerDate, i18n.language) })] : []),
    ].join(', ');
}

/**
 * An event: pickup or delivery, the load, the place; coloured by its stop and status; a mark when pending. A button
 * when the screen can open it (`onOpen`; `canOpen` says which), else the same chip as text.
 */
function EventChip({ event, onOpen, canOpen }: { event: CalendarEvent; onOpen: (event: CalendarEvent) => void; canOpen?: (event: CalendarEvent) => boolean }) {
  const label = useEventLabel()(event);
  const className = `calendar-event event-${event.stopType} status-${event.status}${event.pending ? ' event-pending' : ''}`;
  const content = (
    <>
      <span className="calendar-event-load">{event.loadId}</span> <span className="calendar-event-place">{event.city}</span>
    </>
  );
  if (canOpen && !canOpen(event)) {
    return (
      <span className={`${className} calendar-event-static`} role="img" aria-label={label} title={label}>
        {content}
      </span>
    );
  }
  return (
    <button type="button" className={className} aria-label={label} title={label} onClick={() => onOpen(event)}>
      {content}
    </button>
  );
}

/** The events of each day (`date`, the calendar day of the stop), in the answer's order. */
export function eventsByDay(events: readonly CalendarEvent[]): Map<string, CalendarEvent[]> {
  const map = new Map<string, CalendarEvent[]>();
  for (const event of events) map.set(event.date, [...(map.get(event.date) ?? []), event]);
  return map;
}

export interface CalendarDaysProps {
  period: CalendarPeriod;
  events: readonly CalendarEvent[];
  /** An event was chosen (its button). */
  onOpen: (event: CalendarEvent) => void;
  /** Which events can be opened (the others are drawn as text); all by default. */
  canOpen?: (event: CalendarEvent) => boolean;
}

/**
 * The one month/week grid of the product (the orders remote's /calendar and the dashboard's /dashboard/calendar): rows
 * of seven days, Monday first, one day cell in the tab order at a time (arrows move it, Home / End to the first / last
 * day of its week, Page Up / Page Down change the period); a month cell shows three events and "+N more" (its week). Under 40rem the grid gives way to a list of the
 * days that have events (a phone at 390 px scrolls no sideways).
 */
export function CalendarDays({ period, events, onOpen, canOpen }: CalendarDaysProps) {
  const byDay = useMemo(() => eventsByDay(events), [events]);
  const { view, days, anchor, go } = period;
  return (
    <>
      <CalendarGrid period={period} byDay={byDay} onOpen={onOpen} canOpen={canOpen} onWeek={(day) => go({ view: 'week', date: day })} />
      <Agenda days={view === 'month' ? days.filter((day) => day.slice(0, 7) === anchor.slice(0, 7)) : days} byDay={byDay} onOpen={onOpen} canOpen={canOpen} />
    </>
  );
}

interface GridProps {
  period: CalendarPeriod;
  byDay: Map<string, CalendarEvent[]>;
  onOpen: (event: CalendarEvent) => void;
  canOpen?: (event: CalendarEvent) => boolean;
  /** The week of a day (a month cell's "+3 more"). */
  onWeek: (day: string) => void;
}

function CalendarGrid({ period, byDay, onOpen, canOpen, onWeek }: GridProps) {
  ensureCalendarTexts();
  const { t, i18n } = useTranslation(CALENDAR_AREA);
  const language = i18n.language;
  const { days, view, anchor } = period;
  const [focusDay, setFocusDay] = useState(anchor);
  const gridRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const current = days.includes(focusDay) ? focusDay : days.includes(anchor) ? anchor : days[0]!;
  const month = anchor.slice(0, 7);
  const weeks: string[][] = [];
  for (let index = 0; index < days.length; index += 7) weeks.push(days.slice(index, index + 7));
  const names = weekdayNames(language, 'short');
  const onPeriod = (step: -1 | 1) => period.go({ date: shiftAnchor(view, anchor, step) });

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
    } else if (event.key === 'Home' || event.key === 'End') {
      // The grid pattern's keys: the first or last day of the row (its week), with Ctrl of the whole grid.
      event.preventDefault();
      const index = days.indexOf(current);
      const [first, last] = event.ctrlKey ? [0, days.length - 1] : [index - (index % 7), index - (index % 7) + 6];
      moved.current = true;
      setFocusDay(days[event.key === 'Home' ? first : last]!);
    }
  };

  return (
    <div ref={gridRef} className={`calendar-grid calendar-${view}`} role="grid" aria-label={period.title} onKeyDown={onKeyDown}>
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
                className={`calendar-day${outside ? ' calendar-outside' : ''}${day === today() ? ' calendar-today' : ''}`}
                onFocus={() => setFocusDay(day)}
              >
                {/* Named by its content, the full date first: an aria-label would leave out the events it shows. */}
                <span className="calendar-day-number" aria-hidden="true">
                  {Number(day.slice(8))}
                </span>
                <span className="visually-hidden">{`${longDay(day, language)}${events.length ? `, ${t('eventCount', { count: events.length })}` : ''}`}</span>
                {(view === 'month' ? events.slice(0, MONTH_CELL_EVENTS) : events).map((event) => (
                  <EventChip key={event.key} event={event} onOpen={onOpen} canOpen={canOpen} />
                ))}
                {view === 'month' && events.length > MONTH_CELL_EVENTS && (
                  <button
                    type="button"
                    className="calendar-more"
                    onClick={() => onWeek(day)}
                    aria-label={t('moreLabel', { n: events.length - MONTH_CELL_EVENTS, day: longDay(day, language) })}
                  >
                    {t('more', { n: events.length - MONTH_CELL_EVENTS })}
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
function Agenda({
  days,
  byDay,
  onOpen,
  canOpen,
}: {
  days: string[];
  byDay: Map<string, CalendarEvent[]>;
  onOpen: (event: CalendarEvent) => void;
  canOpen?: (event: CalendarEvent) => boolean;
}) {
  ensureCalendarTexts();
  const { t, i18n } = useTranslation(CALENDAR_AREA);
  const withEvents = days.filter((day) => (byDay.get(day) ?? []).length > 0);
  return (
    <section className="calendar-agenda" aria-label={t('agenda')}>
      {withEvents.length === 0 ? null : (
        <ol>
          {withEvents.map((day) => (
            <li key={day}>
              <h3>{longDay(day, i18n.language)}</h3>
              <ul>
                {byDay.get(day)!.map((event) => (
                  <li key={event.key}>
                    <EventChip event={event} onOpen={onOpen} canOpen={canOpen} />
                    <span className="muted">
                      {' '}
                      {t(`stop.${event.stopType}`)} · {statusLabel(t, event.status)}
                    </span>
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
