import * as yup from 'yup';
import { emptyAddressValues, postalFields, type AddressFormValues } from '@freight/address';
import { BUSINESS_TAG } from './state';
import { maxLengthMessage } from '@freight/ui';

/** A business address of the company: the address book's record, tagged `business` (libs/address's rules). */
export const businessAddressSchema = yup.object({
  name: yup.string().trim().required('validation.required').max(120, maxLengthMessage),
  ...postalFields,
  isDefault: yup.boolean(),
  notes: yup.string().trim().max(1000, maxLengthMessage),
});

/** A new business address: the address book's form values (libs/address) tagged `business`. */
export const EMPTY_BUSINESS_ADDRESS: AddressFormValues = emptyAddressValues(BUSINESS_TAG);
