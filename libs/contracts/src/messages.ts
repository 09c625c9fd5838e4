/** Texts the client recognises to end a session (spec section 8); kept free of schema code so the browser bundle stays small. */
export const TOKEN_EXPIRED_MESSAGE = 'jwt expired';
export const TOKEN_INVALID_MESSAGE = 'Invalid auth token';

// Spec texts (sections 8 and 9), exactly as spelled there.

export const ACCOUNT_MESSAGES = {
  userRegistered: 'User Succesfully Registered. Please verify your Email',
  companyRegistered: 'Company Successfully Registered',
  paymentVerified: 'Payment Verified Successfully',
  profileUpdated: 'Profile Updated Successfully',
} as const;

/** Spec section 8, "Company": the client shows these when the matching call fails without a server text. */
export const COMPANY_ERRORS = {
  registrationFailed: 'Registration failed. Please check your input and try again.',
  registrationError: 'An error occurred during registration. Please try again.',
  checkout: 'An error occurred during Checkout. Please try again.',
  plans: 'An error occurred while fetching plans. Please try again.',
  planDetails: 'An error occurred while fetching plan details. Please try again.',
  companyInfo: 'Unable to get company information. Please try again.',
  paymentMethod: 'An error occurred while updating payment method. Please try again.',
} as const;

/** The answer of login/register when demo mode refuses an account that is not on the allowed list. */
export const DEMO_MODE_MESSAGE = 'This is a demo: only the demo accounts can sign in.';
export const EMAIL_NOT_VERIFIED_MESSAGE = 'Please verify your Email before logging in.';

/** One mail of the outbox as `npm run mail -- --json` prints it. */
export interface OutboxEntry {
  to: string;
  subject: string;
  template: string;
  status: string;
  createdAt: string;
  text: string;
  html: string | null;
}
