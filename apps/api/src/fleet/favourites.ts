import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { carrierPartners, favourites, truckers } from '../db/schema';
import { badRequest, notFound } from '../plugins/envelope';
import { ownOrPartnerTrucks } from './availability';
import { FLEET_TEXTS } from './texts';

/**
 * favourite-manager add-fav / remove-fav: a user's favourite trucks and owner-operator carriers (truckers of kind
 * `truck` or `carrier`) and favourite carrier companies.
 *   - a trucker: one the caller's company may see (its own, its active partners'), else 404 'Truck not found';
 *   - a carrier company: an active partner of the caller's company (`carrier_partners`), else 404 'Carrier not
 *     found'. The caller's own company is not one (its trucks are favourited one by one).
 * Adding twice changes nothing. Removing what is not a favourite is fine; removing a favourite whose target can no
 * longer be seen (a partnership ended) is allowed too, so a stale favourite can always be taken back.
 */

export type FavouriteTarget = { kind: 'trucker'; id: string } | { kind: 'company'; id: string };

/** The one target of the request; both or neither is a 400 on `body`. */
export function targetOf(body: { truckerId?: string; carrierCompanyId?: string }): FavouriteTarget {
  const { truckerId, carrierCompanyId } = body;
  if ((truckerId === undefined) === (carrierCompanyId === undefined)) throw badRequest([{ field: 'body', message: FLEET_TEXTS.favourites.target() }]);
  return truckerId !== undefined ? { kind: 'trucker', id: truckerId } : { kind: 'company', id: carrierCompanyId! };
}

async function visible(db: Db, companyId: string, target: FavouriteTarget): Promise<boolean> {
  const found =
    target.kind === 'trucker'
      ? await db.execute(sql`select 1 from ${truckers} t where t.id = ${target.id} and t.is_active and ${ownOrPartnerTrucks(companyId)}`)
      : await db.execute(
          sql`select 1 from ${carrierPartners} cp where cp.company_id = ${companyId} and cp.carrier_company_id = ${target.id} and cp.status = 'active'`,
        );
  return found.rows.length > 0;
}

const missing = (target: FavouriteTarget) =>
  notFound(target.kind === 'trucker' ? FLEET_TEXTS.favourites.truckNotFound() : FLEET_TEXTS.favourites.carrierNotFound());

const column = (target: FavouriteTarget) => (target.kind === 'trucker' ? favourites.truckerId : favourites.carrierCompanyId);

/** Adds the favourite; adding it twice changes nothing. */
export async function addFavourite(db: Db, companyId: string, userId: string, target: FavouriteTarget): Promise<void> {
  if (!(await visible(db, companyId, target))) throw missing(target);
  await db
    .insert(favourites)
    .values(target.kind === 'trucker' ? { companyId, userId, truckerId: target.id } : { companyId, userId, carrierCompanyId: target.id })
    .onConflictDoNothing();
}

/** Removes the favourite (none to remove is fine when the target is one the caller may see). */
export async function removeFavourite(db: Db, companyId: string, userId: string, target: FavouriteTarget): Promise<void> {
  const removed = await db
    .delete(favourites)
    .where(and(eq(favourites.userId, userId), eq(column(target), target.id)))
    .returning({ id: favourites.id });
  if (removed.length === 0 && !(await visible(db, companyId, target))) throw missing(target);
}
