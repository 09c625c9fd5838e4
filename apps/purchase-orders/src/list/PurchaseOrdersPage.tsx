import { useEffect } from 'react';
import { links, PURCHASE_ORDER_SORTS, PURCHASE_ORDER_STATUSES, type PurchaseOrderListItem } from '@freight/contracts';
import { useFormat, useTranslation } from '@freight/i18n';
import { Link, useSearchParams } from '@freight/router';
import { useAppDispatch, useAppSelector } from '@freight/store';
import { PagedListView, type Column, type ListFilter } from '@freight/table';
import { HumanId, useDocumentTitle } from '@freight/ui';
import { paths } from '../paths';
import { ErpImportDialog } from './ErpImportDialog';
import { listClosed, listOpened, purchaseOrderList, selectPorts } from './state';
import './list.css';

/** `?import=erp` opens the ERP dialog (so Back closes it and a link can open it). */
const IMPORT_PARAM = 'import';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The count beside the title: the list's total (all of them, or those matching). */
function ListTotal() {
  const { t } = useTranslation('purchase-orders');
  const state = useAppSelector(purchaseOrderList.selectState);
  if (state.status !== 'loaded') return null;
  const filtered = state.search.trim() !== '' || Object.entries(state.filters).some(([name, value]) => value && name !== 'sort');
  return (
    <span className="badge po-list-total" data-testid="list-total" data-total={state.total}>
      {t(filtered ? 'list.totalMatching' : 'list.total', { count: state.total })}
    </span>
  );
}

/**
 * /purchase-orders: the company's purchase orders (purchase-manager/purchase-orders): PO number, status, supplier and
 * country, ports, ETA (or arrival), containers, the load that ships it inland, total. Search, status, open only,
 * destination port, ETA range and sort in the URL; each row opens the order's page; "Add purchase order" and
 * "Import from ERP" (a dialog of the ERP's purchase orders whose Import opens the new-order form prefilled). Cards
 * on a phone; fetched again when the tracking provider moves containers (`containers.updated`).
 */
export function PurchaseOrdersPage() {
  const { t } = useTranslation('purchase-orders');
  const format = useFormat();
  const dispatch = useAppDispatch();
  const state = useAppSelector(purchaseOrderList.selectState);
  const ports = useAppSelector(selectPorts);
  const [params, setParams] = useSearchParams();
  useDocumentTitle(t('screens.purchaseOrders'));

  useEffect(() => {
    dispatch(listOpened());
    return () => {
      dispatch(listClosed());
    };
  }, [dispatch]);

  const importOpen = params.get(IMPORT_PARAM) === 'erp';
  const setImportOpen = (open: boolean) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (open) next.set(IMPORT_PARAM, 'erp');
      else next.delete(IMPORT_PARAM);
      return next;
    });

  const eta = (po: PurchaseOrderListItem) => {
    if (po.ata) return t('list.arrived', { date: format.day(po.ata) });
    if (po.eta) return format.day(po.eta);
    return <span className="po-muted">{t('list.noEta')}</span>;
  };

  const columns: Column<PurchaseOrderListItem>[] = [
    {
      key: 'poNumber',
      header: t('list.columns.poNumber'),
      render: (po) => (
        <Link to={paths.edit.getHref({ id: po._id })} aria-label={t('list.openNamed', { po: po.poNumber })}>
          <HumanId>{po.poNumber}</HumanId>
        </Link>
      ),
    },
    {
      key: 'status',
      header: t('list.columns.status'),
      render: (po) => <span className={`badge po-status po-status-${po.status}`}>{t(`poStatus.${po.status}`)}</span>,
    },
    {
      key: 'supplier',
      header: t('list.columns.supplier'),
      render: (po) => (
        <span>
          {po.supplier.name} <span className="po-muted">({po.supplier.country})</span>
        </span>
      ),
    },
    { key: 'ports', header: t('list.columns.ports'), render: (po) => `${po.originPort} → ${po.destinationPort}` },
    { key: 'eta', header: t('list.columns.eta'), render: eta },
    { key: 'containers', header: t('list.columns.containers'), render: (po) => format.number(po.containerCount) },
    {
      key: 'load',
      header: t('list.columns.load'),
      render: (po) =>
        po.load ? (
          <Link
            to={links.editLoad(po.load._id)}
            aria-label={t('list.loadNamed', { load: po.load.loadId, status: format.status(po.load.status), po: po.poNumber })}
          >
            <HumanId>{po.load.loadId}</HumanId> <span className="po-muted">{format.status(po.load.status)}</span>
          </Link>
        ) : (
          <span className="po-muted">{t('list.noLoad')}</span>
        ),
    },
    { key: 'total', header: t('list.columns.total'), render: (po) => format.cents(po.totalCents, po.currency) },
  ];

  // The port filter keeps the chosen port even before a page shows it (a shared link).
  const chosenPort = state.filters.port;
  const portOptions = (chosenPort && !ports.includes(chosenPort) ? [...ports, chosenPort] : ports).map((port) => ({ value: port, label: port }));
  const filters: ListFilter[] = [
    {
      name: 'status',
      label: t('list.filters.status'),
      allLabel: t('list.filters.allStatuses'),
      options: PURCHASE_ORDER_STATUSES.map((status) => ({ value: status, label: t(`poStatus.${status}`) })),
    },
    { name: 'open', label: t('list.filters.open'), allLabel: t('list.filters.openAll'), options: [{ value: '1', label: t('list.filters.openOnly') }] },
    { name: 'port', label: t('list.filters.port'), allLabel: t('list.filters.allPorts'), options: portOptions },
    { name: 'from', label: t('list.filters.etaFrom'), kind: 'date' },
    { name: 'to', label: t('list.filters.etaTo'), kind: 'date' },
    {
      name: 'sort',
      label: t('list.filters.sort'),
      allLabel: t('list.sorts.newest'),
      narrows: false,
      options: PURCHASE_ORDER_SORTS.filter((sort) => sort !== 'newest').map((sort) => ({ value: sort, label: t(`list.sorts.${sort}`) })),
    },
  ];

  // A backwards range matches nothing: say why instead of a bare "nothing matches".
  const { from, to } = state.filters;
  const backwards = !!from && !!to && DAY_PATTERN.test(from) && DAY_PATTERN.test(to) && to < from;

  return (
    <section aria-labelledby="purchase-orders-title" className="po-list">
      <div className="po-list-head">
        <h1 id="purchase-orders-title">{t('screens.purchaseOrders')}</h1>
        <ListTotal />
        <span className="spacer" />
        <div className="po-list-actions">
          <button type="button" className="button button-secondary" onClick={() => setImportOpen(true)} aria-haspopup="dialog">
            {t('list.importErp')}
          </button>
          <Link className="button" to={paths.add.getHref()}>
            {t('list.add')}
          </Link>
        </div>
      </div>
      <p className="po-muted po-list-intro">{t('list.intro')}</p>
      {backwards && (
        <p role="alert" className="po-range-problem">
          {t('list.filters.rangeOrder')}
        </p>
      )}
      <PagedListView
        list={purchaseOrderList}
        caption={t('screens.purchaseOrders')}
        columns={columns}
        rowKey={(po) => po._id}
        filters={filters}
        foldFilters={{ label: t('list.filters.title') }}
        cards
        empty={
          <p>
            {t('list.empty')}{' '}
            <button type="button" className="link-button" onClick={() => setImportOpen(true)}>
              {t('list.emptyImport')}
            </button>
          </p>
        }
      />
      {importOpen && <ErpImportDialog onClose={() => setImportOpen(false)} />}
    </section>
  );
}
