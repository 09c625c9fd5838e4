import { modulePath } from '@freight/router';

/** Every screen of the trucks remote, typed (`paths.editTruck.getHref({ truckID })`); routes.tsx mounts them. */
export const paths = {
  trucks: modulePath('/trucks'),
  addTruck: modulePath('/trucks', 'add'),
  carriers: modulePath('/carrier'),
  addCarrier: modulePath('/carrier', 'add'),
  searchTrucks: modulePath('/search-trucks'),
  editTruck: modulePath('/edit-truck/:truckID'),
  editCarrier: modulePath('/edit/carrier/:truckID'),
} as const;
