import { useEffect, useState } from 'react';
import { longDay, mediumDay } from '@freight/calendar';
import { statusLabel, useTranslation } from '@freight/i18n';
import { Link, useParams } from '@freight/router';
import { useAppDispatch, useAppSelector } from '@freight/store';
import { ConfirmDialog, ErrorPanel, LoadingState, useDocumentTitle } from '@freight/ui';
import { paths } from '../paths';
import { calendarActions, selectCalendarCall, selectRequestPage } from './state';
import './calendar.css';

/**
 * /calendar/confirm-order-date-update/:id (the link of the other party's notification and e-mail): who asks to move
 * which stop of which load, from which day to which, and why; Confirm (spec section 9: the confirm button says
 * 'Confirm') or Decline with an optional comment. States: loading, not found (no such request, or not the caller's
 * company's), our own request (waiting for the other party), already decided, failed.
 */
export function ConfirmDatePage() {
  const { t, i18n } = useTranslation('orders');
  const language = i18n.language;
  const { id = '' } = useParams();
  const dispatch = useAppDispatch();
  const page = useAppSelector(selectRequestPage);
  const confirmCall = useAppSelector(selectCalendarCall('confirm'));
  const declineCall = useAppSelector(selectCalendarCall('decline'));
  const [asking, setAsking] = useState<'confirm' | 'decline' | undefined>();
  const [comment, setComment] = useState('');
  const title = t('screens.confirmDate');
  useDocumentTitle(title);

  useEffect(() => {
    dispatch(calendarActions.reset(['confirm', 'decline']));
    dispatch(calendarActions.requestOpened(id));
  }, [dispatch, id]);

  const view = page.id === id ? page.view : undefined;
  const failure = [confirmCall, declineCall].find((state) => state.status === 'failed');
  const busy = confirmCall.status === 'pending' || declineCall.status === 'pending';

  return (
    <section className="confirm-date-page" aria-labelledby="confirm-date-title">
      <h1 id="confirm-date-title">{title}</h1>
      {page.status === 'loading' && !view && <LoadingState label={t('calendar.confirm.loading')} />}
      {page.status === 'notFound' && (
        <ErrorPanel title={t('calendar.confirm.notFound')} message={t('calendar.confirm.notFoundHelp')}>
          <p>
            <Link to={paths.calendar.getHref()}>{t('calendar.confirm.backToCalendar')}</Link>
          </p>
        </ErrorPanel>
      )}
      {page.status === 'failed' && !view && <ErrorPanel title={t('calendar.confirm.failed')} onRetry={() => dispatch(calendarActions.requestOpened(id))} />}
      {view && (
        <article className="confirm-date-card" aria-label={t('calendar.confirm.request')}>
          <p className="confirm-date-lead">
            {t('calendar.confirm.lead', {
              company: view.requestedByCompany,
              person: view.requestedByName ?? view.requestedByCompany,
              stop: t(`calendar.stopInline.${view.stopType}`),
              load: view.loadId,
            })}
          </p>
          <dl className="confirm-date-facts">
            <dt>{t('calendar.confirm.load')}</dt>
            <dd>
              {view.loadId}
              {view.orderId ? ` · ${view.orderId}` : ''} · {view.city}, {view.state}
            </dd>
            <dt>{t('calendar.confirm.from')}</dt>
            <dd>{view.fromDate ? longDay(view.fromDate, language) : '—'}</dd>
            <dt>{t('calendar.confirm.to')}</dt>
            <dd>
              <strong>{longDay(view.toDate, language)}</strong>
            </dd>
            <dt>{t('calendar.confirm.reason')}</dt>
            <dd>{view.reason ?? t('calendar.confirm.noReason')}</dd>
            <dt>{t('calendar.confirm.status')}</dt>
            <dd>{t(`calendar.requestStatus.${view.status}`)}</dd>
          </dl>
          {view.status !== 'pending' && (
            <p className="confirm-date-decided" role="status">
              {view.status === 'cancelled'
                ? t('calendar.confirm.replaced')
                : t(view.status === 'confirmed' ? 'calendar.confirm.wasConfirmed' : 'calendar.confirm.wasDeclined', {
                    person: view.decidedByName ?? '—',
                    date: view.decidedAt ? mediumDay(view.decidedAt.slice(0, 10), language) : '—',
                  })}
            </p>
          )}
          {view.status === 'pending' && view.byUs && (
            <p className="confirm-date-decided" role="status">
              {t('calendar.confirm.ours')}
            </p>
          )}
          {failure && (
            <p className="field-error" role="alert">
              {failure.errorText ?? t('calendar.errors.failed')}
            </p>
          )}
          {view.canDecide && (
            <div className="confirm-date-actions">
              <button type="button" className="button" disabled={busy} onClick={() => setAsking('confirm')}>
                {t('calendar.confirm.confirm')}
              </button>
              <button type="button" className="button button-danger" disabled={busy} onClick={() => setAsking('decline')}>
                {t('calendar.confirm.decline')}
              </button>
            </div>
          )}
          <p>
            <Link to={paths.calendar.getHref({ view: 'week', date: view.toDate })}>{t('calendar.confirm.openCalendar')}</Link>
          </p>
        </article>
      )}
      <ConfirmDialog
        open={asking !== undefined}
        tone={asking === 'decline' ? 'danger' : 'neutral'}
        title={asking === 'decline' ? t('calendar.confirm.declineTitle') : t('calendar.confirm.confirmTitle')}
        message={
          view
            ? t(asking === 'decline' ? 'calendar.confirm.declineQuestion' : 'calendar.confirm.confirmQuestion', {
                stop: t(`calendar.stopInline.${view.stopType}`),
                load: view.loadId,
                to: longDay(view.toDate, language),
                status: statusLabel(t, view.status),
              })
            : ''
        }
        confirmLabel={asking === 'decline' ? t('calendar.confirm.decline') : t('calendar.confirm.confirm')}
        onCancel={() => setAsking(undefined)}
        onConfirm={() => {
          dispatch(calendarActions.decideRequested({ confirm: asking === 'confirm', comment }));
          setAsking(undefined);
        }}
      >
        <div className="field">
          <label htmlFor="confirm-date-comment">{t('calendar.confirm.comment')}</label>
          <textarea id="confirm-date-comment" rows={2} maxLength={500} value={comment} onChange={(change) => setComment(change.target.value)} />
        </div>
      </ConfirmDialog>
    </section>
  );
}
