import type { DeliverRequest, DriverStep } from '@freight/contracts';

/**
 * The driver page's offline queue: a status change or a delivery the driver makes is first an entry here, kept in
 * the phone's storage (localStorage, by link) with its Idempotency-Key, then sent; an entry that could not be sent
 * (no network) waits and is sent again when the browser says it is online or when the page opens next. The API
 * answers a resend with the same key with its first answer, and the same step again with 200, so nothing is applied
 * twice. Pure functions, except `loadQueue`/`saveQueue`.
 */

export type QueuedAction = { kind: 'status'; body: { status: DriverStep; at: string } } | { kind: 'deliver'; body: DeliverRequest & { at: string } };

export type QueueState = 'waiting' | 'sending' | 'sent' | 'refused';

export interface QueueEntry {
  /** Also the Idempotency-Key of the call. */
  key: string;
  action: QueuedAction;
  state: QueueState;
  /** The server's message when it refused the action (a 4xx). */
  error?: string;
}

/** What sending one entry ended in: done, refused by the server (its message), or no answer (try again later). */
export type SendOutcome = { outcome: 'sent' } | { outcome: 'refused'; message: string } | { outcome: 'unreachable' };

export const enqueue = (queue: readonly QueueEntry[], key: string, action: QueuedAction): QueueEntry[] => [...queue, { key, action, state: 'waiting' }];

export const withState = (queue: readonly QueueEntry[], key: string, state: QueueState, error?: string): QueueEntry[] =>
  queue.map((entry) => (entry.key === key ? { key: entry.key, action: entry.action, state, ...(error ? { error } : {}) } : entry));

/**
 * The states `sent` reports (a flush's own copy of the queue) carried onto `current`, the queue as it is now: an entry
 * the driver added while the flush ran is kept, and stays waiting for the next round.
 */
export const mergeStates = (current: readonly QueueEntry[], sent: readonly QueueEntry[]): QueueEntry[] =>
  current.map((entry) => {
    const update = sent.find((candidate) => candidate.key === entry.key);
    return update ? { key: entry.key, action: entry.action, state: update.state, ...(update.error ? { error: update.error } : {}) } : entry;
  });

/** The entries still to send, oldest first (a `sending` one left by a closed page is sent again, with its key). */
export const pending = (queue: readonly QueueEntry[]): QueueEntry[] => queue.filter((entry) => entry.state === 'waiting' || entry.state === 'sending');

/**
 * Sends the pending entries in order, one at a time; stops at the first that gets no answer (the network is gone:
 * the rest would fail too and must keep their order). Calls `update` after each change.
 */
export async function flushQueue(
  queue: readonly QueueEntry[],
  send: (entry: QueueEntry) => Promise<SendOutcome>,
  update: (queue: QueueEntry[]) => void,
): Promise<QueueEntry[]> {
  let current = [...queue];
  for (const entry of pending(queue)) {
    current = withState(current, entry.key, 'sending');
    update(current);
    const result = await send(entry);
    if (result.outcome === 'unreachable') {
      current = withState(current, entry.key, 'waiting');
      update(current);
      break;
    }
    current = result.outcome === 'sent' ? withState(current, entry.key, 'sent') : withState(current, entry.key, 'refused', result.message);
    update(current);
  }
  return current;
}

/** Sent entries are dropped from storage after a day; what waits is kept. */
const SENT_KEPT_MS = 24 * 60 * 60 * 1000;

/** The storage key of a link's queue (a hash of the token: the token itself is not written twice). */
export function storageKey(token: string): string {
  let hash = 2166136261;
  for (let index = 0; index < token.length; index += 1) {
    hash ^= token.charCodeAt(index);
    hash = Math.imul(hash, 16777619);
  }
  return `freight.driver.queue.${(hash >>> 0).toString(36)}`;
}

/** The queue kept for `token` (empty when there is none or storage is off). */
export function loadQueue(token: string, storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): QueueEntry[] {
  try {
    const raw = storage?.getItem(storageKey(token));
    const parsed = raw ? (JSON.parse(raw) as QueueEntry[]) : [];
    return Array.isArray(parsed) ? parsed.filter((entry) => entry && typeof entry.key === 'string' && entry.action) : [];
  } catch {
    return [];
  }
}

/**
 * Keeps the queue; sent entries older than SENT_KEPT_MS go. Returns false when storage refused it (full, or off):
 * the queue then lives in memory only while the page stays open (the page says so).
 */
export function saveQueue(
  token: string,
  queue: readonly QueueEntry[],
  storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined = globalThis.localStorage,
  now = Date.now(),
): boolean {
  const kept = queue.filter((entry) => entry.state !== 'sent' || now - Date.parse(entry.action.body.at) < SENT_KEPT_MS);
  try {
    if (!storage) return false;
    if (kept.length === 0) storage.removeItem(storageKey(token));
    else storage.setItem(storageKey(token), JSON.stringify(kept));
    return true;
  } catch {
    return false;
  }
}

/** The assignment status the queue leads to (the page shows it before the server confirms). */
export function expectedStatus<S extends string>(serverStatus: S, queue: readonly QueueEntry[]): S | DriverStep | 'delivered' {
  let status: S | DriverStep | 'delivered' = serverStatus;
  for (const entry of pending(queue)) status = entry.action.kind === 'deliver' ? 'delivered' : entry.action.body.status;
  return status;
}
