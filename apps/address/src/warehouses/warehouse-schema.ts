import * as yup from 'yup';
import type { Warehouse, WarehouseInput } from '@freight/contracts';
import { orNull, postalFields } from '@freight/address';
import { maxLengthMessage, numberField, numberOrNull, typedNumber } from '@freight/ui';

// Typed in the reader's language ("1,200", "1 200"), as every number.
const pallets = () => typedNumber({ min: 0, max: 1_000_000, integer: true });

export const warehouseSchema = yup.object({
  name: yup.string().trim().required('validation.required').max(120, maxLengthMessage),
  code: yup
    .string()
    .trim()
    .required('validation.required')
    .matches(/^[A-Za-z0-9_-]+$/, 'address:validation.code')
    .max(20, maxLengthMessage),
  ...postalFields,
  capacityPallets: pallets().required('validation.required'),
  availablePallets: pallets()
    .required('validation.required')
    .test('within-capacity', 'address:validation.availableWithinCapacity', (value, ctx) => {
      const available = numberOrNull(value ?? '');
      const capacity = numberOrNull(String(ctx.parent.capacityPallets ?? ''));
      return available === null || capacity === null || available <= capacity;
    }),
  dockDoors: typedNumber({ min: 0, max: 1000, integer: true }),
});

export interface WarehouseFormValues {
  name: string;
  code: string;
  street1: string;
  street2: string;
  city: string;
  state: string;
  postalCode: string;
  country: WarehouseInput['country'];
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  openingHours: string;
  /** Typed in the reader's language (typedNumber). */
  capacityPallets: string;
  availablePallets: string;
  dockDoors: string;
}

export const EMPTY_WAREHOUSE: WarehouseFormValues = {
  name: '',
  code: '',
  street1: '',
  street2: '',
  city: '',
  state: '',
  postalCode: '',
  country: 'USA',
  contactName: '',
  contactPhone: '',
  contactEmail: '',
  openingHours: '',
  capacityPallets: '',
  availablePallets: '',
  dockDoors: '0',
};

export const warehouseToForm = (w: Warehouse): WarehouseFormValues => ({
  name: w.name,
  code: w.code,
  street1: w.street1,
  street2: w.street2 ?? '',
  city: w.city,
  state: w.state,
  postalCode: w.postalCode,
  country: w.country,
  contactName: w.contactName ?? '',
  contactPhone: w.contactPhone ?? '',
  contactEmail: w.contactEmail ?? '',
  openingHours: w.openingHours ?? '',
  capacityPallets: numberField(w.capacityPallets),
  availablePallets: numberField(w.availablePallets),
  dockDoors: numberField(w.dockDoors),
});

export function formToWarehouse(values: WarehouseFormValues): WarehouseInput {
  return {
    name: values.name.trim(),
    code: values.code.trim(),
    street1: values.street1.trim(),
    street2: orNull(values.street2),
    city: values.city.trim(),
    state: values.state.trim(),
    postalCode: values.postalCode.trim().toUpperCase(),
    country: values.country,
    contactName: orNull(values.contactName),
    contactPhone: orNull(values.contactPhone),
    contactEmail: orNull(values.contactEmail),
    openingHours: orNull(values.openingHours),
    capacityPallets: numberOrNull(values.capacityPallets) ?? 0,
    availablePallets: numberOrNull(values.availablePallets) ?? 0,
    dockDoors: numberOrNull(values.dockDoors) ?? 0,
  };
}
