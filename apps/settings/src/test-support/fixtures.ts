import { ApiError } from '@freight/api-client';
import type { BusinessDetails, CompanyDefaults, CompanySettings, FavouriteItem, SettingsOptions, SettingsProfile } from '@freight/contracts';
import { SETTINGS_TRANSLATIONS } from '../areas';

/** Test data of the settings screens, shaped as settings-manager answers. */
export const UUID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const ok = <T>(data: T, message = 'ok') => Promise.resolve({ status: true, message, data });
export const refused = (status: number, message: string, errors?: Array<{ field: string; message: string }>) =>
  Promise.reject(new ApiError(status === 400 ? 'input' : 'server', status, { status: false, message, ...(errors ? { errors } : {}) }, message));

export const PROFILE: SettingsProfile = {
  _id: UUID(1),
  companyId: UUID(100),
  firstname: 'Ana',
  lastname: 'Diaz',
  email: 'ana@acme.test',
  pendingEmail: null,
  phone: '+1 (312) 555-0188',
  language: 'en',
  notificationPrefs: { loadAtRisk: ['inApp', 'push', 'email'], loadDelayed: ['inApp'], containerEtaChanged: [] },
};

export const COMPANY: CompanySettings = {
  _id: UUID(100),
  name: 'Acme Freight',
  companyType: 'both',
  country: 'USA',
  contactEmail: 'ops@acme.test',
  contactPhone: '+1 312 555 0100',
  website: null,
  taxNumber: '12-3456789',
  address: { street1: '1 Main St', street2: null, city: 'Chicago', state: 'IL', postalCode: '60607', country: 'USA' },
  logoUrl: null,
  logo: null,
  plan: { planKey: 'pro', name: 'Professional', billingState: 'active', renewsAt: '2026-12-24T00:00:00.000Z', hasBillingAccount: true },
};

export const BUSINESS: BusinessDetails = {
  companyId: UUID(100),
  companyType: 'both',
  carrier: {
    dotNumber: '1234567',
    mcNumber: 'MC-98765',
    insuranceCarrier: 'Great Lakes Mutual',
    insurancePolicyNumber: 'GL-1',
    insuranceExpiresOn: '2027-03-31',
    insuranceExpired: false,
    cargoInsuranceAmount: 100000,
    liabilityInsuranceAmount: null,
    equipment: [{ key: 'dry_van', name: 'Dry Van 53 ft' }],
    serviceArea: ['IL', 'IN'],
    preferredLanes: [{ originState: 'IL', originCity: 'Chicago', destinationState: 'TX', destinationCity: null }],
    updatedAt: '2026-11-20T10:00:00.000Z',
  },
};

export const OPTIONS: SettingsOptions = {
  equipment: [
    { _id: UUID(200), key: 'dry_van', name: 'Dry Van 53 ft' },
    { _id: UUID(201), key: 'reefer', name: 'Reefer 53 ft' },
  ],
  addresses: [{ _id: UUID(300), name: 'Chicago yard', tag: 'business', city: 'Chicago', state: 'IL', isDefault: true }],
};

export const DEFAULTS: CompanyDefaults = {
  pickupAddressId: null,
  pickupAddress: null,
  equipmentKey: 'dry_van',
  equipment: { _id: UUID(200), key: 'dry_van', name: 'Dry Van 53 ft' },
  currency: 'USD',
  weightUnit: 'lbs',
  quoteValidityDays: 7,
  reminderLeadHours: [24, 2],
};

export const FAVOURITE = (n: number, over: Partial<FavouriteItem> = {}): FavouriteItem => ({
  _id: UUID(400 + n),
  kind: 'truck',
  truckerId: UUID(500 + n),
  carrierCompanyId: null,
  name: `Truck ${n}`,
  reference: `T-${n}`,
  city: 'Dallas',
  state: 'TX',
  rating: 4.5,
  ownFleet: true,
  available: true,
  createdAt: '2026-11-01T00:00:00.000Z',
  ...over,
});

export const AREAS = SETTINGS_TRANSLATIONS;
