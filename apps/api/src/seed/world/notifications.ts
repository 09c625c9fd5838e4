import { links } from '@freight/contracts';
import type { LoadBundle } from '../load-generator';
import { DAY, HOUR } from './constants';
import type { WorldBuild } from './context';

/** The bell's notifications, the sent quote-request e-mails and the paid plan checkouts. */

/** Recent quotes and new orders of the first 60 loads, for the shipper, the dispatcher and the carriers; a renewal. */
export function makeNotifications(
  { rng, now, demo, context, carriers: { interstateId, mapleId, interstateUserId, mapleUserId }, rows }: WorldBuild,
  bundles: readonly LoadBundle[],
): void {
  const notify = (companyId: string, userId: string, type: string, title: string, body: string, link: string, at: number, read: boolean) =>
    rows.notifications.push({
      id: rng.uuid(),
      companyId,
      userId,
      type,
      title,
      body,
      link,
      readAt: read ? new Date(Math.min(now, at + HOUR)) : null,
      createdAt: new Date(at),
    });
  for (const bundle of bundles.slice(0, 60)) {
    const quote = bundle.quotes.find((q) => q.confirmedAt);
    if (quote && quote.confirmedAt!.getTime() > now - 10 * DAY) {
      notify(
        demo,
        context.shipperId,
        'quote_confirmed',
        'New quote received',
        `${quote.recipientName} quoted ${bundle.load.loadId}`,
        links.viewQuote(quote.quoteId),
        quote.confirmedAt!.getTime(),
        rng.chance(0.5),
      );
    }
    const ord = bundle.orders.find((o) => o.status === 'new');
    if (ord && ord.carrierCompanyId === demo)
      notify(
        demo,
        context.carrierId,
        'order_new',
        'New order for your fleet',
        `${ord.orderId} is waiting for acceptance`,
        links.dashboardList('neworderslist'),
        (ord.createdAt as Date).getTime(),
        false,
      );
    if (ord && ord.carrierCompanyId === interstateId)
      notify(
        interstateId,
        interstateUserId,
        'order_new',
        'New order',
        `${ord.orderId} from Demo Freight Co.`,
        links.dashboardList('neworderslist'),
        (ord.createdAt as Date).getTime(),
        false,
      );
    if (ord && ord.carrierCompanyId === mapleId)
      notify(
        mapleId,
        mapleUserId,
        'order_new',
        'Nouvelle commande',
        `${ord.orderId} de Demo Freight Co.`,
        links.dashboardList('neworderslist'),
        (ord.createdAt as Date).getTime(),
        false,
      );
  }
  notify(demo, context.adminId, 'billing', 'Subscription renewed', 'Your Professional plan was renewed.', links.profile('companyInfo'), now - 10 * DAY, true);
}

/** The e-mail of every quote request still waiting for its answer. */
export function makeQuoteRequestEmails({ rng, demo, rows }: WorldBuild, bundles: readonly LoadBundle[]): void {
  for (const bundle of bundles) {
    for (const quote of bundle.quotes) {
      if (quote.status !== 'requested') continue;
      rows.emails.push({
        id: rng.uuid(),
        companyId: demo,
        userId: quote.requestedBy ?? null,
        toAddress: quote.recipientEmail,
        subject: `Quote request ${quote.quoteId}: ${bundle.load.originCity}, ${bundle.load.originState} → ${bundle.load.destinationCity}, ${bundle.load.destinationState}`,
        template: 'quote-request',
        bodyText: `Hello ${quote.recipientName},\n\nDemo Freight Co. asks for your price for load ${bundle.load.loadId}.\nOpen /confirmQuote?quoteId=${quote.quoteId} and enter the passcode sent separately.\n`,
        status: 'sent',
        attempts: 1,
        createdAt: quote.createdAt,
        sentAt: new Date(quote.createdAt.getTime() + 60_000),
      });
    }
  }
}

/** Each company's paid subscription checkout. */
export function makeCheckouts({ rng, now, demo, carriers: { interstateId, mapleId }, rows }: WorldBuild): void {
  rows.checkouts.push(
    {
      id: rng.uuid(),
      companyId: demo,
      planKey: 'pro',
      provider: 'sandbox',
      providerSessionId: `cs_sandbox_${rng.code(20)}`,
      status: 'paid',
      amountCents: 14_900,
      currency: 'USD',
      url: '/payment/success',
      createdAt: new Date(now - 70 * DAY),
      completedAt: new Date(now - 70 * DAY + 5 * 60_000),
    },
    {
      id: rng.uuid(),
      companyId: interstateId,
      planKey: 'pro',
      provider: 'sandbox',
      providerSessionId: `cs_sandbox_${rng.code(20)}`,
      status: 'paid',
      amountCents: 14_900,
      currency: 'USD',
      url: '/payment/success',
      createdAt: new Date(now - 119 * DAY),
      completedAt: new Date(now - 119 * DAY + 5 * 60_000),
    },
    {
      id: rng.uuid(),
      companyId: mapleId,
      planKey: 'starter',
      provider: 'sandbox',
      providerSessionId: `cs_sandbox_${rng.code(20)}`,
      status: 'paid',
      amountCents: 4_900,
      currency: 'USD',
      url: '/payment/success',
      createdAt: new Date(now - 99 * DAY),
      completedAt: new Date(now - 99 * DAY + 5 * 60_000),
    },
  );
}
