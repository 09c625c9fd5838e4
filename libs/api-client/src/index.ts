export { configureApiClient, call, http, API_BASE_URL, REQUEST_TIMEOUT_MS } from './client';
export type { ApiClientHooks, CallOptions, Notice } from './client';
export { ApiError, serverMessages } from './errors';
export type { ApiErrorKind } from './errors';
export { userManager } from './calls/user-manager';
export { companyPermissions } from './calls/company-permissions';
export { health } from './calls/health';
