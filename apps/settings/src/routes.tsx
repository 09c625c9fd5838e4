import { Navigate, routesByBase } from '@freight/router';
import { paths } from './paths';
import { ProfilePage } from './profile/ProfilePage';
import { BusinessDetailsPage } from './business/BusinessDetailsPage';
import { BusinessAddressesPage } from './business/BusinessAddressesPage';
import { BusinessAddressFormPage } from './business/BusinessAddressFormPage';
import { DefaultsPage } from './defaults/DefaultsPage';
import { FavouritesPage } from './favourites/FavouritesPage';

/**
 * Route trees keyed by the shell's base paths (libs/frame route table), built from the typed paths. /setting itself
 * has no page of its own: it opens the profile (the screen every account, portal-less too, may open).
 */
export const routes = routesByBase([
  [paths.settings, <Navigate to={paths.profile.getHref()} replace />],
  [paths.profile, <ProfilePage />],
  [paths.businessDetails, <BusinessDetailsPage />],
  [paths.defaults, <DefaultsPage />],
  [paths.favourites, <FavouritesPage />],
  [paths.businessAddresses, <BusinessAddressesPage />],
  [paths.addBusinessAddress, <BusinessAddressFormPage />],
  [paths.editBusinessAddress, <BusinessAddressFormPage />],
]);
