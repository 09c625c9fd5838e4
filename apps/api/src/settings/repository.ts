import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  DEFAULT_NOTIFICATION_CHANNELS,
  mcDigits,
  NOTIFICATION_EVENTS,
  QUOTE_VALIDITY_DAYS,
  REMINDER_LIMITS,
  type BusinessDetails,
  type CarrierBusinessDetails,
  type CarrierDetailsInput,
  type CompanyDefaults,
  type CompanyPostalAddress,
  type CompanySettings,
  type CompanyUpdateRequest,
  type DefaultsUpdateRequest,
  type FavouriteItem,
  type FavouritePage,
  type LanguageCode,
  type NotificationPrefs,
  type NotificationPrefsInput,
  type NotificationPrefsState,
  type SettingsOptions,
  type SettingsProfile,
} from '@freight/contracts';
import type { Db, DbOrTx } from '../db/client';
import { addresses, companies, companyCarrierDetails, equipmentTypes, plans, storedFiles, users } from '../db/schema';
import { toAddress } from '../address-book';

/**
 * Storage of the settings screens (docs/modules/settings.md): the profile's extras (pending e-mail, notification
 * preferences), the company's info and logo record, the carrier's declared details, the company's defaults, the
 * user's favourites. Every read and write is scoped by the caller's company.
 */

// ---------------------------------------------------------------------------------------------------------------
// Profile

function notificationState(prefs: NotificationPrefs | null | undefined): NotificationPrefsState {
  return Object.fromEntries(
    NOTIFICATION_EVENTS.map((event) => [event, [...(prefs?.[event] ?? DEFAULT_NOTIFICATION_CHANNELS[event])]]),
  ) as NotificationPrefsState;
}

export async function readProfile(db: DbOrTx, companyId: string, userId: string): Promise<SettingsProfile | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      companyId: users.companyId,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      pendingEmail: users.pendingEmail,
      pendingEmailExpiresAt: users.pendingEmailExpiresAt,
      phone: users.phone,
      language: users.language,
      notificationPrefs: users.notificationPrefs,
    })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, companyId)))
    .limit(1);
  if (!row) return undefined;
  const pendingLive = row.pendingEmail && row.pendingEmailExpiresAt && row.pendingEmailExpiresAt.getTime() > Date.now();
  return {
    _id: row.id,
    companyId: row.companyId,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    pendingEmail: pendingLive ? row.pendingEmail : null,
    phone: row.phone,
    language: row.language as LanguageCode,
    notificationPrefs: notificationState(row.notificationPrefs),
  };
}

/** The events given replace theirs in users.notification_prefs (the others kept). */
export async function mergeNotificationPrefs(tx: DbOrTx, userId: string, prefs: NotificationPrefsInput): Promise<void> {
  await tx
    .update(users)
    .set({ notificationPrefs: sql`${users.notificationPrefs} || ${JSON.stringify(prefs)}::jsonb`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

// ---------------------------------------------------------------------------------------------------------------
// Company

/** The logo's address for the header: the route and the image's version (its sha256, shortened). */
export const logoUrlOf = (sha256: string) => `/v1/api/settings-manager/company-logo?v=${sha256.slice(0, 16)}`;

export type LogoRow = typeof storedFiles.$inferSelect;

export async function findLogo(db: DbOrTx, companyId: string): Promise<LogoRow | undefined> {
  const [row] = await db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.companyId, companyId), eq(storedFiles.purpose, 'logo')))
    .limit(1);
  return row;
}

export const logoOf = (row: LogoRow) => ({
  contentType: row.contentType,
  width: row.width ?? 0,
  height: row.height ?? 0,
  sizeBytes: row.sizeBytes,
  updatedAt: row.createdAt.toISOString(),
});

export async function readCompany(db: DbOrTx, companyId: string): Promise<CompanySettings | undefined> {
  const [row] = await db
    .select({ company: companies, planName: plans.name })
    .from(companies)
    .leftJoin(plans, eq(plans.key, companies.planKey))
    .where(eq(companies.id, companyId))
    .limit(1);
  if (!row) return undefined;
  const { company } = row;
  const logo = await findLogo(db, companyId);
  const address = company.address as CompanyPostalAddress | null;
  return {
    _id: company.id,
    name: company.name,
    companyType: company.companyType as CompanySettings['companyType'],
    country: company.country as CompanySettings['country'],
    contactEmail: company.contactEmail,
    contactPhone: company.contactPhone,
    website: company.website,
    taxNumber: company.taxNumber,
    address: address ? { ...address, street2: address.street2 ?? null } : null,
    logoUrl: logo ? logoUrlOf(logo.sha256) : company.logoUrl,
    logo: logo ? logoOf(logo) : null,
    plan: {
      planKey: company.planKey,
      name: row.planName ?? null,
      billingState: company.billingState as CompanySettings['plan']['billingState'],
      renewsAt: company.planRenewsAt ? company.planRenewsAt.toISOString() : null,
      hasBillingAccount: company.paymentCustomerId !== null,
    },
  };
}

const cleared = (value: string | null | undefined) => (value === undefined ? undefined : value === null || value.trim() === '' ? null : value.trim());

export async function updateCompany(db: DbOrTx, companyId: string, input: CompanyUpdateRequest): Promise<void> {
  const changes: Partial<typeof companies.$inferInsert> = {};
  if (input.name !== undefined) changes.name = input.name.trim();
  const email = cleared(input.contactEmail);
  if (email !== undefined) changes.contactEmail = email?.toLowerCase() ?? null;
  const phone = cleared(input.contactPhone);
  if (phone !== undefined) changes.contactPhone = phone;
  const website = cleared(input.website);
  if (website !== undefined) changes.website = website;
  const taxNumber = cleared(input.taxNumber);
  if (taxNumber !== undefined) changes.taxNumber = taxNumber?.toUpperCase() ?? null;
  if (input.address !== undefined) {
    changes.address = input.address
      ? {
          street1: input.address.street1.trim(),
          street2: input.address.street2?.trim() || null,
          city: input.address.city.trim(),
          state: input.address.state.trim(),
          postalCode: input.address.postalCode.trim().toUpperCase(),
          country: input.address.country,
        }
      : null;
  }
  await db
    .update(companies)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(companies.id, companyId));
}

// ---------------------------------------------------------------------------------------------------------------
// Business details

const today = () => new Date().toISOString().slice(0, 10);

/** What the carrier declared (empty values when nothing was), with its equipment's names. */
export async function readCarrierBusiness(db: DbOrTx, companyId: string): Promise<CarrierBusinessDetails> {
  const [company] = await db
    .select({ dotNumber: companies.dotNumber, mcNumber: companies.mcNumber })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  const [row] = await db.select().from(companyCarrierDetails).where(eq(companyCarrierDetails.companyId, companyId)).limit(1);
  const keys = row?.equipmentKeys ?? [];
  const known = keys.length
    ? await db
        .select({ key: equipmentTypes.key, name: equipmentTypes.name, sortOrder: equipmentTypes.sortOrder })
        .from(equipmentTypes)
        .where(inArray(equipmentTypes.key, keys))
    : [];
  known.sort((a, b) => a.sortOrder - b.sortOrder);
  const expires = row?.insuranceExpiresOn ?? null;
  return {
    dotNumber: company?.dotNumber ?? null,
    mcNumber: company?.mcNumber ?? null,
    insuranceCarrier: row?.insuranceCarrier ?? null,
    insurancePolicyNumber: row?.insurancePolicyNumber ?? null,
    insuranceExpiresOn: expires,
    insuranceExpired: expires !== null && expires < today(),
    cargoInsuranceAmount: row?.cargoInsuranceAmount ?? null,
    liabilityInsuranceAmount: row?.liabilityInsuranceAmount ?? null,
    equipment: known.map(({ key, name }) => ({ key, name })),
    serviceArea: row?.serviceArea ?? [],
    preferredLanes: (row?.preferredLanes ?? []).map((lane) => ({
      originState: lane.originState,
      originCity: lane.originCity ?? null,
      destinationState: lane.destinationState,
      destinationCity: lane.destinationCity ?? null,
    })),
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

export async function readBusiness(db: DbOrTx, companyId: string): Promise<BusinessDetails | undefined> {
  const [company] = await db.select({ companyType: companies.companyType }).from(companies).where(eq(companies.id, companyId)).limit(1);
  if (!company) return undefined;
  return { companyId, companyType: company.companyType as BusinessDetails['companyType'], carrier: await readCarrierBusiness(db, companyId) };
}

/** The equipment keys of `keys` that the catalogue does not know. */
export async function unknownEquipmentKeys(db: DbOrTx, keys: readonly string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const known = new Set(
    (
      await db
        .select({ key: equipmentTypes.key })
        .from(equipmentTypes)
        .where(inArray(equipmentTypes.key, [...keys]))
    ).map((row) => row.key),
  );
  return keys.filter((key) => !known.has(key));
}

export async function updateBusiness(
  tx: DbOrTx,
  companyId: string,
  userId: string,
  input: { companyType?: BusinessDetails['companyType']; carrier?: CarrierDetailsInput },
): Promise<void> {
  const companyChanges: Partial<typeof companies.$inferInsert> = {};
  if (input.companyType) companyChanges.companyType = input.companyType;
  const carrier = input.carrier;
  if (carrier) {
    const dot = cleared(carrier.dotNumber);
    if (dot !== undefined) companyChanges.dotNumber = dot?.toUpperCase() ?? null;
    const mc = cleared(carrier.mcNumber);
    if (mc !== undefined) companyChanges.mcNumber = mc ? mcDigits(mc) : null;
  }
  if (Object.keys(companyChanges).length > 0) {
    await tx
      .update(companies)
      .set({ ...companyChanges, updatedAt: sql`now()` })
      .where(eq(companies.id, companyId));
  }
  if (!carrier) return;
  const details: Partial<typeof companyCarrierDetails.$inferInsert> = {};
  const insuranceCarrier = cleared(carrier.insuranceCarrier);
  if (insuranceCarrier !== undefined) details.insuranceCarrier = insuranceCarrier;
  const policy = cleared(carrier.insurancePolicyNumber);
  if (policy !== undefined) details.insurancePolicyNumber = policy;
  if (carrier.insuranceExpiresOn !== undefined) details.insuranceExpiresOn = carrier.insuranceExpiresOn;
  if (carrier.cargoInsuranceAmount !== undefined) details.cargoInsuranceAmount = carrier.cargoInsuranceAmount;
  if (carrier.liabilityInsuranceAmount !== undefined) details.liabilityInsuranceAmount = carrier.liabilityInsuranceAmount;
  if (carrier.equipmentKeys !== undefined) details.equipmentKeys = carrier.equipmentKeys;
  if (carrier.serviceArea !== undefined) details.serviceArea = carrier.serviceArea;
  if (carrier.preferredLanes !== undefined) {
    details.preferredLanes = carrier.preferredLanes.map((lane) => ({
      originState: lane.originState,
      originCity: lane.originCity?.trim() || null,
      destinationState: lane.destinationState,
      destinationCity: lane.destinationCity?.trim() || null,
    }));
  }
  await tx
    .insert(companyCarrierDetails)
    .values({ companyId, ...details, updatedBy: userId })
    .onConflictDoUpdate({ target: companyCarrierDetails.companyId, set: { ...details, updatedBy: userId, updatedAt: sql`now()` } });
}

// ---------------------------------------------------------------------------------------------------------------
// Defaults (companies.defaults, one set per company)

interface StoredDefaults {
  pickupAddressId?: string | null;
  equipmentKey?: string | null;
  /** The seed's older name of equipmentKey. */
  equipment?: string | null;
  currency?: string;
  weightUnit?: string;
  quoteValidityDays?: number;
  reminderLeadHours?: number[];
  [other: string]: unknown;
}

async function storedDefaults(db: DbOrTx, companyId: string): Promise<{ stored: StoredDefaults; country: string } | undefined> {
  const [row] = await db.select({ defaults: companies.defaults, country: companies.country }).from(companies).where(eq(companies.id, companyId)).limit(1);
  return row && { stored: (row.defaults ?? {}) as StoredDefaults, country: row.country };
}

export async function readDefaults(db: DbOrTx, companyId: string): Promise<CompanyDefaults | undefined> {
  const found = await storedDefaults(db, companyId);
  if (!found) return undefined;
  const { stored, country } = found;
  const canadian = country === 'CANADA';
  const pickupRows = stored.pickupAddressId
    ? await db
        .select()
        .from(addresses)
        .where(and(eq(addresses.companyId, companyId), eq(addresses.id, stored.pickupAddressId)))
        .limit(1)
    : [];
  const equipmentKey = stored.equipmentKey !== undefined ? stored.equipmentKey : (stored.equipment ?? null);
  const [equipment] = equipmentKey
    ? await db
        .select({ _id: sql<string>`${equipmentTypes.id}::text`, key: equipmentTypes.key, name: equipmentTypes.name })
        .from(equipmentTypes)
        .where(eq(equipmentTypes.key, equipmentKey))
        .limit(1)
    : [];
  const currency = stored.currency === 'USD' || stored.currency === 'CAD' ? stored.currency : canadian ? 'CAD' : 'USD';
  const weightUnit = stored.weightUnit === 'lbs' || stored.weightUnit === 'kg' ? stored.weightUnit : canadian ? 'kg' : 'lbs';
  return {
    pickupAddressId: pickupRows[0] ? pickupRows[0].id : null,
    pickupAddress: pickupRows[0] ? toAddress(pickupRows[0]) : null,
    equipmentKey: equipment ? equipment.key : null,
    equipment: equipment ?? null,
    currency,
    weightUnit,
    quoteValidityDays: stored.quoteValidityDays ?? QUOTE_VALIDITY_DAYS.default,
    reminderLeadHours: stored.reminderLeadHours ?? [...REMINDER_LIMITS.default],
  };
}

export async function addressBelongs(db: DbOrTx, companyId: string, addressId: string): Promise<boolean> {
  const rows = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.companyId, companyId), eq(addresses.id, addressId)))
    .limit(1);
  return rows.length > 0;
}

/** Merges the given defaults into companies.defaults (other keys kept). */
export async function updateDefaults(db: DbOrTx, companyId: string, input: DefaultsUpdateRequest): Promise<void> {
  const patch: StoredDefaults = {};
  if (input.pickupAddressId !== undefined) patch.pickupAddressId = input.pickupAddressId;
  if (input.equipmentKey !== undefined) patch.equipmentKey = input.equipmentKey;
  if (input.currency !== undefined) patch.currency = input.currency;
  if (input.weightUnit !== undefined) patch.weightUnit = input.weightUnit;
  if (input.quoteValidityDays !== undefined) patch.quoteValidityDays = input.quoteValidityDays;
  if (input.reminderLeadHours !== undefined) patch.reminderLeadHours = [...input.reminderLeadHours].sort((a, b) => b - a);
  await db
    .update(companies)
    .set({ defaults: sql`${companies.defaults} || ${JSON.stringify(patch)}::jsonb`, updatedAt: sql`now()` })
    .where(eq(companies.id, companyId));
}

// ---------------------------------------------------------------------------------------------------------------
// Options

export async function readOptions(db: DbOrTx, companyId: string): Promise<SettingsOptions> {
  const equipment = await db
    .select({ _id: sql<string>`${equipmentTypes.id}::text`, key: equipmentTypes.key, name: equipmentTypes.name })
    .from(equipmentTypes)
    .orderBy(asc(equipmentTypes.sortOrder), asc(equipmentTypes.key));
  const rows = await db
    .select({
      _id: sql<string>`${addresses.id}::text`,
      name: addresses.name,
      tag: addresses.tag,
      city: addresses.city,
      state: addresses.state,
      isDefault: addresses.isDefault,
    })
    .from(addresses)
    .where(eq(addresses.companyId, companyId))
    .orderBy(asc(addresses.name), asc(addresses.id))
    .limit(200);
  return { equipment, addresses: rows };
}

// ---------------------------------------------------------------------------------------------------------------
// Favourites

export async function listFavourites(
  db: Db,
  companyId: string,
  userId: string,
  options: { kind?: 'trucks' | 'carriers'; page: number; limit: number },
): Promise<FavouritePage> {
  const kindFilter =
    options.kind === 'trucks'
      ? sql`and t.kind = 'truck'`
      : options.kind === 'carriers'
        ? sql`and (f.carrier_company_id is not null or t.kind = 'carrier')`
        : sql``;
  const base = sql`from favourites f
      left join truckers t on t.id = f.trucker_id
      left join companies c on c.id = f.carrier_company_id
     where f.user_id = ${userId}::uuid and f.company_id = ${companyId}::uuid ${kindFilter}`;
  const [{ total }] = (await db.execute<{ total: number }>(sql`select count(*)::int as total ${base}`)).rows as [{ total: number }];
  const offset = (options.page - 1) * options.limit;
  const rows = (
    await db.execute<{
      id: string;
      trucker_id: string | null;
      carrier_company_id: string | null;
      trucker_kind: string | null;
      name: string;
      reference: string | null;
      city: string | null;
      state: string | null;
      rating: string | number | null;
      own_fleet: boolean;
      available: boolean;
      created_at: Date | string;
    }>(sql`select f.id::text as id, f.trucker_id::text as trucker_id, f.carrier_company_id::text as carrier_company_id, t.kind as trucker_kind,
                  coalesce(t.name, c.name, '') as name,
                  coalesce(t.truck_number, c.dot_number) as reference,
                  case when t.id is not null then coalesce(t.home_city, split_part(t.last_location_name, ', ', 1)) else (c.address->>'city') end as city,
                  case when t.id is not null then t.home_state else (c.address->>'state') end as state,
                  t.rating,
                  coalesce(t.company_id = ${companyId}::uuid, false) as own_fleet,
                  case when t.id is not null then t.is_active and (t.company_id = ${companyId}::uuid or exists (
                         select 1 from carrier_partners cp where cp.company_id = ${companyId}::uuid and cp.carrier_company_id = t.company_id and cp.status = 'active'))
                       else exists (select 1 from carrier_partners cp where cp.company_id = ${companyId}::uuid and cp.carrier_company_id = c.id and cp.status = 'active') end as available,
                  f.created_at
             ${base}
            order by f.created_at desc, f.id
            limit ${options.limit} offset ${offset}`)
  ).rows;
  const items: FavouriteItem[] = rows.map((row) => ({
    _id: row.id,
    kind: row.carrier_company_id ? 'company' : row.trucker_kind === 'carrier' ? 'carrier' : 'truck',
    truckerId: row.trucker_id,
    carrierCompanyId: row.carrier_company_id,
    name: row.name,
    reference: row.reference,
    city: row.city || null,
    state: row.state,
    rating: row.rating === null ? null : Number(row.rating),
    ownFleet: row.own_fleet,
    available: row.available,
    createdAt: new Date(row.created_at).toISOString(),
  }));
  return { items, total, page: options.page, limit: options.limit };
}
