import { useEffect } from 'react';
import { useFormikContext, getIn } from 'formik';
import { LOCATIONS } from '@freight/contracts';
import { AddressPicker } from '@freight/address';
import { useHasPermission } from '@freight/auth';
import { useTranslation } from '@freight/i18n';
import { RepeatableFields, SelectField, TextAreaField, TextField } from '@freight/ui';
import { useResource } from '../resources';
import { MAX_STOPS, newStop, type LoadFormValues, type StopFormValues, type StopSource } from './load-schema';

type Place = {
  name: string;
  street1: string;
  city: string;
  state: string;
  postalCode: string;
  country: StopFormValues['country'];
  lat: number | null;
  lng: number | null;
  contactName: string | null;
  contactPhone: string | null;
};

/** When the stop's address (or warehouse) is picked, its fields fill in from the book (they stay editable). */
function FillFromBook({ prefix, stop }: { prefix: string; stop: StopFormValues }) {
  const { setFieldValue } = useFormikContext<LoadFormValues>();
  const addressId = stop.source === 'address' && stop.addressId ? stop.addressId : undefined;
  const warehouseId = stop.source === 'warehouse' && stop.warehouseId ? stop.warehouseId : undefined;
  const address = useResource('stopAddress', addressId);
  const warehouse = useResource('stopWarehouse', warehouseId);
  const place: Place | undefined = (addressId ? address.data : warehouseId ? warehouse.data : undefined) ?? undefined;
  const pickedId = addressId ?? warehouseId;
  useEffect(() => {
    // Filled once per pick: an edit page opens with its stops filled already, and a moved stop keeps its own values.
    if (!place || !pickedId || stop.filledFrom === pickedId) return;
    const values: Partial<StopFormValues> = {
      filledFrom: pickedId,
      name: place.name,
      street1: place.street1,
      city: place.city,
      state: place.state,
      postalCode: place.postalCode,
      country: place.country,
      lat: place.lat,
      lng: place.lng,
      contactName: place.contactName ?? '',
      contactPhone: place.contactPhone ?? '',
    };
    for (const [field, value] of Object.entries(values)) void setFieldValue(`${prefix}.${field}`, value, false);
  }, [place, pickedId, prefix, setFieldValue, stop.filledFrom]);
  return null;
}

/**
 * The texts of a stop list: the load form's ("City (stop 2)", "Add pickup") or the split form's ("City (sub-load stop
 * 2)", "Add sub-load pickup"), so both lists on the edit page have their own accessible names.
 */
const STOP_TEXTS = {
  load: { legend: 'form.stops', item: 'form.stop.legend', label: 'form.stop.label', addPickup: 'form.addPickup', addDelivery: 'form.addDelivery' },
  subload: {
    legend: 'form.subloads.stops',
    item: 'form.subloads.stopLegend',
    label: 'form.subloads.stopLabel',
    addPickup: 'form.subloads.addPickup',
    addDelivery: 'form.subloads.addDelivery',
  },
} as const;
export type StopTexts = keyof typeof STOP_TEXTS;

const STOP_SOURCES: readonly StopSource[] = ['address', 'warehouse', 'typed'];
const SOURCE_LABELS: Record<StopSource, string> = { address: 'form.stop.fromAddress', warehouse: 'form.stop.fromWarehouse', typed: 'form.stop.typed' };

/**
 * Where new stops come from: the address book and the warehouses need the address permission; a user without it (a
 * carrier) types its stops in, and the form asks nothing of the book.
 */
const useStopSource = (): StopSource => (useHasPermission('address') ? 'address' : 'typed');

/**
 * One stop: pickup or delivery, from the address book, a warehouse or typed in, its time window and contact. Every
 * label names the stop's number ("City (stop 2)"), so each field has its own accessible name. Without the address
 * permission only "typed in" is offered; a stop linked to the book already (an edited load, the default pickup) keeps
 * its link and shows its own fields, without a look-up.
 */
function StopFields({ prefix, index, texts = 'load' }: { prefix: string; index: number; texts?: StopTexts }) {
  const { t } = useTranslation('loads');
  const { values } = useFormikContext<LoadFormValues>();
  const book = useHasPermission('address');
  const stop = getIn(values, prefix) as StopFormValues;
  const n = index + 1;
  const label = (field: string) => t(STOP_TEXTS[texts].label, { field: t(`form.stop.${field}`), n });
  const sources = STOP_SOURCES.filter((source) => book || source === 'typed' || source === stop.source);
  return (
    <div className="stop-fields">
      <div className="form-grid">
        <SelectField
          name={`${prefix}.type`}
          label={label('type')}
          options={[
            { value: 'pickup', label: t('form.stop.pickup') },
            { value: 'delivery', label: t('form.stop.delivery') },
          ]}
        />
        <SelectField
          name={`${prefix}.source`}
          label={label('source')}
          options={sources.map((source) => ({ value: source, label: t(SOURCE_LABELS[source]) }))}
        />
      </div>
      {book && stop.source === 'address' && <AddressPicker name={`${prefix}.addressId`} label={label('address')} searchLabel={label('searchAddress')} />}
      {book && stop.source === 'warehouse' && (
        <AddressPicker kind="warehouse" name={`${prefix}.warehouseId`} label={label('warehouse')} searchLabel={label('searchWarehouse')} />
      )}
      {book && <FillFromBook prefix={prefix} stop={stop} />}
      <div className="form-grid">
        <TextField name={`${prefix}.name`} label={label('name')} />
        <TextField name={`${prefix}.street1`} label={label('street1')} autoComplete="off" />
        <TextField name={`${prefix}.city`} label={label('city')} autoComplete="off" />
        <TextField name={`${prefix}.state`} label={label('state')} autoComplete="off" />
        <TextField name={`${prefix}.postalCode`} label={label('postalCode')} autoComplete="off" />
        <SelectField
          name={`${prefix}.country`}
          label={label('country')}
          options={LOCATIONS.map((code) => ({ value: code, label: t(`addressKit.countries.${code}`, { ns: 'common' }) }))}
        />
      </div>
      <div className="form-grid">
        <TextField name={`${prefix}.windowStart`} type="datetime-local" label={label('windowStart')} />
        <TextField name={`${prefix}.windowEnd`} type="datetime-local" label={label('windowEnd')} />
        <TextField name={`${prefix}.appointmentRef`} label={label('appointmentRef')} />
        <TextField name={`${prefix}.contactName`} label={label('contactName')} />
        <TextField name={`${prefix}.contactPhone`} type="tel" label={label('contactPhone')} />
      </div>
      <TextAreaField name={`${prefix}.notes`} label={label('notes')} rows={2} />
    </div>
  );
}

/**
 * A load's stops in order inside a Formik form (the field `name` holds `StopFormValues[]`): each stop's fields, move
 * up/down, remove, and add a pickup or a delivery after the last one; 2 to MAX_STOPS stops. The load form's and the
 * split form's (`texts="subload"`, `name="subloadStops"`: their own labels and field ids on the same page).
 */
export function StopsEditor({ name, texts = 'load' }: { name: string; texts?: StopTexts }) {
  const { t } = useTranslation('loads');
  const keys = STOP_TEXTS[texts];
  const source = useStopSource();
  return (
    <RepeatableFields<StopFormValues>
      name={name}
      legend={t(keys.legend)}
      itemLabel={(stop, index) => t(keys.item, { n: index + 1, type: t(`form.stop.${stop.type}`) })}
      add={[
        { label: t(keys.addPickup), make: (stops) => newStop('pickup', stops[stops.length - 1], undefined, source) },
        { label: t(keys.addDelivery), make: (stops) => newStop('delivery', stops[stops.length - 1], undefined, source) },
      ]}
      labels={{
        remove: (item) => t('form.removeStop', { item }),
        moveUp: (item) => t('form.moveUp', { item }),
        moveDown: (item) => t('form.moveDown', { item }),
      }}
      min={2}
      max={MAX_STOPS}
    >
      {(prefix, index) => <StopFields prefix={prefix} index={index} texts={texts} />}
    </RepeatableFields>
  );
}
