import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

/** A driver counts as connected while a link of theirs was used within this many seconds. */
const DRIVER_ONLINE_SECONDS = 60;
/** How often an open driver socket marks its link used (well inside DRIVER_ONLINE_SECONDS). */
export const DRIVER_PRESENCE_REFRESH_MS = 25_000;

/**
 * Whether the trucker's driver page is open right now on any API instance: a driver socket keeps its link's
 * `last_used_at` fresh (every 25 s), so a link of that trucker used within 60 s means a page holds a socket (or
 * just called the API with its token). The chat's web push goes to a driver who is not.
 */
export async function isDriverOnline(db: DbOrTx, truckerId: string): Promise<boolean> {
  const result = await db.execute<{ online: boolean }>(sql`
    select exists (
      select 1 from driver_links
      where trucker_id = ${truckerId} and revoked_at is null and expires_at > now()
        and last_used_at > now() - make_interval(secs => ${DRIVER_ONLINE_SECONDS})
    ) as online
  `);
  return result.rows[0]?.online === true;
}

/** Marks the link used now; false when it was revoked, has expired or is gone (the socket is then closed). */
export async function touchDriverLink(db: DbOrTx, linkId: string): Promise<boolean> {
  const result = await db.execute<{ id: string }>(sql`
    update driver_links set last_used_at = now()
    where id = ${linkId} and revoked_at is null and expires_at > now()
    returning id
  `);
  return result.rows.length > 0;
}
