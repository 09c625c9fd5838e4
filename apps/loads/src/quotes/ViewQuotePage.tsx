import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from '@freight/router';
import { OPEN_QUOTE_STATUSES, QUOTABLE_LOAD_STATUSES, QUOTE_ID_PATTERN, type ShipperQuoteView } from '@freight/contracts';
import { useFormat, useTranslation } from '@freight/i18n';
import { useAppDispatch, useAppSelector } from '@freight/store';
import { ConfirmDialog, ErrorPanel, IdText, LoadingState, RecordNotFound, useDocumentTitle } from '@freight/ui';
import { paths } from '../paths';
import { useResource } from '../resources';
import { useLoadFormat } from '../format';
import { quoteParty } from './QuoteCard';
import { DeclineQuoteDialog } from './DeclineQuoteDialog';
import { quoteActions, selectQuoteCall } from './state';
import './quotes.css';

const QUOTE_ID = new RegExp(QUOTE_ID_PATTERN);

/**
 * /quotes/viewQuote?quoteId=Q-…: one quote as the shipper sees it (get-quote-detail-admin): its terms, its dates, the
 * comment thread with the carrier (the shipper writes with send-quote-comment-sender; the carrier answers on its quote
 * page), and approve or decline (decline-quote-sender, an optional reason for the carrier) while the quote and its
 * load allow it.
 */
export function ViewQuotePage() {
  const { t } = useTranslation('loads');
  const [params] = useSearchParams();
  const quoteId = params.get('quoteId') ?? undefined;
  // A malformed id is not asked for (the server's 400 would toast "Invalid format" over the not-found page).
  const wellFormed = quoteId !== undefined && QUOTE_ID.test(quoteId);
  const entry = useResource('quoteAdmin', wellFormed ? quoteId : undefined);
  useDocumentTitle(quoteId ? t('quotes.viewTitle', { quoteId }) : t('screens.viewQuote'));

  if (!quoteId || !wellFormed || (entry.status === 'failed' && entry.notFound)) {
    return <RecordNotFound message={t('quotes.quoteNotFound')} backTo={paths.quoteList.getHref()} backLabel={t('quotes.toQuoteList')} />;
  }
  if (entry.status === 'failed' && !entry.data) return <ErrorPanel title={t('quotes.loadFailed')} onRetry={entry.retry} />;
  if (!entry.data) return <LoadingState />;
  return <QuoteView quote={entry.data} />;
}

function QuoteView({ quote }: { quote: ShipperQuoteView }) {
  const { t } = useTranslation('loads');
  const format = useFormat();
  const f = useLoadFormat();
  const dispatch = useAppDispatch();
  const [approving, setApproving] = useState(false);
  const [declining, setDeclining] = useState(false);
  const party = quoteParty(quote);
  const open = QUOTABLE_LOAD_STATUSES.includes(quote.loadStatus);
  const canApprove = open && quote.status === 'confirmed';
  const canDecline = open && OPEN_QUOTE_STATUSES.includes(quote.status);
  const facts: Array<[string, string]> = [
    [t('quotes.fields.status'), f.quoteStatus(quote.status)],
    [t('quotes.fields.amount'), quote.amount !== null ? f.money(quote.amount, quote.currency) : t('quotes.noPrice')],
    [t('quotes.fields.transitDays'), quote.transitDays !== null ? f.days(quote.transitDays) : '—'],
    [t('quotes.fields.validUntil'), quote.validUntil ? f.date(quote.validUntil) : '—'],
    [t('quotes.fields.recipient'), `${quote.recipientName} <${quote.recipientEmail}>`],
    [t('quotes.fields.sentAt'), f.dateTime(quote.createdAt)],
    [t('quotes.fields.loadStatus'), format.status(quote.loadStatus)],
  ];
  if (quote.notes) facts.push([t('quotes.fields.notes'), quote.notes]);
  if (quote.declineReason) facts.push([t('quotes.fields.declineReason'), quote.declineReason]);
  if (quote.passcodeAttempts > 0) facts.push([t('quotes.fields.passcodeAttempts'), String(quote.passcodeAttempts)]);

  return (
    <section className="quotes-page" aria-labelledby="quote-title">
      <h1 id="quote-title">
        <IdText>{t('quotes.viewTitle', { quoteId: quote.quoteId })}</IdText>
      </h1>
      <p>
        <Link to={paths.quotes.getHref({ load: quote.loadUuid })}>
          <IdText>{t('quotes.backToLoad', { loadId: quote.loadId })}</IdText>
        </Link>
      </p>
      <section className={`card sq-card sq-${quote.status}`} aria-label={party}>
        <h2>{party}</h2>
        <dl className="sq-terms">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <div className="sq-actions">
          {canApprove && (
            <button type="button" className="button" onClick={() => setApproving(true)} aria-label={t('quotes.actions.approveNamed', { name: party })}>
              {t('quotes.actions.approve')}
            </button>
          )}
          {canDecline && (
            <button
              type="button"
              className="button button-secondary"
              onClick={() => setDeclining(true)}
              aria-label={t('quotes.actions.declineNamed', { name: party })}
            >
              {t('quotes.actions.decline')}
            </button>
          )}
          {quote.carrierCompanyId && <Link to={paths.carrierDetail.getHref({ id: quote.carrierCompanyId })}>{t('quotes.actions.viewCarrier')}</Link>}
        </div>
      </section>

      <CommentThread quote={quote} />

      {declining && (
        <DeclineQuoteDialog
          party={party}
          loadId={quote.loadId}
          onCancel={() => setDeclining(false)}
          onConfirm={(reason) => {
            dispatch(quoteActions.declineRequested({ quoteId: quote.quoteId, loadUuid: quote.loadUuid, ...(reason ? { reason } : {}) }));
            setDeclining(false);
          }}
        />
      )}
      <ConfirmDialog
        open={approving}
        title={t('quotes.confirm.approveTitle')}
        message={t('quotes.confirm.approve', { name: party, amount: quote.amount !== null ? f.money(quote.amount, quote.currency) : '—' })}
        confirmLabel={t('quotes.actions.approve')}
        tone="neutral"
        onCancel={() => setApproving(false)}
        onConfirm={() => {
          dispatch(quoteActions.approveRequested({ quoteId: quote.quoteId, loadUuid: quote.loadUuid }));
          setApproving(false);
        }}
      />
    </section>
  );
}

/** The quote's thread, oldest first: the shipper's own messages on one side, the carrier's on the other. */
function CommentThread({ quote }: { quote: Pick<ShipperQuoteView, 'quoteId' | 'comments'> }) {
  const { t } = useTranslation('loads');
  const f = useLoadFormat();
  const dispatch = useAppDispatch();
  const commentCall = useAppSelector(selectQuoteCall('comment'));
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const sent = useRef(false);
  const serverError = commentCall.status === 'failed' ? Object.values(commentCall.fieldErrors ?? {})[0] : undefined;
  const shown = error ?? serverError;

  useEffect(() => {
    if (sent.current && commentCall.status === 'succeeded') {
      sent.current = false;
      setText('');
    }
  }, [commentCall.status]);

  return (
    <section aria-labelledby="quote-comments-title">
      <h2 id="quote-comments-title">{t('quotes.comments.title')}</h2>
      {quote.comments.length === 0 ? (
        <p className="muted">{t('quotes.comments.empty')}</p>
      ) : (
        <ol className="sq-thread" aria-live="polite">
          {quote.comments.map((comment, index) => (
            <li key={`${comment.createdAt}-${index}`} className={comment.author === 'shipper' ? 'sq-from-shipper' : 'sq-from-carrier'}>
              <p className="muted">
                {comment.author === 'shipper' ? t('quotes.comments.you') : comment.authorName} · {f.dateTime(comment.createdAt)}
              </p>
              <p>{comment.body}</p>
            </li>
          ))}
        </ol>
      )}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!text.trim()) {
            setError(t('quotes.comments.required'));
            return;
          }
          setError(undefined);
          sent.current = true;
          dispatch(quoteActions.commentRequested({ quoteId: quote.quoteId, comment: text.trim() }));
        }}
      >
        <div className="field">
          <label htmlFor="quote-comment">{t('quotes.comments.label')}</label>
          <textarea
            id="quote-comment"
            rows={3}
            maxLength={1000}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={shown ? true : undefined}
            aria-describedby={shown ? 'quote-comment-error' : undefined}
          />
          {shown && (
            <p className="field-error" id="quote-comment-error" role="alert">
              {shown}
            </p>
          )}
        </div>
        <button type="submit" className="button" disabled={commentCall.status === 'pending'}>
          {t('quotes.actions.sendComment')}
        </button>
      </form>
    </section>
  );
}
