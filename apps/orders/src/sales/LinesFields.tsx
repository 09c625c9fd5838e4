import { useEffect, useId, useState } from 'react';
import { useFormikContext, getIn } from 'formik';
import type { ErpProduct } from '@freight/contracts';
import { useTranslation } from '@freight/i18n';
import { SEARCH_DEBOUNCE_MS } from '@freight/store';
import { RepeatableFields, TextField } from '@freight/ui';
import { useSalesResource } from './state';

/** One order line of a form: the ERP material, how many, and the price typed in dollars (empty: the catalogue's). */
export interface LineValues {
  sku: string;
  description: string;
  unit: string;
  quantity: string;
  unitPrice: string;
}

/** A line for a product: one pallet of it to start with (or 1). */
export const lineOf = (product: ErpProduct): LineValues => ({
  sku: product.erpProductId,
  description: product.name,
  unit: product.unit,
  quantity: String(product.unitsPerPallet ?? 1),
  unitPrice: '',
});

function useDebounced(value: string) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return debounced;
}

/**
 * The products of an order (the "New sales order" form, /order/add): a search of the ERP's products
 * (integration-manager/get-sap-products) whose "Add" puts a line in the form, then each line's quantity and price.
 */
export function LinesFields({ name = 'lines', withPrice = true }: { name?: string; withPrice?: boolean }) {
  const { t } = useTranslation('orders');
  const id = useId();
  const { values, setFieldValue, errors, submitCount } = useFormikContext<Record<string, unknown>>();
  const lines = (getIn(values, name) as LineValues[] | undefined) ?? [];
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim());
  const products = useSalesResource('products', search.length >= 2 ? search : undefined);
  const items = search.length >= 2 ? (products.data ?? []) : [];
  const groupError = getIn(errors, name);

  const add = (product: ErpProduct) => {
    void setFieldValue(name, [...lines, lineOf(product)]);
  };

  return (
    <div className="so-lines">
      <div className="so-product-lookup">
        <div className="field">
          <label htmlFor={`${id}-search`}>{t('sales.lines.search')}</label>
          <input id={`${id}-search`} type="search" value={typed} onChange={(event) => setTyped(event.target.value)} aria-describedby={`${id}-hint`} />
        </div>
        <p id={`${id}-hint`} className="muted" aria-live="polite">
          {search.length < 2
            ? t('sales.lines.searchHint')
            : products.status === 'loading' && !products.data
              ? t('sales.lines.searching')
              : products.status === 'failed'
                ? t('sales.lines.searchFailed')
                : items.length === 0
                  ? t('sales.lines.noProduct')
                  : ''}
        </p>
        {items.length > 0 && (
          <ul className="so-product-results">
            {items.map((product) => {
              const added = lines.some((line) => line.sku === product.erpProductId);
              return (
                <li key={product.erpProductId}>
                  <span>
                    {product.name} <span className="muted">({product.erpProductId})</span>
                  </span>
                  <button type="button" className="button button-secondary" disabled={added} onClick={() => add(product)} aria-label={t(added ? 'sales.lines.addedNamed' : 'sales.lines.addNamed', { name: product.name })}>
                    {added ? t('sales.lines.added') : t('sales.lines.add')}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {lines.length === 0 ? (
        <p className={typeof groupError === 'string' && submitCount > 0 ? 'field-error' : 'muted'} role={typeof groupError === 'string' && submitCount > 0 ? 'alert' : undefined}>
          {typeof groupError === 'string' && submitCount > 0 ? t(groupError, { defaultValue: groupError }) : t('sales.lines.none')}
        </p>
      ) : (
        <RepeatableFields<LineValues>
          name={name}
          legend={t('sales.lines.legend')}
          itemLabel={(line, index) => t('sales.lines.item', { n: index + 1, name: line.description || line.sku })}
          add={[]}
          labels={{
            remove: (label) => t('sales.lines.remove', { label }),
            moveUp: (label) => t('sales.lines.moveUp', { label }),
            moveDown: (label) => t('sales.lines.moveDown', { label }),
          }}
        >
          {(prefix, _index, line) => (
            <div className="so-line-fields">
              <TextField
                name={`${prefix}.quantity`}
                label={t('sales.lines.quantity', { unit: t(`labels.unit.${line.unit}.other`, { ns: 'common', defaultValue: line.unit }) })}
                inputMode="numeric"
              />
              {withPrice && <TextField name={`${prefix}.unitPrice`} label={t('sales.lines.unitPrice')} inputMode="decimal" placeholder={t('sales.lines.pricePlaceholder')} />}
            </div>
          )}
        </RepeatableFields>
      )}
    </div>
  );
}
