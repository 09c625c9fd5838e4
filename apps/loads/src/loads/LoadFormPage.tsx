import { useEffect, useMemo, useState } from 'react';
import { useFormikContext } from 'formik';
import { CURRENCIES, isLoadEditable, ORDER_TYPES, type Address, type CompanyDefaults, type LoadDetail } from '@freight/contracts';
import { useModuleAccess } from '@freight/auth';
import { equipmentLabel, modeLabel, useTranslation } from '@freight/i18n';
import { Link, useParams } from '@freight/router';
import { useAppDispatch, useAppSelector } from '@freight/store';
import {
  CheckboxField,
  EntityFormPage,
  ErrorPanel,
  IdText,
  LoadingState,
  RecordNotFound,
  SelectField,
  TextAreaField,
  TextField,
  useDocumentTitle,
} from '@freight/ui';
import { paths } from '../paths';
import { useResource } from '../resources';
import { useLoadFormat } from '../format';
import './loads.css';
import { LanePrice, LoadRouteMap, ProductLookup } from './FormPanels';
import { emptyLoad, formToLoad, loadSchemaFor, loadToForm, WEIGHT_UNITS, type LoadFormValues } from './load-schema';
import { loadEdits } from './state';
import { StopsEditor } from './StopFields';
import { SubloadsSection } from './SubloadsSection';

/** The form's fields (inside EntityFormPage's Formik form). */
function LoadFields() {
  const { t } = useTranslation('loads');
  const equipment = useResource('equipment', 'all');
  const catalogue = equipment.data ?? [];
  return (
    <>
      <StopsEditor name="stops" />

      <fieldset className="form-section">
        <legend>{t('form.freight')}</legend>
        <div className="form-grid">
          <SelectField name="mode" label={t('form.fields.mode')} options={ORDER_TYPES.map((mode) => ({ value: mode, label: modeLabel(t, mode) }))} />
          <SelectField
            name="equipmentTypeId"
            label={t('form.fields.equipment')}
            placeholder={equipment.status === 'loading' && !equipment.data ? t('form.loadingEquipment') : t('form.anyEquipment')}
            options={catalogue.map((item) => ({ value: item._id, label: equipmentLabel(t, item) }))}
          />
        </div>
        <ProductLookup equipment={catalogue} />
        <div className="form-grid">
          <TextField name="commodity" label={t('form.fields.commodity')} />
          <TextField name="weight" inputMode="decimal" label={t('form.fields.weight')} />
          <SelectField
            name="weightUnit"
            label={t('form.fields.weightUnit')}
            options={WEIGHT_UNITS.map((unit) => ({ value: unit, label: t(`form.units.${unit}`) }))}
          />
          <TextField name="pallets" inputMode="decimal" label={t('form.fields.pallets')} />
          <TextField name="pieces" inputMode="decimal" label={t('form.fields.pieces')} />
          <TextField name="temperatureMinF" inputMode="decimal" label={t('form.fields.temperatureMinF')} />
          <TextField name="temperatureMaxF" inputMode="decimal" label={t('form.fields.temperatureMaxF')} />
        </div>
        <CheckboxField name="isHazmat" label={t('form.fields.isHazmat')} />
      </fieldset>

      <fieldset className="form-section">
        <legend>{t('form.terms')}</legend>
        <div className="form-grid">
          <TextField name="rate" inputMode="decimal" label={t('form.fields.rate')} />
          <SelectField name="currency" label={t('form.fields.currency')} options={CURRENCIES.map((code) => ({ value: code, label: code }))} />
          <TextField name="referenceNumber" label={t('form.fields.referenceNumber')} />
          <TextField name="poNumber" label={t('form.fields.poNumber')} />
        </div>
        <LanePrice />
        <TextAreaField name="specialInstructions" label={t('form.fields.specialInstructions')} />
      </fieldset>
    </>
  );
}

/** A load the caller may no longer edit: why (its status), and what it is, read-only. */
function ReadOnlyLoad({ load, backTo }: { load: LoadDetail; backTo: string }) {
  const { t } = useTranslation('loads');
  const format = useLoadFormat();
  const stops = [...load.stops].sort((a, b) => a.seq - b.seq);
  const reason = isLoadEditable(load.status) ? t('form.notOwner') : t('form.notEditable', { status: format.statusInSentence(load.status) });
  return (
    <section aria-labelledby="load-view-title" className="load-view">
      <h1 id="load-view-title">
        <IdText>{t('form.viewTitle', { id: load.loadId })}</IdText>
      </h1>
      <p className="notice" role="status" data-testid="not-editable">
        {reason}
      </p>
      <dl className="detail-grid load-facts">
        <div>
          <dt>{t('list.columns.status')}</dt>
          <dd>
            <span className="badge">{format.status(load.status)}</span>
          </dd>
        </div>
        <div>
          <dt>{t('form.fields.commodity')}</dt>
          <dd>{load.commodity}</dd>
        </div>
        <div>
          <dt>{t('form.fields.weight')}</dt>
          <dd>{format.weight(load.weight, load.weightUnit)}</dd>
        </div>
        <div>
          <dt>{t('form.fields.equipment')}</dt>
          <dd>{load.equipment ? equipmentLabel(t, load.equipment) : t('form.anyEquipment')}</dd>
        </div>
        {load.rate !== null && (
          <div>
            <dt>{t('form.fields.rate')}</dt>
            <dd>{format.money(load.rate, load.currency)}</dd>
          </div>
        )}
        {load.referenceNumber && (
          <div>
            <dt>{t('form.fields.referenceNumber')}</dt>
            <dd>{load.referenceNumber}</dd>
          </div>
        )}
      </dl>
      <h2>{t('form.stops')}</h2>
      <ol className="stop-summary">
        {stops.map((stop) => (
          <li key={stop._id}>
            <strong>{t(`form.stop.${stop.type}`)}</strong> — {stop.name}, {stop.street1}, {stop.city}, {stop.state} {stop.postalCode} ·{' '}
            {format.dateTime(stop.windowStart)} – {format.dateTime(stop.windowEnd)}
          </li>
        ))}
      </ol>
      <p>
        <Link className="button button-secondary" to={backTo}>
          {t('form.backToList')}
        </Link>
      </p>
      <LoadRouteMap stops={stops} distanceMiles={load.distanceMiles} title={load.loadId} />
      {load.parentId === null && <SubloadsSection load={load} />}
    </section>
  );
}

/** /loads/addload and /loads/editload/:id */
export function LoadFormPage() {
  const { t } = useTranslation('loads');
  const { id } = useParams();
  const dispatch = useAppDispatch();
  const record = useResource('load', id);
  const save = useAppSelector(loadEdits.selectSave);
  const backTo = useAppSelector(loadEdits.selectListHref);
  useDocumentTitle(id ? t('screens.editLoad') : t('screens.addLoad'));
  // Made once per page (and once the permissions are known): the form reinitialises when its initial values change,
  // and these hold times. Without the address book the stops are typed in.
  const book = useModuleAccess('address');
  const [now] = useState(() => new Date());
  const blank = useMemo(() => emptyLoad(now, book === 'yes' ? 'address' : 'typed'), [now, book]);
  // A new load starts from the company's defaults (/setting/default): its first pickup, equipment, weight unit and
  // currency, read first.
  const defaultPickup = useResource('defaultPickup', id ? undefined : 'all');
  const companyDefaults = useResource('companyDefaults', id ? undefined : 'all');
  // An edited load's own windows save unchanged even once they have ended; a new or moved one must not have.
  const validationSchema = useMemo(() => loadSchemaFor(record.data?.stops ?? []), [record.data]);
  const empty = useMemo(
    () => withCompanyDefaults(withDefaultPickup(blank, defaultPickup.data ?? undefined), companyDefaults.data ?? undefined),
    [blank, defaultPickup.data, companyDefaults.data],
  );
  useEffect(() => {
    // A page opened anew starts without the last save's errors (and a new create is a new Idempotency-Key).
    dispatch(loadEdits.actions.reset());
  }, [dispatch]);

  const load = id ? record.data : undefined;
  if (id && record.status === 'failed' && record.notFound) return <RecordNotFound backTo={backTo} backLabel={t('form.backToList')} />;
  if (id && record.status === 'failed' && !load) return <ErrorPanel title={t('form.loadFailed')} onRetry={record.retry} />;
  if (id && !load) return <LoadingState />;
  if (!id && (book === 'loading' || [defaultPickup, companyDefaults].some((entry) => entry.status === 'loading' && entry.data === undefined)))
    return <LoadingState />;
  if (load && !load.editable) return <ReadOnlyLoad load={load} backTo={backTo} />;

  return (
    <EntityFormPage<LoadFormValues, LoadDetail>
      headingId="load-form-title"
      title={load ? t('form.editTitle', { id: load.loadId }) : t('screens.addLoad')}
      record={id ? record : undefined}
      empty={empty}
      fromRecord={loadToForm}
      validationSchema={validationSchema}
      onSubmit={(values) => dispatch(loadEdits.actions.saveRequested({ values: formToLoad(values), id }))}
      save={save}
      backTo={backTo}
      backLabel={t('form.backToList')}
      after={
        load && (
          <>
            <LoadRouteMap stops={[...load.stops].sort((a, b) => a.seq - b.seq)} distanceMiles={load.distanceMiles} title={load.loadId} />
            <p>
              <Link to={paths.nearTruck.getHref({ id: load._id })}>{t('list.actions.trucks')}</Link>
              {' · '}
              <Link to={paths.quotes.getHref({ load: load._id })}>{t('list.actions.quotes')}</Link>
            </p>
            {load.parentId === null && <SubloadsSection load={load} />}
          </>
        )
      }
    >
      <LoadFields />
      {!id && <NewLoadRoute />}
    </EntityFormPage>
  );
}

/** On the add page: the picked stops on the map as the user builds the load (the API computes the distance on save). */
function NewLoadRoute() {
  const { t } = useTranslation('loads');
  return <FormRoute title={t('screens.addLoad')} />;
}

function FormRoute({ title }: { title: string }) {
  // Inside the form: reads the stops as they are typed and picked.
  const { values } = useFormikContext<LoadFormValues>();
  return <LoadRouteMap stops={values.stops} distanceMiles={null} title={title} />;
}

/**
 * The form's first pickup as the address book's default pickup, its fields filled from it as a pick fills them
 * (`filledFrom` set: the untouched form is not "changed", and the dirty guard does not ask).
 */
function withDefaultPickup(values: LoadFormValues, address: Address | undefined): LoadFormValues {
  const first = values.stops[0];
  if (!address || !first || first.type !== 'pickup' || first.addressId) return values;
  const pickup = {
    ...first,
    source: 'address' as const,
    addressId: address._id,
    filledFrom: address._id,
    name: address.name,
    street1: address.street1,
    city: address.city,
    state: address.state,
    postalCode: address.postalCode,
    country: address.country,
    lat: address.lat,
    lng: address.lng,
    contactName: address.contactName ?? '',
    contactPhone: address.contactPhone ?? '',
  };
  return { ...values, stops: [pickup, ...values.stops.slice(1)] };
}

/** The form's equipment, weight unit and currency as the company's defaults (what it has not chosen stays). */
function withCompanyDefaults(values: LoadFormValues, defaults: CompanyDefaults | undefined): LoadFormValues {
  if (!defaults) return values;
  return {
    ...values,
    equipmentTypeId: defaults.equipment?._id ?? values.equipmentTypeId,
    weightUnit: defaults.weightUnit,
    currency: defaults.currency,
  };
}
