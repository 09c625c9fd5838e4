export * from './languages';
export * from './i18n';
export { flattenKeys } from './keys';
export * from './format';
/** react-i18next goes through this lib, so only what is used is bundled (see libs/router for the same idea). */
export { useTranslation } from 'react-i18next';
