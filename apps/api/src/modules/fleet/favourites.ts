import { and, eq, sql } from 'drizzle-orm';
import { FLEET_POSITION_MESSAGES } from '@freight/contracts';
import type { Db } from '../../db/client';
import { favourites, truckers } from '../../db/schema';
import { notFound } from '../../plugins/envelope';
import { ownOrPartnerTrucks } from '../load-manager/trucks';

/**
 * favourite-manager add-fav / remove-fav: a user's favourite trucks and owner-operator carriers (truckers of kind
 * `truck` or `carrier`). Only truckers the caller's company may see (its own, its active partners'): 404 otherwise.
 */

async function assertVisible(db: Db, companyId: string, truckerId: string): Promise<void> {
  const found = await db.execute(sql`select 1 from ${truckers} t where t.id = ${truckerId} and ${ownOrPartnerTrucks(companyId)}`);
  if (found.rows.length === 0) throw notFound(FLEET_POSITION_MESSAGES.truckNotFound);
}

/** Adds the favourite; adding it twice changes nothing. */
export async function addFavourite(db: Db, companyId: string, userId: string, truckerId: string): Promise<void> {
  await assertVisible(db, companyId, truckerId);
  await db.insert(favourites).values({ companyId, userId, truckerId }).onConflictDoNothing();
}

/** Removes the favourite (none to remove is fine). */
export async function removeFavourite(db: Db, companyId: string, userId: string, truckerId: string): Promise<void> {
  await assertVisible(db, companyId, truckerId);
  await db.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.truckerId, truckerId)));
}
