import { useEffect } from 'react';
import { CURRENCIES, REMINDER_LIMITS, WEIGHT_UNITS, type CompanyDefaults } from '@freight/contracts';
import { AddressPicker } from '@freight/address';
import { useHasPermission } from '@freight/auth';
import { equipmentLabel, useTranslation } from '@freight/i18n';
import { useAppDispatch, useAppSelector } from '@freight/store';
import { EntityFormPage, RepeatableFields, SelectField, TextField } from '@freight/ui';
import { SettingsFrame } from '../common/SettingsFrame';
import { defaultsSchema, defaultsToForm, formToDefaults, type DefaultsFormValues } from './schema';
import { defaultsActions, selectDefaultsCall } from './state';

/**
 * The default pickup: the address book's picker (search through every address); a user who cannot read the address
 * book (no address permission, or no portal access) chooses among the company's addresses that
 * settings-manager/options lists.
 */
function PickupChoice() {
  const { t } = useTranslation('settings-defaults');
  const book = useHasPermission('address');
  const options = useAppSelector(selectDefaultsCall('options'));
  if (book) return <AddressPicker name="pickupAddressId" label={t('fields.pickupAddress')} searchLabel={t('fields.searchPickup')} />;
  return (
    <SelectField
      name="pickupAddressId"
      label={t('fields.pickupAddress')}
      placeholder={t('noPickup')}
      options={(options.data?.addresses ?? []).map((a) => ({ value: a._id, label: `${a.name} — ${a.city}, ${a.state}` }))}
    />
  );
}

/** /setting/default: what new loads, quotes and reminders start from. */
export function DefaultsPage() {
  const { t } = useTranslation('settings-defaults');
  const { t: tf } = useTranslation('settings-profile');
  const dispatch = useAppDispatch();
  const load = useAppSelector(selectDefaultsCall('defaults'));
  const options = useAppSelector(selectDefaultsCall('options'));
  const save = useAppSelector(selectDefaultsCall('save'));
  useEffect(() => {
    dispatch(defaultsActions.reset(['save']));
    dispatch(defaultsActions.defaultsRequested());
  }, [dispatch]);
  const equipment = options.data?.equipment ?? [];
  return (
    <SettingsFrame title={tf('titles.defaults')} headingId="defaults-title">
      <p className="muted settings-note">{t('intro')}</p>
      <EntityFormPage<DefaultsFormValues, CompanyDefaults>
        formId="defaults-form"
        record={{ ...load, retry: () => dispatch(defaultsActions.defaultsRequested()) }}
        loadFailed={t('loadFailed')}
        fromRecord={defaultsToForm}
        validationSchema={defaultsSchema}
        onSubmit={(values) => dispatch(defaultsActions.saveRequested(formToDefaults(values)))}
        save={save}
      >
        <fieldset className="settings-section">
          <legend>{t('loadsLegend')}</legend>
          <PickupChoice />
          <div className="form-grid">
            <SelectField
              name="equipmentKey"
              label={t('fields.equipment')}
              placeholder={options.status === 'pending' && !options.data ? t('loadingEquipment') : t('noEquipment')}
              options={equipment.map((item) => ({ value: item.key, label: equipmentLabel(t, item) }))}
            />
            <SelectField name="currency" label={t('fields.currency')} options={CURRENCIES.map((code) => ({ value: code, label: code }))} />
            <SelectField name="weightUnit" label={t('fields.weightUnit')} options={WEIGHT_UNITS.map((unit) => ({ value: unit, label: t(`units.${unit}`) }))} />
            <TextField name="quoteValidityDays" type="number" min={1} max={90} step={1} label={t('fields.quoteValidityDays')} />
          </div>
        </fieldset>
        <RepeatableFields<{ hours: string }>
          name="reminders"
          legend={t('reminders.legend')}
          itemLabel={(item, index) =>
            item.hours ? t('reminders.item', { n: index + 1, count: Number(item.hours) }) : t('reminders.itemNew', { n: index + 1 })
          }
          add={[{ label: t('reminders.add'), make: () => ({ hours: '' }) }]}
          labels={{
            remove: (item) => t('reminders.remove', { item }),
            moveUp: (item) => t('reminders.moveUp', { item }),
            moveDown: (item) => t('reminders.moveDown', { item }),
          }}
          max={REMINDER_LIMITS.maxEntries}
        >
          {(prefix, index) => <TextField name={`${prefix}.hours`} type="number" min={1} max={336} step={1} label={t('reminders.hours', { n: index + 1 })} />}
        </RepeatableFields>
        <p className="muted settings-note">{t('reminders.help')}</p>
      </EntityFormPage>
    </SettingsFrame>
  );
}
