import * as yup from 'yup';
import type { Address, AddressInput } from '@freight/contracts';
import { orNull, postalFields } from '@freight/address';
import { BUSINESS_TAG } from './state';

/** A business address of the company: the address book's record, tagged `business` (libs/address's rules). */
export const businessAddressSchema = yup.object({
  name: yup.string().trim().required('validation.required').max(120, 'validation.tooLong'),
  ...postalFields,
  isDefault: yup.boolean(),
  notes: yup.string().trim().max(1000, 'validation.tooLong'),
});

export interface BusinessAddressFormValues {
  tag: AddressInput['tag'];
  name: string;
  street1: string;
  street2: string;
  city: string;
  state: string;
  postalCode: string;
  country: AddressInput['country'];
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  openingHours: string;
  isDefault: boolean;
  notes: string;
  erpCustomerId: string;
}

export const EMPTY_BUSINESS_ADDRESS: BusinessAddressFormValues = {
  tag: BUSINESS_TAG,
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

/** An edited record keeps its own tag (and ERP id): the form changes only what it shows. */
export const businessAddressToForm = (a: Address): BusinessAddressFormValues => ({
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

export function formToBusinessAddress(values: BusinessAddressFormValues): AddressInput {
  return {
    tag: values.tag,
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
