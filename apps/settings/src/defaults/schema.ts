import * as yup from 'yup';
import { CURRENCIES, QUOTE_VALIDITY_DAYS, REMINDER_LIMITS, WEIGHT_UNITS, type CompanyDefaults, type DefaultsUpdateRequest } from '@freight/contracts';

export interface DefaultsFormValues {
  pickupAddressId: string;
  equipmentKey: string;
  currency: CompanyDefaults['currency'];
  weightUnit: CompanyDefaults['weightUnit'];
  quoteValidityDays: string;
  reminders: Array<{ hours: string }>;
}

const hours = yup
  .string()
  .trim()
  .required('validation.required')
  .matches(/^\d+$/, 'settings-defaults:validation.hours')
  .test(
    'range',
    'settings-defaults:validation.hours',
    (value) => !value || (Number(value) >= REMINDER_LIMITS.minHours && Number(value) <= REMINDER_LIMITS.maxHours),
  );

/** The defaults' rules (the server checks the same, libs/contracts/src/settings.ts). */
export const defaultsSchema = yup.object({
  currency: yup.string().oneOf(CURRENCIES, 'validation.required').required('validation.required'),
  weightUnit: yup.string().oneOf(WEIGHT_UNITS, 'validation.required').required('validation.required'),
  quoteValidityDays: yup
    .string()
    .trim()
    .required('validation.required')
    .matches(/^\d+$/, 'settings-defaults:validation.validity')
    .test(
      'range',
      'settings-defaults:validation.validity',
      (value) => !value || (Number(value) >= QUOTE_VALIDITY_DAYS.min && Number(value) <= QUOTE_VALIDITY_DAYS.max),
    ),
  reminders: yup
    .array(
      yup.object({
        // Said on each reminder that repeats another's time (the form's fields carry their own errors).
        hours: hours.test('unique', 'settings-defaults:validation.sameReminder', function unique(value) {
          const all = (this.from?.[1]?.value as { reminders?: Array<{ hours: string }> } | undefined)?.reminders ?? [];
          return !value || all.filter((r) => Number(r.hours) === Number(value)).length <= 1;
        }),
      }),
    )
    .max(REMINDER_LIMITS.maxEntries),
});

export const defaultsToForm = (d: CompanyDefaults): DefaultsFormValues => ({
  pickupAddressId: d.pickupAddressId ?? '',
  equipmentKey: d.equipmentKey ?? '',
  currency: d.currency,
  weightUnit: d.weightUnit,
  quoteValidityDays: String(d.quoteValidityDays),
  reminders: d.reminderLeadHours.map((h) => ({ hours: String(h) })),
});

/** The update-defaults body: nothing chosen is null; reminders from the longest lead to the shortest. */
export const formToDefaults = (values: DefaultsFormValues): DefaultsUpdateRequest => ({
  pickupAddressId: values.pickupAddressId || null,
  equipmentKey: values.equipmentKey || null,
  currency: values.currency,
  weightUnit: values.weightUnit,
  quoteValidityDays: Number(values.quoteValidityDays),
  reminderLeadHours: values.reminders.map((r) => Number(r.hours)).sort((a, b) => b - a),
});
