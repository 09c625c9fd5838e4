import type { RouteObject } from '@freight/router';
import { Screen } from './Screen';

/** Route trees keyed by the shell's base paths (libs/frame route table); children are relative. */
export const routes: Record<string, RouteObject[]> = {
  '/address': [
    { index: true, element: <Screen titleKey="screens.addressBook" /> },
    { path: 'add', element: <Screen titleKey="screens.addAddress" /> },
    { path: 'add-lanes', element: <Screen titleKey="screens.addLane" /> },
    { path: 'edit-lanes/:id', element: <Screen titleKey="screens.editLane" /> },
    { path: 'edit/:id', element: <Screen titleKey="screens.editAddress" /> },
    { path: 'add-warehouse', element: <Screen titleKey="screens.addWarehouse" /> },
    { path: 'edit-warehouse/:id', element: <Screen titleKey="screens.editWarehouse" /> },
  ],
};
