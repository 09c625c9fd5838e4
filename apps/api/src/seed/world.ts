import { and, eq, inArray, sql } from 'drizzle-orm';
import { MODULE_KEYS, containerCheckDigit, type PurchaseOrderStatus, type ContainerStatus, type ContainerEvent, type SalesOrderStatus } from '@freight/contracts';
import type { DbOrTx } from '../db/client';
import {
  activityLogs,
  addresses,
  appSettings,
  carrierPartners,
  chatMessages,
  checkoutSessions,
  companies,
  companyCarrierDetails,
  containerEtaChanges,
  containerMilestones,
  containerPositions,
  containers,
  emailOutbox,
  equipmentTypes,
  favourites,
  idCounters,
  laneUsers,
  lanes,
  loadStops,
  loads,
  modules,
  notifications,
  orderAccessorials,
  orderDetails,
  orderStatusHistory,
  orders,
  products,
  purchaseOrderLines,
  purchaseOrders,
  quoteComments,
  quotes,
  salesOrderLines,
  salesOrders,
  shipmentLabels,
  trackingPoints,
  truckerEquipment,
  truckers,
  userPermissions,
  users,
  warehouseInventory,
  warehouses,
} from '../db/schema';
import { computeRisk, RISK_NOTICE_TITLES, riskLink, riskNoticeBody } from '../insight';
import { bulkInsert } from './bulk-insert';
import { CITIES, CITY_BY_KEY, HIGHWAY_LINES, OCEAN_LANES, PORTS, ROUTES, nearestCity, oceanLine, round, routeCountry, wrapLng, Polyline, type City } from '../reference/geo';
import { generateLoad, statusMix, type AddressRef, type CarrierRef, type LaneRef, type LoadBundle, type LoadWorld, type TruckPosition, type TruckRef } from './load-generator';
import {
  AREA_CODES,
  CHAT_FROM_OFFICE,
  CHAT_FROM_TRUCK,
  CONTAINER_OWNERS,
  CUSTOMERS,
  FIRST_NAMES,
  LAST_NAMES,
  OCEAN_CARRIERS,
  PRODUCTS,
  RECEIVER_SITES,
  SHIPPER_SITES,
  STREET_NAMES,
  STREET_SUFFIXES,
  SUPPLIERS,
  TRUCK_MODELS,
} from '../reference/names';
import { Random } from './random';
import { EQUIPMENT_TYPES, type EquipmentKey } from './reference';

/**
 * The demo world, created once on first start right after the demo accounts (docs/DATA-MODEL.md, "Demo world"):
 * Demo Freight Co. ships (shipper@ posts the loads) and runs a private fleet (carrier@ dispatches it); two carrier
 * companies (Interstate Haulers, USA; Maple Leaf Freightways, Canada) are in its carrier network. Deterministic:
 * a fixed seed; times are offsets from the moment of seeding. One transaction, bulk inserts, well under 10 s.
 */

export const WORLD_SEED = 20_240_917;
export const WORLD_MARKER = 'demo_world_seeded_at';
/**
 * Invoice numbers are per carrier company (order-manager/send-invoice takes the carrier's `id_counters` kind
 * `invoice`; unique per carrier in the database), while the seeds number their invoices from one counter of the
 * demo company. So that a carrier's first real invoice does not take a number a seeded invoice of it already has,
 * every carrier's counter is raised to its highest seeded number (never lowered). The seeds call it after writing
 * their orders (world.ts, bulk.ts).
 */
export async function raiseCarrierInvoiceCounters(db: DbOrTx): Promise<void> {
  await db.execute(sql`
    insert into ${idCounters} (company_id, kind, value)
    select carrier_company_id, 'invoice', max(substring(invoice_number from 5)::int)
    from ${orders} where invoice_number ~ '^INV-[0-9]{1,9}$'
    group by carrier_company_id
    on conflict (company_id, kind) do update set value = greatest(${idCounters}.value, excluded.value)`);
}

export const DEMO_QUOTE_PASSCODE = '246810';

export const WORLD_SIZE = {
  trucks: 40,
  addresses: 120,
  warehouses: 15,
  lanes: 25,
  loads: 300,
  purchaseOrders: 20,
  salesOrders: 25,
} as const;

export const CARRIER_COMPANIES = {
  interstate: {
    name: 'Interstate Haulers LLC',
    email: 'dispatch@interstate-haulers.test',
    firstname: 'Marcus',
    lastname: 'Reed',
    country: 'USA' as const,
    city: 'Indianapolis, IN',
    prefix: 'IH',
    trucks: 14,
  },
  maple: {
    name: 'Maple Leaf Freightways Ltd.',
    email: 'dispatch@mapleleaf-freight.test',
    firstname: 'Élodie',
    lastname: 'Tremblay',
    country: 'CANADA' as const,
    city: 'Mississauga, ON',
    prefix: 'ML',
    trucks: 12,
  },
};

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export interface WorldContext {
  demoCompanyId: string;
  adminId: string;
  shipperId: string;
  carrierId: string;
  /** Hash of the demo password (reused for the carrier companies' dispatchers). */
  passwordHash: string;
}

export interface WorldCounts {
  companies: number;
  trucks: number;
  addresses: number;
  warehouses: number;
  lanes: number;
  loads: number;
  quotes: number;
  orders: number;
  trackingPoints: number;
  purchaseOrders: number;
  containers: number;
  chatMessages: number;
  activityLogs: number;
}

const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48" viewBox="0 0 160 48"><rect width="160" height="48" rx="8" fill="#0f3d68"/><text x="80" y="31" font-family="Arial,sans-serif" font-size="18" font-weight="700" fill="#fff" text-anchor="middle">DEMO FREIGHT</text></svg>';
export const DEMO_LOGO_URL = `data:image/svg+xml;base64,${Buffer.from(LOGO_SVG).toString('base64')}`;

const phoneFor = (rng: Random, state: string) => `+1 ${AREA_CODES[state] ?? '800'}-555-01${rng.digits(2)}`;
const personName = (rng: Random) => `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
const street = (rng: Random) => `${rng.int(100, 9800)} ${rng.pick(STREET_NAMES)} ${rng.pick(STREET_SUFFIXES)}`;
const jitter = (rng: Random, value: number) => round(value + rng.float(-0.02, 0.02), 5);

/** ISO 6346 container number with its check digit (@freight/contracts' `containerCheckDigit`). */
export function containerNumber(owner: string, serial: string): string {
  return `${owner}${serial}${containerCheckDigit(`${owner}${serial}`)}`;
}

/** VIN-like 17 characters (no I, O, Q). */
const vin = (rng: Random) => rng.code(17, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789');

export async function worldExists(db: DbOrTx): Promise<boolean> {
  const rows = await db.select({ key: appSettings.key }).from(appSettings).where(eq(appSettings.key, WORLD_MARKER)).limit(1);
  return rows.length > 0;
}

/** Creates the demo world (call inside the seeding transaction). Returns what it made. */
export async function seedDemoWorld(db: DbOrTx, context: WorldContext): Promise<WorldCounts> {
  const rng = new Random(WORLD_SEED);
  const now = Math.floor(Date.now() / 60_000) * 60_000;
  const demo = context.demoCompanyId;

  // ------------------------------------------------------------------------------------------------ companies
  await db
    .update(companies)
    .set({
      companyType: 'both',
      country: 'USA',
      logoUrl: DEMO_LOGO_URL,
      website: 'https://demo-freight.test',
      dotNumber: '2847193',
      mcNumber: 'MC-918273',
      planRenewsAt: new Date(now + 20 * DAY),
      paymentCustomerId: 'cus_sandbox_demo',
      defaults: { equipment: 'dry_van', currency: 'USD', weightUnit: 'lbs', pickupHours: '08:00-16:00', location: 'USA' },
    })
    .where(eq(companies.id, demo));

  const interstateId = rng.uuid();
  const mapleId = rng.uuid();
  await db.insert(companies).values([
    {
      id: interstateId,
      name: CARRIER_COMPANIES.interstate.name,
      companyType: 'carrier',
      planKey: 'pro',
      billingState: 'active',
      contactEmail: CARRIER_COMPANIES.interstate.email,
      contactPhone: '+1 317-555-0142',
      website: 'https://interstate-haulers.test',
      country: 'USA',
      dotNumber: '3124587',
      mcNumber: 'MC-1098234',
      planRenewsAt: new Date(now + 11 * DAY),
      paymentCustomerId: 'cus_sandbox_interstate',
      createdAt: new Date(now - 120 * DAY),
    },
    {
      id: mapleId,
      name: CARRIER_COMPANIES.maple.name,
      companyType: 'carrier',
      planKey: 'starter',
      billingState: 'active',
      contactEmail: CARRIER_COMPANIES.maple.email,
      contactPhone: '+1 905-555-0177',
      website: 'https://mapleleaf-freight.test',
      country: 'CANADA',
      dotNumber: 'ON-NSC-447120',
      planRenewsAt: new Date(now + 4 * DAY),
      paymentCustomerId: 'cus_sandbox_maple',
      createdAt: new Date(now - 100 * DAY),
    },
  ]);
  // What the two carriers declare on /setting/businessDetails?type=carrier (shown to the shipper on
  // /carrierdetail). No random draws, so the rest of the world is unchanged; Maple's insurance has lapsed (the page's
  // "expired" warning), dates are offsets from the moment of seeding like every other time here.
  const day = (offset: number) => new Date(now + offset * DAY).toISOString().slice(0, 10);
  await db.insert(companyCarrierDetails).values([
    {
      companyId: interstateId,
      insuranceCarrier: 'Hoosier Freight Insurance Co.',
      insurancePolicyNumber: 'HFI-AL-448120',
      insuranceExpiresOn: day(210),
      cargoInsuranceAmount: 100_000,
      liabilityInsuranceAmount: 1_000_000,
      equipmentKeys: ['dry_van', 'reefer', 'flatbed'],
      // Not IL: e2e settings.spec.ts adds IL to Interstate's service area and sees it listed.
      serviceArea: ['IN', 'OH', 'MI', 'KY', 'TN', 'TX'],
      preferredLanes: [
        { originState: 'IL', originCity: 'Chicago', destinationState: 'TX', destinationCity: 'Dallas' },
        { originState: 'IN', originCity: 'Indianapolis', destinationState: 'OH', destinationCity: null },
      ],
    },
    {
      companyId: mapleId,
      insuranceCarrier: 'Northbridge Transport Insurance',
      insurancePolicyNumber: 'NTI-7730915',
      insuranceExpiresOn: day(-12),
      cargoInsuranceAmount: 150_000,
      liabilityInsuranceAmount: 2_000_000,
      equipmentKeys: ['dry_van', 'reefer'],
      serviceArea: ['ON', 'QC', 'NY', 'MI'],
      preferredLanes: [{ originState: 'ON', originCity: 'Toronto', destinationState: 'QC', destinationCity: 'Montreal' }],
    },
  ]);

  const interstateUserId = rng.uuid();
  const mapleUserId = rng.uuid();
  await db.insert(users).values(
    (
      [
        [interstateUserId, interstateId, CARRIER_COMPANIES.interstate],
        [mapleUserId, mapleId, CARRIER_COMPANIES.maple],
      ] as const
    ).map(([id, companyId, carrier]) => ({
      id,
      companyId,
      firstname: carrier.firstname,
      lastname: carrier.lastname,
      email: carrier.email,
      passwordHash: context.passwordHash,
      canAccessPortal: true,
      onboardingStage: 'completed',
      onboardingNextAction: null,
      language: carrier.country === 'CANADA' ? 'fr' : 'en',
      emailVerifiedAt: new Date(now - 90 * DAY),
    })),
  );
  const moduleRows = await db.select({ id: modules.id, moduleKey: modules.moduleKey }).from(modules).where(inArray(modules.moduleKey, [...MODULE_KEYS]));
  await db.insert(userPermissions).values(
    [interstateUserId, mapleUserId].flatMap((userId) => moduleRows.map((module) => ({ userId, moduleId: module.id, isGranted: true }))),
  );

  const equipmentRows = await db.select({ id: equipmentTypes.id, key: equipmentTypes.key }).from(equipmentTypes);
  const equipmentIds = Object.fromEntries(equipmentRows.map((row) => [row.key, row.id])) as Record<EquipmentKey, string>;
  for (const type of EQUIPMENT_TYPES) if (!equipmentIds[type.key]) throw new Error(`seed: equipment type ${type.key} missing`);

  const rows = {
    partners: [] as Insert<typeof carrierPartners>[],
    products: [] as Insert<typeof products>[],
    addresses: [] as Insert<typeof addresses>[],
    warehouses: [] as Insert<typeof warehouses>[],
    inventory: [] as Insert<typeof warehouseInventory>[],
    truckers: [] as Insert<typeof truckers>[],
    truckerEquipment: [] as Insert<typeof truckerEquipment>[],
    lanes: [] as Insert<typeof lanes>[],
    laneUsers: [] as Insert<typeof laneUsers>[],
    favourites: [] as Insert<typeof favourites>[],
    purchaseOrders: [] as Insert<typeof purchaseOrders>[],
    poLines: [] as Insert<typeof purchaseOrderLines>[],
    containers: [] as Insert<typeof containers>[],
    containerPositions: [] as Insert<typeof containerPositions>[],
    milestones: [] as Insert<typeof containerMilestones>[],
    etaChanges: [] as Insert<typeof containerEtaChanges>[],
    salesOrders: [] as Insert<typeof salesOrders>[],
    salesOrderLines: [] as Insert<typeof salesOrderLines>[],
    labels: [] as Insert<typeof shipmentLabels>[],
    chat: [] as Insert<typeof chatMessages>[],
    activity: [] as Insert<typeof activityLogs>[],
    notifications: [] as Insert<typeof notifications>[],
    emails: [] as Insert<typeof emailOutbox>[],
    checkouts: [] as Insert<typeof checkoutSessions>[],
  };

  rows.partners.push(
    { id: rng.uuid(), companyId: demo, carrierCompanyId: interstateId, status: 'active', createdAt: new Date(now - 110 * DAY) },
    { id: rng.uuid(), companyId: demo, carrierCompanyId: mapleId, status: 'active', createdAt: new Date(now - 95 * DAY) },
  );

  // ------------------------------------------------------------------------------------------------ products
  const productIds = new Map<string, string>();
  for (const product of PRODUCTS) {
    const id = rng.uuid();
    productIds.set(product.sku, id);
    rows.products.push({
      id,
      companyId: demo,
      sku: product.sku,
      name: product.name,
      description: `${product.commodity}, ${product.unitsPerPallet} ${product.unit} per pallet`,
      unit: product.unit,
      unitWeightLbs: product.unitWeightLbs,
      unitsPerPallet: product.unitsPerPallet,
      unitPrice: product.unitPrice,
      commodityClass: product.commodity,
      isHazmat: Boolean(product.hazmat),
      createdAt: new Date(now - 150 * DAY),
    });
  }

  // ------------------------------------------------------------------------------------------------ addresses (120, one per city)
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
      contactEmail: `${contactName.split(' ')[0]!.toLowerCase()}@${name.split(' ')[0]!.toLowerCase().replace(/[^a-z]/g, '')}.test`,
      isDefault,
      openingHours: tag === 'pickup' || tag === 'delivery' ? 'Mon-Fri 07:00-15:30' : null,
      notes: null,
      erpCustomerId: tag === 'customer' ? `C${rng.digits(6)}` : null,
      createdBy: context.shipperId,
      createdAt: new Date(now - rng.float(60, 140) * DAY),
      updatedAt: new Date(now - rng.float(1, 60) * DAY),
    });
  });
  // The carriers' own business addresses.
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

  // ------------------------------------------------------------------------------------------------ warehouses (15) and stock
  const warehouseCities = [
    'Joliet, IL', 'Fort Worth, TX', 'Atlanta, GA', 'Ontario, CA', 'Newark, NJ', 'Memphis, TN', 'Columbus, OH', 'Mississauga, ON',
    'Laval, QC', 'Calgary, AB', 'Surrey, BC', 'Tacoma, WA', 'Houston, TX', 'Kansas City, MO', 'Indianapolis, IN',
  ];
  const warehouseByCity = new Map<string, { id: string; city: City }>();
  // The DCs as places a load can deliver to (load-generator: a load off its lanes to a DC's city delivers there).
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
      code: `WH-${city.name.replace(/[^A-Za-z]/g, '').slice(0, 3).toUpperCase()}${city.state}`,
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
    warehousePlaceByCity.set(key, { id, warehouseId: id, name, street1, city: city.name, state: city.state, postalCode, country, lat, lng, contactName, contactPhone });
    for (const product of rng.sample(PRODUCTS, rng.int(5, 8))) {
      const pallets = rng.int(4, 180);
      rows.inventory.push({
        id: rng.uuid(),
        companyId: demo,
        warehouseId: id,
        productId: productIds.get(product.sku)!,
        pallets,
        quantity: pallets * product.unitsPerPallet,
        updatedAt: new Date(now - rng.float(0, 5) * DAY),
      });
    }
  }

  // ------------------------------------------------------------------------------------------------ truckers (40)
  const fleets: Array<{ companyId: string; name: string; prefix: string; country: 'USA' | 'CANADA'; homes: City[]; trucks: number; ownerOperators: number; userId: string | null }> = [
    { companyId: demo, name: 'Demo Freight Co.', prefix: 'DF', country: 'USA', homes: cities('USA'), trucks: 10, ownerOperators: 4, userId: context.carrierId },
    { companyId: interstateId, name: CARRIER_COMPANIES.interstate.name, prefix: 'IH', country: 'USA', homes: cities('USA'), trucks: CARRIER_COMPANIES.interstate.trucks, ownerOperators: 0, userId: interstateUserId },
    { companyId: mapleId, name: CARRIER_COMPANIES.maple.name, prefix: 'ML', country: 'CANADA', homes: cities('CANADA'), trucks: CARRIER_COMPANIES.maple.trucks, ownerOperators: 0, userId: mapleUserId },
  ];
  const carrierRefs: CarrierRef[] = [];
  const allTrucks: TruckRef[] = [];
  const truckRows = new Map<string, Insert<typeof truckers>>();
  fleets.forEach((fleet, fleetIndex) => {
    const trucks: TruckRef[] = [];
    for (let i = 0; i < fleet.trucks + fleet.ownerOperators; i++) {
      const kind = i < fleet.trucks ? 'truck' : 'carrier';
      const home = rng.pick(fleet.homes);
      const [make, model] = rng.pick(TRUCK_MODELS);
      const driver = personName(rng);
      const id = rng.uuid();
      const truckNumber = `${fleet.prefix}-${fleetIndex + 1}${String(i + 1).padStart(2, '0')}`;
      const row: Insert<typeof truckers> = {
        id,
        companyId: fleet.companyId,
        userId: null,
        kind,
        name: kind === 'carrier' ? `${driver.split(' ')[1]} Trucking (${driver})` : driver,
        email: `${truckNumber.toLowerCase()}@drivers.demo.test`,
        phone: phoneFor(rng, home.state),
        truckNumber,
        trailerNumber: `TR-${rng.digits(5)}`,
        plateNumber: rng.code(7, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'),
        plateState: home.state,
        vin: vin(rng),
        make,
        model,
        year: rng.int(2017, 2025),
        capacityLbs: rng.int(42, 48) * 1000,
        dotNumber: kind === 'carrier' ? rng.digits(7) : null,
        mcNumber: kind === 'carrier' ? `MC-${rng.digits(6)}` : null,
        status: 'available',
        homeCity: home.name,
        homeState: home.state,
        country: fleet.country,
        rating: null,
        ratingCount: 0,
        isActive: true,
        createdAt: new Date(now - rng.float(90, 400) * DAY),
        updatedAt: new Date(now - rng.float(0, 3) * DAY),
      };
      truckRows.set(id, row);
      rows.truckers.push(row);
      const equipment = rng.weighted<EquipmentKey[]>([
        [['dry_van'], 45],
        [['reefer'], 20],
        [['dry_van', 'reefer'], 10],
        [['flatbed', 'step_deck'], 12],
        [['flatbed', 'conestoga'], 8],
        [['power_only', 'container_chassis'], 5],
      ]);
      for (const key of equipment) rows.truckerEquipment.push({ id: rng.uuid(), companyId: fleet.companyId, truckerId: id, equipmentTypeId: equipmentIds[key] });
      const ref: TruckRef = { id, companyId: fleet.companyId, kind, name: row.name, truckNumber };
      trucks.push(ref);
      allTrucks.push(ref);
    }
    const contact =
      fleet.companyId === interstateId
        ? { name: `${CARRIER_COMPANIES.interstate.firstname} ${CARRIER_COMPANIES.interstate.lastname}`, email: CARRIER_COMPANIES.interstate.email }
        : fleet.companyId === mapleId
          ? { name: `${CARRIER_COMPANIES.maple.firstname} ${CARRIER_COMPANIES.maple.lastname}`, email: CARRIER_COMPANIES.maple.email }
          : { name: 'Demo Freight Fleet', email: 'fleet@demo.test' };
    carrierRefs.push({
      companyId: fleet.companyId,
      name: fleet.name,
      country: fleet.country,
      trucks,
      contact,
      userId: fleet.userId,
      share:
        fleet.companyId === demo
          ? { USA: 0.45, CANADA: 0.03, CROSS_BORDER: 0.2 }
          : fleet.companyId === interstateId
            ? { USA: 0.5, CANADA: 0.02, CROSS_BORDER: 0.25 }
            : { USA: 0.05, CANADA: 0.95, CROSS_BORDER: 0.55 },
    });
  });

  // ------------------------------------------------------------------------------------------------ lanes (25)
  const routesWithAddresses = ROUTES.filter((route) => addressByCity.has(route.from.key) && addressByCity.has(route.to.key));
  const laneRefs: LaneRef[] = [];
  const laneCandidates = rng.shuffle(routesWithAddresses.filter((route) => route.miles >= 200 && route.miles <= 2_200));
  const usedPairs = new Set<string>();
  for (const route of laneCandidates) {
    if (laneRefs.length >= WORLD_SIZE.lanes) break;
    const pair = [route.from.key, route.to.key].sort().join('|');
    if (usedPairs.has(pair)) continue;
    usedPairs.add(pair);
    const id = rng.uuid();
    const equipmentKey = rng.weighted<EquipmentKey>([
      ['dry_van', 65],
      ['reefer', 20],
      ['flatbed', 15],
    ]);
    const lane: LaneRef = { id, route, origin: addressByCity.get(route.from.key)!, destination: addressByCity.get(route.to.key)!, equipmentKey };
    laneRefs.push(lane);
    rows.lanes.push({
      id,
      companyId: demo,
      name: `${route.from.name}, ${route.from.state} → ${route.to.name}, ${route.to.state}`,
      originAddressId: lane.origin.id,
      destinationAddressId: lane.destination.id,
      equipmentTypeId: equipmentIds[equipmentKey],
      distanceMiles: route.miles,
      targetRate: Math.round((route.miles * rng.float(2.2, 3.0) + 150) / 25) * 25,
      currency: route.from.country === 'CANADA' && route.to.country === 'CANADA' ? 'CAD' : 'USD',
      loadsPerWeek: rng.int(1, 10),
      notes: rng.chance(0.3) ? `Runs on ${route.highway}. Preferred carriers listed.` : null,
      isActive: rng.chance(0.92),
      createdBy: context.shipperId,
      createdAt: new Date(now - rng.float(90, 130) * DAY),
      updatedAt: new Date(now - rng.float(0, 30) * DAY),
    });
    const region = routeCountry(route);
    const pool = allTrucks.filter((truck) => {
      const carrier = carrierRefs.find((c) => c.companyId === truck.companyId)!;
      return region === 'USA' ? carrier.country === 'USA' : region === 'CANADA' ? carrier.country === 'CANADA' : true;
    });
    for (const truck of rng.sample(pool, rng.int(2, 4))) {
      rows.laneUsers.push({ id: rng.uuid(), companyId: demo, laneId: id, truckerId: truck.id, createdAt: new Date(now - rng.float(30, 90) * DAY) });
    }
  }
  if (laneRefs.length < WORLD_SIZE.lanes) throw new Error(`seed: only ${laneRefs.length} lanes could be made`);

  // ------------------------------------------------------------------------------------------------ loads (300)
  const counters = { load: 100_000, order: 100_000, invoice: 100_000 };
  const world: LoadWorld = {
    rng,
    now,
    shipperCompanyId: demo,
    creatorIds: [context.shipperId, context.shipperId, context.shipperId, context.adminId],
    addressByCity,
    warehouseByCity: warehousePlaceByCity,
    routes: routesWithAddresses,
    lanes: laneRefs,
    equipmentIds,
    carriers: carrierRefs,
    externalCarriers: [
      { name: 'Swiftline Transport', email: 'bids@swiftline-transport.test' },
      { name: 'Red Rock Logistics', email: 'quotes@redrock-logistics.test' },
      { name: 'Blue Ridge Carriers', email: 'dispatch@blueridge-carriers.test' },
      { name: 'Northern Lights Trucking', email: 'loads@northernlights-trucking.test' },
    ],
    nextNumber: (kind) => ++counters[kind],
    busy: new Map(),
    passcode: DEMO_QUOTE_PASSCODE,
    withTracking: true,
    withActivity: true,
    lean: false,
  };
  const SUBLOAD_PARENTS = 4;
  const statuses = statusMix(WORLD_SIZE.loads);
  for (let i = 0; i < SUBLOAD_PARENTS * 2; i++) statuses.splice(statuses.indexOf('pending'), 1);
  // Active loads first, so trucks are handed out to in-transit loads before anything else.
  const statusOrder: Record<string, number> = { in_transit: 0, assigned: 1 };
  const shuffled = rng.shuffle(statuses).sort((a, b) => (statusOrder[a] ?? 2) - (statusOrder[b] ?? 2));
  const bundles: LoadBundle[] = shuffled.map((status) => generateLoad(world, status));
  const parents = bundles.filter((bundle) => bundle.load.status === 'pending' || bundle.load.status === 'quoted').slice(0, SUBLOAD_PARENTS);
  for (const parent of parents) for (let k = 0; k < 2; k++) bundles.push(generateLoad(world, 'pending', { parent }));

  // A few tenders the fleet turned down, on loads still open.
  const openBundles = bundles.filter((bundle) => (bundle.load.status === 'pending' || bundle.load.status === 'quoted') && !bundle.load.parentId);
  for (const bundle of rng.sample(openBundles, 6)) {
    const carrier = rng.pick(carrierRefs.filter((c) => c.companyId !== demo));
    const created = (bundle.load.createdAt as Date).getTime() + HOUR;
    const rejectedAt = Math.min(created + rng.float(1, 8) * HOUR, now - 5 * 60_000);
    const id = rng.uuid();
    bundle.orders.push({
      id,
      companyId: demo,
      carrierCompanyId: carrier.companyId,
      orderId: `O-${world.nextNumber('order')}`,
      loadId: bundle.load.id!,
      type: bundle.load.mode ?? 'FTL',
      status: 'rejected',
      rate: bundle.load.rate ?? 1000,
      accessorialTotal: 0,
      currency: bundle.load.currency ?? 'USD',
      rejectedAt: new Date(rejectedAt),
      rejectReason: 'No truck available in that area on those dates',
      createdAt: new Date(Math.min(created, rejectedAt - 60_000)),
      updatedAt: new Date(rejectedAt),
    });
    bundle.history.push(
      { id: rng.uuid(), companyId: demo, carrierCompanyId: carrier.companyId, orderId: id, fromStatus: null, toStatus: 'new', changedBy: context.shipperId, createdAt: new Date(Math.min(created, rejectedAt - 60_000)) },
      { id: rng.uuid(), companyId: demo, carrierCompanyId: carrier.companyId, orderId: id, fromStatus: 'new', toStatus: 'rejected', changedBy: carrier.userId, note: 'No truck available', createdAt: new Date(rejectedAt) },
    );
  }

  // ------------------------------------------------------------------------------------------------ truck positions and ratings
  const positions = new Map<string, TruckPosition>();
  for (const bundle of bundles) {
    const position = bundle.truckPosition;
    if (!position) continue;
    const existing = positions.get(position.truckerId);
    if (!existing || existing.priority < position.priority) positions.set(position.truckerId, position);
  }
  const ratings = new Map<string, number[]>();
  for (const bundle of bundles) {
    for (const ord of bundle.orders) {
      if (ord.truckerId && typeof ord.rating === 'number') ratings.set(ord.truckerId, [...(ratings.get(ord.truckerId) ?? []), ord.rating]);
    }
  }
  for (const [id, row] of truckRows) {
    const position = positions.get(id);
    const country = row.country as 'USA' | 'CANADA';
    if (position) {
      Object.assign(row, {
        status: 'on_load',
        lastLat: position.lat,
        lastLng: position.lng,
        lastHeading: position.heading,
        lastSpeedMph: position.speedMph,
        lastLocationAt: position.at,
        lastLocationName: locationName(position, country),
      });
    } else {
      // Parked or rolling empty somewhere on a highway of its country.
      const highways = HIGHWAY_LINES.filter((highway) => [...highway.cityIndex.keys()].some((key) => CITY_BY_KEY.get(key)!.country === country));
      const highway = rng.pick(highways);
      const line = new Polyline(highway.points);
      let point = line.at(rng.next());
      for (let attempt = 0; attempt < 10 && nearestCity(point).country !== country; attempt++) point = line.at(rng.next());
      Object.assign(row, {
        status: rng.weighted([
          ['available', 80],
          ['off_duty', 12],
          ['maintenance', 8],
        ]),
        lastLat: point.lat,
        lastLng: point.lng,
        lastHeading: point.heading,
        lastSpeedMph: rng.chance(0.5) ? 0 : rng.int(45, 65),
        lastLocationAt: new Date(now - rng.int(5, 600) * 60_000),
        lastLocationName: locationName(point, country),
      });
    }
    const given = ratings.get(id);
    if (given && given.length > 0) {
      row.rating = round(given.reduce((a, b) => a + b, 0) / given.length, 2);
      row.ratingCount = given.length;
    }
  }
  // carrier@demo.test drives nothing, but one Demo truck has its own login: none; truckers keep user_id null.

  // ------------------------------------------------------------------------------------------------ favourites
  const demoTrucks = allTrucks.filter((truck) => truck.companyId === demo);
  const partnerTrucks = allTrucks.filter((truck) => truck.companyId !== demo);
  for (const [userId, picks] of [
    [context.shipperId, rng.sample(partnerTrucks, 5)],
    [context.adminId, rng.sample(allTrucks, 3)],
    [context.carrierId, rng.sample(demoTrucks, 4)],
  ] as const) {
    for (const truck of picks) rows.favourites.push({ id: rng.uuid(), companyId: demo, userId, truckerId: truck.id, createdAt: new Date(now - rng.float(1, 60) * DAY) });
  }

  // ------------------------------------------------------------------------------------------------ purchase orders (20) with containers
  const poCounter = { value: 100_000 };
  const poPlan: PurchaseOrderStatus[] = ['open', 'open', 'open', 'booked', 'booked', 'booked', 'in_transit', 'in_transit', 'in_transit', 'in_transit', 'in_transit', 'in_transit', 'at_port', 'at_port', 'at_port', 'delivered', 'delivered', 'closed', 'closed'];
  const destinationWarehouse: Record<string, string> = {
    losAngeles: 'Ontario, CA',
    oakland: 'Ontario, CA',
    tacoma: 'Tacoma, WA',
    vancouver: 'Surrey, BC',
    princeRupert: 'Calgary, AB',
    newark: 'Newark, NJ',
    savannah: 'Atlanta, GA',
    houston: 'Houston, TX',
    montreal: 'Laval, QC',
    halifax: 'Laval, QC',
  };
  const atSea = { count: 0 };
  const makePo = (status: PurchaseOrderStatus, parent?: Insert<typeof purchaseOrders>, parentLane?: (typeof OCEAN_LANES)[number]) => {
    const lane = parentLane ?? rng.pick(OCEAN_LANES);
    const supplier = parent
      ? { name: parent.supplierName, country: parent.supplierCountry }
      : rng.pick(suppliersOf(PORTS[lane.from]!.country));
    const carrier = OCEAN_CARRIERS.find((candidate) => candidate.scac === parent?.oceanCarrier) ?? rng.pick(OCEAN_CARRIERS);
    const id = rng.uuid();
    const transit = lane.transitDays * DAY;
    // Departure relative to now by status.
    const etd = parent?.etd
      ? (parent.etd as Date).getTime()
      : status === 'open' || status === 'booked'
        ? now + rng.float(3, 20) * DAY
        : status === 'in_transit'
          ? now - rng.float(0.15, 0.85) * transit
          : status === 'at_port'
            ? now - transit - rng.float(0.5, 3) * DAY
            : now - transit - rng.float(5, 40) * DAY;
    const eta = etd + transit;
    const orderDate = Math.min(now - DAY, etd - rng.float(10, 30) * DAY);
    const warehouseKey = destinationWarehouse[lane.to] ?? 'Joliet, IL';
    const poNumber = parent ? `${parent.poNumber}-A` : `PO-${++poCounter.value}`;
    const po: Insert<typeof purchaseOrders> = {
      id,
      companyId: demo,
      poNumber,
      parentId: parent?.id ?? null,
      supplierName: supplier.name,
      supplierCountry: supplier.country,
      status,
      billOfLading: status === 'open' ? null : parent?.billOfLading ? `${parent.billOfLading}A` : `${carrier.bolPrefix}${rng.digits(9)}`,
      incoterm: rng.pick(['FOB', 'FOB', 'CIF', 'EXW', 'DAP']),
      oceanCarrier: status === 'open' ? null : carrier.scac,
      vessel: status === 'open' ? null : (parent?.vessel ?? rng.pick(carrier.vessels)),
      voyage: status === 'open' ? null : (parent?.voyage ?? `${rng.digits(3)}${rng.pick(['E', 'W', 'N', 'S'])}`),
      originPort: PORTS[lane.from]!.name,
      destinationPort: PORTS[lane.to]!.name,
      destinationWarehouseId: warehouseByCity.get(warehouseKey)?.id ?? null,
      orderDate: new Date(orderDate).toISOString().slice(0, 10),
      etd: new Date(etd),
      eta: new Date(eta),
      ata: status === 'at_port' || status === 'delivered' || status === 'closed' ? new Date(eta + rng.float(-1, 2) * DAY) : null,
      totalAmount: 0,
      currency: 'USD',
      erpReference: `4500${rng.digits(6)}`,
      notes: parent ? `Split from ${parent.poNumber}` : null,
      createdBy: context.shipperId,
      closedAt: status === 'closed' ? new Date(now - rng.float(1, 5) * DAY) : null,
      createdAt: new Date(orderDate),
      updatedAt: new Date(Math.min(now, orderDate + rng.float(1, 10) * DAY)),
    };
    rows.purchaseOrders.push(po);

    // Containers and their history.
    const line = oceanLine(lane);
    const containerIds: string[] = [];
    const containerCount = rng.int(1, 3);
    for (let c = 0; c < containerCount; c++) {
      const containerId = rng.uuid();
      containerIds.push(containerId);
      const progress = status === 'in_transit' ? Math.min(0.98, Math.max(0.02, (now - etd) / transit)) : 0;
      const containerStatus: ContainerStatus =
        status === 'open' || status === 'booked'
          ? 'booked'
          : status === 'in_transit'
            ? 'in_transit'
            : status === 'at_port'
              ? 'discharged'
              : status === 'delivered'
                ? 'delivered'
                : 'empty_returned';
      const origin = PORTS[lane.from]!;
      const destination = PORTS[lane.to]!;
      // A position between ports has no place name (null): the screens say "At sea" in the reader's language.
      const here: { lat: number; lng: number; name: string | null } =
        containerStatus === 'booked'
          ? { lat: origin.lat, lng: origin.lng, name: origin.name }
          : containerStatus === 'in_transit'
            ? (() => {
                const p = line.at(progress);
                return { lat: p.lat, lng: wrapLng(p.lng), name: null };
              })()
            : containerStatus === 'discharged'
              ? { lat: destination.lat, lng: destination.lng, name: destination.name }
              : (() => {
                  const warehouse = warehouseByCity.get(warehouseKey)!.city;
                  return { lat: warehouse.lat, lng: warehouse.lng, name: `${warehouse.name}, ${warehouse.state}` };
                })();
      const sizeType = rng.weighted([
        ['40HC', 50],
        ['40GP', 20],
        ['20GP', 20],
        ['45HC', 5],
        ['40RF', 5],
      ] as const);
      rows.containers.push({
        id: containerId,
        companyId: demo,
        purchaseOrderId: id,
        containerNumber: containerNumber(rng.pick(CONTAINER_OWNERS), rng.digits(6)),
        sizeType,
        sealNumber: status === 'open' ? null : `SL${rng.digits(7)}`,
        status: containerStatus,
        lastLat: status === 'open' ? null : here.lat,
        lastLng: status === 'open' ? null : here.lng,
        lastLocationName: status === 'open' ? null : here.name,
        lastEventAt: status === 'open' ? null : new Date(Math.min(now - HOUR, Math.max(etd, now - 2 * DAY))),
        eta: new Date(eta),
        trackingProvider: 'simulated',
        trackingReference: status === 'open' ? null : `SIM-${rng.code(10)}`,
        grossWeightKg: rng.int(8, 26) * 1000,
        releasedAt: status === 'closed' ? po.closedAt : null,
        createdAt: new Date(orderDate + DAY),
        updatedAt: new Date(Math.min(now, etd + transit * progress)),
      });
      if (status === 'open') continue;
      // Positions: daily while at sea (up to today, or the whole crossing when it is over).
      const until = containerStatus === 'in_transit' ? now : eta;
      if (etd < now) {
        const days = Math.max(1, Math.floor((until - etd) / DAY));
        for (let d = 0; d <= days; d += 1) {
          const at = etd + d * DAY;
          const p = line.at(Math.min(1, (at - etd) / transit));
          rows.containerPositions.push({
            id: rng.uuid(),
            companyId: demo,
            containerId,
            lat: p.lat,
            lng: wrapLng(p.lng),
            locationName: d === 0 ? origin.name : at >= eta ? destination.name : null,
            recordedAt: new Date(Math.min(at, now - HOUR)),
          });
        }
      }
      const events: Array<[ContainerEvent, number, { lat: number; lng: number; name: string }]> = [
        ['empty_pickup', etd - 6 * DAY, { lat: origin.lat, lng: origin.lng, name: origin.name }],
        ['gate_in', etd - 4 * DAY, { lat: origin.lat, lng: origin.lng, name: origin.name }],
        ['loaded', etd - 0.5 * DAY, { lat: origin.lat, lng: origin.lng, name: origin.name }],
        ['vessel_departed', etd, { lat: origin.lat, lng: origin.lng, name: origin.name }],
        ['vessel_arrived', eta, { lat: destination.lat, lng: destination.lng, name: destination.name }],
        ['discharged', eta + 0.5 * DAY, { lat: destination.lat, lng: destination.lng, name: destination.name }],
        ['gate_out', eta + 3 * DAY, { lat: destination.lat, lng: destination.lng, name: destination.name }],
        ['delivered', eta + 4 * DAY, (() => {
          const city = warehouseByCity.get(warehouseKey)!.city;
          return { lat: city.lat, lng: city.lng, name: `${city.name}, ${city.state}` };
        })()],
        ['empty_returned', eta + 7 * DAY, { lat: destination.lat, lng: destination.lng, name: destination.name }],
      ];
      const reached: Record<ContainerStatus, number> = { booked: 0, gate_in: 2, loaded: 3, in_transit: 4, transshipment: 4, discharged: 6, gate_out: 7, delivered: 8, empty_returned: 9 };
      events.forEach(([event, at, place], index) => {
        const done = index < reached[containerStatus] && at < now;
        rows.milestones.push({
          id: rng.uuid(),
          companyId: demo,
          containerId,
          event,
          locationName: place.name,
          lat: place.lat,
          lng: place.lng,
          vessel: event === 'vessel_departed' || event === 'vessel_arrived' || event === 'loaded' || event === 'discharged' ? po.vessel : null,
          voyage: event === 'vessel_departed' || event === 'vessel_arrived' ? po.voyage : null,
          plannedAt: new Date(at),
          actualAt: done ? new Date(Math.min(now - HOUR, at + rng.float(-0.3, 0.6) * DAY)) : null,
        });
      });
      // ETA history of the containers at sea (no draw from rng: the rest of the world stays as it was): the first
      // ETA at booking, then a slip of 6 to 42 h; every third one slipped within the last day (the wall board's mark).
      if (containerStatus === 'in_transit') {
        const k = atSea.count++;
        const slipped = (6 + ((k * 11) % 37)) * HOUR;
        const movedAt = k % 3 === 0 ? now - (2 + k) * HOUR : etd + (now - etd) / 2;
        rows.etaChanges.push(
          { id: `${containerId.slice(0, 34)}e1`, companyId: demo, containerId, previousEta: null, eta: new Date(eta - slipped), source: 'simulated', recordedAt: new Date(etd - 12 * DAY) },
          { id: `${containerId.slice(0, 34)}e2`, companyId: demo, containerId, previousEta: new Date(eta - slipped), eta: new Date(eta), source: 'simulated', recordedAt: new Date(Math.max(etd, movedAt)) },
        );
      }
    }

    // Lines.
    let total = 0;
    rng.sample(PRODUCTS, rng.int(2, 5)).forEach((product, index) => {
      const quantity = product.unitsPerPallet * rng.int(4, 40);
      const unitPrice = round(product.unitPrice * rng.float(0.45, 0.7), 2);
      total += quantity * unitPrice;
      rows.poLines.push({
        id: rng.uuid(),
        companyId: demo,
        purchaseOrderId: id,
        lineNo: index + 1,
        productId: productIds.get(product.sku)!,
        sku: product.sku,
        description: product.name,
        quantity,
        unit: product.unit,
        unitPrice,
        receivedQuantity: status === 'delivered' || status === 'closed' ? quantity : 0,
        containerId: containerIds[index % containerIds.length] ?? null,
      });
    });
    po.totalAmount = round(total, 2);
    return { po, lane };
  };
  const madePos = poPlan.map((status) => makePo(status));
  // One split: the 7th (in transit) keeps part of its goods, the child carries the rest.
  const splitParent = madePos[6]!;
  makePo('in_transit', splitParent.po, splitParent.lane);

  // ------------------------------------------------------------------------------------------------ sales orders (25)
  const shippedLoads = bundles.filter((bundle) => ['delivered', 'invoiced', 'paid'].includes(bundle.load.status ?? ''));
  const soPlan: SalesOrderStatus[] = ['draft', 'draft', 'open', 'open', 'open', 'open', 'confirmed', 'confirmed', 'confirmed', 'confirmed', 'shipped', 'shipped', 'shipped', 'shipped', 'shipped', 'invoiced', 'invoiced', 'invoiced', 'invoiced', 'closed', 'closed', 'closed', 'closed', 'cancelled', 'cancelled'];
  soPlan.forEach((status, index) => {
    const customer = customerAddresses[index % customerAddresses.length]!;
    const id = rng.uuid();
    const created = now - rng.float(status === 'draft' || status === 'open' ? 0.5 : 10, status === 'closed' ? 85 : 40) * DAY;
    const linked = status === 'shipped' || status === 'invoiced' || status === 'closed' ? rng.pick(shippedLoads).load.id! : null;
    let total = 0;
    rng.sample(PRODUCTS, rng.int(1, 4)).forEach((product, lineIndex) => {
      const quantity = product.unitsPerPallet * rng.int(1, 12);
      total += quantity * product.unitPrice;
      rows.salesOrderLines.push({ id: rng.uuid(), companyId: demo, salesOrderId: id, lineNo: lineIndex + 1, productId: productIds.get(product.sku)!, sku: product.sku, description: product.name, quantity, unitPrice: product.unitPrice });
    });
    rows.salesOrders.push({
      id,
      companyId: demo,
      soNumber: `SO-${100_001 + index}`,
      customerAddressId: customer.id,
      customerName: customer.name,
      status,
      orderDate: new Date(created).toISOString().slice(0, 10),
      requestedDeliveryDate: new Date(created + rng.float(5, 20) * DAY).toISOString().slice(0, 10),
      loadId: linked,
      totalAmount: round(total, 2),
      currency: customer.country === 'CANADA' ? 'CAD' : 'USD',
      erpReference: `SAP-${rng.digits(8)}`,
      createdBy: context.shipperId,
      createdAt: new Date(created),
      updatedAt: new Date(Math.min(now, created + rng.float(0, 5) * DAY)),
    });
  });

  // ------------------------------------------------------------------------------------------------ shipment labels (12)
  const labelOrders = rng.sample(
    bundles.flatMap((bundle) => bundle.orders.filter((ord) => ['in_transit', 'delivered', 'invoiced', 'paid'].includes(ord.status ?? '')).map((ord) => ({ ord, bundle }))),
    12,
  );
  labelOrders.forEach(({ ord, bundle }, index) => {
    const status = index < 8 ? 'purchased' : index < 11 ? 'cancelled' : 'created';
    const parcelCarrier = bundle.load.originCountry === 'CANADA' ? 'canada_post' : rng.pick(['ups', 'fedex', 'usps']);
    const tracking =
      parcelCarrier === 'ups' ? `1Z${rng.code(6, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789')}${rng.digits(10)}` : parcelCarrier === 'fedex' ? rng.digits(12) : parcelCarrier === 'usps' ? `9400${rng.digits(18)}` : `${rng.digits(16)}`;
    const created = (ord.createdAt as Date).getTime() + HOUR;
    const [from, to] = bundle.stops.length > 0 ? [bundle.stops[0]!, bundle.stops[bundle.stops.length - 1]!] : [null, null];
    rows.labels.push({
      id: rng.uuid(),
      companyId: demo,
      orderId: ord.id!,
      loadId: bundle.load.id!,
      provider: 'local',
      providerShipmentId: `shp_${rng.code(16, 'abcdef0123456789')}`,
      providerTransactionId: status === 'created' ? null : `txn_${rng.code(16, 'abcdef0123456789')}`,
      carrier: parcelCarrier,
      serviceLevel: parcelCarrier === 'ups' ? 'ground' : parcelCarrier === 'fedex' ? '2day' : parcelCarrier === 'usps' ? 'priority' : 'expedited',
      fromAddress: { name: from?.name, street1: from?.street1, city: from?.city, state: from?.state, zip: from?.postalCode, country: from?.country },
      toAddress: { name: to?.name, street1: to?.street1, city: to?.city, state: to?.state, zip: to?.postalCode, country: to?.country },
      parcel: { length: 12, width: 9, height: 4, distanceUnit: 'in', weight: rng.int(1, 20), massUnit: 'lb', contents: 'Bill of lading, customs and sample documents' },
      status,
      rateAmount: round(rng.float(9, 48), 2),
      currency: bundle.load.currency ?? 'USD',
      trackingNumber: status === 'created' ? null : tracking,
      trackingStatus: status === 'purchased' ? rng.pick(['pre_transit', 'transit', 'delivered'] as const) : 'unknown',
      labelUrl: status === 'created' ? null : `/files/labels/${tracking}.pdf`,
      createdBy: context.shipperId,
      createdAt: new Date(Math.min(created, now - 2 * HOUR)),
      purchasedAt: status === 'created' ? null : new Date(Math.min(created + HOUR, now - HOUR)),
      cancelledAt: status === 'cancelled' ? new Date(Math.min(created + 5 * HOUR, now - 30 * 60_000)) : null,
    });
  });

  // ------------------------------------------------------------------------------------------------ chat (Demo with 10 trucks, each carrier with 2)
  const activeByTruck = new Map<string, LoadBundle>();
  for (const bundle of bundles) if (bundle.load.truckerId && (bundle.load.status === 'in_transit' || bundle.load.status === 'assigned')) activeByTruck.set(bundle.load.truckerId, bundle);
  const threads: Array<{ companyId: string; truck: TruckRef; userId: string }> = [
    ...rng.sample([...activeByTruck.keys()].map((id) => allTrucks.find((truck) => truck.id === id)!), 10).map((truck) => ({
      companyId: demo,
      truck,
      userId: truck.companyId === demo ? context.carrierId : context.shipperId,
    })),
    ...rng.sample(allTrucks.filter((truck) => truck.companyId === interstateId), 2).map((truck) => ({ companyId: interstateId, truck, userId: interstateUserId })),
    ...rng.sample(allTrucks.filter((truck) => truck.companyId === mapleId), 2).map((truck) => ({ companyId: mapleId, truck, userId: mapleUserId })),
  ];
  for (const thread of threads) {
    const count = rng.int(6, 12);
    let at = now - rng.float(1, 3) * DAY;
    const loadId = activeByTruck.get(thread.truck.id)?.load.id ?? null;
    for (let m = 0; m < count; m++) {
      const fromTruck = m % 2 === 0 ? rng.chance(0.85) : rng.chance(0.2);
      at = Math.min(at + rng.float(0.3, 6) * HOUR, now - (count - m) * 60_000);
      rows.chat.push({
        id: rng.uuid(),
        companyId: thread.companyId,
        truckerId: thread.truck.id,
        loadId,
        sender: fromTruck ? 'trucker' : 'user',
        senderUserId: fromTruck ? null : thread.userId,
        body: fromTruck ? rng.pick(CHAT_FROM_TRUCK) : rng.pick(CHAT_FROM_OFFICE),
        readAt: m < count - 2 ? new Date(at + 10 * 60_000) : null,
        createdAt: new Date(at),
      });
    }
  }

  // ------------------------------------------------------------------------------------------------ notifications, e-mail outbox, checkout
  const notify = (companyId: string, userId: string, type: string, title: string, body: string, link: string, at: number, read: boolean) =>
    rows.notifications.push({ id: rng.uuid(), companyId, userId, type, title, body, link, readAt: read ? new Date(Math.min(now, at + HOUR)) : null, createdAt: new Date(at) });
  for (const bundle of bundles.slice(0, 60)) {
    const quote = bundle.quotes.find((q) => q.confirmedAt);
    if (quote && quote.confirmedAt!.getTime() > now - 10 * DAY) {
      notify(demo, context.shipperId, 'quote_confirmed', 'New quote received', `${quote.recipientName} quoted ${bundle.load.loadId}`, `/quotes/viewQuote?quoteId=${quote.quoteId}`, quote.confirmedAt!.getTime(), rng.chance(0.5));
    }
    const ord = bundle.orders.find((o) => o.status === 'new');
    if (ord && ord.carrierCompanyId === demo) notify(demo, context.carrierId, 'order_new', 'New order for your fleet', `${ord.orderId} is waiting for acceptance`, '/dashboard/neworderslist', (ord.createdAt as Date).getTime(), false);
    if (ord && ord.carrierCompanyId === interstateId) notify(interstateId, interstateUserId, 'order_new', 'New order', `${ord.orderId} from Demo Freight Co.`, '/dashboard/neworderslist', (ord.createdAt as Date).getTime(), false);
    if (ord && ord.carrierCompanyId === mapleId) notify(mapleId, mapleUserId, 'order_new', 'Nouvelle commande', `${ord.orderId} de Demo Freight Co.`, '/dashboard/neworderslist', (ord.createdAt as Date).getTime(), false);
  }
  notify(demo, context.adminId, 'billing', 'Subscription renewed', 'Your Professional plan was renewed.', '/setting/profile?tab=companyInfo', now - 10 * DAY, true);
  for (const bundle of bundles) {
    for (const quote of bundle.quotes) {
      if (quote.status !== 'requested') continue;
      rows.emails.push({
        id: rng.uuid(),
        companyId: demo,
        userId: quote.requestedBy ?? null,
        toAddress: quote.recipientEmail,
        subject: `Quote request ${quote.quoteId}: ${bundle.load.originCity}, ${bundle.load.originState} → ${bundle.load.destinationCity}, ${bundle.load.destinationState}`,
        template: 'quote-request',
        bodyText: `Hello ${quote.recipientName},\n\nDemo Freight Co. asks for your price for load ${bundle.load.loadId}.\nOpen /confirmQuote?quoteId=${quote.quoteId} and enter the passcode sent separately.\n`,
        status: 'sent',
        attempts: 1,
        createdAt: quote.createdAt,
        sentAt: new Date(quote.createdAt.getTime() + 60_000),
      });
    }
  }
  rows.checkouts.push(
    { id: rng.uuid(), companyId: demo, planKey: 'pro', provider: 'sandbox', providerSessionId: `cs_sandbox_${rng.code(20)}`, status: 'paid', amountCents: 14_900, currency: 'USD', url: '/payment/success', createdAt: new Date(now - 70 * DAY), completedAt: new Date(now - 70 * DAY + 5 * 60_000) },
    { id: rng.uuid(), companyId: interstateId, planKey: 'pro', provider: 'sandbox', providerSessionId: `cs_sandbox_${rng.code(20)}`, status: 'paid', amountCents: 14_900, currency: 'USD', url: '/payment/success', createdAt: new Date(now - 119 * DAY), completedAt: new Date(now - 119 * DAY + 5 * 60_000) },
    { id: rng.uuid(), companyId: mapleId, planKey: 'starter', provider: 'sandbox', providerSessionId: `cs_sandbox_${rng.code(20)}`, status: 'paid', amountCents: 4_900, currency: 'USD', url: '/payment/success', createdAt: new Date(now - 99 * DAY), completedAt: new Date(now - 99 * DAY + 5 * 60_000) },
  );
  rows.activity.push(
    ...rows.purchaseOrders.map((po) => ({
      id: rng.uuid(),
      companyId: demo,
      userId: context.shipperId,
      entityType: 'purchase_order',
      entityId: po.id!,
      action: po.parentId ? 'split' : 'created',
      message: po.parentId ? `Purchase order ${po.poNumber} split off` : `Purchase order ${po.poNumber} created (${po.supplierName})`,
      meta: { poNumber: po.poNumber },
      createdAt: po.createdAt!,
    })),
  );

  // ------------------------------------------------------------------------------------------------ insert everything (FK order)
  await bulkInsert(db, carrierPartners, rows.partners);
  await bulkInsert(db, products, rows.products);
  await bulkInsert(db, addresses, rows.addresses);
  await bulkInsert(db, warehouses, rows.warehouses);
  await bulkInsert(db, warehouseInventory, rows.inventory);
  await bulkInsert(db, truckers, rows.truckers);
  await bulkInsert(db, truckerEquipment, rows.truckerEquipment);
  await bulkInsert(db, lanes, rows.lanes);
  await bulkInsert(db, laneUsers, rows.laneUsers);
  await bulkInsert(db, favourites, rows.favourites);
  await bulkInsert(db, loads, bundles.map((bundle) => bundle.load));
  await bulkInsert(db, loadStops, bundles.flatMap((bundle) => bundle.stops));
  await bulkInsert(db, quotes, bundles.flatMap((bundle) => bundle.quotes));
  await bulkInsert(db, quoteComments, bundles.flatMap((bundle) => bundle.quoteComments));
  await bulkInsert(db, orders, bundles.flatMap((bundle) => bundle.orders));
  await bulkInsert(db, orderDetails, bundles.flatMap((bundle) => bundle.orderDetails));
  await bulkInsert(db, orderStatusHistory, bundles.flatMap((bundle) => bundle.history));
  await bulkInsert(db, orderAccessorials, bundles.flatMap((bundle) => bundle.accessorials));
  await bulkInsert(db, trackingPoints, bundles.flatMap((bundle) => bundle.tracking));
  await bulkInsert(db, shipmentLabels, rows.labels);
  await bulkInsert(db, purchaseOrders, rows.purchaseOrders);
  await bulkInsert(db, containers, rows.containers);
  await bulkInsert(db, purchaseOrderLines, rows.poLines);
  await bulkInsert(db, containerPositions, rows.containerPositions);
  await bulkInsert(db, containerMilestones, rows.milestones);
  await bulkInsert(db, containerEtaChanges, rows.etaChanges);
  await bulkInsert(db, salesOrders, rows.salesOrders);
  await bulkInsert(db, salesOrderLines, rows.salesOrderLines);
  await bulkInsert(db, chatMessages, rows.chat);
  await bulkInsert(db, activityLogs, [...bundles.flatMap((bundle) => bundle.activity), ...rows.activity]);
  await bulkInsert(db, notifications, rows.notifications);
  await bulkInsert(db, emailOutbox, rows.emails);
  await bulkInsert(db, checkoutSessions, rows.checkouts);
  await db
    .insert(idCounters)
    .values([
      { companyId: demo, kind: 'load', value: counters.load },
      { companyId: demo, kind: 'order', value: counters.order },
      { companyId: demo, kind: 'invoice', value: counters.invoice },
      { companyId: demo, kind: 'purchase_order', value: poCounter.value },
      { companyId: demo, kind: 'sales_order', value: 100_000 + soPlan.length },
    ])
    .onConflictDoUpdate({ target: [idCounters.companyId, idCounters.kind], set: { value: sql`excluded.value` } });
  await raiseCarrierInvoiceCounters(db);
  // Delay and risk of delay: computed by the risk job's own code (insight/risk-job.ts), nobody told; the shipper's
  // bell holds the notices the job sent for a few of the loads it flagged.
  await computeRisk(db, new Date(), { notifier: null, publish: false });
  const flaggedLoads = await db.execute<{ load_id: string; order_id: string | null; is_delayed: boolean; delay_reason: string; delay_minutes: number | null }>(sql`
    (select l.load_id, o.id::text as order_id, l.is_delayed, l.delay_reason, l.delay_minutes
     from loads l left join orders o on o.load_id = l.id and o.status not in ('rejected', 'cancelled')
     where l.company_id = ${demo} and l.is_delayed order by l.load_id limit 3)
    union all
    (select l.load_id, o.id::text as order_id, l.is_delayed, l.delay_reason, l.delay_minutes
     from loads l left join orders o on o.load_id = l.id and o.status not in ('rejected', 'cancelled')
     where l.company_id = ${demo} and l.is_at_risk order by l.load_id limit 2)
  `);
  if (flaggedLoads.rows.length > 0) {
    await db.insert(notifications).values(
      flaggedLoads.rows.map((row, index) => {
        const event = row.is_delayed ? 'loadDelayed' : 'loadAtRisk';
        return {
          companyId: demo,
          userId: context.shipperId,
          type: row.is_delayed ? 'load_delayed' : 'load_at_risk',
          title: RISK_NOTICE_TITLES[event],
          body: riskNoticeBody(row.delay_reason as Parameters<typeof riskNoticeBody>[0], row.load_id, row.delay_minutes),
          link: riskLink(event, row.order_id),
          createdAt: new Date(now - (index + 1) * 20 * 60_000),
        };
      }),
    );
  }
  await db.insert(appSettings).values({ key: WORLD_MARKER, value: new Date(now).toISOString() }).onConflictDoNothing();

  return {
    companies: 2,
    trucks: rows.truckers.length,
    addresses: rows.addresses.filter((row) => row.companyId === demo).length,
    warehouses: rows.warehouses.length,
    lanes: rows.lanes.length,
    loads: bundles.length,
    quotes: bundles.flatMap((bundle) => bundle.quotes).length,
    orders: bundles.flatMap((bundle) => bundle.orders).length,
    trackingPoints: bundles.flatMap((bundle) => bundle.tracking).length,
    purchaseOrders: rows.purchaseOrders.length,
    containers: rows.containers.length,
    chatMessages: rows.chat.length,
    activityLogs: bundles.flatMap((bundle) => bundle.activity).length + rows.activity.length,
  };
}

function suppliersOf(country: string): ReadonlyArray<{ name: string; country: string }> {
  const local = SUPPLIERS.filter((supplier) => supplier.country === country);
  return local.length > 0 ? local : SUPPLIERS;
}

function cities(country: 'USA' | 'CANADA'): City[] {
  return CITIES.filter((city) => city.country === country);
}

/**
 * `truckers.last_location_name`: the place only ("Mississauga, ON", the nearest city); a screen that wants
 * "near …" adds the word in its own language.
 */
function locationName(point: { lat: number; lng: number }, country: 'USA' | 'CANADA'): string {
  const city = nearestCity(point, country);
  return `${city.name}, ${city.state}`;
}

/** Company ids of the world's carriers (by name), for tests and the bulk seed. */
export async function findWorldCompanies(db: DbOrTx): Promise<{ interstateId: string | null; mapleId: string | null }> {
  const rowsFound = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(inArray(companies.name, [CARRIER_COMPANIES.interstate.name, CARRIER_COMPANIES.maple.name])));
  return {
    interstateId: rowsFound.find((row) => row.name === CARRIER_COMPANIES.interstate.name)?.id ?? null,
    mapleId: rowsFound.find((row) => row.name === CARRIER_COMPANIES.maple.name)?.id ?? null,
  };
}
