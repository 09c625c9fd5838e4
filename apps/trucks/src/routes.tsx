import { routesByBase } from '@freight/router';
import { paths } from './paths';
import { Screen } from './Screen';
import { SearchTrucksPage } from './search/SearchTrucksPage';

/** Route trees keyed by the shell's base paths (libs/frame route table), built from the typed paths. */
export const routes = routesByBase([
  [paths.trucks, <Screen titleKey="screens.truckList" />],
  [paths.addTruck, <Screen titleKey="screens.addTruck" />],
  [paths.carriers, <Screen titleKey="screens.carrierList" />],
  [paths.addCarrier, <Screen titleKey="screens.addCarrier" />],
  [paths.searchTrucks, <SearchTrucksPage />],
  [paths.editTruck, <Screen titleKey="screens.editTruck" />],
  [paths.editCarrier, <Screen titleKey="screens.editCarrier" />],
]);
