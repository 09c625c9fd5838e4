import * as yup from 'yup';
import { MC_NUMBER_PATTERN, mcDigits, REGION_CODES, USDOT_PATTERN, type BusinessDetails, type CarrierDetailsInput } from '@freight/contracts';
import { amountOrNull, maxLengthMessage, typedAmount } from '@freight/ui';

export interface LaneFormValues {
  originState: string;
  originCity: string;
  destinationState: string;
  destinationCity: string;
}

export interface CarrierFormValues {
  dotNumber: string;
  mcNumber: string;
  insuranceCarrier: string;
  insurancePolicyNumber: string;
  /** YYYY-MM-DD (a date input) or ''. */
  insuranceExpiresOn: string;
  cargoInsuranceAmount: string;
  liabilityInsuranceAmount: string;
  equipmentKeys: string[];
  serviceArea: string[];
  preferredLanes: LaneFormValues[];
}

export const MAX_LANES = 20;
export const NEW_LANE: LaneFormValues = { originState: '', originCity: '', destinationState: '', destinationCity: '' };

// Whole dollars, typed in the reader's language like every amount ("1,000,000", "1 000 000").
const amount = typedAmount({ whole: true, max: 100_000_000 });
const region = yup
  .string()
  .oneOf([...REGION_CODES], 'validation.required')
  .required('validation.required');

/** The carrier details' rules (the server checks the same, libs/contracts/src/settings.ts). */
export const carrierSchema = yup.object({
  dotNumber: yup.string().trim().matches(new RegExp(USDOT_PATTERN), { message: 'validation.usdot', excludeEmptyString: true }),
  mcNumber: yup.string().trim().matches(new RegExp(MC_NUMBER_PATTERN), { message: 'validation.mcNumber', excludeEmptyString: true }),
  insuranceCarrier: yup.string().trim().max(120, maxLengthMessage),
  insurancePolicyNumber: yup.string().trim().max(60, maxLengthMessage),
  insuranceExpiresOn: yup.string().matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'validation.invalidFormat', excludeEmptyString: true }),
  cargoInsuranceAmount: amount,
  liabilityInsuranceAmount: amount,
  preferredLanes: yup
    .array(
      yup.object({
        originState: region,
        originCity: yup.string().trim().max(100, maxLengthMessage),
        destinationState: region,
        destinationCity: yup.string().trim().max(100, maxLengthMessage),
      }),
    )
    .max(MAX_LANES),
});

export const carrierToForm = (details: BusinessDetails): CarrierFormValues => {
  const c = details.carrier;
  return {
    dotNumber: c.dotNumber ?? '',
    mcNumber: c.mcNumber ?? '',
    insuranceCarrier: c.insuranceCarrier ?? '',
    insurancePolicyNumber: c.insurancePolicyNumber ?? '',
    insuranceExpiresOn: c.insuranceExpiresOn?.slice(0, 10) ?? '',
    cargoInsuranceAmount: c.cargoInsuranceAmount === null ? '' : String(c.cargoInsuranceAmount),
    liabilityInsuranceAmount: c.liabilityInsuranceAmount === null ? '' : String(c.liabilityInsuranceAmount),
    equipmentKeys: c.equipment.map((item) => item.key),
    serviceArea: [...c.serviceArea],
    preferredLanes: c.preferredLanes.map((lane) => ({
      originState: lane.originState,
      originCity: lane.originCity ?? '',
      destinationState: lane.destinationState,
      destinationCity: lane.destinationCity ?? '',
    })),
  };
};

const orNull = (value: string) => (value.trim() ? value.trim() : null);

/** The carrier part of update-business-details: empty fields cleared (null). */
export function formToCarrier(values: CarrierFormValues): CarrierDetailsInput {
  return {
    dotNumber: orNull(values.dotNumber),
    mcNumber: orNull(mcDigits(values.mcNumber)),
    insuranceCarrier: orNull(values.insuranceCarrier),
    insurancePolicyNumber: orNull(values.insurancePolicyNumber),
    insuranceExpiresOn: values.insuranceExpiresOn || null,
    cargoInsuranceAmount: amountOrNull(values.cargoInsuranceAmount),
    liabilityInsuranceAmount: amountOrNull(values.liabilityInsuranceAmount),
    equipmentKeys: [...values.equipmentKeys],
    serviceArea: [...values.serviceArea] as CarrierDetailsInput['serviceArea'],
    preferredLanes: values.preferredLanes.map((lane) => ({
      originState: lane.originState as (typeof REGION_CODES)[number],
      originCity: orNull(lane.originCity),
      destinationState: lane.destinationState as (typeof REGION_CODES)[number],
      destinationCity: orNull(lane.destinationCity),
    })),
  };
}
