export * from './languages';
export * from './i18n';
export { flattenKeys } from './keys';
