import type { RouteObject } from '@freight/router';
import { AddressBookPage } from './book/AddressBookPage';
import { AddressFormPage } from './addresses/AddressFormPage';
import { LaneFormPage } from './lanes/LaneFormPage';
import { WarehouseFormPage } from './warehouses/WarehouseFormPage';
import { BASE_PATH, routePath } from './paths';

/** Route trees keyed by the shell's base paths (libs/frame route table); children are relative (paths.ts). */
export const routes: Record<string, RouteObject[]> = {
  [BASE_PATH]: [
    { index: true, element: <AddressBookPage /> },
    { path: routePath('addAddress'), element: <AddressFormPage /> },
    { path: routePath('editAddress'), element: <AddressFormPage /> },
    { path: routePath('addLane'), element: <LaneFormPage /> },
    { path: routePath('editLane'), element: <LaneFormPage /> },
    { path: routePath('addWarehouse'), element: <WarehouseFormPage /> },
    { path: routePath('editWarehouse'), element: <WarehouseFormPage /> },
  ],
};
