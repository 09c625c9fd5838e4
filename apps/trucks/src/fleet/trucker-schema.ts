import * as yup from 'yup';
import {
  LOCATIONS,
  MC_NUMBER_PATTERN,
  mcDigits,
  PHONE_PATTERN,
  PLATE_PATTERN,
  SETTABLE_TRUCKER_STATUSES,
  STATE_CODE_PATTERN,
  TRUCK_CAPACITY_MAX_LBS,
  TRUCK_YEAR_MIN,
  UNIT_NUMBER_PATTERN,
  USDOT_PATTERN,
  VIN_PATTERN,
  truckYearMax,
  type LocationCode,
  type Trucker,
  type TruckerInput,
  type SettableTruckerStatus,
  type TruckerKind,
} from '@freight/contracts';
import { maxLengthMessage, numberField, numberOrNull, typedNumber } from '@freight/ui';

/** The truck and carrier form's values (every field of TruckerInput; numbers '' while empty, the capacity typed as text). */
export interface TruckerFormValues {
  name: string;
  phone: string;
  email: string;
  truckNumber: string;
  trailerNumber: string;
  plateNumber: string;
  plateState: string;
  vin: string;
  make: string;
  model: string;
  year: number | '';
  /** Typed in the reader's language ('45,000', '45 000'): typedNumber. */
  capacityLbs: string;
  dotNumber: string;
  mcNumber: string;
  status: SettableTruckerStatus;
  homeCity: string;
  homeState: string;
  country: LocationCode;
  equipmentIds: string[];
  insuranceExpiresOn: string;
  laneIds: string[];
}

export const EMPTY_TRUCKER: TruckerFormValues = {
  name: '',
  phone: '',
  email: '',
  truckNumber: '',
  trailerNumber: '',
  plateNumber: '',
  plateState: '',
  vin: '',
  make: '',
  model: '',
  year: '',
  capacityLbs: '',
  dotNumber: '',
  mcNumber: '',
  status: 'available',
  homeCity: '',
  homeState: '',
  country: 'USA',
  equipmentIds: [],
  insuranceExpiresOn: '',
  laneIds: [],
};

/** Today in the user's time zone, `YYYY-MM-DD` (the insurance flag's day). */
export const localToday = (now = new Date()) => `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

const pattern = (source: string) => new RegExp(source);
const optional = (max: number) => yup.string().trim().max(max, maxLengthMessage);

/** The same rules as the API's (contracts/fleet.ts); the server's own errors land on the same fields. */
export const truckerSchema = yup.object({
  name: yup.string().trim().required('validation.required').max(120, maxLengthMessage),
  phone: optional(30).matches(pattern(PHONE_PATTERN), { message: 'trucks:fleet.validation.phone', excludeEmptyString: true }),
  email: optional(254).email('trucks:fleet.validation.email'),
  truckNumber: yup.string().trim().required('validation.required').matches(pattern(UNIT_NUMBER_PATTERN), 'trucks:fleet.validation.unit'),
  trailerNumber: optional(20).matches(pattern(UNIT_NUMBER_PATTERN), { message: 'trucks:fleet.validation.unit', excludeEmptyString: true }),
  plateNumber: optional(10).matches(pattern(PLATE_PATTERN), { message: 'trucks:fleet.validation.plate', excludeEmptyString: true }),
  plateState: optional(2).matches(pattern(STATE_CODE_PATTERN), { message: 'trucks:fleet.validation.state', excludeEmptyString: true }),
  vin: optional(17).matches(pattern(VIN_PATTERN), { message: 'trucks:fleet.validation.vin', excludeEmptyString: true }),
  make: optional(60),
  model: optional(60),
  year: yup
    .number()
    .typeError('trucks:fleet.validation.number')
    .integer('trucks:fleet.validation.number')
    .min(TRUCK_YEAR_MIN, 'trucks:fleet.validation.year')
    .max(truckYearMax(), 'trucks:fleet.validation.year'),
  capacityLbs: typedNumber({
    min: 1,
    max: TRUCK_CAPACITY_MAX_LBS,
    integer: true,
    messages: { whole: 'trucks:fleet.validation.number', range: 'trucks:fleet.validation.capacity' },
  }),
  dotNumber: yup.string().trim().matches(pattern(USDOT_PATTERN), { message: 'validation.usdot', excludeEmptyString: true }),
  mcNumber: yup.string().trim().matches(pattern(MC_NUMBER_PATTERN), { message: 'validation.mcNumber', excludeEmptyString: true }),
  status: yup
    .string()
    .oneOf([...SETTABLE_TRUCKER_STATUSES])
    .required('validation.required'),
  homeCity: optional(80),
  homeState: optional(2).matches(pattern(STATE_CODE_PATTERN), { message: 'trucks:fleet.validation.state', excludeEmptyString: true }),
  country: yup
    .string()
    .oneOf([...LOCATIONS])
    .required('validation.required'),
  equipmentIds: yup.array(yup.string().required()).min(1, 'trucks:fleet.validation.equipment').max(10, 'trucks:fleet.validation.equipmentMax'),
  insuranceExpiresOn: yup.string().matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'trucks:fleet.validation.date', excludeEmptyString: true }),
  laneIds: yup.array(yup.string().required()).max(100),
});

export const truckerToForm = (trucker: Trucker): TruckerFormValues => ({
  name: trucker.name,
  phone: trucker.phone ?? '',
  email: trucker.email ?? '',
  truckNumber: trucker.truckNumber,
  trailerNumber: trucker.trailerNumber ?? '',
  plateNumber: trucker.plateNumber ?? '',
  plateState: trucker.plateState ?? '',
  vin: trucker.vin ?? '',
  make: trucker.make ?? '',
  model: trucker.model ?? '',
  year: trucker.year ?? '',
  capacityLbs: numberField(trucker.capacityLbs),
  dotNumber: trucker.dotNumber ?? '',
  mcNumber: trucker.mcNumber ?? '',
  // 'On a load' is shown while a load is under way, never set: the form holds the status the fleet gave the truck,
  // which applies after it (saving the form must not change it).
  status: trucker.settableStatus,
  homeCity: trucker.homeCity ?? '',
  homeState: trucker.homeState ?? '',
  country: trucker.country,
  equipmentIds: trucker.equipment.map((item) => item._id),
  insuranceExpiresOn: trucker.insuranceExpiresOn ?? '',
  laneIds: trucker.lanes.map((lane) => lane._id),
});

/** The form's values as the API's input: empty texts null, codes upper-case; a truck sends no lanes (kept as they are). */
export function formToTrucker(values: TruckerFormValues, kind: TruckerKind): TruckerInput {
  const text = (value: string) => (value.trim() ? value.trim() : null);
  const upper = (value: string) => text(value)?.toUpperCase() ?? null;
  const number = (value: number | '') => (value === '' || value === null || value === undefined ? null : Number(value));
  return {
    kind,
    name: values.name.trim(),
    phone: text(values.phone),
    email: text(values.email),
    truckNumber: values.truckNumber.trim().toUpperCase(),
    trailerNumber: upper(values.trailerNumber),
    plateNumber: upper(values.plateNumber),
    plateState: upper(values.plateState),
    vin: upper(values.vin),
    make: text(values.make),
    model: text(values.model),
    year: number(values.year),
    capacityLbs: numberOrNull(values.capacityLbs),
    dotNumber: text(values.dotNumber),
    mcNumber: text(mcDigits(values.mcNumber)),
    status: values.status,
    homeCity: text(values.homeCity),
    homeState: upper(values.homeState),
    country: values.country,
    equipmentIds: values.equipmentIds,
    ...(kind === 'carrier' ? { insuranceExpiresOn: values.insuranceExpiresOn || null, laneIds: values.laneIds } : {}),
  };
}
