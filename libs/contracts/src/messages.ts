/** Texts the client recognises to end a session (spec section 8); kept free of schema code so the browser bundle stays small. */
export const TOKEN_EXPIRED_MESSAGE = 'jwt expired';
export const TOKEN_INVALID_MESSAGE = 'Invalid auth token';
/** The 401 of a token signed in before the account's password was changed or reset: the login page says why. */
export const PASSWORD_CHANGED_MESSAGE = 'Password changed';

/**
 * The session cookie: the login answer sets `token` HttpOnly, SameSite=Strict, Path=/ (Secure over https),
 * so page scripts never read it; the browser sends it on every same-origin call. A call authenticated by this cookie
 * whose method is not GET/HEAD/OPTIONS must carry `X-Requested-With: XMLHttpRequest` (a cross-site form cannot set
 * it), else 403 `CROSS_SITE_MESSAGE`.
 */
export const SESSION_COOKIE = 'token';
export const REQUESTED_WITH_HEADER = 'X-Requested-With';
export const REQUESTED_WITH_VALUE = 'XMLHttpRequest';
export const CROSS_SITE_MESSAGE = 'Cross-site request refused';
/** POST user-manager/logout: the session is revoked and the cookie cleared. */
export const LOGOUT_MESSAGE = 'Logout Successfully';
/** 403 of a signed-in account without portal access (`canAccessPortal` false) on a route its UI cannot reach. */
export const NO_PORTAL_MESSAGE = 'Your account has no portal access';

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
  /** The mail's files (send-invoice's PDF): name, type and size. */
  attachments: { filename: string; contentType: string; sizeBytes: number }[];
}
