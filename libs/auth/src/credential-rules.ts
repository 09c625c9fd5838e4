/**
 * Spec section 5, for every form that asks for an e-mail or a password. Plain rules with no schema library, so the
 * login form (the first page most people see) carries none; the account forms build their yup rules from the same
 * pattern and length. Messages are translation keys.
 */

/** The HTML standard's valid e-mail address (also what yup's `string().email()` checks). */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
export const PASSWORD_MIN_LENGTH = 6;

export interface LoginForm {
  email: string;
  password: string;
  rememberme: boolean;
}

export type LoginFormErrors = Partial<Record<'email' | 'password', string>>;

export function emailError(value: string): string | undefined {
  const email = value.trim();
  if (!email) return 'validation.required';
  return EMAIL_PATTERN.test(email) ? undefined : 'validation.invalidEmail';
}

export function passwordError(value: string): string | undefined {
  if (!value) return 'validation.required';
  return value.length < PASSWORD_MIN_LENGTH ? 'validation.tooShort' : undefined;
}

export function validateLogin(values: LoginForm): LoginFormErrors {
  const errors: LoginFormErrors = {};
  const email = emailError(values.email);
  const password = passwordError(values.password);
  if (email) errors.email = email;
  if (password) errors.password = password;
  return errors;
}
