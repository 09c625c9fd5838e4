import { routesByBase } from '@freight/router';
import { AddressBookPage } from './book/AddressBookPage';
import { AddressFormPage } from './addresses/AddressFormPage';
import { LaneFormPage } from './lanes/LaneFormPage';
import { WarehouseFormPage } from './warehouses/WarehouseFormPage';
import { paths } from './paths';

/** Route trees keyed by the shell's base paths (libs/frame route table), built from the typed paths. */
export const routes = routesByBase([
  [paths.book, <AddressBookPage />],
  [paths.addAddress, <AddressFormPage />],
  [paths.editAddress, <AddressFormPage />],
  [paths.addLane, <LaneFormPage />],
  [paths.editLane, <LaneFormPage />],
  [paths.addWarehouse, <WarehouseFormPage />],
  [paths.editWarehouse, <WarehouseFormPage />],
]);
