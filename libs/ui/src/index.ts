export { TextField, CheckboxField, SelectField, TextAreaField } from './form/fields';
export { ServerFieldErrors } from './form/ServerFieldErrors';
export { Toaster } from './feedback/Toaster';
export { PointerBlocker } from './feedback/PointerBlocker';
export { LoadingState, EmptyState, ErrorPanel, ComingSoon } from './feedback/states';
export { ConfirmDialog } from './feedback/ConfirmDialog';
export { Layout, PublicLayout, type NavItem, type Brand } from './layout/Layout';
export { LanguageSwitch } from './layout/LanguageSwitch';
export { LinkTabs } from './layout/Tabs';
