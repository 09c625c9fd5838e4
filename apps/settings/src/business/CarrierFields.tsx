import { useField, useFormikContext } from 'formik';
import { useId, useState } from 'react';
import { REGION_CODES, type SettingsOptions } from '@freight/contracts';
import { equipmentLabel, useTranslation } from '@freight/i18n';
import { RepeatableFields, SelectField, TextField } from '@freight/ui';
import { MAX_LANES, NEW_LANE, type CarrierFormValues, type LaneFormValues } from './schema';

function EquipmentBox({ item }: { item: { key: string; name: string } }) {
  const { t } = useTranslation();
  const [field] = useField({ name: 'equipmentKeys', type: 'checkbox', value: item.key });
  const id = `equipment-${item.key}`;
  return (
    <div className="field field-checkbox">
      <div className="field-checkbox-row">
        <input {...field} id={id} type="checkbox" />
        <label htmlFor={id}>{equipmentLabel(t, item)}</label>
      </div>
    </div>
  );
}

/** The equipment the carrier runs: one checkbox per type of the catalogue. */
function EquipmentChoice({ options }: { options: SettingsOptions | undefined }) {
  const { t } = useTranslation('settings-business');
  return (
    <fieldset className="settings-section">
      <legend>{t('carrier.equipment')}</legend>
      {options ? (
        options.equipment.length > 0 ? (
          <div className="check-grid">
            {options.equipment.map((item) => (
              <EquipmentBox key={item.key} item={item} />
            ))}
          </div>
        ) : (
          <p className="muted">{t('carrier.noEquipment')}</p>
        )
      ) : (
        <p className="muted">{t('carrier.loadingEquipment')}</p>
      )}
    </fieldset>
  );
}

/** The states and provinces served: a list of chips, each removable, and a choice to add one. */
function ServiceArea() {
  const { t } = useTranslation('settings-business');
  const { values, setFieldValue } = useFormikContext<CarrierFormValues>();
  const [adding, setAdding] = useState('');
  const selectId = useId();
  const chosen = values.serviceArea;
  const remaining = REGION_CODES.filter((code) => !chosen.includes(code));
  return (
    <fieldset className="settings-section">
      <legend>{t('carrier.serviceArea')}</legend>
      {chosen.length === 0 ? (
        <p className="muted">{t('carrier.noServiceArea')}</p>
      ) : (
        <ul className="chip-list" aria-label={t('carrier.serviceArea')}>
          {chosen.map((code) => (
            <li key={code}>
              {code}
              <button
                type="button"
                aria-label={t('carrier.removeRegion', { region: code })}
                onClick={() =>
                  void setFieldValue(
                    'serviceArea',
                    chosen.filter((c) => c !== code),
                  )
                }
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="chip-add">
        <div className="field">
          <label htmlFor={selectId}>{t('carrier.region')}</label>
          <select id={selectId} value={adding} onChange={(event) => setAdding(event.target.value)}>
            <option value="">{t('carrier.chooseRegion')}</option>
            {remaining.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="button button-secondary"
          disabled={!adding}
          onClick={() => {
            void setFieldValue('serviceArea', [...chosen, adding]);
            setAdding('');
          }}
        >
          {t('carrier.addRegion')}
        </button>
      </div>
    </fieldset>
  );
}

/** The carrier's details inside the business form's Formik form (`?type=carrier`). */
export function CarrierFields({ options, expired }: { options: SettingsOptions | undefined; expired: boolean }) {
  const { t } = useTranslation('settings-business');
  const regions = REGION_CODES.map((code) => ({ value: code, label: code }));
  const laneLabel = (lane: LaneFormValues, index: number) =>
    lane.originState && lane.destinationState
      ? t('carrier.laneLabel', {
          n: index + 1,
          origin: lane.originCity ? `${lane.originCity}, ${lane.originState}` : lane.originState,
          destination: lane.destinationCity ? `${lane.destinationCity}, ${lane.destinationState}` : lane.destinationState,
        })
      : t('carrier.laneNew', { n: index + 1 });
  return (
    <>
      <fieldset className="settings-section">
        <legend>{t('carrier.authority')}</legend>
        <div className="form-grid">
          <TextField name="dotNumber" label={t('carrier.dotNumber')} inputMode="numeric" />
          <TextField name="mcNumber" label={t('carrier.mcNumber')} />
        </div>
      </fieldset>
      <fieldset className="settings-section">
        <legend>{t('carrier.insurance')}</legend>
        {expired && (
          <p className="notice" role="status">
            {t('carrier.insuranceExpired')}
          </p>
        )}
        <div className="form-grid">
          <TextField name="insuranceCarrier" label={t('carrier.insuranceCarrier')} />
          <TextField name="insurancePolicyNumber" label={t('carrier.insurancePolicyNumber')} />
          <TextField name="insuranceExpiresOn" type="date" label={t('carrier.insuranceExpiresOn')} />
          <TextField name="cargoInsuranceAmount" inputMode="decimal" label={t('carrier.cargoInsuranceAmount')} />
          <TextField name="liabilityInsuranceAmount" inputMode="decimal" label={t('carrier.liabilityInsuranceAmount')} />
        </div>
      </fieldset>
      <EquipmentChoice options={options} />
      <ServiceArea />
      <RepeatableFields<LaneFormValues>
        name="preferredLanes"
        legend={t('carrier.lanes')}
        itemLabel={laneLabel}
        add={[{ label: t('carrier.addLane'), make: () => ({ ...NEW_LANE }) }]}
        labels={{
          remove: (item) => t('carrier.removeLane', { item }),
          moveUp: (item) => t('carrier.moveUp', { item }),
          moveDown: (item) => t('carrier.moveDown', { item }),
        }}
        max={MAX_LANES}
      >
        {(prefix, index) => (
          <div className="form-grid">
            <SelectField
              name={`${prefix}.originState`}
              label={t('carrier.originState', { n: index + 1 })}
              options={regions}
              placeholder={t('carrier.chooseRegion')}
            />
            <TextField name={`${prefix}.originCity`} label={t('carrier.originCity', { n: index + 1 })} />
            <SelectField
              name={`${prefix}.destinationState`}
              label={t('carrier.destinationState', { n: index + 1 })}
              options={regions}
              placeholder={t('carrier.chooseRegion')}
            />
            <TextField name={`${prefix}.destinationCity`} label={t('carrier.destinationCity', { n: index + 1 })} />
          </div>
        )}
      </RepeatableFields>
    </>
  );
}
