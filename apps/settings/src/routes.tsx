import { routesByBase } from '@freight/router';
import { paths } from './paths';
import { Screen } from './Screen';

/** Route trees keyed by the shell's base paths (libs/frame route table), built from the typed paths. */
export const routes = routesByBase([
  [paths.settings, <Screen titleKey="screens.profile" />],
  [paths.profile, <Screen titleKey="screens.profile" />],
  [paths.businessDetails, <Screen titleKey="screens.businessDetails" />],
  [paths.defaults, <Screen titleKey="screens.defaults" />],
  [paths.favourites, <Screen titleKey="screens.favourites" />],
  [paths.businessAddresses, <Screen titleKey="screens.businessAddresses" />],
  [paths.addBusinessAddress, <Screen titleKey="screens.addBusinessAddress" />],
  [paths.editBusinessAddress, <Screen titleKey="screens.editBusinessAddress" />],
]);
