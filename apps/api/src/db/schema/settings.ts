/** The settings (docs/modules/settings.md): the carrier's declared details and stored files (the company logo). */
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { IMAGE_TYPES } from '@freight/contracts';
import { bytea, createdAt, primaryId, updatedAt } from './columns';
import { companies, companyScoped, users } from './companies';
import { quotedList } from '../sql-lists';

/**
 * What a carrier declares about itself on /setting/businessDetails?type=carrier (one row per company; the DOT and MC
 * numbers stay on companies, where registration puts them). Shown by load-manager/carrier-detail.
 */
export const companyCarrierDetails = pgTable(
  'company_carrier_details',
  {
    companyId: uuid('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    insuranceCarrier: text('insurance_carrier'),
    insurancePolicyNumber: text('insurance_policy_number'),
    insuranceExpiresOn: date('insurance_expires_on', { mode: 'string' }),
    /** Whole amounts in the company's currency. */
    cargoInsuranceAmount: bigint('cargo_insurance_amount', { mode: 'number' }),
    liabilityInsuranceAmount: bigint('liability_insurance_amount', { mode: 'number' }),
    /** equipment_types.key values (checked by the application when saved). */
    equipmentKeys: text('equipment_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** US state and Canadian province codes (REGION_CODES). */
    serviceArea: text('service_area')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    preferredLanes: jsonb('preferred_lanes')
      .$type<Array<{ originState: string; originCity: string | null; destinationState: string; destinationCity: string | null }>>()
      .notNull()
      .default([]),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [check('company_carrier_details_amounts_check', sql`coalesce(${t.cargoInsuranceAmount}, 0) >= 0 and coalesce(${t.liabilityInsuranceAmount}, 0) >= 0`)],
);

/**
 * A file the API stores for a company (the logo; later documents): what was checked about it and where the storage
 * provider keeps its bytes (`storage` local: file_blobs; s3: the bucket, under `storage_key`).
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    ...primaryId(),
    ...companyScoped(),
    /** What the file is to the company: `logo` (one per company). */
    purpose: text('purpose').notNull(),
    storage: text('storage').notNull(),
    storageKey: text('storage_key').notNull(),
    /** The type read from the content (never the declared one). */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    /** sha256 of the bytes (hex): the ETag and the logo URL's version. */
    sha256: text('sha256').notNull(),
    filename: text('filename'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('stored_files_purpose_check', sql`${t.purpose} in ('logo')`),
    check('stored_files_storage_check', sql`${t.storage} in ('local', 's3')`),
    check('stored_files_content_type_check', sql`${t.contentType} in (${quotedList(IMAGE_TYPES)})`),
    uniqueIndex('stored_files_one_logo_idx')
      .on(t.companyId)
      .where(sql`${t.purpose} = 'logo'`),
    index('stored_files_company_idx').on(t.companyId, t.createdAt),
  ],
);

/** The local storage provider's bytes (STORAGE_PROVIDER=local, the default): one row per storage key. */
export const fileBlobs = pgTable('file_blobs', {
  key: text('key').primaryKey(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});
