import * as yup from 'yup';
import { ADDRESS_TAGS } from '@freight/contracts';
import { emptyAddressValues, postalFields, type AddressFormValues } from '@freight/address';
import { maxLengthMessage } from '@freight/ui';

/** Messages are translation keys; the server checks the same rules (libs/contracts/src/address.ts). */
export const addressSchema = yup.object({
  tag: yup.string().oneOf(ADDRESS_TAGS, 'validation.required').required('validation.required'),
  name: yup.string().trim().required('validation.required').max(120, maxLengthMessage),
  ...postalFields,
  isDefault: yup.boolean(),
  notes: yup.string().trim().max(1000, maxLengthMessage),
  erpCustomerId: yup.string().trim().max(60, maxLengthMessage),
});

export const EMPTY_ADDRESS: AddressFormValues = emptyAddressValues('pickup');
