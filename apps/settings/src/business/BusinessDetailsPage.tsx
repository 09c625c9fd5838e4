import { useFormikContext } from 'formik';
import { useEffect } from 'react';
import * as yup from 'yup';
import { COMPANY_TYPES, type BusinessDetails, type CompanyType } from '@freight/contracts';
import { useHasPermission } from '@freight/auth';
import { useFormat, useTranslation } from '@freight/i18n';
import { Link, useSearchParams } from '@freight/router';
import { useAppDispatch, useAppSelector } from '@freight/store';
import { EntityFormPage, ErrorPanel, LoadingState, SegmentedChoice, useGuardedSwitch } from '@freight/ui';
import { SettingsFrame, usePortalOpen } from '../common/SettingsFrame';
import { paths } from '../paths';
import { CarrierFields } from './CarrierFields';
import { carrierSchema, carrierToForm, formToCarrier, type CarrierFormValues } from './schema';
import { businessActions, selectBusinessCall } from './state';

type View = 'business' | 'carrier';
const typeSchema = yup.object({ companyType: yup.string().oneOf(COMPANY_TYPES, 'validation.required').required('validation.required') });

function CompanyTypeChoice() {
  const { t } = useTranslation('settings-business');
  const { values, setFieldValue } = useFormikContext<{ companyType: CompanyType }>();
  return (
    // The choice's own (hidden) legend names the group; the visible line is not read a second time.
    <div className="settings-section">
      <p className="settings-legend" aria-hidden="true">
        {t('kind.legend')}
      </p>
      <SegmentedChoice<CompanyType>
        legend={t('kind.legend')}
        name="companyType"
        options={COMPANY_TYPES.map((value) => ({ value, label: t(`kind.${value}`) }))}
        value={values.companyType}
        onChange={(value) => void setFieldValue('companyType', value)}
      />
      <p className="muted settings-note">{t(`kind.help.${values.companyType}`)}</p>
    </div>
  );
}

/** The company as a business: its side (shipper, carrier or both) and its business addresses. */
function BusinessView({ details }: { details: BusinessDetails }) {
  const { t } = useTranslation('settings-business');
  const dispatch = useAppDispatch();
  const save = useAppSelector(selectBusinessCall('save'));
  // Without portal access no permission applies (the guard keeps the addresses closed until a plan is paid).
  const mayEditAddresses = useHasPermission('address');
  const portalOpen = usePortalOpen();
  return (
    <>
      <EntityFormPage<{ companyType: CompanyType }, BusinessDetails>
        formId="business-form"
        record={{ status: 'loaded', data: details }}
        fromRecord={(record) => ({ companyType: record.companyType })}
        validationSchema={typeSchema}
        onSubmit={(values) => dispatch(businessActions.saveRequested({ companyType: values.companyType }))}
        save={save}
      >
        <CompanyTypeChoice />
      </EntityFormPage>
      <section className="settings-section" aria-labelledby="business-addresses-title">
        <h2 id="business-addresses-title">{t('addresses.title')}</h2>
        <p className="muted settings-note">{t('addresses.help')}</p>
        {mayEditAddresses ? (
          <Link className="button button-secondary" to={paths.businessAddresses.getHref()}>
            {t('addresses.open')}
          </Link>
        ) : (
          <p className="muted">{t(portalOpen ? 'addresses.noPermission' : 'addresses.afterPlan')}</p>
        )}
      </section>
    </>
  );
}

/** `?type=carrier`: DOT and MC numbers, insurance and its expiry, equipment, service area, lanes. */
function CarrierView({ details }: { details: BusinessDetails }) {
  const { t } = useTranslation('settings-business');
  const format = useFormat();
  const dispatch = useAppDispatch();
  const save = useAppSelector(selectBusinessCall('save'));
  const options = useAppSelector(selectBusinessCall('options'));
  return (
    <>
      {details.companyType === 'shipper' && (
        <p className="notice settings-note" role="note">
          {t('carrier.shipperNote')}
        </p>
      )}
      {details.carrier.updatedAt && <p className="muted settings-note">{t('carrier.updatedAt', { when: format.dateTime(details.carrier.updatedAt) })}</p>}
      <EntityFormPage<CarrierFormValues, BusinessDetails>
        formId="carrier-form"
        record={{ status: 'loaded', data: details }}
        fromRecord={carrierToForm}
        validationSchema={carrierSchema}
        onSubmit={(values) => dispatch(businessActions.saveRequested({ carrier: formToCarrier(values) }))}
        save={save}
      >
        <CarrierFields options={options.data} expired={details.carrier.insuranceExpired} />
      </EntityFormPage>
    </>
  );
}

/** /setting/businessDetails, and `?type=carrier` for the carrier's details (spec section 2). */
export function BusinessDetailsPage() {
  const { t } = useTranslation('settings-business');
  const { t: tf } = useTranslation('settings-profile');
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const view: View = params.get('type') === 'carrier' ? 'carrier' : 'business';
  const load = useAppSelector(selectBusinessCall('details'));
  useEffect(() => {
    dispatch(businessActions.reset(['save']));
    dispatch(businessActions.detailsRequested());
    dispatch(businessActions.optionsRequested());
  }, [dispatch]);
  useEffect(() => {
    dispatch(businessActions.reset(['save']));
  }, [dispatch, view]);
  const details = load.data;
  // The other view unmounts this one's form: with unsaved changes, it asks first.
  const guard = useGuardedSwitch<View>((next) => {
    const query = new URLSearchParams(params);
    if (next === 'carrier') query.set('type', 'carrier');
    else query.delete('type');
    setParams(query);
  });
  return (
    <SettingsFrame title={view === 'carrier' ? t('carrier.title') : tf('titles.businessDetails')} headingId="business-title">
      <SegmentedChoice<View>
        key={guard.cancelled}
        legend={t('view.legend')}
        name="business-view"
        options={[
          { value: 'business', label: t('view.business') },
          { value: 'carrier', label: t('view.carrier') },
        ]}
        value={view}
        onChange={guard.request}
      />
      {guard.dialog}
      <guard.Provider>
        {!details ? (
          load.status === 'failed' ? (
            <ErrorPanel title={t('loadFailed')} message={load.errorText} onRetry={() => dispatch(businessActions.detailsRequested())} />
          ) : (
            <LoadingState />
          )
        ) : view === 'carrier' ? (
          <CarrierView details={details} />
        ) : (
          <BusinessView details={details} />
        )}
      </guard.Provider>
    </SettingsFrame>
  );
}
