import * as yup from 'yup';

/** Spec section 5, for every form that asks for an e-mail or a password; messages are translation keys. */
export const emailRule = yup.string().trim().required('validation.required').email('validation.invalidEmail');
export const passwordRule = yup.string().required('validation.required').min(6, 'validation.tooShort');

export const loginSchema = yup.object({
  email: emailRule,
  password: passwordRule,
  rememberme: yup.boolean().required('validation.mustBeBoolean'),
});
export type LoginForm = yup.InferType<typeof loginSchema>;
