import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { links, channelsFor, type LanguageCode, type NotificationPrefs } from '@freight/contracts';
import { notifications } from '../../db/schema';
import { notificationTexts } from '../../texts/notices';
import { containerEtaChangedMail, mailDate, mailDateTimeUtc, type MailLanguage } from '../../mail/templates';
import { publishNotifications } from '../../realtime/publish';
import { expectedDayOf, REPLAN_RULES } from './rules';

/** What became of a load's pickup (the notice and the e-mail say it). */
export interface LoadOutcome {
  /** proposed: asked of the carrier; moved: moved at once (no carrier); atRisk: cannot move; unchanged. */
  outcome: 'proposed' | 'moved' | 'atRisk' | 'unchanged';
  /** The new pickup day (proposed or moved). */
  date: string | null;
}

/** The in-app notification (stored in English, read by id in the reader's language: texts/notices.ts). */
export const ETA_NOTICE_TITLE = 'Container ETA changed';
const ETA_NOTICE_TYPE = 'container_eta_changed';
const etaText = (eta: Date) => `${eta.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * How far an ETA moved, said against the ETA it replaces: in whole hours as minutes (the reader sees "14 days" or
 * "10 hr" through formatMinutes), later or earlier, and whether the new one is already past (the container arrived:
 * not "expected" any more).
 */
function etaShift(previousEta: Date, eta: Date, now: Date = new Date()) {
  return {
    minutes: Math.round(Math.abs(eta.getTime() - previousEta.getTime()) / 3_600_000) * 60,
    later: eta > previousEta,
    arrived: eta.getTime() <= now.getTime(),
  };
}

export const etaNoticeBody = (containerNumber: string, poNumber: string, previousEta: Date, eta: Date, now: Date = new Date()) => {
  const { minutes, later, arrived } = etaShift(previousEta, eta, now);
  const way = later ? 'later' : 'earlier';
  return arrived
    ? `${containerNumber} of ${poNumber} arrived ${minutes} min ${way} than expected, on ${etaText(eta)} (expected ${etaText(previousEta)})`
    : `${containerNumber} of ${poNumber} is now expected ${minutes} min ${way}, on ${etaText(eta)} (expected before: ${etaText(previousEta)})`;
};
/** The track screen of the container (the notice's and the e-mail's link). */
const etaNoticeLink = links.trackContainer;

const MAIL_LANGUAGES: readonly MailLanguage[] = ['sp', 'en', 'fr'];

/**
 * The importer's users (portal access and the purchaseOrders permission, at most REPLAN_RULES.maxRecipients) are told
 * of one ETA change by their notification_prefs (channelsFor 'containerEtaChanged'), as the risk job tells of a load
 * at risk: an in-app notification (+ the `notification` real-time event), a web push after the commit (never
 * throwing), an e-mail in the user's language through the outbox (the caller flushes it). Returns the notices sent.
 */
export async function notifyEtaChange(
  app: FastifyInstance,
  change: {
    companyId: string;
    containerNumber: string;
    poNumber: string;
    port: string;
    warehouse: string | null;
    previousEta: Date;
    eta: Date;
    loads: ReadonlyArray<{ loadId: string } & LoadOutcome>;
  },
): Promise<number> {
  const title = ETA_NOTICE_TITLE;
  const now = new Date();
  const body = etaNoticeBody(change.containerNumber, change.poNumber, change.previousEta, change.eta, now);
  const link = etaNoticeLink(change.containerNumber);
  const shift = etaShift(change.previousEta, change.eta, now);
  const pushes: Array<{ userId: string; title: string; body: string }> = [];
  const sent = await app.db.transaction(async (tx) => {
    const people = await tx.execute<{ id: string; email: string; firstname: string; language: string; notification_prefs: NotificationPrefs | null }>(sql`
      select u.id::text as id, u.email, u.firstname, u.language, u.notification_prefs
      from users u
        join user_permissions up on up.user_id = u.id and up.is_granted
        join modules m on m.id = up.module_id and m.module_key = 'purchaseOrders'
      where u.company_id = ${change.companyId} and u.can_access_portal
      order by u.created_at
      limit ${REPLAN_RULES.maxRecipients}`);
    const rows: Array<typeof notifications.$inferInsert & { userId: string; title: string; link: string }> = [];
    let count = 0;
    for (const user of people.rows) {
      const language = (MAIL_LANGUAGES.includes(user.language as MailLanguage) ? user.language : 'en') as MailLanguage & LanguageCode;
      for (const channel of channelsFor(user.notification_prefs, 'containerEtaChanged')) {
        count += 1;
        if (channel === 'inApp') {
          rows.push({ companyId: change.companyId, userId: user.id, type: ETA_NOTICE_TYPE, title, body, link });
        } else if (channel === 'push') {
          pushes.push({ userId: user.id, title: notificationTexts.translate(title, language), body: notificationTexts.translate(body, language) });
        } else {
          const day = (value: string) => mailDate(language, new Date(`${value}T00:00:00.000Z`));
          const rendered = containerEtaChangedMail(language, {
            name: user.firstname,
            container: change.containerNumber,
            poNumber: change.poNumber,
            port: change.port,
            from: mailDateTimeUtc(language, change.previousEta),
            to: mailDateTimeUtc(language, change.eta),
            ...shift,
            warehouse: change.warehouse,
            expected: change.warehouse ? day(expectedDayOf(change.eta)) : null,
            loads: change.loads.flatMap((load) =>
              load.outcome === 'unchanged' ? [] : [{ loadId: load.loadId, outcome: load.outcome, date: load.date ? day(load.date) : null }],
            ),
            link: `${app.publicUrl}${link}`,
          });
          await app.mailer.enqueue(tx, { ...rendered, to: user.email, companyId: change.companyId, userId: user.id, template: 'container-eta-changed' });
        }
      }
    }
    if (rows.length > 0) {
      await tx.insert(notifications).values(rows);
      await publishNotifications(tx, rows);
    }
    return count;
  });
  for (const push of pushes) {
    await app.push
      .sendToUser(change.companyId, push.userId, { title: push.title, body: push.body, link })
      .catch((error: unknown) => app.log.warn({ err: error }, 'replan: web push failed'));
  }
  return sent;
}
