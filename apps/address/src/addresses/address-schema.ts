import * as yup from 'yup';
import { ADDRESS_TAGS, type Address, type AddressInput } from '@freight/contracts';
import { orNull, postalFields } from '@freight/address';

/** Messages are translation keys; the server checks the same rules (libs/contracts/src/address.ts). */
export const addressSchema = yup.object({
  tag: yup.string().oneOf(ADDRESS_TAGS, 'validation.required').required('validation.required'),
  name: yup.string().trim().required('validation.required').max(120, 'address:validation.tooLong'),
  ...postalFields,
  isDefault: yup.boolean(),
  notes: yup.string().trim().max(1000, 'address:validation.tooLong'),
  erpCustomerId: yup.string().trim().max(60, 'address:validation.tooLong'),
});

export type AddressFormValues = {
  [K in keyof AddressInput]-?: K extends 'isDefault' ? boolean : K extends 'tag' ? AddressInput['tag'] | '' : K extends 'country' ? AddressInput['country'] : string;
};

export const EMPTY_ADDRESS: AddressFormValues = {
  tag: 'pickup',
  name: '',
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
  isDefault: false,
  notes: '',
  erpCustomerId: '',
};

export const addressToForm = (a: Address): AddressFormValues => ({
  tag: a.tag,
  name: a.name,
  street1: a.street1,
  street2: a.street2 ?? '',
  city: a.city,
  state: a.state,
  postalCode: a.postalCode,
  country: a.country,
  contactName: a.contactName ?? '',
  contactPhone: a.contactPhone ?? '',
  contactEmail: a.contactEmail ?? '',
  openingHours: a.openingHours ?? '',
  isDefault: a.isDefault,
  notes: a.notes ?? '',
  erpCustomerId: a.erpCustomerId ?? '',
});

/** Empty optional texts are sent as null, trimmed. */
export function formToAddress(values: AddressFormValues): AddressInput {
  return {
    tag: values.tag as AddressInput['tag'],
    name: values.name.trim(),
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
    isDefault: values.isDefault,
    notes: orNull(values.notes),
    erpCustomerId: orNull(values.erpCustomerId),
  };
}
