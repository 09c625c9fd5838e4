import type { RouteObject } from '@freight/router';
import { AddressBookPage } from './book/AddressBookPage';
import { AddressFormPage } from './addresses/AddressFormPage';
import { LaneFormPage } from './lanes/LaneFormPage';
import { WarehouseFormPage } from './warehouses/WarehouseFormPage';

/** Route trees keyed by the shell's base paths (libs/frame route table); children are relative. */
export const routes: Record<string, RouteObject[]> = {
  '/address': [
    { index: true, element: <AddressBookPage /> },
    { path: 'add', element: <AddressFormPage /> },
    { path: 'edit/:id', element: <AddressFormPage /> },
    { path: 'add-lanes', element: <LaneFormPage /> },
    { path: 'edit-lanes/:id', element: <LaneFormPage /> },
    { path: 'add-warehouse', element: <WarehouseFormPage /> },
    { path: 'edit-warehouse/:id', element: <WarehouseFormPage /> },
  ],
};
