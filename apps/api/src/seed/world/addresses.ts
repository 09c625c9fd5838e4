import { CITIES, CITY_BY_KEY } from '../../reference/geo';
import { CUSTOMERS, RECEIVER_SITES, SHIPPER_SITES } from '../../reference/names';
import type { AddressRef } from '../load-generator';
import { CARRIER_COMPANIES, DAY, WORLD_SIZE } from './constants';
import { jitter, personName, phoneFor, street, type WorldBuild } from './context';

/** The address book: Demo Freight Co.'s 120 addresses (one per city, the headquarters in Chicago) and the carriers' terminals. */

export interface AddressBook {
  addressByCity: Map<string, AddressRef>;
  /** The customers' addresses (the sales orders are theirs). */
  customerAddresses: AddressRef[];
}

export function makeAddressBook({ rng, now, demo, context, rows }: WorldBuild): AddressBook {
  const hqCity = CITY_BY_KEY.get('Chicago, IL')!;
  const addressCities = [hqCity, ...rng.shuffle(CITIES.filter((city) => city.key !== hqCity.key))].slice(0, WORLD_SIZE.addresses);
  const addressByCity = new Map<string, AddressRef>();
  const customerAddresses: AddressRef[] = [];
  const tagPlan: string[] = ['business', 'billing', 'billing', ...Array(40).fill('pickup'), ...Array(55).fill('delivery'), ...Array(22).fill('customer')];
  const defaults = new Set<string>();
  addressCities.forEach((city, index) => {
    const tag = tagPlan[index] ?? 'delivery';
    const name =
      tag === 'business'
        ? 'Demo Freight Co. Headquarters'
        : tag === 'billing'
          ? `Demo Freight Co. Accounts Payable (${city.name})`
          : tag === 'pickup'
            ? `${SHIPPER_SITES[index % SHIPPER_SITES.length]} - ${city.name}`
            : tag === 'customer'
              ? `${CUSTOMERS[index % CUSTOMERS.length]} (${city.name})`
              : `${RECEIVER_SITES[index % RECEIVER_SITES.length]} #${rng.int(100, 999)}`;
    const id = rng.uuid();
    const contactName = personName(rng);
    const ref: AddressRef = {
      id,
      name,
      street1: street(rng),
      city: city.name,
      state: city.state,
      postalCode: city.postalCode,
      country: city.country,
      lat: jitter(rng, city.lat),
      lng: jitter(rng, city.lng),
      contactName,
      contactPhone: phoneFor(rng, city.state),
    };
    addressByCity.set(city.key, ref);
    if (tag === 'customer') customerAddresses.push(ref);
    const isDefault = !defaults.has(tag);
    defaults.add(tag);
    rows.addresses.push({
      ...ref,
      companyId: demo,
      tag,
      street2: rng.chance(0.2) ? `Suite ${rng.int(100, 900)}` : null,
      geocodedAt: new Date(now - 140 * DAY),
      contactEmail: `${contactName.split(' ')[0]!.toLowerCase()}@${name
        .split(' ')[0]!
        .toLowerCase()
        .replace(/[^a-z]/g, '')}.test`,
      isDefault,
      openingHours: tag === 'pickup' || tag === 'delivery' ? 'Mon-Fri 07:00-15:30' : null,
      notes: null,
      erpCustomerId: tag === 'customer' ? `C${rng.digits(6)}` : null,
      createdBy: context.shipperId,
      createdAt: new Date(now - rng.float(60, 140) * DAY),
      updatedAt: new Date(now - rng.float(1, 60) * DAY),
    });
  });
  return { addressByCity, customerAddresses };
}

/** The carriers' own business addresses. */
export function makeCarrierTerminals({ rng, now, carriers: { interstateId, mapleId }, rows }: WorldBuild): void {
  for (const [companyId, carrier] of [
    [interstateId, CARRIER_COMPANIES.interstate],
    [mapleId, CARRIER_COMPANIES.maple],
  ] as const) {
    const city = CITY_BY_KEY.get(carrier.city)!;
    rows.addresses.push({
      id: rng.uuid(),
      companyId,
      tag: 'business',
      name: `${carrier.name} Terminal`,
      street1: street(rng),
      city: city.name,
      state: city.state,
      postalCode: city.postalCode,
      country: city.country,
      lat: jitter(rng, city.lat),
      lng: jitter(rng, city.lng),
      geocodedAt: new Date(now - 100 * DAY),
      contactName: `${carrier.firstname} ${carrier.lastname}`,
      contactPhone: phoneFor(rng, city.state),
      contactEmail: carrier.email,
      isDefault: true,
      createdAt: new Date(now - 100 * DAY),
      updatedAt: new Date(now - 100 * DAY),
    });
  }
}
