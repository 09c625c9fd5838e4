import { modulePath } from '@freight/router';

/**
 * Every screen of the settings remote, typed (`paths.profile.getHref()`, `paths.editBusinessAddress.getHref({ id })`);
 * routes.tsx mounts them. The nested business-address pages are base paths of their own in the shell's route
 * table, because they need the address permission.
 */
export const paths = {
  settings: modulePath('/setting'),
  profile: modulePath('/setting', 'profile'),
  businessDetails: modulePath('/setting', 'businessDetails'),
  defaults: modulePath('/setting', 'default'),
  favourites: modulePath('/setting', 'favourites'),
  businessAddresses: modulePath('/setting/businessDetails/address'),
  addBusinessAddress: modulePath('/setting/businessDetails/add'),
  editBusinessAddress: modulePath('/setting/businessDetails/edit/:id'),
} as const;
