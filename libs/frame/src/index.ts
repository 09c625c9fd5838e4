export { bootPlatform } from './boot';
export { AppProviders } from './AppProviders';
export { GlobalErrorBoundary } from './GlobalErrorBoundary';
export { SignedInLayout } from './SignedInLayout';
export { NAV_ITEMS } from './navigation';
export { StandaloneApp } from './StandaloneApp';
export { ModuleRoutes, installModule } from './ModuleRoutes';
export { UnauthorizedPage } from './UnauthorizedPage';
export { REMOTE_ROUTES, REMOTE_NAMES, remoteFolder, type RemoteName, type RemoteRoute } from './route-table';
