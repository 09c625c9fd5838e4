import * as yup from 'yup';
import { optionalPostalCode } from '@freight/address';
import { LOCATIONS, PHONE_PATTERN, TAX_NUMBER_PATTERN, type CompanySettings, type CompanyUpdateRequest, type LocationCode } from '@freight/contracts';
import { maxLengthMessage } from '@freight/ui';

export interface CompanyFormValues {
  name: string;
  contactPhone: string;
  contactEmail: string;
  website: string;
  taxNumber: string;
  address: { street1: string; street2: string; city: string; state: string; postalCode: string; country: LocationCode };
}

const ADDRESS_REQUIRED = ['street1', 'city', 'state', 'postalCode'] as const;
const text = (max: number) => yup.string().trim().max(max, maxLengthMessage);

/**
 * The company form's rules (the server checks the same, libs/contracts/src/settings.ts). The address is optional as
 * a whole: once any of its lines is filled, street, city, state and postal code are required.
 */
export const companySchema = yup.object({
  name: yup.string().trim().required('validation.required').min(2, 'validation.tooShortText').max(120, maxLengthMessage),
  contactPhone: yup.string().trim().matches(new RegExp(PHONE_PATTERN), { message: 'validation.invalidPhone', excludeEmptyString: true }),
  contactEmail: yup.string().trim().email('validation.invalidEmail').max(254, maxLengthMessage),
  website: yup
    .string()
    .trim()
    .matches(/^https?:\/\/\S+$/, { message: 'validation.invalidUrl', excludeEmptyString: true })
    .max(200, maxLengthMessage),
  taxNumber: yup.string().trim().matches(new RegExp(TAX_NUMBER_PATTERN), { message: 'settings-profile:company.taxNumberInvalid', excludeEmptyString: true }),
  address: yup
    .object({
      street1: text(200),
      street2: text(200),
      city: text(100),
      state: text(60),
      // The address book's postal rule (its shape, and the code is the city's when the field is left), as update-company checks it.
      postalCode: optionalPostalCode,
      country: yup.string().oneOf(LOCATIONS, 'validation.required').required('validation.required'),
    })
    .test('complete', 'validation.required', function complete(value) {
      const filled = ADDRESS_REQUIRED.some((key) => value?.[key]?.trim());
      if (!filled) return true;
      const missing = ADDRESS_REQUIRED.filter((key) => !value?.[key]?.trim());
      if (missing.length === 0) return true;
      return new yup.ValidationError(missing.map((key) => this.createError({ path: `${this.path}.${key}`, message: 'validation.required' })));
    }),
});

export const companyToForm = (company: CompanySettings): CompanyFormValues => ({
  name: company.name,
  contactPhone: company.contactPhone ?? '',
  contactEmail: company.contactEmail ?? '',
  website: company.website ?? '',
  taxNumber: company.taxNumber ?? '',
  address: {
    street1: company.address?.street1 ?? '',
    street2: company.address?.street2 ?? '',
    city: company.address?.city ?? '',
    state: company.address?.state ?? '',
    postalCode: company.address?.postalCode ?? '',
    country: company.address?.country ?? company.country,
  },
});

const orNull = (value: string) => (value.trim() ? value.trim() : null);

/** The update-company body: empty optional texts cleared (null); no address lines at all: no address. */
export function formToCompany(values: CompanyFormValues): CompanyUpdateRequest {
  const a = values.address;
  const hasAddress = ADDRESS_REQUIRED.some((key) => a[key].trim());
  return {
    name: values.name.trim(),
    contactPhone: orNull(values.contactPhone),
    contactEmail: orNull(values.contactEmail),
    website: orNull(values.website),
    taxNumber: orNull(values.taxNumber),
    address: hasAddress
      ? {
          street1: a.street1.trim(),
          street2: orNull(a.street2),
          city: a.city.trim(),
          state: a.state.trim(),
          postalCode: a.postalCode.trim().toUpperCase(),
          country: a.country,
        }
      : null,
  };
}
