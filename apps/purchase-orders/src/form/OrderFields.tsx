import { useFormikContext } from 'formik';
import { CONTAINER_TYPES, CURRENCIES, INCOTERMS, isValidContainerNumber, normaliseContainerNumber, type ErpProduct } from '@freight/contracts';
import { AddressPicker } from '@freight/address';
import { useFormat, useTranslation } from '@freight/i18n';
import { ProductLookup } from '@freight/products';
import { RepeatableFields, SelectField, TextAreaField, TextField } from '@freight/ui';
import { ContainerNumberField } from './ContainerNumberField';
import { KNOWN_PORTS } from './ports';
import {
  emptyContainer,
  emptyLine,
  MAX_CONTAINERS,
  MAX_LINES,
  totalCentsOf,
  type ContainerValues,
  type LineValues,
  type PurchaseOrderFormValues,
} from './schema';

const PORTS_LIST_ID = 'po-known-ports';

/**
 * The supplier, terms, ports, warehouse and dates. Once the containers are tracked (`etaTracked`: one has its
 * tracking's ETA) the ETD and ETA are the tracking's, read-only and said so: typed, they would be replaced at its next
 * update without a word (the server keeps the tracking's).
 */
function HeaderFields({ etaTracked }: { etaTracked: boolean }) {
  const { t } = useTranslation('purchase-orders');
  const { values } = useFormikContext<PurchaseOrderFormValues>();
  return (
    <>
      <fieldset className="po-section">
        <legend>{t('form.sections.supplier')}</legend>
        <div className="form-grid">
          <TextField name="supplierName" label={t('form.fields.supplierName')} autoComplete="organization" />
          <TextField name="supplierCountry" label={t('form.fields.supplierCountry')} maxLength={2} autoCapitalize="characters" placeholder="CN" />
          <SelectField name="incoterm" label={t('form.fields.incoterm')} options={INCOTERMS.map((code) => ({ value: code, label: t(`incoterm.${code}`) }))} />
          <TextField name="orderDate" type="date" label={t('form.fields.orderDate')} />
          <SelectField name="currency" label={t('form.fields.currency')} options={CURRENCIES.map((code) => ({ value: code, label: code }))} />
        </div>
        {values.erpReference && <p className="muted">{t('form.erpReference', { reference: values.erpReference })}</p>}
      </fieldset>

      <fieldset className="po-section">
        <legend>{t('form.sections.route')}</legend>
        <div className="form-grid">
          <TextField name="originPort" label={t('form.fields.originPort')} list={PORTS_LIST_ID} autoComplete="off" />
          <TextField name="destinationPort" label={t('form.fields.destinationPort')} list={PORTS_LIST_ID} autoComplete="off" />
          <TextField name="etd" type="datetime-local" label={t('form.fields.etd')} readOnly={etaTracked} />
          <TextField name="eta" type="datetime-local" label={t('form.fields.eta')} readOnly={etaTracked} />
        </div>
        {etaTracked && (
          <p className="muted" data-testid="po-eta-tracked">
            {t('form.fields.etaTracked')}
          </p>
        )}
        <datalist id={PORTS_LIST_ID}>
          {KNOWN_PORTS.map((port) => (
            <option key={port} value={port} />
          ))}
        </datalist>
        <AddressPicker name="destinationWarehouseId" kind="warehouse" label={t('form.fields.warehouse')} searchLabel={t('form.fields.warehouseSearch')} />
      </fieldset>
    </>
  );
}

/** The ERP's products (the kit's look-up): "Add" puts a line for one in the form. */
function LineProductLookup() {
  const { t } = useTranslation('purchase-orders');
  const { values, setFieldValue } = useFormikContext<PurchaseOrderFormValues>();
  const add = (product: ErpProduct) => {
    const line: LineValues = { ...emptyLine(), sku: product.erpProductId, description: product.name, unit: product.unit };
    // An untouched empty first line is replaced rather than left above the product's.
    const [first, ...rest] = values.lines;
    const untouched = values.lines.length === 1 && first && !first.sku && !first.description && !first.unitPrice;
    void setFieldValue('lines', untouched ? [line, ...rest] : [...values.lines, line]);
  };
  return (
    <ProductLookup
      labels={{
        search: t('form.lines.search'),
        hint: t('form.lines.searchHint'),
        searching: t('form.lines.searching'),
        failed: t('form.lines.searchFailed'),
        none: t('form.lines.noProduct'),
        add: t('form.lines.add'),
        addNamed: (product) => t('form.lines.addProduct', { name: product.name }),
      }}
      onAdd={add}
    />
  );
}

function LinesFields() {
  const { t } = useTranslation('purchase-orders');
  const format = useFormat();
  const { values } = useFormikContext<PurchaseOrderFormValues>();
  const containerOptions = values.containers
    .map((container) => normaliseContainerNumber(container.containerNumber))
    .filter((number) => isValidContainerNumber(number))
    .map((number) => ({ value: number, label: number }));
  return (
    <section className="po-section" aria-labelledby="po-lines-title">
      <h2 id="po-lines-title">{t('form.sections.lines')}</h2>
      <LineProductLookup />
      <RepeatableFields<LineValues>
        name="lines"
        legend={t('form.lines.legend')}
        itemLabel={(_line, index) => t('form.lines.item', { n: index + 1 })}
        add={[{ label: t('form.lines.addLine'), make: () => emptyLine() }]}
        labels={{
          remove: (label) => t('form.lines.remove', { label }),
          moveUp: (label) => t('form.lines.moveUp', { label }),
          moveDown: (label) => t('form.lines.moveDown', { label }),
        }}
        min={1}
        max={MAX_LINES}
      >
        {(prefix, _index, line) => {
          const chosen = line.containerNumber;
          const options =
            chosen && !containerOptions.some((option) => option.value === chosen) ? [{ value: chosen, label: chosen }, ...containerOptions] : containerOptions;
          return (
            <div className="form-grid po-line-fields">
              <TextField name={`${prefix}.sku`} label={t('form.lines.sku')} autoComplete="off" />
              <TextField name={`${prefix}.description`} label={t('form.lines.description')} />
              <TextField name={`${prefix}.quantity`} label={t('form.lines.quantity')} inputMode="decimal" />
              <TextField name={`${prefix}.unit`} label={t('form.lines.unit')} placeholder={t('form.lines.unitPlaceholder')} />
              <TextField name={`${prefix}.unitPrice`} label={t('form.lines.unitPrice', { currency: values.currency })} inputMode="decimal" />
              <SelectField name={`${prefix}.containerNumber`} label={t('form.lines.container')} placeholder={t('form.lines.noContainer')} options={options} />
            </div>
          );
        }}
      </RepeatableFields>
      <p className="po-total" aria-live="polite">
        {t('form.lines.total', { total: format.cents(totalCentsOf(values.lines), values.currency) })}
      </p>
    </section>
  );
}

function ContainersFields({ savedNumbersLocked }: { savedNumbersLocked: boolean }) {
  const { t } = useTranslation('purchase-orders');
  const { values } = useFormikContext<PurchaseOrderFormValues>();
  return (
    <section className="po-section" aria-labelledby="po-containers-title">
      <h2 id="po-containers-title">{t('form.sections.containers')}</h2>
      {values.containers.length === 0 && <p className="muted">{t('form.containers.none')}</p>}
      <RepeatableFields<ContainerValues>
        name="containers"
        legend={t('form.containers.legend')}
        itemLabel={(_container, index) => t('form.containers.item', { n: index + 1 })}
        add={[{ label: t('form.containers.add'), make: () => emptyContainer() }]}
        labels={{
          remove: (label) => t('form.containers.remove', { label }),
          moveUp: (label) => t('form.containers.moveUp', { label }),
          moveDown: (label) => t('form.containers.moveDown', { label }),
        }}
        max={MAX_CONTAINERS}
      >
        {(prefix, _index, container) => (
          <div className="form-grid po-container-fields">
            <ContainerNumberField
              name={`${prefix}.containerNumber`}
              label={t('form.containers.number')}
              readOnly={savedNumbersLocked && Boolean(container._id)}
            />
            <SelectField
              name={`${prefix}.sizeType`}
              label={t('form.containers.sizeType')}
              options={CONTAINER_TYPES.map((type) => ({ value: type, label: t(`containerType.${type}`) }))}
            />
            <TextField name={`${prefix}.sealNumber`} label={t('form.containers.seal')} autoComplete="off" />
            <TextField name={`${prefix}.grossWeightKg`} label={t('form.containers.weight')} inputMode="decimal" />
          </div>
        )}
      </RepeatableFields>
    </section>
  );
}

/**
 * The purchase order form's fields (inside EntityFormPage's Formik form): supplier and terms, ports, warehouse and
 * dates, the lines (from the catalogue or typed) and the containers. On edit, a saved container keeps its number
 * (its tracking history is under it): remove it and add another to change it.
 */
export function OrderFields({ editing, etaTracked = false }: { editing: boolean; etaTracked?: boolean }) {
  const { t } = useTranslation('purchase-orders');
  return (
    <>
      <HeaderFields etaTracked={etaTracked} />
      <ContainersFields savedNumbersLocked={editing} />
      <LinesFields />
      <TextAreaField name="notes" label={t('form.fields.notes')} />
    </>
  );
}
