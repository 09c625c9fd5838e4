import { useEffect } from 'react';
import { CURRENCIES, links, PLANNABLE_SALES_ORDER_STATUSES, SALES_ORDER_LOAD_FILTERS, SALES_ORDER_STATUSES } from '@freight/contracts';
import { AddressPicker } from '@freight/address';
import { useTranslation } from '@freight/i18n';
import { Link, useNavigate, useSearchParams } from '@freight/router';
import { useAppDispatch, useAppSelector } from '@freight/store';
import { PagedListView, type Column, type ListFilter } from '@freight/table';
import { EntityFormPage, HumanId, SelectField, TextField, useDocumentTitle } from '@freight/ui';
import type { ErpOrderRow, SalesOrderRow } from './api';
import { useSalesFormat } from './format';
import { LinesFields } from './LinesFields';
import { FocusFirstInvalid } from '../FocusFirstInvalid';
import { emptySalesOrder, newSalesOrderRequest, newSalesOrderSchema, type NewSalesOrderValues } from './schema';
import { erpOrderList, salesActions, salesOrderList, selectImporting, selectSalesCall } from './state';
import './sales.css';

/** The page's three views, by `?view=`: the company's sales orders (default), the ERP's open ones, the new-order form. */
export type SalesView = 'orders' | 'erp' | 'new';
const viewOf = (value: string | null): SalesView => (value === 'erp' || value === 'new' ? value : 'orders');
export const SALES_LIST_PATH = '/order/list';
const salesViewHref = (view: SalesView) => (view === 'orders' ? SALES_LIST_PATH : `${SALES_LIST_PATH}?view=${view}`);

/** /order/add for a sales order still to ship: it is chosen there. */
const createQuoteHref = (salesOrderId: string) => `/order/add?salesOrder=${encodeURIComponent(salesOrderId)}`;

function ViewTabs({ view }: { view: SalesView }) {
  const { t } = useTranslation('orders');
  const tabs: Array<[SalesView, string]> = [
    ['orders', t('sales.tabs.orders')],
    ['erp', t('sales.tabs.erp')],
    ['new', t('sales.tabs.new')],
  ];
  return (
    <nav className="tabs so-tabs" aria-label={t('sales.tabs.label')}>
      {tabs.map(([key, label]) => (
        <Link key={key} to={salesViewHref(key)} className={key === view ? 'tab tab-active' : 'tab'} aria-current={key === view ? 'page' : undefined}>
          {label}
        </Link>
      ))}
    </nav>
  );
}

/**
 * /order/list: the company's sales orders with the load that ships each (search, status and load filters, paging,
 * all in the URL); "Import from ERP" (`?view=erp`): the ERP's open sales orders, each with Create (create-sales-order)
 * or the sales order made from it; "New sales order" (`?view=new`): one typed in for a customer of the address book.
 */
export function SalesOrdersPage() {
  const { t } = useTranslation('orders');
  const [params] = useSearchParams();
  const view = viewOf(params.get('view'));
  useDocumentTitle(view === 'new' ? t('sales.new.title') : view === 'erp' ? t('sales.erp.title') : t('screens.salesOrders'));
  if (view === 'new') {
    return (
      <div className="sales-orders">
        <ViewTabs view={view} />
        <NewSalesOrderForm />
      </div>
    );
  }
  return (
    <section aria-labelledby="sales-orders-title" className="sales-orders">
      <h1 id="sales-orders-title">{view === 'erp' ? t('sales.erp.title') : t('screens.salesOrders')}</h1>
      <ViewTabs view={view} />
      {view === 'erp' ? <ErpOrdersView /> : <SalesOrderListView />}
    </section>
  );
}

function SalesOrderListView() {
  const { t } = useTranslation('orders');
  const format = useSalesFormat();
  const columns: Column<SalesOrderRow>[] = [
    { key: 'soNumber', header: t('sales.columns.soNumber'), render: (so) => <HumanId>{so.soNumber}</HumanId> },
    {
      key: 'customer',
      header: t('sales.columns.customer'),
      render: (so) => (
        <span>
          {so.customer.name}
          {so.customer.city && <span className="muted"> · {[so.customer.city, so.customer.state].filter(Boolean).join(', ')}</span>}
        </span>
      ),
    },
    { key: 'status', header: t('sales.columns.status'), render: (so) => <span className="badge">{format.status(so.status)}</span> },
    {
      key: 'dates',
      header: t('sales.columns.dates'),
      render: (so) => (
        <span>
          {format.day(so.orderDate)}
          {so.requestedDeliveryDate && <span className="muted"> → {format.day(so.requestedDeliveryDate)}</span>}
        </span>
      ),
    },
    {
      key: 'lines',
      header: t('sales.columns.lines'),
      render: (so) => (
        <span title={so.lines.map((line) => `${line.quantity} × ${line.description}`).join('\n')}>
          {so.lines[0] ? `${format.number(so.lines[0].quantity)} × ${so.lines[0].description}` : ''}
          {so.lines.length > 1 && <span className="muted"> {t('sales.moreLines', { count: so.lines.length - 1 })}</span>}
        </span>
      ),
    },
    { key: 'total', header: t('sales.columns.total'), render: (so) => format.money(so.totalCents, so.currency) },
    {
      key: 'load',
      header: t('sales.columns.load'),
      render: (so) =>
        so.load ? (
          <Link to={links.editLoad(so.load._id)}>
            <HumanId>{so.load.loadId}</HumanId> <span className="muted">{format.status(so.load.status)}</span>
            <span className="visually-hidden">, {t('sales.loadOf', { so: so.soNumber })}</span>
          </Link>
        ) : PLANNABLE_SALES_ORDER_STATUSES.includes(so.status) ? (
          <Link to={createQuoteHref(so._id)} aria-label={t('sales.planNamed', { so: so.soNumber })}>
            {t('sales.plan')}
          </Link>
        ) : (
          <span className="muted">{t('sales.noLoad')}</span>
        ),
    },
  ];
  const filters: ListFilter[] = [
    {
      name: 'status',
      label: t('sales.filters.status'),
      allLabel: t('sales.filters.allStatuses'),
      options: SALES_ORDER_STATUSES.map((status) => ({ value: status, label: format.status(status) })),
    },
    {
      name: 'load',
      label: t('sales.filters.load'),
      allLabel: t('sales.filters.anyLoad'),
      options: SALES_ORDER_LOAD_FILTERS.map((value) => ({ value, label: t(`sales.filters.load_${value}`) })),
    },
  ];
  return (
    <PagedListView
      list={salesOrderList}
      caption={t('screens.salesOrders')}
      columns={columns}
      rowKey={(so) => so._id}
      filters={filters}
      add={{ to: salesViewHref('new'), label: t('sales.tabs.new') }}
      cards
      empty={
        <div>
          <p>{t('sales.empty')}</p>
          <p>
            <Link to={salesViewHref('erp')}>{t('sales.emptyImport')}</Link>
          </p>
        </div>
      }
    />
  );
}

function ErpOrdersView() {
  const { t } = useTranslation('orders');
  const format = useSalesFormat();
  const dispatch = useAppDispatch();
  const importing = useAppSelector(selectImporting);
  const columns: Column<ErpOrderRow>[] = [
    { key: 'erpOrderId', header: t('sales.erp.columns.number'), render: (order) => <HumanId>{order.erpOrderId}</HumanId> },
    {
      key: 'customer',
      header: t('sales.columns.customer'),
      render: (order) => (
        <span>
          {order.customer.name}
          <span className="muted">
            {' '}
            · {order.customer.city}, {order.customer.state}
          </span>
        </span>
      ),
    },
    {
      key: 'dates',
      header: t('sales.columns.dates'),
      render: (order) => (
        <span>
          {format.day(order.orderDate)}
          {order.requestedDeliveryDate && <span className="muted"> → {format.day(order.requestedDeliveryDate)}</span>}
        </span>
      ),
    },
    {
      key: 'lines',
      header: t('sales.columns.lines'),
      render: (order) => (
        <ul className="so-erp-lines">
          {order.lines.map((line) => (
            <li key={line.lineNo}>
              {format.quantity(line.quantity, line.unit)} · {line.description}
            </li>
          ))}
        </ul>
      ),
    },
    { key: 'total', header: t('sales.columns.total'), render: (order) => format.money(order.totalCents, order.currency) },
  ];
  return (
    <>
      <p className="so-intro">{t('sales.erp.intro')}</p>
      <PagedListView
        list={erpOrderList}
        caption={t('sales.erp.title')}
        columns={columns}
        rowKey={(order) => order.erpOrderId}
        rowActions={(order) =>
          order.imported ? (
            <Link
              to={`${SALES_LIST_PATH}?q=${encodeURIComponent(order.imported.soNumber)}`}
              aria-label={t('sales.erp.importedNamed', { so: order.imported.soNumber, erp: order.erpOrderId })}
            >
              {t('sales.erp.imported', { so: order.imported.soNumber })}
            </Link>
          ) : (
            <button
              type="button"
              className="button"
              disabled={importing.includes(order.erpOrderId)}
              aria-busy={importing.includes(order.erpOrderId) || undefined}
              aria-label={t('sales.erp.createNamed', { erp: order.erpOrderId, customer: order.customer.name })}
              onClick={() => dispatch(salesActions.importRequested({ erpOrderId: order.erpOrderId }))}
            >
              {importing.includes(order.erpOrderId) ? t('sales.erp.creating') : t('sales.erp.create')}
            </button>
          )
        }
        cards
        empty={<p>{t('sales.erp.empty')}</p>}
      />
    </>
  );
}

/** "New sales order": a customer of the address book, the products and quantities, a wanted delivery day. */
function NewSalesOrderForm() {
  const { t } = useTranslation('orders');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const save = useAppSelector(selectSalesCall('create'));
  useEffect(() => {
    dispatch(salesActions.reset(['create']));
  }, [dispatch]);
  useEffect(() => {
    if (save.status === 'succeeded' && save.data) navigate(`${SALES_LIST_PATH}?q=${encodeURIComponent(save.data.soNumber)}`);
  }, [save, navigate]);
  return (
    <EntityFormPage<NewSalesOrderValues, never>
      title={t('sales.new.title')}
      headingId="new-sales-order-title"
      empty={emptySalesOrder}
      fromRecord={() => emptySalesOrder}
      validationSchema={newSalesOrderSchema}
      onSubmit={(values) => dispatch(salesActions.createRequested({ body: newSalesOrderRequest(values) }))}
      save={save}
      backTo={SALES_LIST_PATH}
      backLabel={t('sales.backToList')}
    >
      <FocusFirstInvalid />
      <p className="so-intro">{t('sales.new.intro')}</p>
      <AddressPicker name="customerAddressId" label={t('sales.new.customer')} searchLabel={t('sales.new.customerSearch')} />
      <div className="so-row">
        <TextField name="requestedDeliveryDate" type="date" label={t('sales.new.requestedDeliveryDate')} />
        <SelectField name="currency" label={t('sales.new.currency')} options={CURRENCIES.map((currency) => ({ value: currency, label: currency }))} />
      </div>
      <LinesFields />
    </EntityFormPage>
  );
}
