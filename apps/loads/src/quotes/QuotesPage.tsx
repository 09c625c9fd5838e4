import { useState } from 'react';
import { Link, useSearchParams } from '@freight/router';
import { useFormat, useTranslation } from '@freight/i18n';
import { useAppDispatch, useAppSelector } from '@freight/store';
import { ConfirmDialog, ErrorPanel, IdText, LoadingState, RecordNotFound, useDocumentTitle } from '@freight/ui';
import { OPEN_QUOTE_STATUSES, QUOTABLE_LOAD_STATUSES, type LoadDetail } from '@freight/contracts';
import { paths } from '../paths';
import { useResource } from '../resources';
import { carrierInsightKey, insightFor, type QuoteRow } from './api';
import { DeclineQuoteDialog } from './DeclineQuoteDialog';
import { useLoadFormat } from '../format';
import { QuoteCard, quoteParty } from './QuoteCard';
import { RequestQuotes } from './RequestQuotes';
import { PriceInsightLine } from './PriceInsightLine';
import { quoteActions, selectQuoteCall } from './state';
import './quotes.css';

type Pending = { kind: 'approve'; quote: QuoteRow } | { kind: 'decline'; quote: QuoteRow } | { kind: 'cancelAll' };

/** The first pickup and the last delivery of a load, "Chicago, IL to Dallas, TX". */
function routeOf(load: Pick<LoadDetail, 'stops'>, t: (key: string, values: Record<string, string>) => string): string {
  const first = load.stops[0];
  const last = load.stops[load.stops.length - 1];
  if (!first || !last) return '';
  return t('quotes.route', { origin: `${first.city}, ${first.state}`, destination: `${last.city}, ${last.state}` });
}

/**
 * /quotes?load=<uuid>: the quotes of one load side by side, with the lane's price and each carrier's record; approve
 * one (the others are declined, the load is tendered and its order made), decline one (decline-quote-sender, with an
 * optional reason for the carrier), cancel them all, and ask more carriers ("Request quotes"). Each action asks first.
 */
export function QuotesPage() {
  const { t } = useTranslation('loads');
  const [params] = useSearchParams();
  const loadUuid = params.get('load') ?? undefined;
  useDocumentTitle(t('screens.quotes'));
  if (!loadUuid) {
    return (
      <section className="quotes-page" aria-labelledby="quotes-title">
        <h1 id="quotes-title">{t('screens.quotes')}</h1>
        <p>{t('quotes.missingLoad')}</p>
        <Link className="button" to={paths.quoteList.getHref()}>
          {t('quotes.toQuoteList')}
        </Link>
      </section>
    );
  }
  return <LoadQuotes loadUuid={loadUuid} />;
}

function LoadQuotes({ loadUuid }: { loadUuid: string }) {
  const { t } = useTranslation('loads');
  const dispatch = useAppDispatch();
  const format = useFormat();
  const f = useLoadFormat();
  const load = useResource('load', loadUuid);
  const quotes = useResource('loadQuotes', loadUuid);
  const price = useResource('priceInsight', loadUuid);
  const rows = quotes.data ?? [];
  const insightKey = carrierInsightKey(rows);
  const carriers = useResource('carrierInsight', insightKey);
  const [pending, setPending] = useState<Pending>();
  const [requesting, setRequesting] = useState(false);
  /** The approval made on this screen: the answer names the order it made. */
  const approveCall = useAppSelector(selectQuoteCall('approve'));

  if (load.status === 'failed' && !load.data) {
    return load.notFound ? (
      <RecordNotFound message={t('quotes.loadNotFound')} backTo={paths.loads.getHref()} backLabel={t('quotes.toLoads')} />
    ) : (
      <ErrorPanel title={t('quotes.loadFailed')} onRetry={() => (load.retry(), quotes.retry())} />
    );
  }
  if (!load.data) return <LoadingState />;

  const detail = load.data;
  const open = QUOTABLE_LOAD_STATUSES.includes(detail.status);
  const hasOpenQuotes = rows.some((q) => OPEN_QUOTE_STATUSES.includes(q.status));
  const approved = rows.find((q) => q.status === 'approved');

  let body;
  if (quotes.status === 'failed' && !quotes.data) {
    body = <ErrorPanel title={t('quotes.loadFailed')} onRetry={quotes.retry} />;
  } else if (!quotes.data) {
    body = <LoadingState />;
  } else if (rows.length === 0) {
    body = <p className="state state-empty">{t('quotes.empty')}</p>;
  } else {
    body = (
      <ul className="sq-compare" aria-busy={quotes.status === 'loading' || undefined}>
        {rows.map((quote) => (
          <li key={quote.quoteId}>
            <QuoteCard
              quote={quote}
              price={price.data ?? undefined}
              carrier={insightFor(quote, carriers.data)}
              insightFailed={carriers.status === 'failed'}
              canApprove={open && quote.status === 'confirmed'}
              onApprove={() => setPending({ kind: 'approve', quote })}
              canDecline={open && OPEN_QUOTE_STATUSES.includes(quote.status)}
              onDecline={() => setPending({ kind: 'decline', quote })}
            />
          </li>
        ))}
      </ul>
    );
  }

  const confirm = () => {
    if (!pending) return;
    if (pending.kind === 'approve') dispatch(quoteActions.approveRequested({ quoteId: pending.quote.quoteId, loadUuid }));
    if (pending.kind === 'cancelAll') dispatch(quoteActions.cancelAllRequested({ loadUuid }));
    setPending(undefined);
  };

  return (
    <section className="quotes-page" aria-labelledby="quotes-title">
      <h1 id="quotes-title">
        <IdText>{t('quotes.title', { loadId: detail.loadId })}</IdText>
      </h1>
      <section className="card sq-load" aria-label={t('quotes.loadSummary')}>
        <p className="sq-load-route">
          <strong>{routeOf(detail, t)}</strong> <span className="badge">{format.status(detail.status)}</span>
        </p>
        <p className="muted">
          {[
            detail.commodity,
            detail.equipment ? format.equipment(detail.equipment) : undefined,
            detail.stops[0] ? f.dateTime(detail.stops[0].windowStart) : undefined,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <PriceInsightLine entry={price} />
        {approved && (
          <p className="notice" data-testid="quotes-tendered">
            <IdText>
              {approveCall.status === 'succeeded' && approveCall.data?.quoteId === approved.quoteId && approveCall.data.orderId
                ? t('quotes.orderMade', { name: quoteParty(approved), orderId: approveCall.data.orderId })
                : t('quotes.tendered', { name: quoteParty(approved) })}
            </IdText>
          </p>
        )}
        {!open && !approved && <p className="notice">{t('quotes.closed', { status: f.statusInSentence(detail.status) })}</p>}
      </section>

      <div className="toolbar sq-toolbar">
        {open && (
          <button type="button" className="button" aria-expanded={requesting} aria-controls="request-quotes" onClick={() => setRequesting((v) => !v)}>
            {t('quotes.actions.request')}
          </button>
        )}
        {open && hasOpenQuotes && (
          <button type="button" className="button button-danger" onClick={() => setPending({ kind: 'cancelAll' })}>
            {t('quotes.actions.cancelAll')}
          </button>
        )}
        <span className="spacer" />
        <Link to={paths.quoteList.getHref()}>{t('quotes.toQuoteList')}</Link>
      </div>
      {open && requesting && <RequestQuotes id="request-quotes" loadUuid={loadUuid} asked={rows} onDone={() => setRequesting(false)} />}

      <h2>{t('quotes.compare')}</h2>
      {body}

      {pending?.kind === 'decline' && (
        <DeclineQuoteDialog
          party={quoteParty(pending.quote)}
          loadId={detail.loadId}
          onCancel={() => setPending(undefined)}
          onConfirm={(reason) => {
            dispatch(quoteActions.declineRequested({ quoteId: pending.quote.quoteId, loadUuid, ...(reason ? { reason } : {}) }));
            setPending(undefined);
          }}
        />
      )}
      <ConfirmDialog
        open={pending !== undefined && pending.kind !== 'decline'}
        title={pending ? t(`quotes.confirm.${pending.kind}Title`) : undefined}
        message={
          pending?.kind === 'approve'
            ? t('quotes.confirm.approve', {
                name: quoteParty(pending.quote),
                amount: pending.quote.amount !== null ? f.money(pending.quote.amount, pending.quote.currency) : '—',
              })
            : t('quotes.confirm.cancelAll', { loadId: detail.loadId })
        }
        confirmLabel={pending ? t(`quotes.actions.${pending.kind}`) : undefined}
        tone={pending?.kind === 'approve' ? 'neutral' : 'danger'}
        onCancel={() => setPending(undefined)}
        onConfirm={confirm}
      />
    </section>
  );
}
