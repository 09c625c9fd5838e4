export * from './messages';
export * from './envelope';
export * from './modules';
export * from './user';
export * from './statuses';
export * from './routes';
export * from './loads';
export * from './address';
