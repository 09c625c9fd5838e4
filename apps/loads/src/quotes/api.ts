import { loadInsight, quoteManager } from '@freight/api-client';
import {
  MAX_LIMIT,
  QUOTE_STATUSES,
  type CarrierInsight,
  type CarrierInsightData,
  type QuoteListItem,
  type QuoteRecipientsData,
  type SendQuoteUsersRequest,
} from '@freight/contracts';
import type { PageQuery, PageResult } from '@freight/store';

const silent = { silent: true } as const;

/** A row of the company's quote list, and of one load's quotes. */
export type QuoteRow = QuoteListItem;

/** A recipient the shipper ticked or typed in the "Request quotes" section. */
export type RecipientChoice = { kind: 'user'; _id: string } | { kind: 'ownerOperator'; _id: string } | { kind: 'email'; name: string; email: string };

/** The recipients as send-quote-users takes them (each kind in its own list; the same address twice makes one quote). */
export function sendQuoteUsersBody(recipients: readonly RecipientChoice[]): SendQuoteUsersRequest {
  const userIds = recipients.flatMap((r) => (r.kind === 'user' ? [r._id] : []));
  const truckerIds = recipients.flatMap((r) => (r.kind === 'ownerOperator' ? [r._id] : []));
  const emails = recipients.flatMap((r) => (r.kind === 'email' ? [{ name: r.name, email: r.email }] : []));
  return {
    ...(userIds.length ? { userIds: [...new Set(userIds)] } : {}),
    ...(truckerIds.length ? { truckerIds: [...new Set(truckerIds)] } : {}),
    ...(emails.length ? { emails } : {}),
  };
}

/** /quotelist's `status` filter that lists every quote; no `status` at all lists the open ones (the default). */
export const ALL_QUOTES = 'all';

/**
 * /quotelist's page: its search and status filter as the API takes them. Without a status it asks for the open quotes
 * (requested, or confirmed and still valid: what waits for an answer); `all` for every quote; a status for those.
 */
export async function fetchQuotePage({ page, limit, search, filters }: PageQuery): Promise<PageResult<QuoteRow>> {
  const status = QUOTE_STATUSES.find((known) => known === filters.status);
  const scope = status ? { status } : filters.status === ALL_QUOTES ? {} : { open: true };
  const response = await quoteManager.list({ page, limit, ...(search.trim() ? { search: search.trim().slice(0, 100) } : {}), ...scope }, silent);
  return { items: response.data?.items ?? [], total: response.data?.total ?? 0 };
}

/**
 * The carriers of some quotes, as the key of the `carrierInsight` look-up: "c:<ids>|t:<ids>" (sorted): the carrier
 * companies, and the owner-operators (`truckerId`; their quote's company is the shipper's own, left out).
 */
export function carrierInsightKey(rows: ReadonlyArray<{ carrierCompanyId: string | null; truckerId: string | null }>): string | undefined {
  const sorted = (ids: Array<string | null>) => [...new Set(ids.filter((v): v is string => !!v))].sort();
  const companies = sorted(rows.map((r) => (r.truckerId ? null : r.carrierCompanyId)));
  const truckers = sorted(rows.map((r) => r.truckerId));
  if (companies.length === 0 && truckers.length === 0) return undefined;
  return `c:${companies.join(',')}|t:${truckers.join(',')}`;
}

/** The rates of a quote's carrier among the look-up's answer: its owner-operator's, else its carrier company's. */
export function insightFor(
  quote: Pick<QuoteRow, 'carrierCompanyId' | 'truckerId'>,
  items: readonly CarrierInsight[] | null | undefined,
): CarrierInsight | undefined {
  if (!items) return undefined;
  if (quote.truckerId) return items.find((c) => c.kind === 'trucker' && c._id === quote.truckerId);
  return items.find((c) => c.kind === 'company' && c._id === quote.carrierCompanyId);
}

/** Reads `carrierInsightKey` back and asks for those carriers' rates. */
export async function fetchCarrierInsight(key: string): Promise<CarrierInsight[]> {
  const [companyPart = '', truckerPart = ''] = key.split('|');
  const list = (part: string) => part.slice(2).split(',').filter(Boolean);
  const carrierCompanyIds = list(companyPart);
  const truckerIds = list(truckerPart);
  const response = await loadInsight.carriers(
    { ...(carrierCompanyIds.length ? { carrierCompanyIds } : {}), ...(truckerIds.length ? { truckerIds } : {}) },
    { ...silent, quietErrors: true },
  );
  return (response.data as CarrierInsightData | undefined)?.items ?? [];
}

/** The quotes of one load, newest first (every status). */
export async function fetchLoadQuotes(loadUuid: string): Promise<QuoteRow[]> {
  const response = await quoteManager.list({ loadId: loadUuid, page: 1, limit: MAX_LIMIT }, silent);
  return response.data?.items ?? [];
}

/** One person who may be asked for a price, as the "Request quotes" section lists them. */
export interface Candidate {
  key: string;
  kind: 'partner' | 'ownerOperator';
  name: string;
  email: string;
  /** The partner carrier company of a user; the truck number of an owner-operator. */
  group?: string;
  choice: RecipientChoice;
}

export async function fetchRecipients(_all: string): Promise<QuoteRecipientsData | undefined> {
  const response = await quoteManager.recipients(silent);
  return response.data;
}

/** The recipients call's answer as one list of candidates (none while it has not answered). */
export function candidatesOf(data: QuoteRecipientsData | undefined | null): Candidate[] {
  if (!data) return [];
  return [
    ...data.partners.flatMap((partner) =>
      partner.users.map((user) => ({
        key: `user:${user._id}`,
        kind: 'partner' as const,
        name: user.name,
        email: user.email,
        group: partner.name,
        choice: { kind: 'user' as const, _id: user._id },
      })),
    ),
    ...data.ownerOperators.map((operator) => ({
      key: `ownerOperator:${operator._id}`,
      kind: 'ownerOperator' as const,
      name: operator.name,
      email: operator.email,
      group: operator.truckNumber,
      choice: { kind: 'ownerOperator' as const, _id: operator._id },
    })),
  ];
}
