import * as yup from 'yup';

/** Spec section 5; messages are translation keys shown by the form-field kit. */
export const loginSchema = yup.object({
  email: yup.string().trim().required('validation.required').email('validation.invalidEmail'),
  password: yup.string().required('validation.required').min(6, 'validation.tooShort'),
  rememberme: yup.boolean().required('validation.mustBeBoolean'),
});
export type LoginForm = yup.InferType<typeof loginSchema>;
