import type { Address, AddressInput } from '@freight/contracts';
import { orNull } from './postal';

/**
 * An address book record as a form holds it (every text a string, the tag as chosen), and back: one mapping for every
 * form of an address record (the address book, the company's business addresses in settings).
 */
export type AddressFormValues = {
  [K in keyof AddressInput]-?: K extends 'isDefault'
    ? boolean
    : K extends 'tag'
      ? AddressInput['tag'] | ''
      : K extends 'country'
        ? AddressInput['country']
        : string;
};

/** A new record's values (`tag` chosen by the form that makes it). */
export const emptyAddressValues = (tag: AddressFormValues['tag']): AddressFormValues => ({
  tag,
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
});

/** A record as the form shows it: an edited record keeps its own tag and ERP id. */
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

/** The request of add-address / update-address: texts trimmed, empty optional texts sent as null. */
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
