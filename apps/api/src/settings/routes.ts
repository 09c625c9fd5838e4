import crypto from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { and, eq, sql } from 'drizzle-orm';
import {
  BusinessDetails,
  BusinessDetailsUpdateRequest,
  CompanyDefaults,
  CompanySettings,
  CompanyUpdateRequest,
  DefaultsUpdateRequest,
  envelopeOf,
  FavouriteListQuery,
  FavouritePage,
  LOGO_UPLOAD_MAX_CHARS,
  LogoQuery,
  LogoUploadRequest,
  LogoUploadResult,
  SettingsOptions,
  SettingsProfile,
} from '@freight/contracts';
import { companies, storedFiles } from '../db/schema';
import { access, callerOf } from '../plugins/auth';
import { badRequest, notFound, ok } from '../plugins/envelope';
import { SETTINGS_TEXTS } from './texts';
import type { TextRef } from '../texts';
import { createLocalFileStorage } from '../providers/storage/local';
import type { FileStorage } from '../providers/storage';
import type { RoutesPlugin } from '../types';
import { checkImage, decodeBase64Upload, type ImageRefusal } from './image';
import {
  addressBelongs,
  findLogo,
  listFavourites,
  logoOf,
  logoUrlOf,
  readBusiness,
  readCompany,
  readDefaults,
  readOptions,
  readProfile,
  unknownEquipmentKeys,
  updateBusiness,
  updateCompany,
  updateDefaults,
} from './repository';
import { checkPostalAddress } from '../providers/maps/postal-check';

/** The image check names its refusal by key; it is sent by id. */
const IMAGE_REFUSALS: Readonly<Record<ImageRefusal, () => TextRef>> = {
  imageTooLarge: SETTINGS_TEXTS.imageTooLarge,
  imageDimensions: SETTINGS_TEXTS.imageDimensions,
  imageType: SETTINGS_TEXTS.imageType,
};

/** The bytes of the logo answer (OpenAPI): one of the three checked image types. */
const LogoImage = {
  description: 'The company logo as stored: its checked type, nosniff, inline, sandboxed; ETag for revalidation.',
  content: Object.fromEntries(['image/png', 'image/jpeg', 'image/webp'].map((type) => [type, { schema: Type.String({ format: 'binary' }) }])),
};
const NotModified = { description: 'Not modified (If-None-Match matched the ETag).', type: 'null' };

/** The base64 JSON of an upload is larger than the file: room for a 2 MB image plus the JSON around it. */
const LOGO_BODY_LIMIT = LOGO_UPLOAD_MAX_CHARS + 64 * 1024;

/**
 * settings-manager (docs/modules/settings.md): the settings screens' own calls. Every route a portal-less
 * account needs is `account` (the profile, the company, its logo, business details, defaults, options); the
 * favourites list is `user`. The profile and password themselves are user-manager/update-user and change-password.
 */
export const settingsRoutes: RoutesPlugin = async (app) => {
  // A file keeps the provider it was written with: after a switch to S3 the logos stored locally are still served.
  const local = createLocalFileStorage(app.db);
  const storageOf = (row: { storage: string }): FileStorage => (row.storage === app.storage.name ? app.storage : local);

  app.get('/profile', { config: access.account, schema: { response: { 200: envelopeOf(SettingsProfile) } } }, async (request) => {
    const caller = callerOf(request);
    const profile = await readProfile(app.db, caller.companyId, caller.userId);
    if (!profile) throw notFound(SETTINGS_TEXTS.userNotFound());
    return ok(SETTINGS_TEXTS.profileFetched(), profile);
  });

  // --- The company (/setting/profile?tab=companyInfo) ---

  const company = async (companyId: string) => {
    const found = await readCompany(app.db, companyId);
    if (!found) throw notFound(SETTINGS_TEXTS.companyNotFound());
    return found;
  };

  app.get('/company', { config: access.account, schema: { response: { 200: envelopeOf(CompanySettings) } } }, async (request) =>
    ok(SETTINGS_TEXTS.companyFetched(), await company(callerOf(request).companyId)),
  );

  app.post(
    '/update-company',
    { config: access.account, schema: { body: CompanyUpdateRequest, response: { 200: envelopeOf(CompanySettings) } } },
    async (request) => {
      const caller = callerOf(request);
      // The company's address passes the address book's postal rule (its code is its city's).
      if (request.body.address) await checkPostalAddress(app.providers.maps, request.body.address, 'body.address');
      await updateCompany(app.db, caller.companyId, request.body);
      return ok(SETTINGS_TEXTS.companyUpdated(), await company(caller.companyId));
    },
  );

  // POST company-logo: base64 JSON (no multipart plugin in the project); checked by content, then stored.
  app.post(
    '/company-logo',
    { config: access.account, bodyLimit: LOGO_BODY_LIMIT, schema: { body: LogoUploadRequest, response: { 200: envelopeOf(LogoUploadResult) } } },
    async (request) => {
      const caller = callerOf(request);
      const bytes = decodeBase64Upload(request.body.data);
      if (!bytes) throw badRequest([{ field: 'body.data', message: SETTINGS_TEXTS.imageEncoding() }]);
      const checked = checkImage(bytes);
      if (!checked.ok) throw badRequest([{ field: 'body.data', message: IMAGE_REFUSALS[checked.refusal]() }]);
      const sha256 = crypto.createHash('sha256').update(bytes).digest('hex');
      const previous = await findLogo(app.db, caller.companyId);
      // The same image again (a retry): nothing to do, the same answer.
      if (previous && previous.sha256 === sha256 && previous.storage === app.storage.name) {
        return ok(SETTINGS_TEXTS.logoUploaded(), { logoUrl: logoUrlOf(sha256), logo: logoOf(previous) });
      }
      // Content-addressed key: the bytes are written before the row names them, so a row never names missing bytes.
      const key = `companies/${caller.companyId}/logo/${sha256}`;
      await app.storage.put(key, bytes, checked.image.contentType);
      const filename = request.body.filename?.replace(/[^\w .-]/g, '').slice(0, 120) || null;
      const row = await app.db.transaction(async (tx) => {
        await tx.delete(storedFiles).where(and(eq(storedFiles.companyId, caller.companyId), eq(storedFiles.purpose, 'logo')));
        const [inserted] = await tx
          .insert(storedFiles)
          .values({
            companyId: caller.companyId,
            purpose: 'logo',
            storage: app.storage.name,
            storageKey: key,
            contentType: checked.image.contentType,
            sizeBytes: bytes.length,
            width: checked.image.width,
            height: checked.image.height,
            sha256,
            filename,
            createdBy: caller.userId,
          })
          .returning();
        // An external logo address (the demo data's) gives way to the uploaded one.
        await tx
          .update(companies)
          .set({ logoUrl: null, updatedAt: sql`now()` })
          .where(eq(companies.id, caller.companyId));
        return inserted!;
      });
      if (previous && previous.storageKey !== key) {
        await storageOf(previous)
          .delete(previous.storageKey)
          .catch((error: unknown) => app.log.warn({ err: error }, 'old logo not removed'));
      }
      return ok(SETTINGS_TEXTS.logoUploaded(), { logoUrl: logoUrlOf(sha256), logo: logoOf(row) });
    },
  );

  app.delete('/company-logo', { config: access.account, schema: { response: { 200: envelopeOf(Type.Null()) } } }, async (request) => {
    const caller = callerOf(request);
    const removed = await app.db
      .delete(storedFiles)
      .where(and(eq(storedFiles.companyId, caller.companyId), eq(storedFiles.purpose, 'logo')))
      .returning({ storageKey: storedFiles.storageKey, storage: storedFiles.storage });
    await app.db
      .update(companies)
      .set({ logoUrl: null, updatedAt: sql`now()` })
      .where(eq(companies.id, caller.companyId));
    for (const row of removed) {
      await storageOf(row)
        .delete(row.storageKey)
        .catch((error: unknown) => app.log.warn({ err: error }, 'logo bytes not removed'));
    }
    return ok(SETTINGS_TEXTS.logoRemoved());
  });

  // GET company-logo?v=: the signed-in user's company logo for the header (the cookie authenticates an <img>).
  app.get(
    '/company-logo',
    { config: access.account, schema: { querystring: LogoQuery, response: { 200: LogoImage, 304: NotModified } } },
    async (request, reply) => {
      const caller = callerOf(request);
      const logo = await findLogo(app.db, caller.companyId);
      if (!logo) throw notFound(SETTINGS_TEXTS.logoNotFound());
      const etag = `"${logo.sha256}"`;
      reply
        .header('etag', etag)
        .header('cache-control', 'private, no-cache')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cross-origin-resource-policy', 'same-origin');
      const asked = request.headers['if-none-match'];
      if (asked && asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return reply.code(304).send();
      const bytes = await storageOf(logo).get(logo.storageKey);
      if (!bytes) throw notFound(SETTINGS_TEXTS.logoNotFound());
      const extension = logo.contentType.slice('image/'.length).replace('jpeg', 'jpg');
      return reply.header('content-type', logo.contentType).header('content-disposition', `inline; filename="logo.${extension}"`).send(bytes);
    },
  );

  // --- Business details (/setting/businessDetails) ---

  app.get('/business-details', { config: access.account, schema: { response: { 200: envelopeOf(BusinessDetails) } } }, async (request) => {
    const details = await readBusiness(app.db, callerOf(request).companyId);
    if (!details) throw notFound(SETTINGS_TEXTS.companyNotFound());
    return ok(SETTINGS_TEXTS.businessFetched(), details);
  });

  app.post(
    '/update-business-details',
    { config: access.account, schema: { body: BusinessDetailsUpdateRequest, response: { 200: envelopeOf(BusinessDetails) } } },
    async (request) => {
      const caller = callerOf(request);
      const { companyType, carrier } = request.body;
      const unknown = await unknownEquipmentKeys(app.db, carrier?.equipmentKeys ?? []);
      if (unknown.length > 0) throw badRequest([{ field: 'body.carrier.equipmentKeys', message: SETTINGS_TEXTS.unknownEquipment() }]);
      await app.db.transaction((tx) => updateBusiness(tx, caller.companyId, caller.userId, { companyType, carrier }));
      const details = await readBusiness(app.db, caller.companyId);
      if (!details) throw notFound(SETTINGS_TEXTS.companyNotFound());
      return ok(SETTINGS_TEXTS.businessUpdated(), details);
    },
  );

  // --- Defaults (/setting/default), one set per company ---

  const defaults = async (companyId: string) => {
    const found = await readDefaults(app.db, companyId);
    if (!found) throw notFound(SETTINGS_TEXTS.companyNotFound());
    return found;
  };

  app.get('/defaults', { config: access.account, schema: { response: { 200: envelopeOf(CompanyDefaults) } } }, async (request) =>
    ok(SETTINGS_TEXTS.defaultsFetched(), await defaults(callerOf(request).companyId)),
  );

  app.post(
    '/update-defaults',
    { config: access.account, schema: { body: DefaultsUpdateRequest, response: { 200: envelopeOf(CompanyDefaults) } } },
    async (request) => {
      const caller = callerOf(request);
      const body = request.body;
      const errors = [];
      if (body.pickupAddressId && !(await addressBelongs(app.db, caller.companyId, body.pickupAddressId))) {
        errors.push({ field: 'body.pickupAddressId', message: SETTINGS_TEXTS.addressNotFound() });
      }
      if (body.equipmentKey && (await unknownEquipmentKeys(app.db, [body.equipmentKey])).length > 0) {
        errors.push({ field: 'body.equipmentKey', message: SETTINGS_TEXTS.unknownEquipment() });
      }
      if (errors.length > 0) throw badRequest(errors);
      await updateDefaults(app.db, caller.companyId, body);
      return ok(SETTINGS_TEXTS.defaultsUpdated(), await defaults(caller.companyId));
    },
  );

  app.get('/options', { config: access.account, schema: { response: { 200: envelopeOf(SettingsOptions) } } }, async (request) =>
    ok(SETTINGS_TEXTS.optionsFetched(), await readOptions(app.db, callerOf(request).companyId)),
  );

  // --- Favourites (/setting/favourites): removal is favourite-manager/remove-fav ---

  app.get(
    '/favourites',
    { config: access.user, schema: { querystring: FavouriteListQuery, response: { 200: envelopeOf(FavouritePage) } } },
    async (request) => {
      const caller = callerOf(request);
      const { kind, page, limit } = request.query;
      const data = await listFavourites(app.db, caller.companyId, caller.userId, { kind, page: Number(page ?? 1), limit: Number(limit ?? 20) });
      return ok(SETTINGS_TEXTS.favouritesFetched(), data);
    },
  );
};
