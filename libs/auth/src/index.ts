export * from './session';
export * from './auth-slice';
export { authSaga, grantedKeys } from './auth-saga';
export { registerNavigate, navigateTo } from './navigation';
export { isAllowedWithoutPortal, portalLessHome } from './portal';
export { RequireAuth, GuestOnly, RequirePermission, RouteGuard, useHasPermission, type RouteAccess } from './guards';
export { loginSchema, type LoginForm } from './login-schema';
export { LoginPage, AutoLoginPage } from './LoginPage';
