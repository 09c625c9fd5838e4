import { Link } from '@freight/router';
import { QUOTE_STATUSES } from '@freight/contracts';
import { useTranslation } from '@freight/i18n';
import { PagedListView, type Column } from '@freight/table';
import { HumanId, useDocumentTitle } from '@freight/ui';
import { paths } from '../paths';
import { ALL_QUOTES, type QuoteRow } from './api';
import { useLoadFormat } from '../format';
import { quoteParty } from './QuoteCard';
import { quoteList } from './state';

/**
 * /quotelist: the company's open quotes (requested, or confirmed and still valid), newest first, paged; the status
 * filter shows all of them or those of one status; search (quote, load, carrier, recipient); all in the URL. Each row
 * leads to its quote and to its load's quotes side by side.
 */
export function QuoteListPage() {
  const { t } = useTranslation('loads');
  const f = useLoadFormat();
  useDocumentTitle(t('screens.quoteList'));
  const columns: Column<QuoteRow>[] = [
    {
      key: 'quoteId',
      header: t('quotes.fields.quoteId'),
      render: (q) => (
        <Link to={paths.viewQuote.getHref({ quoteId: q.quoteId })}>
          <HumanId>{q.quoteId}</HumanId>
        </Link>
      ),
    },
    {
      key: 'load',
      header: t('quotes.fields.load'),
      render: (q) => (
        <Link to={paths.quotes.getHref({ load: q.loadUuid })} aria-label={t('quotes.list.openLoad', { loadId: q.loadId })}>
          <HumanId>{q.loadId}</HumanId>
        </Link>
      ),
    },
    { key: 'carrier', header: t('quotes.fields.carrier'), render: (q) => quoteParty(q) },
    { key: 'amount', header: t('quotes.fields.amount'), render: (q) => (q.amount !== null ? f.money(q.amount, q.currency) : '—') },
    { key: 'transit', header: t('quotes.fields.transitDays'), render: (q) => (q.transitDays !== null ? f.days(q.transitDays) : '—') },
    { key: 'valid', header: t('quotes.fields.validUntil'), render: (q) => (q.validUntil ? f.date(q.validUntil) : '—') },
    { key: 'status', header: t('quotes.fields.status'), render: (q) => <span className={`badge sq-status-${q.status}`}>{f.quoteStatus(q.status)}</span> },
  ];

  return (
    <section aria-labelledby="quote-list-title">
      <h1 id="quote-list-title">{t('quotes.list.title')}</h1>
      <PagedListView
        list={quoteList}
        caption={t('quotes.list.caption')}
        columns={columns}
        rowKey={(q) => q.quoteId}
        cards
        filters={[
          {
            name: 'status',
            label: t('quotes.fields.status'),
            // No status: the open quotes (the default); `all`: every quote.
            allLabel: t('quotes.list.open'),
            options: [{ value: ALL_QUOTES, label: t('quotes.list.all') }, ...QUOTE_STATUSES.map((status) => ({ value: status, label: f.quoteStatus(status) }))],
          },
        ]}
        empty={t('quotes.list.empty')}
      />
    </section>
  );
}
