import { Link } from '@freight/router';
import type { CarrierInsight, PriceInsight } from '@freight/contracts';
import { useTranslation } from '@freight/i18n';
import { IdText } from '@freight/ui';
import { paths } from '../paths';
import type { QuoteRow } from './api';
import { useLoadFormat } from '../format';

/** Who a quote is from: the carrier company, else the person it was sent to. */
export const quoteParty = (quote: Pick<QuoteRow, 'carrierName' | 'recipientName'>) => quote.carrierName ?? quote.recipientName;

interface QuoteCardProps {
  quote: QuoteRow;
  /** The lane's suggested price (shown against this quote's amount when sufficient). */
  price?: PriceInsight;
  /** This carrier's rates with the shipper; undefined while loading or unknown. */
  carrier?: CarrierInsight;
  insightFailed?: boolean;
  /** The actions this quote allows now (the load's state decides too). */
  canApprove: boolean;
  onApprove: () => void;
  /** A requested or confirmed quote of an open load can be declined by the shipper. */
  canDecline?: boolean;
  onDecline?: () => void;
}

/**
 * One quote of the comparison: its carrier, terms and status, and beside them the lane's price and the carrier's
 * record with this shipper (on-time, acceptance), so the shipper compares more than the amount.
 */
export function QuoteCard({ quote, price, carrier, insightFailed, canApprove, onApprove, canDecline, onDecline }: QuoteCardProps) {
  const { t } = useTranslation('loads');
  const f = useLoadFormat();
  const party = quoteParty(quote);
  const headingId = `quote-${quote.quoteId}-title`;
  const vsMedian =
    price?.sufficient && price.median && quote.amount !== null && (!price.currency || price.currency === quote.currency)
      ? (quote.amount - price.median) / price.median
      : undefined;

  return (
    <article className={`card sq-card sq-${quote.status}`} aria-labelledby={headingId} data-testid="quote-card">
      <header className="sq-card-head">
        <h3 id={headingId}>{party}</h3>
        <span className={`badge sq-status-${quote.status}`}>{f.quoteStatus(quote.status)}</span>
      </header>
      <p className="muted sq-recipient">
        {quote.carrierName && quote.recipientName !== quote.carrierName ? `${quote.recipientName} · ` : ''}
        {quote.recipientEmail}
      </p>
      <dl className="sq-terms">
        {/* The amount has a row of its own: 'CA$12,030.00' is never broken in the middle of a narrow card. */}
        <div className="sq-wide">
          <dt>{t('quotes.fields.amount')}</dt>
          {quote.amount !== null ? <dd className="sq-amount">{f.money(quote.amount, quote.currency)}</dd> : <dd className="muted">{t('quotes.noPrice')}</dd>}
        </div>
        <div>
          <dt>{t('quotes.fields.transitDays')}</dt>
          <dd>{quote.transitDays !== null ? f.days(quote.transitDays) : '—'}</dd>
        </div>
        <div>
          <dt>{t('quotes.fields.validUntil')}</dt>
          <dd>{quote.validUntil ? f.date(quote.validUntil) : '—'}</dd>
        </div>
        {quote.notes && (
          <div className="sq-wide">
            <dt>{t('quotes.fields.notes')}</dt>
            <dd>{quote.notes}</dd>
          </div>
        )}
        {quote.declineReason && (
          <div className="sq-wide">
            <dt>{t('quotes.fields.declineReason')}</dt>
            <dd>{quote.declineReason}</dd>
          </div>
        )}
      </dl>
      {/* A group, not a landmark: every quote card has one. */}
      <div className="sq-insight" role="group" aria-label={t('quotes.insight.title')}>
        {vsMedian !== undefined && <p>{t('quotes.insight.vsMedian', { percent: f.signedPercent(vsMedian) })}</p>}
        {carrier ? (
          carrier.onTimeRate === null && carrier.acceptanceRate === null ? (
            <p className="muted">{t('quotes.insight.noHistory')}</p>
          ) : (
            <p>
              {carrier.onTimeRate !== null && <span>{t('quotes.insight.onTime', { rate: f.percent(carrier.onTimeRate) })}</span>}
              {carrier.onTimeRate !== null && carrier.acceptanceRate !== null && ' · '}
              {carrier.acceptanceRate !== null && <span>{t('quotes.insight.acceptance', { rate: f.percent(carrier.acceptanceRate) })}</span>}
            </p>
          )
        ) : insightFailed ? (
          <p className="muted">{t('quotes.insight.unavailable')}</p>
        ) : (
          !quote.carrierCompanyId && !quote.truckerId && <p className="muted">{t('quotes.insight.noHistory')}</p>
        )}
      </div>
      <div className="sq-actions">
        {canApprove && (
          <button type="button" className="button" onClick={onApprove} aria-label={t('quotes.actions.approveNamed', { name: party })}>
            {t('quotes.actions.approve')}
          </button>
        )}
        {canDecline && onDecline && (
          <button type="button" className="button button-secondary" onClick={onDecline} aria-label={t('quotes.actions.declineNamed', { name: party })}>
            {t('quotes.actions.decline')}
          </button>
        )}
        <Link to={paths.viewQuote.getHref({ quoteId: quote.quoteId })}>
          <IdText>{t('quotes.actions.open', { quoteId: quote.quoteId })}</IdText>
        </Link>
        {quote.commentCount > 0 && <span className="muted">{t('quotes.comments.count', { n: quote.commentCount })}</span>}
        {/* An owner-operator's quote names the shipper's own company: it has no carrier profile. */}
        {quote.carrierCompanyId && !quote.truckerId && (
          <Link to={paths.carrierDetail.getHref({ id: quote.carrierCompanyId })}>{t('quotes.actions.viewCarrier')}</Link>
        )}
      </div>
    </article>
  );
}
