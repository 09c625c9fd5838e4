import { useFormikContext, getIn } from 'formik';
import type { ErpProduct } from '@freight/contracts';
import { useTranslation } from '@freight/i18n';
import { ProductLookup } from '@freight/products';
import { RepeatableFields, TextField } from '@freight/ui';

/** One order line of a form: the ERP material, how many, and the price typed in dollars (empty: the catalogue's). */
export interface LineValues {
  sku: string;
  description: string;
  unit: string;
  quantity: string;
  unitPrice: string;
}

/** A line for a product: one pallet of it to start with (or 1). */
const lineOf = (product: ErpProduct): LineValues => ({
  sku: product.erpProductId,
  description: product.name,
  unit: product.unit,
  quantity: String(product.unitsPerPallet ?? 1),
  unitPrice: '',
});

/**
 * The products of an order (the "New sales order" form, /order/add): the kit's search of the ERP's products
 * (integration-manager/get-sap-products) whose "Add" puts a line in the form (a product already in it says "Added"),
 * then each line's quantity and price.
 */
export function LinesFields({ name = 'lines', withPrice = true }: { name?: string; withPrice?: boolean }) {
  const { t } = useTranslation('orders');
  const { values, setFieldValue, errors, submitCount } = useFormikContext<Record<string, unknown>>();
  const lines = (getIn(values, name) as LineValues[] | undefined) ?? [];
  const groupError = getIn(errors, name);

  const add = (product: ErpProduct) => {
    void setFieldValue(name, [...lines, lineOf(product)]);
  };

  return (
    <div className="so-lines">
      <ProductLookup
        labels={{
          search: t('sales.lines.search'),
          hint: t('sales.lines.searchHint'),
          searching: t('sales.lines.searching'),
          failed: t('sales.lines.searchFailed'),
          none: t('sales.lines.noProduct'),
          add: t('sales.lines.add'),
          addNamed: (product) => t('sales.lines.addNamed', { name: product.name }),
          added: t('sales.lines.added'),
          addedNamed: (product) => t('sales.lines.addedNamed', { name: product.name }),
        }}
        onAdd={add}
        isAdded={(product) => lines.some((line) => line.sku === product.erpProductId)}
      />
      {lines.length === 0 ? (
        <p
          className={typeof groupError === 'string' && submitCount > 0 ? 'field-error' : 'muted'}
          role={typeof groupError === 'string' && submitCount > 0 ? 'alert' : undefined}
        >
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
                inputMode="decimal"
              />
              {withPrice && (
                <TextField
                  name={`${prefix}.unitPrice`}
                  label={t('sales.lines.unitPrice')}
                  inputMode="decimal"
                  placeholder={t('sales.lines.pricePlaceholder')}
                />
              )}
            </div>
          )}
        </RepeatableFields>
      )}
    </div>
  );
}
