import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { RealtimeEnvelope, RealtimeEventType } from '@freight/contracts';
import { REALTIME_CHANNEL } from './publish';

/** One row of `realtime_events` as the hub reads it. */
export interface RealtimeRow {
  id: number;
  type: RealtimeEventType;
  topics: string[];
  payload: Record<string, unknown>;
  at: string;
}

/** A local socket as the hub sees it: the topics it may receive and how to hand it a row. */
export interface HubSubscriber {
  readonly topics: ReadonlySet<string>;
  deliver(row: RealtimeRow): void;
}

/** The time window and the number of rows a reconnecting socket is replayed at most. */
export const CATCH_UP_WINDOW_HOURS = 24;
export const CATCH_UP_MAX_ROWS = 500;
/** Rows read per query when catching up with notifications. */
const READ_BATCH = 1000;
/** Reconnect delays of the LISTEN connection. */
const LISTEN_RETRY_BASE_MS = 500;
const LISTEN_RETRY_MAX_MS = 15_000;
/** Ids already delivered that the hub remembers (a late notification of one of them is ignored). */
const DELIVERED_MEMORY = 5000;

const SELECT_ROWS = `select id::int8 as id, type, topics, payload, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at from realtime_events`;

export function envelopeOf(row: RealtimeRow, payload: Record<string, unknown> = row.payload): RealtimeEnvelope {
  return { id: row.id, type: row.type, at: row.at, payload };
}

const toRow = (row: { id: string | number; type: string; topics: string[]; payload: Record<string, unknown>; at: string }): RealtimeRow => ({
  id: Number(row.id),
  type: row.type as RealtimeEventType,
  topics: row.topics,
  payload: row.payload,
  at: row.at,
});

/**
 * The fan-out of one API instance: ONE dedicated PostgreSQL connection (not from the pool: a LISTEN must stay on its
 * connection) listening on `freight_events`. A notification carries only an event's id; the hub reads the new rows
 * (one query for a burst: `id > last seen`, plus any id announced late, i.e. committed after a higher one) and hands
 * each to the local sockets subscribed to one of its topics. The connection is reopened with backoff when it drops,
 * then the hub catches up from the log. Started on the first socket, so an instance nobody connects to holds no
 * extra connection.
 */
export class RealtimeHub {
  private client: pg.Client | null = null;
  private starting: Promise<void> | null = null;
  private closed = false;
  private everConnected = false;
  private lastSeen = 0;
  private readonly byTopic = new Map<string, Set<HubSubscriber>>();
  private readonly lateIds = new Set<number>();
  private readonly delivered = new Set<number>();
  private reading: Promise<void> | null = null;
  private readAgain = false;
  private retries = 0;
  private retryTimer: NodeJS.Timeout | null = null;
  /** Resolves after every read the hub has started so far has finished (tests, the bench). */
  private idleWaiters: Array<() => void> = [];

  constructor(
    private readonly connectionString: string,
    private readonly pool: pg.Pool,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The newest event id this instance has read (what a new socket's `hello` announces). */
  get cursor(): number {
    return this.lastSeen;
  }

  get listening(): boolean {
    return this.client !== null;
  }

  /** Opens the LISTEN connection once (later calls wait for the same start). */
  start(): Promise<void> {
    if (this.closed) return Promise.reject(new Error('realtime hub closed'));
    // Listening, or reconnecting after a drop (the reconnect reads what was published meanwhile, for every socket).
    if (this.client || this.retryTimer) return Promise.resolve();
    this.starting ??= this.connect().finally(() => {
      this.starting = null;
    });
    return this.starting;
  }

  add(subscriber: HubSubscriber): void {
    for (const topic of subscriber.topics) this.addTopic(subscriber, topic);
  }

  remove(subscriber: HubSubscriber): void {
    for (const topic of subscriber.topics) this.removeTopic(subscriber, topic);
  }

  addTopic(subscriber: HubSubscriber, topic: string): void {
    let set = this.byTopic.get(topic);
    if (!set) this.byTopic.set(topic, (set = new Set()));
    set.add(subscriber);
  }

  removeTopic(subscriber: HubSubscriber, topic: string): void {
    const set = this.byTopic.get(topic);
    if (!set) return;
    set.delete(subscriber);
    if (set.size === 0) this.byTopic.delete(topic);
  }

  /** Sockets registered on this instance (all topics). */
  get subscriberCount(): number {
    const all = new Set<HubSubscriber>();
    for (const set of this.byTopic.values()) for (const subscriber of set) all.add(subscriber);
    return all.size;
  }

  /**
   * The rows after `after` that carry one of `topics`, oldest first, within the catch-up window; `complete` is false
   * when there were more than `limit` of them or the log no longer holds everything after `after` (pruned).
   */
  async catchUp(after: number, topics: string[], limit = CATCH_UP_MAX_ROWS): Promise<{ rows: RealtimeRow[]; complete: boolean }> {
    if (topics.length === 0) return { rows: [], complete: true };
    const result = await this.pool.query<{ id: string; type: string; topics: string[]; payload: Record<string, unknown>; at: string }>(
      `${SELECT_ROWS} where id > $1 and topics && $2::text[] and created_at > now() - make_interval(hours => $3) order by id limit $4`,
      [after, topics, CATCH_UP_WINDOW_HOURS, limit + 1],
    );
    const rows = result.rows.slice(0, limit).map(toRow);
    if (result.rows.length > limit) return { rows, complete: false };
    // Did the log lose rows after `after` (pruned after 24 h), or hold some the window leaves out, or never reach
    // `after` (a cursor from another database)? Then the replay cannot be whole. (`after` is an id the socket saw or
    // was announced: gone means pruned.)
    const gap = await this.pool.query<{ missing: boolean }>(
      `select exists (select 1 from realtime_events where id > $1 and topics && $2::text[] and created_at <= now() - make_interval(hours => $3))
          or ($1 > 0 and not exists (select 1 from realtime_events where id = $1) and coalesce((select min(id) from realtime_events), 0) > $1)
          or $1 > coalesce((select max(id) from realtime_events), 0) as missing`,
      [after, topics, CATCH_UP_WINDOW_HOURS],
    );
    return { rows, complete: !gap.rows[0]?.missing };
  }

  /** The newest id in the log (a socket told to resync resumes from there). */
  async newestId(): Promise<number> {
    const result = await this.pool.query<{ id: string | null }>('select max(id)::int8 as id from realtime_events');
    return Number(result.rows[0]?.id ?? 0);
  }

  /** Waits until the rows announced so far are delivered (tests and the bench). */
  async settled(): Promise<void> {
    if (!this.reading) return;
    await new Promise<void>((resolve) => this.idleWaiters.push(resolve));
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    await this.starting?.catch(() => undefined);
    const client = this.client;
    this.client = null;
    this.byTopic.clear();
    if (client) await client.end().catch(() => undefined);
    await this.reading?.catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString, application_name: 'freight-api-realtime' });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    client.on('notification', (message) => {
      if (message.channel !== REALTIME_CHANNEL) return;
      const id = Number(message.payload);
      if (Number.isSafeInteger(id) && id <= this.lastSeen && !this.delivered.has(id)) this.lateIds.add(id);
      this.scheduleRead();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${REALTIME_CHANNEL}`);
    } catch (error) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed || this.client) {
      // Closed meanwhile, or another start won the race: one LISTEN connection per instance.
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
      return;
    }
    const first = !this.everConnected;
    this.everConnected = true;
    this.client = client;
    this.retries = 0;
    if (first) {
      // From now on every committed event is either announced to this connection or already read below.
      const newest = await client.query<{ id: string | null }>('select max(id)::int8 as id from realtime_events');
      this.lastSeen = Math.max(this.lastSeen, Number(newest.rows[0]?.id ?? 0));
    } else {
      // Back after a drop: what was published meanwhile is in the log.
      this.scheduleRead();
    }
  }

  private lost(client: pg.Client, error?: Error): void {
    if (this.client !== client) return;
    this.client = null;
    if (this.closed) return;
    this.log.warn({ err: error }, 'realtime: the LISTEN connection dropped; reconnecting');
    client.end().catch(() => undefined);
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed || this.retryTimer) return;
    const delay = Math.min(LISTEN_RETRY_MAX_MS, LISTEN_RETRY_BASE_MS * 2 ** this.retries);
    this.retries += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connect().catch((error: unknown) => {
        this.log.warn({ err: error }, 'realtime: reconnecting the LISTEN connection failed');
        this.scheduleReconnect();
      });
    }, delay);
    this.retryTimer.unref();
  }

  private scheduleRead(): void {
    if (this.reading) {
      this.readAgain = true;
      return;
    }
    this.reading = this.readLoop().finally(() => {
      this.reading = null;
      const waiters = this.idleWaiters;
      this.idleWaiters = [];
      for (const resolve of waiters) resolve();
    });
  }

  private async readLoop(): Promise<void> {
    do {
      this.readAgain = false;
      try {
        await this.readNew();
      } catch (error) {
        if (this.closed) return;
        this.log.warn({ err: error }, 'realtime: reading the event log failed');
      }
    } while (this.readAgain && !this.closed);
  }

  /** Reads every row not yet seen (a burst of notifications costs one query per READ_BATCH rows) and fans it out. */
  private async readNew(): Promise<void> {
    for (;;) {
      const late = [...this.lateIds];
      this.lateIds.clear();
      const result = await this.pool.query<{ id: string; type: string; topics: string[]; payload: Record<string, unknown>; at: string }>(
        `${SELECT_ROWS} where id > $1 or id = any($2::int8[]) order by id limit $3`,
        [this.lastSeen, late, READ_BATCH],
      );
      if (this.closed) return;
      for (const raw of result.rows) {
        const row = toRow(raw);
        if (row.id > this.lastSeen) this.lastSeen = row.id;
        if (this.delivered.has(row.id)) continue;
        this.remember(row.id);
        this.dispatch(row);
      }
      if (result.rows.length < READ_BATCH) return;
    }
  }

  private remember(id: number): void {
    this.delivered.add(id);
    if (this.delivered.size <= DELIVERED_MEMORY) return;
    // Sets iterate in insertion order: forget the oldest fifth.
    let drop = DELIVERED_MEMORY / 5;
    for (const old of this.delivered) {
      this.delivered.delete(old);
      if (--drop <= 0) break;
    }
  }

  private dispatch(row: RealtimeRow): void {
    const targets = new Set<HubSubscriber>();
    for (const topic of row.topics) {
      const set = this.byTopic.get(topic);
      if (set) for (const subscriber of set) targets.add(subscriber);
    }
    for (const subscriber of targets) {
      try {
        subscriber.deliver(row);
      } catch (error) {
        this.log.warn({ err: error }, 'realtime: delivering an event failed');
      }
    }
  }
}
