import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notifications } from '../../db/schema';
import { computeRisk, RISK_NOTICE_TITLES, riskLink, riskNoticeBody } from '../../insight';
import type { WorldBuild } from './context';

/**
 * Delay and risk of delay: computed by the risk job's own code (insight/risk-job.ts), nobody told; the shipper's
 * bell holds the notices the job sent for a few of the loads it flagged.
 */
export async function flagRisk(db: DbOrTx, { now, demo, context }: WorldBuild): Promise<void> {
  await computeRisk(db, new Date(), { notifier: null, publish: false });
  const flaggedLoads = await db.execute<{
    load_id: string;
    order_id: string | null;
    is_delayed: boolean;
    delay_reason: string;
    delay_minutes: number | null;
  }>(sql`
    (select l.load_id, o.id::text as order_id, l.is_delayed, l.delay_reason, l.delay_minutes
     from loads l left join orders o on o.load_id = l.id and o.status not in ('rejected', 'cancelled')
     where l.company_id = ${demo} and l.is_delayed order by l.load_id limit 3)
    union all
    (select l.load_id, o.id::text as order_id, l.is_delayed, l.delay_reason, l.delay_minutes
     from loads l left join orders o on o.load_id = l.id and o.status not in ('rejected', 'cancelled')
     where l.company_id = ${demo} and l.is_at_risk order by l.load_id limit 2)
  `);
  if (flaggedLoads.rows.length > 0) {
    await db.insert(notifications).values(
      flaggedLoads.rows.map((row, index) => {
        const event = row.is_delayed ? 'loadDelayed' : 'loadAtRisk';
        return {
          companyId: demo,
          userId: context.shipperId,
          type: row.is_delayed ? 'load_delayed' : 'load_at_risk',
          title: RISK_NOTICE_TITLES[event],
          body: riskNoticeBody(row.delay_reason as Parameters<typeof riskNoticeBody>[0], row.load_id, row.delay_minutes),
          link: riskLink(event, row.order_id),
          createdAt: new Date(now - (index + 1) * 20 * 60_000),
        };
      }),
    );
  }
}
