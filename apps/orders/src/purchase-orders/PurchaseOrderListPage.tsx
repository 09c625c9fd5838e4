import { links, PURCHASE_ORDER_SORTS, PURCHASE_ORDER_STATUSES, type PurchaseOrderListItem } from '@freight/contracts';
import { useTranslation } from '@freight/i18n';
import { Link } from '@freight/router';
import { PagedListView, type Column, type ListFilter } from '@freight/table';
import { HumanId, useDocumentTitle } from '@freight/ui';
import { useListFormat } from '../history/format';
import { purchaseOrderList } from './state';
import './purchase-orders.css';

/**
 * /order/purchase-orders/list: the company's purchase orders, read-only (the purchase orders module edits them):
 * status, supplier, ports, ETA, containers and the load that ships them inland; searched, filtered by status,
 * sorted and paged, all in the URL; cards on a phone.
 */
export function PurchaseOrderListPage() {
  const { t } = useTranslation('orders');
  const format = useListFormat();
  useDocumentTitle(t('screens.purchaseOrderList'));

  const columns: Column<PurchaseOrderListItem>[] = [
    { key: 'poNumber', header: t('purchaseOrders.columns.poNumber'), render: (po) => <HumanId>{po.poNumber}</HumanId> },
    { key: 'status', header: t('purchaseOrders.columns.status'), render: (po) => <span className="badge">{format.status(po.status)}</span> },
    {
      key: 'supplier',
      header: t('purchaseOrders.columns.supplier'),
      render: (po) => (
        <span>
          {po.supplier.name} <span className="po-muted">({po.supplier.country})</span>
        </span>
      ),
    },
    { key: 'ports', header: t('purchaseOrders.columns.ports'), render: (po) => `${po.originPort} → ${po.destinationPort}` },
    {
      key: 'eta',
      header: t('purchaseOrders.columns.eta'),
      render: (po) => (po.ata ? t('purchaseOrders.arrived', { date: format.day(po.ata) }) : po.eta ? format.day(po.eta) : t('purchaseOrders.noEta')),
    },
    { key: 'containers', header: t('purchaseOrders.columns.containers'), render: (po) => format.number(po.containerCount) },
    {
      key: 'load',
      header: t('purchaseOrders.columns.load'),
      render: (po) =>
        po.load ? (
          <Link to={links.editLoad(po.load._id)}>
            <HumanId>{po.load.loadId}</HumanId> <span className="po-muted">{format.status(po.load.status)}</span>
            <span className="visually-hidden">, {t('purchaseOrders.loadOf', { po: po.poNumber })}</span>
          </Link>
        ) : (
          <span className="po-muted">{t('purchaseOrders.noLoad')}</span>
        ),
    },
    { key: 'total', header: t('purchaseOrders.columns.total'), render: (po) => format.money(po.totalCents, po.currency) },
  ];

  const filters: ListFilter[] = [
    {
      name: 'status',
      label: t('purchaseOrders.filters.status'),
      allLabel: t('purchaseOrders.filters.allStatuses'),
      options: PURCHASE_ORDER_STATUSES.map((status) => ({ value: status, label: format.status(status) })),
    },
    {
      name: 'sort',
      label: t('purchaseOrders.filters.sort'),
      allLabel: t('purchaseOrders.sorts.default'),
      narrows: false,
      options: PURCHASE_ORDER_SORTS.filter((sort) => sort !== 'newest').map((sort) => ({ value: sort, label: t(`purchaseOrders.sorts.${sort}`) })),
    },
  ];

  return (
    <section aria-labelledby="purchase-order-list-title" className="purchase-order-list">
      <h1 id="purchase-order-list-title">{t('screens.purchaseOrderList')}</h1>
      <p className="po-intro">{t('purchaseOrders.intro')}</p>
      <PagedListView
        list={purchaseOrderList}
        caption={t('screens.purchaseOrderList')}
        columns={columns}
        rowKey={(po) => po._id}
        filters={filters}
        cards
        empty={<p>{t('purchaseOrders.empty')}</p>}
      />
    </section>
  );
}
