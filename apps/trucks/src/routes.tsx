import { routesByBase } from '@freight/router';
import { paths } from './paths';
import { TruckerFormPage } from './fleet/TruckerFormPage';
import { TruckerListPage } from './fleet/TruckerListPage';
import { SearchTrucksPage } from './search/SearchTrucksPage';

/** Route trees keyed by the shell's base paths (libs/frame route table), built from the typed paths. */
export const routes = routesByBase([
  [paths.trucks, <TruckerListPage kind="truck" />],
  [paths.addTruck, <TruckerFormPage kind="truck" />],
  [paths.carriers, <TruckerListPage kind="carrier" />],
  [paths.addCarrier, <TruckerFormPage kind="carrier" />],
  [paths.searchTrucks, <SearchTrucksPage />],
  [paths.editTruck, <TruckerFormPage kind="truck" />],
  [paths.editCarrier, <TruckerFormPage kind="carrier" />],
]);
