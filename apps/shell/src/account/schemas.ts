import * as yup from 'yup';
import { PHONE_PATTERN } from '@freight/contracts';
import { EMAIL_PATTERN, PASSWORD_MIN_LENGTH } from '@freight/auth';
import { maxLengthMessage } from '@freight/ui';

/**
 * The account forms' rules (spec section 5 for e-mail and password; the rest ours, as the API checks them:
 * libs/contracts/src/account.ts). Messages are translation keys shown by the form-field kit.
 */
const phone = yup.string().trim().matches(new RegExp(PHONE_PATTERN), { message: 'validation.invalidPhone', excludeEmptyString: true });
const email = yup.string().trim().required('validation.required').matches(EMAIL_PATTERN, { message: 'validation.invalidEmail', excludeEmptyString: true });
const password = yup.string().required('validation.required').min(PASSWORD_MIN_LENGTH, 'validation.tooShort');
const confirm = (field: string) =>
  yup
    .string()
    .required('validation.required')
    .oneOf([yup.ref(field)], 'validation.passwordsDiffer');

export const userStepSchema = yup.object({
  firstname: yup.string().trim().required('validation.required').max(80, maxLengthMessage),
  lastname: yup.string().trim().required('validation.required').max(80, maxLengthMessage),
  email,
  password,
  confirmPassword: confirm('password'),
  phone,
  acceptTerms: yup.boolean().oneOf([true], 'validation.acceptTerms').required('validation.acceptTerms'),
});
export type UserStepForm = yup.InferType<typeof userStepSchema>;

const identifier = yup
  .string()
  .trim()
  .matches(/^[A-Za-z0-9-]{1,20}$/, { message: 'validation.invalidFormat', excludeEmptyString: true });

export const companyStepSchema = yup.object({
  name: yup.string().trim().required('validation.required').min(2, 'validation.tooShortText').max(120, maxLengthMessage),
  companyType: yup.string().oneOf(['shipper', 'carrier', 'both']).required('validation.required'),
  country: yup.string().oneOf(['USA', 'CANADA']).required('validation.required'),
  contactEmail: email,
  contactPhone: phone.required('validation.required'),
  website: yup
    .string()
    .trim()
    .matches(/^https?:\/\/\S+$/, { message: 'validation.invalidUrl', excludeEmptyString: true }),
  dotNumber: identifier,
  mcNumber: identifier,
});
export type CompanyStepForm = yup.InferType<typeof companyStepSchema>;

export const forgotPasswordSchema = yup.object({ email });

export const resetPasswordSchema = yup.object({ password, confirmPassword: confirm('password') });

export const contactSchema = yup.object({
  subject: yup.string().trim().required('validation.required').max(150, maxLengthMessage),
  message: yup.string().trim().required('validation.required').min(10, 'validation.tooShortText').max(5000, maxLengthMessage),
  phone,
});
export type ContactForm = yup.InferType<typeof contactSchema>;
