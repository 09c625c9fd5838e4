import { Client } from 'pg';
import { sql } from 'drizzle-orm';
import { publishEvent, publishNotifications, REALTIME_CHANNEL } from '../publish';
import { openTestDatabase } from '../../../test/support/database';

describe('publishEvent', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let url: string;
  beforeAll(async () => {
    database = await openTestDatabase(2);
    url = (database.handle.pool.options as { connectionString: string }).connectionString;
  });
  afterAll(() => database.close());

  it('records the event with its topics and announces its id on the channel', async () => {
    const listener = new Client({ connectionString: url });
    await listener.connect();
    await listener.query(`LISTEN ${REALTIME_CHANNEL}`);
    const heard = new Promise<string>((resolve) => listener.on('notification', (message) => resolve(message.payload ?? '')));

    const id = await publishEvent(database.handle.db, {
      type: 'chat.message',
      topics: ['company:a', 'trucker:b'],
      payload: { body: 'On my way' },
    });

    expect(await heard).toBe(String(id));
    const rows = await database.handle.db.execute<{ type: string; topics: string[]; payload: { body: string } }>(
      sql`select type, topics, payload from realtime_events where id = ${id}`,
    );
    expect(rows.rows).toEqual([{ type: 'chat.message', topics: ['company:a', 'trucker:b'], payload: { body: 'On my way' } }]);
    await listener.end();
  });

  it('announces nothing for an event rolled back with its transaction', async () => {
    const before = await database.handle.db.execute<{ n: string }>(sql`select count(*) as n from realtime_events`);
    await expect(
      database.handle.db.transaction(async (tx) => {
        await publishEvent(tx, { type: 'notification', topics: ['user:x'], payload: {} });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const after = await database.handle.db.execute<{ n: string }>(sql`select count(*) as n from realtime_events`);
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it('announces in-app notifications to their users: one event per distinct notice, no body', async () => {
    const before = await database.handle.db.execute<{ id: string }>(sql`select coalesce(max(id), 0)::text as id from realtime_events`);
    await publishNotifications(database.handle.db, [
      { userId: 'u1', type: 'order_new', title: 'New order', link: '/dashboard/neworderslist' },
      { userId: 'u2', type: 'order_new', title: 'New order', link: '/dashboard/neworderslist' },
      { userId: 'u3', type: 'payment', title: 'Payment Verified Successfully', link: '/dashboard' },
    ]);
    const rows = await database.handle.db.execute<{ type: string; topics: string[]; payload: object }>(
      sql`select type, topics, payload from realtime_events where id > ${before.rows[0]!.id}::int8 order by id`,
    );
    expect(rows.rows).toEqual([
      { type: 'notification', topics: ['user:u1', 'user:u2'], payload: { type: 'order_new', title: 'New order', link: '/dashboard/neworderslist' } },
      { type: 'notification', topics: ['user:u3'], payload: { type: 'payment', title: 'Payment Verified Successfully', link: '/dashboard' } },
    ]);
  });
});
