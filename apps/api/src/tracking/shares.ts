import crypto from 'node:crypto';
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { TrackingShare } from '@freight/contracts';
import type { DbOrTx } from '../db/client';
import { trackingShares, users } from '../db/schema';
import { iso, isoOrNull } from '../http';

/**
 * Tracking share links (`tracking_shares`): a public link to one load's tracking page, made by one of its parties.
 * The code is the capability: 16 random bytes, base64url (128 bits, never derived from the load). A revoked or
 * expired code reads exactly like an unknown one.
 */

const newShareCode = () => crypto.randomBytes(16).toString('base64url');

type ShareRow = typeof trackingShares.$inferSelect & { createdByName: string | null };

export function shareOf(row: ShareRow, publicUrl: string, now = new Date()): TrackingShare {
  return {
    _id: row.id,
    loadId: row.loadId,
    code: row.code,
    url: `${publicUrl}/tracking/share/${row.code}`,
    createdAt: iso(row.createdAt),
    createdByName: row.createdByName,
    expiresAt: isoOrNull(row.expiresAt),
    revokedAt: isoOrNull(row.revokedAt),
    active: row.revokedAt === null && (row.expiresAt === null || row.expiresAt > now),
  };
}

const withCreator = {
  id: trackingShares.id,
  companyId: trackingShares.companyId,
  loadId: trackingShares.loadId,
  code: trackingShares.code,
  createdBy: trackingShares.createdBy,
  createdAt: trackingShares.createdAt,
  expiresAt: trackingShares.expiresAt,
  revokedAt: trackingShares.revokedAt,
  createdByName: sql<string | null>`nullif(trim(${users.firstname} || ' ' || ${users.lastname}), '')`,
};

export async function createShare(
  db: DbOrTx,
  input: { companyId: string; userId: string; loadId: string; expiresInHours?: number | undefined },
): Promise<ShareRow> {
  const expiresAt = input.expiresInHours ? new Date(Date.now() + input.expiresInHours * 3_600_000) : null;
  const [row] = await db
    .insert(trackingShares)
    .values({ companyId: input.companyId, loadId: input.loadId, code: newShareCode(), createdBy: input.userId, expiresAt })
    .returning();
  const [creator] = await db.select({ name: withCreator.createdByName }).from(users).where(eq(users.id, input.userId));
  return { ...row!, createdByName: creator?.name ?? null };
}

export async function listShares(db: DbOrTx, loadId: string): Promise<ShareRow[]> {
  return db
    .select(withCreator)
    .from(trackingShares)
    .leftJoin(users, eq(users.id, trackingShares.createdBy))
    .where(eq(trackingShares.loadId, loadId))
    .orderBy(desc(trackingShares.createdAt), desc(trackingShares.id));
}

export async function shareById(db: DbOrTx, id: string): Promise<ShareRow | null> {
  const [row] = await db.select(withCreator).from(trackingShares).leftJoin(users, eq(users.id, trackingShares.createdBy)).where(eq(trackingShares.id, id));
  return row ?? null;
}

/** Revokes a link (again is harmless: the first revocation's time stays). */
export async function revokeShare(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(trackingShares)
    .set({ revokedAt: sql`coalesce(${trackingShares.revokedAt}, now())` })
    .where(eq(trackingShares.id, id));
}

/**
 * The load behind a live share code (neither revoked nor expired, on the database's clock), or null. Used by the
 * share link's reads and by the real-time socket's `?share=` (topic `load:{loadId}`, positions rounded).
 */
export async function resolveTrackingShare(db: DbOrTx, code: string): Promise<{ shareId: string; loadId: string } | null> {
  const [row] = await db
    .select({ shareId: trackingShares.id, loadId: trackingShares.loadId })
    .from(trackingShares)
    .where(
      and(eq(trackingShares.code, code), isNull(trackingShares.revokedAt), or(isNull(trackingShares.expiresAt), gt(trackingShares.expiresAt, sql`now()`))),
    );
  return row ?? null;
}
