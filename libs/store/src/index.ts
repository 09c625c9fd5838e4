export * from './store';
export * from './activity-slice';
export * from './toast-slice';
export * from './platform-slice';
export * from './remote-module';
export * from './hooks';
export * from './paged-list';
