import { routesByBase } from '@freight/router';
import { paths } from './paths';
import { BulkPage } from './bulk/BulkPage';
import { LoadListPage } from './loads/LoadListPage';
import { LoadFormPage } from './loads/LoadFormPage';
import { NearTruckPage } from './loads/NearTruckPage';
import { BoardPage } from './board/BoardPage';
import { QuotesPage } from './quotes/QuotesPage';
import { ViewQuotePage } from './quotes/ViewQuotePage';
import { QuoteListPage } from './quotes/QuoteListPage';
import { CarrierDetailPage } from './carrier/CarrierDetailPage';

/** Route trees keyed by the shell's base paths (libs/frame route table), built from the typed paths. */
export const routes = routesByBase([
  [paths.loads, <LoadListPage />],
  [paths.addLoad, <LoadFormPage />],
  [paths.editLoad, <LoadFormPage />],
  [paths.nearTruck, <NearTruckPage />],
  [paths.searchLoad, <BoardPage />],
  [paths.quotes, <QuotesPage />],
  [paths.viewQuote, <ViewQuotePage />],
  [paths.quoteList, <QuoteListPage />],
  [paths.bulkSchedule, <BulkPage />],
  [paths.carrierDetail, <CarrierDetailPage />],
]);
