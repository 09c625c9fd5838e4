import type { DbOrTx } from '../../db/client';

/**
 * Whether a driver's page holds a WebSocket on some API instance. The real-time layer owns the answer
 * (apps/api/src/realtime/presence.ts, `isDriverOnline`); until it is there, no driver counts as connected, so a
 * driver always gets the push.
 */
export async function isDriverOnline(_db: DbOrTx, _truckerId: string): Promise<boolean> {
  return false;
}
