import { sql } from 'drizzle-orm';
import type { RealtimeEventType } from '@freight/contracts';
import type { DbOrTx } from '../db/client';

/** The PostgreSQL channel every API instance LISTENs on; the payload is the event's id in `realtime_events`. */
export const REALTIME_CHANNEL = 'freight_events';

/**
 * Records an event and announces it to every API instance on the database (LISTEN/NOTIFY). Inside a transaction the
 * NOTIFY is sent at commit, so no instance delivers an event whose data was rolled back. `topics` (realtimeTopic in
 * @freight/contracts) say who may receive it. Returns the event's id.
 */
export async function publishEvent(
  db: DbOrTx,
  event: { type: RealtimeEventType; topics: string[]; payload: object },
): Promise<number> {
  const result = await db.execute<{ id: number }>(sql`
    with recorded as (
      insert into realtime_events (type, topics, payload)
      values (${event.type}, array[${sql.join(event.topics.map((topic) => sql`${topic}`), sql`, `)}]::text[], ${JSON.stringify(event.payload)}::jsonb)
      returning id
    )
    select id::int8 as id, pg_notify(${REALTIME_CHANNEL}, id::text) from recorded
  `);
  return Number(result.rows[0]!.id);
}
