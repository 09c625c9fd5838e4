import pg from 'pg';
import { LOAD_SORTS, type LoadSort, type LoadStatus, type LoadView } from '@freight/contracts';
import { createDatabase, type Database } from '../../db/client';
import { createLoadRepository } from '../repository';
import { CARRIER_COMPANIES } from '../../seed/world';
import { createTestDatabase } from '../../../test/support/test-app';

/**
 * Deep pages start from cached anchors instead of skipping their offset (repository.ts). With an anchor every 7
 * rows, every page of every sort, status and view must equal a plain ORDER BY ... OFFSET, also after the loads
 * change (the version the triggers bump makes the anchors stale).
 */
describe('load list pages through anchors', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let handle: Database;
  let client: pg.Client;
  let demoId: string;
  let interstateId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    handle = createDatabase(database.url, { max: 3 });
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
    demoId = (await client.query(`select id from companies where name = 'Demo Freight Co.'`)).rows[0].id;
    interstateId = (await client.query(`select id from companies where name = $1`, [CARRIER_COMPANIES.interstate.name])).rows[0].id;
  });
  afterAll(async () => {
    await client.end();
    await handle.close();
    await database.drop();
  });

  const COLUMNS: Record<string, string> = { createdAt: 'created_at', pickupDate: 'pickup_start', deliveryDate: 'delivery_start', loadId: 'load_id' };

  async function naive(companyId: string, view: LoadView, sort: LoadSort, status: LoadStatus | undefined, limit: number, page: number) {
    const direction = sort.startsWith('-') ? 'desc' : 'asc';
    const column = COLUMNS[sort.replace('-', '')]!;
    const owner = view === 'carrier' ? 'carrier_company_id' : 'company_id';
    const rows = await client.query(
      `select id from loads where ${owner} = $1 ${status ? 'and status = $4' : ''}
       order by ${column} ${direction}, id ${direction} limit $2 offset $3`,
      status ? [companyId, limit, (page - 1) * limit, status] : [companyId, limit, (page - 1) * limit],
    );
    return rows.rows.map((row: { id: string }) => row.id);
  }

  async function compareAll(
    repository: ReturnType<typeof createLoadRepository>,
    companyId: string,
    view: LoadView,
    status?: LoadStatus,
    sorts: readonly LoadSort[] = ['-createdAt', 'pickupDate', '-loadId'],
    limits: readonly number[] = [20],
  ) {
    for (const sort of sorts) {
      for (const limit of limits) {
        const first = await repository.list(companyId, { page: 1, limit, sort, status, view });
        const pages = Math.ceil(first.total / limit) + 1;
        for (let page = 1; page <= pages; page++) {
          const got = await repository.list(companyId, { page, limit, sort, status, view });
          expect({ sort, limit, page, ids: got.items.map((item) => item._id) }).toEqual({
            sort,
            limit,
            page,
            ids: await naive(companyId, view, sort, status, limit, page),
          });
        }
      }
    }
  }

  it('every page equals ORDER BY ... OFFSET, for every sort, with and without a status, both views', async () => {
    const repository = createLoadRepository(handle.db, { anchorEvery: 7 });
    await compareAll(repository, demoId, 'shipper', undefined, LOAD_SORTS, [50]);
    await compareAll(repository, demoId, 'shipper', undefined, ['deliveryDate'], [13]);
    await compareAll(repository, demoId, 'shipper', 'paid');
    await compareAll(repository, interstateId, 'carrier');
  }, 60_000);

  it('stays right after loads are added, changed and deleted', async () => {
    const repository = createLoadRepository(handle.db, { anchorEvery: 7 });
    await compareAll(repository, demoId, 'shipper', 'delivered');
    // Same timestamps as existing rows (ties broken by id), a status change, a delete.
    await client.query(
      `insert into loads (company_id, load_id, status, weight, commodity, origin_city, origin_state, destination_city, destination_state,
                          pickup_start, pickup_end, delivery_start, delivery_end, share_code, created_at)
       select company_id, load_id || '-COPY', status, weight, commodity, origin_city, origin_state, destination_city, destination_state,
              pickup_start, pickup_end, delivery_start, delivery_end, share_code || 'copy', created_at
       from loads where company_id = $1 and status = 'delivered' order by created_at limit 9`,
      [demoId],
    );
    await client.query(
      `update loads set status = 'invoiced' where id in (select id from loads where company_id = $1 and status = 'delivered' order by load_id limit 4)`,
      [demoId],
    );
    await client.query(`delete from loads where id in (select id from loads where company_id = $1 and status = 'delivered' order by load_id desc limit 2)`, [
      demoId,
    ]);
    await compareAll(repository, demoId, 'shipper', 'delivered');
    await compareAll(repository, demoId, 'shipper', undefined, ['-createdAt'], [30]);
  }, 60_000);
});
