import crypto from 'node:crypto';
import { DAY, HOUR, money } from './common';
import type { LoadBundle, LoadPlan, QuoteDraft } from './types';

/**
 * A load's quotes by status: requests still open on a pending load, answers on a quoted one, the approved winner
 * (and the losers) of a load awarded through quotes, withdrawn requests of a cancelled one; and a few comments.
 */

const hashPasscode = (passcode: string, salt: string) => `sha256$${salt}$${crypto.createHash('sha256').update(`${salt}:${passcode}`).digest('hex')}`;

type Recipient = { name: string; email: string };

/** Adds the load's quotes and comments; returns the approved quote its order follows, if any. */
export function addQuotes(plan: LoadPlan, bundle: LoadBundle): QuoteDraft | null {
  const { world, status, awarded, carrier } = plan;
  const { rng, now } = world;
  const quoteTime = Math.min(plan.times.created + rng.float(0.3, 6) * HOUR, now - 10 * 60_000);
  let winningQuote: QuoteDraft | null = null;
  const directTender = awarded && (carrier?.companyId === world.shipperCompanyId ? rng.chance(0.7) : rng.chance(0.15));

  const lean = world.lean;
  if (status === 'pending' && !lean && rng.chance(0.45)) {
    for (const recipient of otherRecipients(plan).slice(0, rng.int(1, 3))) {
      bundle.quotes.push(draftQuote(plan, recipient, recipient.carrierId, null, quoteTime));
    }
  } else if (status === 'quoted') {
    answeredQuotes(plan, bundle, quoteTime);
  } else if (awarded && !directTender && carrier) {
    winningQuote = awardedQuotes(plan, bundle, quoteTime);
  } else if (status === 'cancelled' && !lean && rng.chance(0.5)) {
    for (const recipient of otherRecipients(plan).slice(0, rng.int(1, 2))) {
      const quote = draftQuote(plan, recipient, recipient.carrierId, null, quoteTime);
      quote.status = 'cancelled';
      quote.cancelledAt = new Date(plan.times.cancelledAt!);
      quote.updatedAt = quote.cancelledAt;
      bundle.quotes.push(quote);
    }
  }
  // Keep times before now.
  for (const quote of bundle.quotes) {
    for (const key of ['confirmedAt', 'approvedAt', 'declinedAt', 'cancelledAt', 'updatedAt'] as const) {
      const value = quote[key];
      if (value && value.getTime() > now) quote[key] = new Date(now - 60_000);
    }
  }
  addQuoteComments(plan, bundle);
  return winningQuote;
}

function draftQuote(plan: LoadPlan, recipient: Recipient, carrierId: string | null, truckerId: string | null, at: number): QuoteDraft {
  const { world } = plan;
  const salt = world.rng.code(16);
  return {
    id: world.rng.uuid(),
    companyId: world.shipperCompanyId,
    quoteId: `Q-${world.rng.code(10)}`,
    loadId: plan.loadUuid,
    carrierCompanyId: carrierId,
    truckerId,
    recipientName: recipient.name,
    recipientEmail: recipient.email,
    passcodeHash: hashPasscode(world.passcode, salt),
    passcodeAttempts: 0,
    status: 'requested',
    amount: null,
    currency: plan.currency,
    transitDays: null,
    validUntil: new Date(at + 3 * DAY),
    notes: null,
    declineReason: null,
    requestedBy: plan.createdBy,
    confirmedAt: null,
    approvedAt: null,
    declinedAt: null,
    cancelledAt: null,
    createdAt: new Date(at),
    updatedAt: new Date(at),
  };
}

/** The other carriers on the platform and the external ones, shuffled: who gets the requests besides the winner. */
function otherRecipients(plan: LoadPlan): Array<Recipient & { carrierId: string | null }> {
  const { world } = plan;
  const carrierCompanyId = plan.carrier?.companyId ?? null;
  const platform = world.carriers
    .filter((c) => c.companyId !== world.shipperCompanyId && c.companyId !== carrierCompanyId)
    .map((c) => ({ name: c.contact.name, email: c.contact.email, carrierId: c.companyId as string | null }));
  const external = world.externalCarriers.map((c) => ({ ...c, carrierId: null as string | null }));
  return world.rng.shuffle([...platform, ...external]);
}

function confirm(plan: LoadPlan, quote: QuoteDraft, at: number): void {
  const { rng } = plan.world;
  quote.status = 'confirmed';
  quote.amount = money(plan.rate * rng.float(0.86, 1.16));
  quote.transitDays = Math.max(1, Math.ceil(plan.hours / 24));
  quote.confirmedAt = new Date(at);
  // A price holds two weeks from when it was given (the request's 3 days only bound the answer).
  quote.validUntil = new Date(at + 14 * DAY);
  quote.updatedAt = new Date(at);
  quote.notes = rng.chance(0.3) ? 'Price includes fuel surcharge. Team drivers available on request.' : null;
}

/** A quoted load: the first recipient answered, the others now and then, or declined. */
function answeredQuotes(plan: LoadPlan, bundle: LoadBundle, quoteTime: number): void {
  const { rng, now, lean } = plan.world;
  const recipients = otherRecipients(plan).slice(0, lean ? 1 : rng.int(2, 4));
  recipients.forEach((recipient, index) => {
    const quote = draftQuote(plan, recipient, recipient.carrierId, null, quoteTime);
    if (index === 0 || rng.chance(0.5)) confirm(plan, quote, Math.min(quoteTime + rng.float(1, 20) * HOUR, now - 5 * 60_000));
    else if (rng.chance(0.3)) {
      quote.status = 'declined';
      quote.declinedAt = new Date(Math.min(quoteTime + rng.float(1, 10) * HOUR, now - 5 * 60_000));
      quote.declineReason = 'No capacity on those dates';
    }
    bundle.quotes.push(quote);
  });
}

/** A load awarded through quotes: the carrier's (or an owner-operator's) approved quote and the ones it beat. */
function awardedQuotes(plan: LoadPlan, bundle: LoadBundle, quoteTime: number): QuoteDraft {
  const { world, truck } = plan;
  const carrier = plan.carrier!;
  const { rng, lean } = world;
  const ownerOperator = carrier.companyId === world.shipperCompanyId ? (truck ?? carrier.trucks.find((t) => t.kind === 'carrier') ?? null) : null;
  const winnerRecipient = ownerOperator ? { name: ownerOperator.name, email: `${ownerOperator.truckNumber.toLowerCase()}@drivers.demo.test` } : carrier.contact;
  const winner = draftQuote(plan, winnerRecipient, carrier.companyId, ownerOperator?.id ?? null, quoteTime);
  confirm(plan, winner, quoteTime + rng.float(1, 12) * HOUR);
  winner.status = 'approved';
  winner.approvedAt = new Date(winner.confirmedAt!.getTime() + rng.float(0.5, 8) * HOUR);
  winner.updatedAt = winner.approvedAt;
  bundle.quotes.push(winner);
  for (const recipient of otherRecipients(plan).slice(0, lean ? 0 : rng.int(0, 2))) {
    const loser = draftQuote(plan, recipient, recipient.carrierId, null, quoteTime);
    if (rng.chance(0.6)) {
      confirm(plan, loser, quoteTime + rng.float(1, 12) * HOUR);
      loser.status = 'declined';
      loser.declinedAt = winner.approvedAt;
      loser.declineReason = 'Another carrier was selected';
    } else {
      loser.status = rng.chance(0.5) ? 'cancelled' : 'expired';
      loser.cancelledAt = loser.status === 'cancelled' ? winner.approvedAt : null;
    }
    loser.updatedAt = winner.approvedAt;
    bundle.quotes.push(loser);
  }
  return winner;
}

/** Now and then a short haggle on an answered quote. */
function addQuoteComments(plan: LoadPlan, bundle: LoadBundle): void {
  const { world } = plan;
  const { rng, now, lean } = world;
  for (const quote of bundle.quotes) {
    if (quote.status === 'confirmed' && !lean && rng.chance(0.25)) {
      const at = quote.confirmedAt!.getTime();
      bundle.quoteComments.push(
        {
          id: rng.uuid(),
          companyId: world.shipperCompanyId,
          quoteId: quote.id,
          author: 'shipper',
          authorUserId: plan.createdBy,
          authorName: 'Dispatch',
          body: 'Can you do it for a little less if we move pickup a day earlier?',
          createdAt: new Date(Math.min(at + HOUR, now - 2 * 60_000)),
        },
        {
          id: rng.uuid(),
          companyId: world.shipperCompanyId,
          quoteId: quote.id,
          author: 'carrier',
          authorUserId: null,
          authorName: quote.recipientName,
          body: 'We can take 3% off for an earlier pickup.',
          createdAt: new Date(Math.min(at + 2 * HOUR, now - 60_000)),
        },
      );
    }
  }
}
