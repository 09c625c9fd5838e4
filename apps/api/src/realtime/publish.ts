import { sql } from 'drizzle-orm';
import { realtimeTopic, type RealtimeEventType } from '@freight/contracts';
import type { DbOrTx } from '../db/client';

/** The PostgreSQL channel every API instance LISTENs on; the payload is the event's id in `realtime_events`. */
export const REALTIME_CHANNEL = 'freight_events';

/**
 * Records an event and announces it to every API instance on the database (LISTEN/NOTIFY). Inside a transaction the
 * NOTIFY is sent at commit, so no instance delivers an event whose data was rolled back. `topics` (realtimeTopic in
 * @freight/contracts) say who may receive it. Returns the event's id.
 */
export async function publishEvent(db: DbOrTx, event: { type: RealtimeEventType; topics: string[]; payload: object }): Promise<number> {
  const result = await db.execute<{ id: number }>(sql`
    with recorded as (
      insert into realtime_events (type, topics, payload)
      values (${event.type}, array[${sql.join(
        event.topics.map((topic) => sql`${topic}`),
        sql`, `,
      )}]::text[], ${JSON.stringify(event.payload)}::jsonb)
      returning id
    )
    select id::int8 as id, pg_notify(${REALTIME_CHANNEL}, id::text) from recorded
  `);
  return Number(result.rows[0]!.id);
}

/**
 * Announces in-app notifications just recorded, so the frame's bell refreshes at once: one `notification` event per
 * distinct (type, title, link), to the topics of the users it was recorded for. The payload holds no body.
 */
export async function publishNotifications(
  db: DbOrTx,
  rows: ReadonlyArray<{ userId: string; type: string; title: string; link?: string | null }>,
): Promise<void> {
  const groups = new Map<string, { payload: { type: string; title: string; link: string | null }; topics: Set<string> }>();
  for (const row of rows) {
    const payload = { type: row.type, title: row.title, link: row.link ?? null };
    const key = JSON.stringify(payload);
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { payload, topics: new Set() }));
    group.topics.add(realtimeTopic.user(row.userId));
  }
  for (const { payload, topics } of groups.values()) await publishEvent(db, { type: 'notification', topics: [...topics], payload });
}
