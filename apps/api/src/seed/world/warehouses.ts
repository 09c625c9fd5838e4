import { CITY_BY_KEY, type City } from '../../reference/geo';
import { PRODUCTS } from '../../reference/names';
import type { AddressRef } from '../load-generator';
import { DAY } from './constants';
import { jitter, personName, phoneFor, street, type WorldBuild } from './context';

/** Demo Freight Co.'s 15 distribution centres and the stock each holds. */

export interface Warehouses {
  warehouseByCity: Map<string, { id: string; city: City }>;
  /** The DCs as places a load can deliver to (load-generator: a load off its lanes to a DC's city delivers there). */
  warehousePlaceByCity: Map<string, AddressRef>;
}

export function makeWarehouses(build: WorldBuild, productIds: ReadonlyMap<string, string>): Warehouses {
  const { rng, now, demo, rows } = build;
  const warehouseCities = [
    'Joliet, IL',
    'Fort Worth, TX',
    'Atlanta, GA',
    'Ontario, CA',
    'Newark, NJ',
    'Memphis, TN',
    'Columbus, OH',
    'Mississauga, ON',
    'Laval, QC',
    'Calgary, AB',
    'Surrey, BC',
    'Tacoma, WA',
    'Houston, TX',
    'Kansas City, MO',
    'Indianapolis, IN',
  ];
  const warehouseByCity = new Map<string, { id: string; city: City }>();
  const warehousePlaceByCity = new Map<string, AddressRef>();
  for (const key of warehouseCities) {
    const city = CITY_BY_KEY.get(key)!;
    const id = rng.uuid();
    const capacity = rng.int(20, 120) * 100;
    warehouseByCity.set(key, { id, city });
    const warehouse = {
      id,
      companyId: demo,
      tag: 'warehouse',
      name: `Demo Freight DC ${city.name}`,
      code: `WH-${city.name
        .replace(/[^A-Za-z]/g, '')
        .slice(0, 3)
        .toUpperCase()}${city.state}`,
      street1: street(rng),
      city: city.name,
      state: city.state,
      postalCode: city.postalCode,
      country: city.country,
      lat: jitter(rng, city.lat),
      lng: jitter(rng, city.lng),
      contactName: personName(rng),
      contactPhone: phoneFor(rng, city.state),
      contactEmail: `dc-${city.name.toLowerCase().replace(/[^a-z]/g, '')}@demo-freight.test`,
      capacityPallets: capacity,
      availablePallets: Math.round(capacity * rng.float(0.05, 0.6)),
      dockDoors: rng.int(12, 80),
      openingHours: rng.chance(0.3) ? '24/7' : 'Mon-Sat 06:00-22:00',
      isActive: true,
      createdAt: new Date(now - rng.float(100, 150) * DAY),
      updatedAt: new Date(now - rng.float(0, 10) * DAY),
    };
    rows.warehouses.push(warehouse);
    const { name, street1, postalCode, country, lat, lng, contactName, contactPhone } = warehouse;
    warehousePlaceByCity.set(key, {
      id,
      warehouseId: id,
      name,
      street1,
      city: city.name,
      state: city.state,
      postalCode,
      country,
      lat,
      lng,
      contactName,
      contactPhone,
    });
    stockWarehouse(build, id, productIds);
  }
  return { warehouseByCity, warehousePlaceByCity };
}

/** A DC holds 5 to 8 of the products. */
function stockWarehouse({ rng, now, demo, rows }: WorldBuild, warehouseId: string, productIds: ReadonlyMap<string, string>): void {
  for (const product of rng.sample(PRODUCTS, rng.int(5, 8))) {
    const pallets = rng.int(4, 180);
    rows.inventory.push({
      id: rng.uuid(),
      companyId: demo,
      warehouseId,
      productId: productIds.get(product.sku)!,
      pallets,
      quantity: pallets * product.unitsPerPallet,
      updatedAt: new Date(now - rng.float(0, 5) * DAY),
    });
  }
}
