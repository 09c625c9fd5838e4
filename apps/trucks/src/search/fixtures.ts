import type { FoundTruck } from '@freight/contracts';

export const DRY_VAN = { _id: 'e0d5b8a2-1111-4c3b-8d6e-9f0a1b2c3d4e', key: 'dry_van', name: 'Dry Van 53 ft' };
export const REEFER = { _id: 'e0d5b8a2-2222-4c3b-8d6e-9f0a1b2c3d4e', key: 'reefer', name: 'Reefer 53 ft' };

/** A truck of the user's own fleet (tests). */
export const OWN_TRUCK: FoundTruck = {
  _id: '1a2b3c4d-0000-4000-8000-000000000001',
  kind: 'truck',
  name: 'Maria Lopez',
  truckNumber: 'T-204',
  trailerNumber: 'TR-9',
  phone: null,
  status: 'available',
  companyId: 'c0000000-0000-4000-8000-000000000001',
  companyName: 'Demo Freight Co.',
  own: true,
  lat: 41.95,
  lng: -87.65,
  locationName: 'Chicago, IL',
  locationAt: '2026-11-23T14:05:00.000Z',
  distanceMiles: 4.9,
  equipment: [DRY_VAN, REEFER],
  equipmentMatch: true,
  capacityLbs: 44000,
  rating: 4.6,
  favourite: false,
  companyFavourite: false,
};

/** A truck of a partner carrier (tests). */
export const PARTNER_TRUCK: FoundTruck = {
  ...OWN_TRUCK,
  _id: '1a2b3c4d-0000-4000-8000-000000000002',
  name: 'Sam Reed',
  truckNumber: 'IH-17',
  status: 'on_load',
  companyId: 'c0000000-0000-4000-8000-000000000002',
  companyName: 'Interstate Haulers',
  own: false,
  lat: 42.2,
  distanceMiles: 22.4,
  equipment: [DRY_VAN],
  rating: null,
  favourite: true,
};
