export * from './messages';
export * from './envelope';
export * from './modules';
export * from './user';
