import { useEffect, useId, type ReactNode } from 'react';
import type { ErpPurchaseOrder } from '@freight/contracts';
import { useFormat, useTranslation } from '@freight/i18n';
import { Link } from '@freight/router';
import { useAppDispatch, useAppSelector } from '@freight/store';
import { DataTable, Pagination, type Column } from '@freight/table';
import { Dialog, EmptyState, ErrorPanel, HumanId, LoadingState } from '@freight/ui';
import { paths } from '../paths';
import { ERP_PAGE_SIZE, erpOrderList } from './state';

/**
 * "Import from ERP": the kit's `Dialog` (a modal: the page behind is inert, Esc closes, focus goes to the search and
 * back to the opener) listing the ERP's purchase orders (integration-manager/get-sap-purchase-orders), searched and
 * paged inside the dialog. Import opens the new-order form prefilled from the ERP (`/purchase-orders/add?erp=<id>`);
 * an order already imported shows the purchase order made from it, with a link.
 */
export function ErpImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('purchase-orders');
  const format = useFormat();
  const dispatch = useAppDispatch();
  const state = useAppSelector(erpOrderList.selectState);
  const searchId = useId();

  useEffect(() => {
    // Each opening starts from the ERP's first page, unsearched.
    dispatch(erpOrderList.actions.queryChanged({ page: 1, limit: ERP_PAGE_SIZE, search: '', filters: {} }));
  }, [dispatch]);

  const columns: Column<ErpPurchaseOrder>[] = [
    { key: 'erpOrderId', header: t('list.erp.columns.number'), render: (order) => <HumanId>{order.erpOrderId}</HumanId> },
    {
      key: 'supplier',
      header: t('list.erp.columns.supplier'),
      render: (order) => (
        <span>
          {order.supplier.name} <span className="po-muted">({order.supplier.country})</span>
        </span>
      ),
    },
    { key: 'ports', header: t('list.erp.columns.ports'), render: (order) => `${order.originPort} → ${order.destinationPort}` },
    { key: 'orderDate', header: t('list.erp.columns.orderDate'), render: (order) => format.day(order.orderDate) },
    { key: 'lines', header: t('list.erp.columns.lines'), render: (order) => format.number(order.lines.length) },
    { key: 'total', header: t('list.erp.columns.total'), render: (order) => format.cents(order.totalCents, order.currency) },
    {
      key: 'import',
      header: t('list.erp.columns.import'),
      render: (order) =>
        order.imported ? (
          <Link
            to={paths.edit.getHref({ id: order.imported._id })}
            aria-label={t('list.erp.importedNamed', { erp: order.erpOrderId, po: order.imported.poNumber })}
          >
            {t('list.erp.imported', { po: order.imported.poNumber })}
          </Link>
        ) : (
          <Link
            className="button po-erp-import"
            to={paths.add.getHref({ erp: order.erpOrderId })}
            aria-label={t('list.erp.importNamed', { erp: order.erpOrderId, supplier: order.supplier.name })}
          >
            {t('list.erp.import')}
          </Link>
        ),
    },
  ];

  let body: ReactNode;
  if (state.status === 'failed') {
    body = <ErrorPanel title={t('list.erp.failed')} message={t('list.erp.failedHint')} onRetry={() => dispatch(erpOrderList.actions.requested())} />;
  } else if (state.items.length === 0 && state.status !== 'loaded') {
    body = <LoadingState />;
  } else if (state.items.length === 0 && state.search.trim() !== '') {
    body = (
      <div className="state state-empty" role="status">
        <p>{t('list.erp.noMatch')}</p>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => dispatch(erpOrderList.actions.queryChanged({ page: 1, limit: ERP_PAGE_SIZE, search: '', filters: {} }))}
        >
          {t('list.erp.clearSearch')}
        </button>
      </div>
    );
  } else if (state.items.length === 0) {
    body = <EmptyState>{t('list.erp.empty')}</EmptyState>;
  } else {
    body = (
      <>
        <DataTable
          caption={t('list.erp.title')}
          columns={columns}
          rows={state.items}
          rowKey={(order) => order.erpOrderId}
          loading={state.status === 'loading'}
          cards
        />
        {state.total > state.limit && (
          <Pagination page={state.page} limit={state.limit} total={state.total} onPage={(page) => dispatch(erpOrderList.actions.requested({ page }))} />
        )}
      </>
    );
  }

  return (
    <Dialog title={t('list.erp.title')} closeLabel={t('list.erp.close')} onClose={onClose} size="wide" className="po-erp-dialog">
      <p className="po-muted">{t('list.erp.intro')}</p>
      <div className="field">
        <label htmlFor={searchId}>{t('list.erp.search')}</label>
        <input id={searchId} type="search" value={state.search} onChange={(event) => dispatch(erpOrderList.actions.searchChanged(event.target.value))} />
      </div>
      {body}
    </Dialog>
  );
}
