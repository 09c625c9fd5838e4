export { hashPassword } from './password';
export { companyPermissionRoutes } from './permission-routes';
export { createRegistrationTokens, type RegistrationTokens } from './registration-token';
export { DEFAULT_CONTACT_LIMIT, DEFAULT_PASSWORD_RESET_LIMIT, DEFAULT_REGISTER_LIMIT, userManagerRoutes, type LoginRateLimit } from './routes';
export { createUserRepository } from './users-repository';
