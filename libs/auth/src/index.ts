export * from './session';
export * from './auth-slice';
export { authSaga, grantedKeys } from './auth-saga';
export { registerNavigate, navigateTo } from './navigation';
export { isAllowedWithoutPortal, portalLessHome } from './portal';
export {
  RequireAuth,
  GuestOnly,
  RequirePermission,
  RouteGuard,
  useAccess,
  useHasPermission,
  useModuleAccess,
  type ModuleAccess,
  type RouteAccess,
} from './guards';
export { EMAIL_PATTERN, PASSWORD_MIN_LENGTH, validateLogin, emailError, passwordError, type LoginForm, type LoginFormErrors } from './credential-rules';
export { LoginPage, AutoLoginPage } from './LoginPage';
export {
  rememberCredentials,
  recallCredentials,
  forgetCredentials,
  setRememberMeKeyStore,
  REMEMBER_ME_COOKIE,
  type Credentials,
  type KeyStore,
} from './remember-me';
export { takeAutoLoginFromLocation } from './auto-login';
export {
  registerPushWorker,
  currentPushSubscription,
  enablePush,
  PUSH_WORKER_URL,
  PERIODIC_SYNC_TAG,
  PERIODIC_SYNC_MIN_INTERVAL_MS,
  type PushEnableResult,
} from './device-push';
