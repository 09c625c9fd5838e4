/**
 * Whether an e-mailed link (/verify-email, /reset-password) carries what it must: a token of the shape the API
 * accepts (`OpaqueToken` in libs/contracts/src/account.ts) and an e-mail. A link that does not is refused before
 * any call, so the page shows the invalid-link state instead of a form and a validator's "Too Short!".
 */
const TOKEN = /^[A-Za-z0-9_.-]{16,512}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isWellFormedLink = (token: string, email: string): boolean => TOKEN.test(token) && EMAIL.test(email);

/** The server refused the link itself (its token or e-mail), not the values typed on the page. */
export const refusedLink = (fieldErrors: Record<string, string> | undefined): boolean => !!fieldErrors && ('token' in fieldErrors || 'email' in fieldErrors);
