import type { RouteObject } from '@freight/router';
import { Screen } from './Screen';

/** Route trees keyed by the shell's base paths (libs/frame route table); children are relative. */
export const routes: Record<string, RouteObject[]> = {
  '/setting': [
    { index: true, element: <Screen titleKey="screens.profile" /> },
    { path: 'profile', element: <Screen titleKey="screens.profile" /> },
    { path: 'businessDetails', element: <Screen titleKey="screens.businessDetails" /> },
    { path: 'default', element: <Screen titleKey="screens.defaults" /> },
    { path: 'favourites', element: <Screen titleKey="screens.favourites" /> },
  ],
  '/setting/businessDetails/address': [
    { index: true, element: <Screen titleKey="screens.businessAddresses" /> },
  ],
  '/setting/businessDetails/add': [
    { index: true, element: <Screen titleKey="screens.addBusinessAddress" /> },
  ],
  '/setting/businessDetails/edit/:id': [
    { index: true, element: <Screen titleKey="screens.editBusinessAddress" /> },
  ],
};
