import { useEffect, useMemo } from 'react';
import { useFormikContext } from 'formik';
import { AddressPicker } from '@freight/address';
import { useTranslation } from '@freight/i18n';
import { Link, useSearchParams } from '@freight/router';
import { useAppDispatch, useAppSelector } from '@freight/store';
import { EntityFormPage, HumanId, SelectField, TextAreaField, TextField, useDocumentTitle } from '@freight/ui';
import { links, type SalesOrderView } from '@freight/contracts';
import { useSalesFormat } from '../sales/format';
import { LinesFields } from '../sales/LinesFields';
import { SALES_LIST_PATH } from '../sales/SalesOrdersPage';
import { useSalesResource } from '../sales/state';
import { emptyQuote, quotePayload, quoteSchema, type QuoteFormValues } from './schema';
import { quoteActions, selectMadeSalesOrder, selectQuoteCall } from './state';
import { FocusFirstInvalid } from '../FocusFirstInvalid';
import '../sales/sales.css';

/** One sales order still to ship, as the chooser lists it. */
function useOrderLabel() {
  const { t } = useTranslation('orders');
  const format = useSalesFormat();
  return (so: SalesOrderView) =>
    t('quote.orderOption', { so: so.soNumber, customer: so.customer.name, lines: so.lines.length, total: format.money(so.totalCents, so.currency) });
}

/** The sales order part of the form: a new one (customer, products) or one still to ship. */
function SalesOrderFields({ made }: { made: { soNumber: string } | null }) {
  const { t } = useTranslation('orders');
  const format = useSalesFormat();
  const label = useOrderLabel();
  const { values, setFieldValue } = useFormikContext<QuoteFormValues>();
  const plannable = useSalesResource('plannable', 'all');
  const orders = plannable.data ?? [];
  const chosen = orders.find((so) => so._id === values.salesOrderId);

  if (made) {
    return (
      <p className="so-notice" role="status">
        {t('quote.madeAlready', { so: made.soNumber })}
      </p>
    );
  }
  return (
    <fieldset className="so-source">
      <legend>{t('quote.source.legend')}</legend>
      <div className="so-radios" role="radiogroup" aria-label={t('quote.source.legend')}>
        {(['new', 'existing'] as const).map((source) => (
          <label key={source} className="so-radio">
            <input type="radio" name="source" value={source} checked={values.source === source} onChange={() => void setFieldValue('source', source)} />
            {t(`quote.source.${source}`)}
          </label>
        ))}
      </div>
      {values.source === 'new' ? (
        <>
          <AddressPicker name="customerAddressId" label={t('quote.customer')} searchLabel={t('quote.customerSearch')} />
          <LinesFields withPrice={false} />
        </>
      ) : (
        <>
          <SelectField
            name="salesOrderId"
            label={t('quote.salesOrder')}
            placeholder={plannable.status === 'loading' && !plannable.data ? t('quote.loadingOrders') : t('quote.chooseOrder')}
            options={orders.map((so) => ({ value: so._id, label: label(so) }))}
          />
          <p className="muted" aria-live="polite">
            {plannable.status === 'failed' ? t('quote.ordersFailed') : plannable.status === 'loaded' && orders.length === 0 ? t('quote.noOrders') : ''}
          </p>
          {chosen && (
            <div className="so-chosen">
              <p>
                {chosen.customer.name}
                {chosen.customer.city && <span className="muted"> · {[chosen.customer.city, chosen.customer.state].filter(Boolean).join(', ')}</span>}
              </p>
              <ul>
                {chosen.lines.map((line) => (
                  <li key={line.lineNo}>
                    {format.number(line.quantity)} × {line.description} <span className="muted">({line.sku})</span>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </>
      )}
    </fieldset>
  );
}

/** After the load was made: where to go next (send quote requests is the next step). */
function Created({ data, onAgain }: { data: { soNumber: string; loadUuid: string; loadId: string }; onAgain: () => void }) {
  const { t } = useTranslation('orders');
  return (
    <section aria-labelledby="quote-created-title" className="so-created">
      <h1 id="quote-created-title">{t('screens.createQuote')}</h1>
      <div className="so-notice" role="status">
        <h2>{t('quote.created.title')}</h2>
        <p>{t('quote.created.body', { so: data.soNumber, load: data.loadId })}</p>
      </div>
      <div className="form-actions">
        <Link className="button" to={links.loadQuotes(data.loadUuid)}>
          {t('quote.created.sendQuotes')}
        </Link>
        <Link className="button button-secondary" to={links.editLoad(data.loadUuid)}>
          {t('quote.created.openLoad', { load: data.loadId })}
        </Link>
        <Link className="button button-secondary" to={SALES_LIST_PATH}>
          {t('quote.created.toList')}
        </Link>
        <button type="button" className="link-button" onClick={onAgain}>
          {t('quote.created.again')}
        </button>
      </div>
      <p className="muted">
        <HumanId>{data.loadId}</HumanId>
      </p>
    </section>
  );
}

/**
 * /order/add, "Create a quote": a quote request for a customer is a sales order that becomes a load. Choose the
 * customer (address book) and the products and quantities (the ERP's products), or a sales order still to ship
 * (`?salesOrder=` chooses one), the pickup warehouse and the windows; the sales order and its pending load are made,
 * and the next step is to send the load for quotes (/quotes?load=…).
 */
export function CreateQuotePage() {
  const { t } = useTranslation('orders');
  useDocumentTitle(t('screens.createQuote'));
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const preset = params.get('salesOrder') ?? undefined;
  const save = useAppSelector(selectQuoteCall('create'));
  const made = useAppSelector(selectMadeSalesOrder);
  const empty = useMemo(() => emptyQuote(preset), [preset]);
  useEffect(() => {
    dispatch(quoteActions.reset(['create']));
    dispatch(quoteActions.salesOrderMade(null));
  }, [dispatch]);

  if (save.status === 'succeeded' && save.data) {
    return <Created data={save.data} onAgain={() => dispatch(quoteActions.reset(['create']))} />;
  }
  return (
    <EntityFormPage<QuoteFormValues, never>
      title={t('screens.createQuote')}
      headingId="create-quote-title"
      empty={empty}
      fromRecord={() => empty}
      validationSchema={quoteSchema}
      onSubmit={(values) => dispatch(quoteActions.createRequested(quotePayload(values, made?._id)))}
      save={save}
      backTo={SALES_LIST_PATH}
      backLabel={t('sales.backToList')}
    >
      <FocusFirstInvalid />
      <p className="so-intro">{t('quote.intro')}</p>
      <SalesOrderFields made={made} />
      <fieldset className="so-pickup">
        <legend>{t('quote.pickup.legend')}</legend>
        <AddressPicker name="pickupWarehouseId" kind="warehouse" label={t('quote.pickup.warehouse')} searchLabel={t('quote.pickup.warehouseSearch')} />
        <div className="so-row">
          <TextField name="pickupStart" type="datetime-local" label={t('quote.pickup.start')} />
          <TextField name="pickupEnd" type="datetime-local" label={t('quote.pickup.end')} />
        </div>
      </fieldset>
      <fieldset className="so-delivery">
        <legend>{t('quote.delivery.legend')}</legend>
        <p className="muted">{t('quote.delivery.hint')}</p>
        <div className="so-row">
          <TextField name="deliveryStart" type="datetime-local" label={t('quote.delivery.start')} />
          <TextField name="deliveryEnd" type="datetime-local" label={t('quote.delivery.end')} />
        </div>
      </fieldset>
      <TextField name="weight" label={t('quote.weight')} inputMode="decimal" aria-describedby="quote-weight-hint" />
      <p id="quote-weight-hint" className="muted">
        {t('quote.weightHint')}
      </p>
      <TextAreaField name="specialInstructions" label={t('quote.instructions')} />
    </EntityFormPage>
  );
}
