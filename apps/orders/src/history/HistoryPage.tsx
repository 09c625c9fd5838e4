import { useEffect } from 'react';
import { CLOSED_ORDER_STATUSES, ORDER_SORTS, ORDER_STATUSES, type OrderListItem } from '@freight/contracts';
import { useTranslation } from '@freight/i18n';
import { OrderDetailHost, useOpenOrder } from '@freight/order-detail';
import { useAppDispatch, useAppSelector } from '@freight/store';
import { PagedListView, type Column, type ListFilter } from '@freight/table';
import { HumanId, useDocumentTitle } from '@freight/ui';
import { HISTORY_CSV_COLUMNS, type HistoryCsvLabels } from './csv-columns';
import { useListFormat } from './format';
import { counterpartiesRequested, exportActions, historyList, historyRequest, selectCounterparties, selectHistoryExport, selectHistoryList } from './state';
import './history.css';

/** The export's texts in the reader's language: the headers, the statuses, yes and no. */
function useCsvLabels(): () => HistoryCsvLabels {
  const { t } = useTranslation('orders');
  const format = useListFormat();
  return () => ({
    headers: Object.fromEntries(HISTORY_CSV_COLUMNS.map((column) => [column, t(`history.csv.${column}`)])) as HistoryCsvLabels['headers'],
    statuses: Object.fromEntries(ORDER_STATUSES.map((status) => [status, format.status(status)])),
    yes: t('history.csv.yes'),
    no: t('history.csv.no'),
  });
}

/** The export button and what the export is doing (fetching pages, done with its file, failed), announced. */
function ExportBar() {
  const { t } = useTranslation('orders');
  const dispatch = useAppDispatch();
  const labels = useCsvLabels();
  const state = useAppSelector(selectHistoryExport);
  const list = useAppSelector(selectHistoryList);
  const running = state.status === 'running';
  const empty = list.status === 'loaded' && list.total === 0;
  return (
    <div className="history-export">
      <button type="button" className="button button-secondary" disabled={running || empty} onClick={() => dispatch(exportActions.requested(labels()))}>
        {running ? t('history.export.running') : t('history.export.button')}
      </button>
      <p className="history-export-status" role="status" aria-live="polite">
        {running && state.total > 0 && t('history.export.progress', { rows: state.rows, total: state.total })}
        {state.status === 'done' && t('history.export.done', { count: state.rows, file: state.fileName })}
        {state.status === 'done' && state.truncated && ` ${t('history.export.truncated', { count: state.rows, total: state.total })}`}
        {state.status === 'failed' && t('history.export.failed')}
      </p>
    </div>
  );
}

/**
 * /order/history: the caller's closed orders (paid, rejected, cancelled), searched, filtered
 * by status, counterparty and delivery day, sorted and paged (all in the URL), exported to CSV, each row opening
 * the shared order detail over the list (`?order=`), with previous/next through this very list.
 */
export function HistoryPage() {
  const { t } = useTranslation('orders');
  const dispatch = useAppDispatch();
  const format = useListFormat();
  const openOrder = useOpenOrder();
  const list = useAppSelector(selectHistoryList);
  const counterparties = useAppSelector(selectCounterparties);
  useDocumentTitle(t('screens.history'));

  useEffect(() => {
    dispatch(counterpartiesRequested());
  }, [dispatch]);

  const open = (order: OrderListItem) => (
    <button type="button" className="link-button" onClick={() => openOrder(order._id)} aria-label={t('history.openNamed', { id: order.orderId })}>
      <HumanId>{order.orderId}</HumanId>
    </button>
  );

  const columns: Column<OrderListItem>[] = [
    { key: 'orderId', header: t('history.columns.orderId'), render: open },
    { key: 'status', header: t('history.columns.status'), render: (order) => <span className="badge">{format.status(order.status)}</span> },
    { key: 'counterparty', header: t('history.columns.counterparty'), render: (order) => order.counterparty.name },
    { key: 'lane', header: t('history.columns.lane'), render: (order) => `${order.origin} → ${order.destination}` },
    {
      key: 'delivery',
      header: t('history.columns.delivery'),
      // When it was delivered; an order never delivered (rejected, cancelled) shows its planned end, said as such.
      render: (order) =>
        order.deliveredAt ? (
          format.dateTime(order.deliveredAt)
        ) : (
          <span className="muted">{t('history.notDelivered', { when: format.dateTime(order.deliveryEnd) })}</span>
        ),
    },
    { key: 'total', header: t('history.columns.total'), render: (order) => format.money(order.totalCents, order.currency) },
    {
      key: 'invoice',
      header: t('history.columns.invoice'),
      render: (order) => (
        <span>
          {order.invoiceNumber ? <HumanId>{order.invoiceNumber}</HumanId> : t('history.noInvoice')}
          {order.isPaid && <span className="badge history-paid"> {t('history.paid')}</span>}
        </span>
      ),
    },
    { key: 'load', header: t('history.columns.load'), render: (order) => <HumanId>{order.loadId}</HumanId> },
  ];

  // The filter keeps the chosen counterparty even before its name is known (a shared link).
  const chosen = list.filters.counterparty;
  const partyOptions = counterparties.map((party) => ({ value: party.companyId, label: party.name }));
  if (chosen && !partyOptions.some((option) => option.value === chosen)) partyOptions.push({ value: chosen, label: t('history.filters.chosenCounterparty') });

  const filters: ListFilter[] = [
    {
      name: 'status',
      label: t('history.filters.status'),
      allLabel: t('history.filters.allStatuses'),
      options: CLOSED_ORDER_STATUSES.map((status) => ({ value: status, label: format.status(status) })),
    },
    { name: 'counterparty', label: t('history.filters.counterparty'), allLabel: t('history.filters.allCounterparties'), options: partyOptions },
    { name: 'from', label: t('history.filters.from'), kind: 'date' },
    { name: 'to', label: t('history.filters.to'), kind: 'date' },
    {
      name: 'sort',
      label: t('history.filters.sort'),
      allLabel: t('history.sorts.default'),
      narrows: false,
      // The blank choice is the default sort, newest first: 'newest' itself would be a second "Newest first".
      options: ORDER_SORTS.filter((sort) => sort !== 'newest').map((sort) => ({ value: sort, label: t(`history.sorts.${sort}`) })),
    },
  ];

  return (
    <section aria-labelledby="order-history-title" className="order-history">
      <div className="history-head">
        <h1 id="order-history-title">{t('screens.history')}</h1>
        <ExportBar />
      </div>
      <p className="history-intro">{t('history.intro')}</p>
      <PagedListView
        list={historyList}
        caption={t('screens.history')}
        columns={columns}
        rowKey={(order) => order._id}
        filters={filters}
        foldFilters={{ label: t('history.filters.title') }}
        cards
        rowActions={(order) => (
          <button type="button" className="link-button" onClick={() => openOrder(order._id)} aria-label={t('history.actions.viewNamed', { id: order.orderId })}>
            {t('history.actions.view')}
          </button>
        )}
        empty={<p>{t('history.empty')}</p>}
      />
      <OrderDetailHost list={historyRequest(list)} />
    </section>
  );
}
