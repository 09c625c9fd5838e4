import { useEffect, useMemo } from 'react';
import { useFormikContext } from 'formik';
import { insuranceStateOf, LOCATIONS, SETTABLE_TRUCKER_STATUSES, type Trucker, type TruckerKind } from '@freight/contracts';
import { useFormat, useTranslation } from '@freight/i18n';
import { useParams } from '@freight/router';
import { useAppDispatch, useAppSelector } from '@freight/store';
import { EntityFormPage, LoadingState, SelectField, TextField } from '@freight/ui';
import { CheckboxGroup } from './CheckboxGroup';
import { editsOf, useResource } from './state';
import { EMPTY_TRUCKER, formToTrucker, localToday, truckerSchema, truckerToForm, type TruckerFormValues } from './trucker-schema';
import './fleet.css';

/** The company's lanes as checkboxes (carrier form): loading, none, or the choice. */
function LanesServed() {
  const { t } = useTranslation('trucks');
  const lanes = useResource('lanes', 'all');
  if (lanes.status === 'loading' && !lanes.data) return <LoadingState label={t('fleet.form.lanesLoading')} />;
  const options = (lanes.data ?? []).map((lane) => ({ value: lane._id, label: lane.name }));
  if (options.length === 0) {
    return (
      <fieldset className="field checkbox-group">
        <legend>{t('fleet.fields.lanes')}</legend>
        <p className="hint">{lanes.status === 'failed' ? t('fleet.form.lanesFailed') : t('fleet.form.noLanes')}</p>
      </fieldset>
    );
  }
  return <CheckboxGroup name="laneIds" legend={t('fleet.fields.lanes')} options={options} hint={t('fleet.form.lanesHint')} />;
}

/** An expired insurance is allowed (the carrier is saved) but said, as the list flags it. */
function InsuranceExpired() {
  const { t } = useTranslation('trucks');
  const { values } = useFormikContext<TruckerFormValues>();
  if (insuranceStateOf(values.insuranceExpiresOn, localToday()) !== 'expired') return null;
  return (
    <p className="notice" role="status">
      {t('fleet.form.insuranceExpired')}
    </p>
  );
}

/**
 * /trucks/add, /edit-truck/:truckID (kind truck) and /carrier/add, /edit/carrier/:truckID (kind carrier: DOT/MC,
 * insurance expiry, lanes served). Every field of TruckerInput; the server's errors on the fields; DirtyGuard (kit).
 */
export function TruckerFormPage({ kind }: { kind: TruckerKind }) {
  const { t } = useTranslation('trucks');
  const format = useFormat();
  const { truckID } = useParams();
  const dispatch = useAppDispatch();
  const edits = editsOf(kind);
  const record = useResource('trucker', truckID);
  const equipment = useResource('equipment', 'all');
  const save = useAppSelector(edits.selectSave);
  const backTo = useAppSelector(edits.selectListHref);
  useEffect(() => {
    dispatch(edits.actions.reset());
  }, [dispatch, edits]);
  const carrier = kind === 'carrier';
  const title = truckID ? t(carrier ? 'screens.editCarrier' : 'screens.editTruck') : t(carrier ? 'screens.addCarrier' : 'screens.addTruck');
  const equipmentOptions = useMemo(() => (equipment.data ?? []).map((item) => ({ value: item._id, label: format.equipment(item) })), [equipment.data, format]);
  // A truck's id opened on the carrier form (or the other way round) is not found here: same as another company's.
  const entry =
    truckID && record.data && record.data.kind !== kind ? { status: 'failed' as const, notFound: true, data: undefined, retry: record.retry } : record;
  const onLoad = Boolean(truckID) && record.data?.status === 'on_load';

  return (
    <EntityFormPage<TruckerFormValues, Trucker>
      headingId="trucker-form-title"
      title={title}
      record={truckID ? entry : undefined}
      empty={EMPTY_TRUCKER}
      fromRecord={truckerToForm}
      validationSchema={truckerSchema}
      onSubmit={(values) => dispatch(edits.actions.saveRequested({ values: formToTrucker(values, kind), id: truckID }))}
      save={save}
      backTo={backTo}
      backLabel={t(carrier ? 'fleet.form.backToCarriers' : 'fleet.form.backToTrucks')}
      notFound={{ title: t('fleet.form.notFound') }}
    >
      <fieldset className="form-section">
        <legend>{t(carrier ? 'fleet.form.carrierSection' : 'fleet.form.truckSection')}</legend>
        <div className="form-grid">
          <TextField name="truckNumber" label={t('fleet.fields.truckNumber')} autoComplete="off" />
          <TextField name="trailerNumber" label={t('fleet.fields.trailerNumber')} autoComplete="off" />
          <SelectField
            name="status"
            label={t('fleet.fields.status')}
            options={SETTABLE_TRUCKER_STATUSES.map((status) => ({ value: status, label: format.status(status) }))}
            aria-describedby={onLoad ? 'field-status-hint' : undefined}
          />
        </div>
        {onLoad && (
          <p className="hint" id="field-status-hint">
            {t('fleet.form.onLoadHint')}
          </p>
        )}
        <div className="form-grid">
          <TextField name="plateNumber" label={t('fleet.fields.plateNumber')} autoComplete="off" />
          <TextField name="plateState" label={t('fleet.fields.plateState')} maxLength={2} autoComplete="off" />
          <TextField name="vin" label={t('fleet.fields.vin')} maxLength={17} autoComplete="off" />
        </div>
        <div className="form-grid">
          <TextField name="make" label={t('fleet.fields.make')} />
          <TextField name="model" label={t('fleet.fields.model')} />
          <TextField name="year" type="number" inputMode="numeric" label={t('fleet.fields.year')} />
          <TextField name="capacityLbs" inputMode="decimal" label={t('fleet.fields.capacityLbs')} />
        </div>
        {equipment.status === 'loading' && !equipment.data ? (
          <LoadingState label={t('fleet.form.equipmentLoading')} />
        ) : (
          <CheckboxGroup name="equipmentIds" legend={t('fleet.fields.equipment')} options={equipmentOptions} hint={t('fleet.form.equipmentHint')} />
        )}
      </fieldset>
      {carrier && (
        <fieldset className="form-section">
          <legend>{t('fleet.form.authoritySection')}</legend>
          <div className="form-grid">
            <TextField name="dotNumber" label={t('fleet.fields.dotNumber')} inputMode="numeric" />
            <TextField name="mcNumber" label={t('fleet.fields.mcNumber')} inputMode="numeric" />
            <TextField name="insuranceExpiresOn" type="date" label={t('fleet.fields.insuranceExpiresOn')} />
          </div>
          <InsuranceExpired />
          <LanesServed />
        </fieldset>
      )}
      <fieldset className="form-section">
        <legend>{t(carrier ? 'fleet.form.contactSection' : 'fleet.form.driverSection')}</legend>
        <div className="form-grid">
          <TextField name="name" label={t(carrier ? 'fleet.fields.carrierName' : 'fleet.fields.driverName')} autoComplete="off" />
          <TextField name="phone" type="tel" label={t('fleet.fields.phone')} autoComplete="off" />
          <TextField name="email" type="email" label={t('fleet.fields.email')} autoComplete="off" />
        </div>
        {!carrier && (
          <div className="form-grid">
            <TextField name="dotNumber" label={t('fleet.fields.dotNumber')} inputMode="numeric" />
            <TextField name="mcNumber" label={t('fleet.fields.mcNumber')} inputMode="numeric" />
          </div>
        )}
      </fieldset>
      <fieldset className="form-section">
        <legend>{t('fleet.form.homeSection')}</legend>
        <div className="form-grid">
          <TextField name="homeCity" label={t('fleet.fields.homeCity')} />
          <TextField name="homeState" label={t('fleet.fields.homeState')} maxLength={2} />
          <SelectField
            name="country"
            label={t('fleet.fields.country')}
            options={LOCATIONS.map((code) => ({ value: code, label: t(`fleet.countries.${code}`) }))}
          />
        </div>
      </fieldset>
    </EntityFormPage>
  );
}
