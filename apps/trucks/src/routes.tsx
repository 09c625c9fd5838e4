import type { RouteObject } from '@freight/router';
import { Screen } from './Screen';

/** Route trees keyed by the shell's base paths (libs/frame route table); children are relative. */
export const routes: Record<string, RouteObject[]> = {
  '/trucks': [
    { index: true, element: <Screen titleKey="screens.truckList" /> },
    { path: 'add', element: <Screen titleKey="screens.addTruck" /> },
  ],
  '/carrier': [
    { index: true, element: <Screen titleKey="screens.carrierList" /> },
    { path: 'add', element: <Screen titleKey="screens.addCarrier" /> },
  ],
  '/search-trucks': [
    { index: true, element: <Screen titleKey="screens.searchTrucks" /> },
  ],
  '/edit-truck/:truckID': [
    { index: true, element: <Screen titleKey="screens.editTruck" /> },
  ],
  '/edit/carrier/:truckID': [
    { index: true, element: <Screen titleKey="screens.editCarrier" /> },
  ],
};
