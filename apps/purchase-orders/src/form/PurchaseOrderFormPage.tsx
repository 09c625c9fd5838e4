import { useCallback, useEffect, useMemo, useState } from 'react';
import { useFormikContext } from 'formik';
import { READ_ONLY_PURCHASE_ORDER_STATUSES, type PurchaseOrderDetail } from '@freight/contracts';
import { useFormat, useTranslation } from '@freight/i18n';
import { Link, useParams, useSearchParams } from '@freight/router';
import { queryToSearchParams, useAppDispatch, useAppSelector, type RootState } from '@freight/store';
import { EntityFormPage, ErrorPanel, IdText, LoadingState, RecordNotFound, useDocumentTitle } from '@freight/ui';
import { paths } from '../paths';
import { purchaseOrderList } from '../list/state';
import { BillOfLadingDialog, CloseDialog, ContainerDialog, SplitDialog } from './dialogs';
import { OrderFields } from './OrderFields';
import { ContainersPanel, OrderOverview, type OrderDialog } from './OrderPanels';
import { detailToForm, emptyOrder, erpToForm, formToRequest, purchaseOrderSchema, type PurchaseOrderFormValues } from './schema';
import { FORM_CALLS, formActions, selectFormCall, useFormResource } from './state';
import './form.css';

/** Tells the page whether the form has unsaved changes (the order's buttons wait until it is saved). */
function DirtyProbe({ onChange }: { onChange: (dirty: boolean) => void }) {
  const { dirty } = useFormikContext();
  useEffect(() => onChange(dirty), [dirty, onChange]);
  return null;
}

/** The list with the page, search and filters it was left at (Cancel and the way back go there), like the kit's CRUD pages. */
const selectListHref = (root: RootState) =>
  paths.purchaseOrders.getHref(Object.fromEntries(queryToSearchParams(purchaseOrderList.selectState(root), purchaseOrderList.defaultLimit)));

/** The dialog open on the page, over the order. */
function Dialogs({ order, dialog, onClose }: { order: PurchaseOrderDetail; dialog: OrderDialog | null; onClose: () => void }) {
  if (!dialog) return null;
  if (dialog.kind === 'billOfLading') return <BillOfLadingDialog order={order} onClose={onClose} />;
  if (dialog.kind === 'split') return <SplitDialog order={order} onClose={onClose} />;
  if (dialog.kind === 'close') return <CloseDialog order={order} onClose={onClose} />;
  return <ContainerDialog order={order} containerId={dialog.containerId} onClose={onClose} />;
}

/** A closed or cancelled order (no `edit` action): what it is, read-only, with what its status still allows. */
function ReadOnlyOrder({ order, backTo }: { order: PurchaseOrderDetail; backTo: string }) {
  const { t } = useTranslation('purchase-orders');
  const format = useFormat();
  const [dialog, setDialog] = useState<OrderDialog | null>(null);
  const close = useCallback(() => setDialog(null), []);
  const numberOf = new Map(order.containers.map((container) => [container._id, container.containerNumber]));
  return (
    <section aria-labelledby="po-view-title" className="po-form">
      <h1 id="po-view-title">
        <IdText>{t('form.viewTitle', { poNumber: order.poNumber })}</IdText>
      </h1>
      <p className="notice" role="status" data-testid="read-only">
        {READ_ONLY_PURCHASE_ORDER_STATUSES.includes(order.status) ? t('form.readOnly', { status: t(`poStatus.${order.status}`) }) : t('form.notEditable')}
      </p>
      <OrderOverview order={order} dirty={false} onOpen={setDialog} />
      <dl className="detail-grid po-facts">
        <div>
          <dt>{t('form.fields.supplierName')}</dt>
          <dd>
            {order.supplier.name} ({order.supplier.country})
          </dd>
        </div>
        <div>
          <dt>{t('form.fields.incoterm')}</dt>
          <dd>{t(`incoterm.${order.incoterm}`)}</dd>
        </div>
        <div>
          <dt>{t('form.sections.route')}</dt>
          <dd>{t('form.route', { from: order.originPort, to: order.destinationPort })}</dd>
        </div>
        <div>
          <dt>{t('form.fields.warehouse')}</dt>
          <dd>{order.destinationWarehouse ? `${order.destinationWarehouse.name} — ${order.destinationWarehouse.address}` : t('form.overview.none')}</dd>
        </div>
        <div>
          <dt>{t('form.fields.orderDate')}</dt>
          <dd>{format.day(order.orderDate)}</dd>
        </div>
      </dl>
      <div className="table-scroller">
        <table className="po-lines-table">
          <caption>{t('form.sections.lines')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('form.lines.sku')}</th>
              <th scope="col">{t('form.lines.description')}</th>
              <th scope="col">{t('form.lines.quantity')}</th>
              <th scope="col">{t('form.lines.unitPrice', { currency: order.currency })}</th>
              <th scope="col">{t('form.lines.container')}</th>
            </tr>
          </thead>
          <tbody>
            {[...order.lines]
              .sort((a, b) => a.lineNo - b.lineNo)
              .map((line) => (
                <tr key={line._id}>
                  <th scope="row">{line.sku}</th>
                  <td>{line.description}</td>
                  <td>{format.number(line.quantity)}</td>
                  <td>{format.cents(line.unitPriceCents, order.currency)}</td>
                  <td>{(line.containerId && numberOf.get(line.containerId)) || t('form.lines.noContainer')}</td>
                </tr>
              ))}
          </tbody>
        </table>
      </div>
      <ContainersPanel order={order} dirty={false} onOpen={setDialog} />
      <p>
        <Link className="button button-secondary" to={backTo}>
          {t('form.backToList')}
        </Link>
      </p>
      <Dialogs order={order} dialog={dialog} onClose={close} />
    </section>
  );
}

/** /purchase-orders/add?erp=<id>: the ERP order, read first; an order already imported is linked instead. */
function useErpPrefill(erpId: string | undefined) {
  const erp = useFormResource('erpOrder', erpId);
  return erpId ? erp : undefined;
}

/** /purchase-orders/add (`?erp=<ERP order>` prefills it) and /purchase-orders/edit/:id */
export function PurchaseOrderFormPage() {
  const { t } = useTranslation('purchase-orders');
  const { id } = useParams();
  const [search] = useSearchParams();
  const erpId = id ? undefined : search.get('erp')?.trim() || undefined;
  const dispatch = useAppDispatch();
  const record = useFormResource('order', id);
  const erp = useErpPrefill(erpId);
  const save = useAppSelector(selectFormCall('save'));
  const [dirty, setDirty] = useState(false);
  const [dialog, setDialog] = useState<OrderDialog | null>(null);
  const closeDialog = useCallback(() => setDialog(null), []);
  const backTo = useAppSelector(selectListHref);
  const order = id ? record.data : undefined;
  useDocumentTitle(order ? t('form.editTitle', { poNumber: order.poNumber }) : id ? t('screens.editPurchaseOrder') : t('screens.addPurchaseOrder'));
  useEffect(() => {
    // A page opened anew starts without the last calls' errors (and a new create is a new Idempotency-Key).
    dispatch(formActions.reset(FORM_CALLS));
    setDialog(null);
  }, [dispatch, id]);
  const watching = order && order.actions.length > 0 && !dirty ? order._id : undefined;
  useEffect(() => {
    // Follows the tracking while nothing typed would be lost by reading the order again.
    if (!watching) return;
    dispatch(formActions.watchStarted({ id: watching }));
    return () => {
      dispatch(formActions.watchEnded());
    };
  }, [dispatch, watching]);
  // Made once per prefill: the form reinitialises when its initial values change.
  const erpData = erp?.data;
  const empty = useMemo<PurchaseOrderFormValues>(() => (erpData ? erpToForm(erpData) : emptyOrder()), [erpData]);

  if (id && record.status === 'failed' && record.notFound)
    return <RecordNotFound title={t('form.notFound.title')} message={t('form.notFound.message')} backTo={backTo} backLabel={t('form.backToList')} />;
  if (id && record.status === 'failed' && !order) return <ErrorPanel title={t('form.loadFailed')} onRetry={record.retry} />;
  if (id && !order) return <LoadingState />;
  if (order && !order.actions.includes('edit')) return <ReadOnlyOrder order={order} backTo={backTo} />;

  if (erp && erp.status === 'failed' && !erp.data)
    return (
      <ErrorPanel title={erp.notFound ? t('form.erp.notFound') : t('form.erp.failed')} onRetry={erp.notFound ? undefined : erp.retry}>
        <p>
          <Link to={paths.add.getHref()}>{t('form.erp.startEmpty')}</Link>
        </p>
      </ErrorPanel>
    );
  if (erp && !erp.data) return <LoadingState label={t('form.erp.loading')} />;
  if (erp?.data?.imported)
    return (
      <section className="po-form" aria-labelledby="po-imported-title">
        <h1 id="po-imported-title">{t('screens.addPurchaseOrder')}</h1>
        <p className="notice" role="status">
          {t('form.erp.imported', { erpOrderId: erp.data.erpOrderId, poNumber: erp.data.imported.poNumber })}
        </p>
        <p>
          <Link className="button" to={paths.edit.getHref({ id: erp.data.imported._id })}>
            {t('form.overview.openOrder', { poNumber: erp.data.imported.poNumber })}
          </Link>{' '}
          <Link className="button button-secondary" to={backTo}>
            {t('form.backToList')}
          </Link>
        </p>
      </section>
    );

  return (
    <div className="po-form">
      <EntityFormPage<PurchaseOrderFormValues, PurchaseOrderDetail>
        headingId="po-form-title"
        title={order ? t('form.editTitle', { poNumber: order.poNumber }) : t('screens.addPurchaseOrder')}
        record={id ? record : undefined}
        empty={empty}
        fromRecord={detailToForm}
        validationSchema={purchaseOrderSchema}
        onSubmit={(values) => dispatch(formActions.saveRequested({ values: formToRequest(values, order), ...(id ? { id } : {}) }))}
        save={save}
        backTo={backTo}
        backLabel={t('form.backToList')}
        after={
          order && (
            <>
              <ContainersPanel order={order} dirty={dirty} onOpen={setDialog} />
              <Dialogs order={order} dialog={dialog} onClose={closeDialog} />
            </>
          )
        }
      >
        <DirtyProbe onChange={setDirty} />
        {order && <OrderOverview order={order} dirty={dirty} onOpen={setDialog} />}
        {erpId && erpData && <p className="notice notice-success">{t('form.erp.prefilled', { erpOrderId: erpData.erpOrderId })}</p>}
        <OrderFields editing={Boolean(order)} etaTracked={Boolean(order?.containers.some((container) => container.eta !== null))} />
      </EntityFormPage>
    </div>
  );
}
