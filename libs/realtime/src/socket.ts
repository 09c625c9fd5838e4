import { REALTIME_PATH, type RealtimeEnvelope, type RealtimeEventType } from '@freight/contracts';

/**
 * Which socket: the signed-in session (omitted), a driver's link token (the driver's pages) or a tracking share code
 * (the public share page). `loadId` (session only) also follows one load the caller's company is a party to: the
 * server checks it and then sends that load's events (a shipper's tracking page gets the carrier's positions).
 */
export interface RealtimeConnection {
  driverToken?: string;
  share?: string;
  loadId?: string;
}

export type RealtimeStatus = 'connecting' | 'open' | 'closed';

export type RealtimeHandler<P = Record<string, unknown>> = (payload: P, envelope: RealtimeEnvelope<P>) => void;

/** Messages the server sends beside the events (envelopes carry a numeric `id`, these do not). */
type RealtimeControlMessage =
  { type: 'hello'; lastId: number } | { type: 'resync' } | { type: 'ping' } | { type: 'subscribed'; loadId: string } | { type: 'denied'; loadId: string };

/** Close codes of the server that mean "do not retry with the same credentials" (4403: no portal access). */
export const REALTIME_CLOSE_UNAUTHORIZED = 4401;
export const REALTIME_CLOSE_FORBIDDEN = 4403;
const STOP_CODES = new Set([REALTIME_CLOSE_UNAUTHORIZED, REALTIME_CLOSE_FORBIDDEN]);

/** Reconnect delays: 1 s doubling to 30 s, each drawn between half and all of it (jitter). */
const RECONNECT_BASE_MS = 1_000;
const RECONNECT_MAX_MS = 30_000;
/** The server sends a ping every 25 s; a socket silent for longer than this is taken for dead and reopened. */
const SILENCE_LIMIT_MS = 70_000;

/** What the socket manager needs of the browser; tests pass fakes. */
export interface RealtimeEnvironment {
  WebSocket: new (url: string) => WebSocketLike;
  /** `ws(s)://host` of the page. */
  origin: () => string;
  random: () => number;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface WebSocketLike {
  readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason?: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

const OPEN = 1;

function browserEnvironment(): RealtimeEnvironment {
  return {
    WebSocket: globalThis.WebSocket as unknown as RealtimeEnvironment['WebSocket'],
    origin: () => `${globalThis.location.protocol === 'https:' ? 'wss:' : 'ws:'}//${globalThis.location.host}`,
    random: Math.random,
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
}

let environment: RealtimeEnvironment | null = null;
function env(): RealtimeEnvironment {
  environment ??= browserEnvironment();
  return environment;
}

/** The key of the socket a connection uses: one socket per distinct credential (a load follows the session's). */
export function connectionKey(connection?: RealtimeConnection): string {
  if (connection?.driverToken) return `driver:${connection.driverToken}`;
  if (connection?.share) return `share:${connection.share}`;
  return 'session';
}

interface Subscription {
  type: RealtimeEventType;
  handler: RealtimeHandler<never>;
  loadId: string | undefined;
}

/**
 * One WebSocket and everything subscribed to it. Opens with the first subscriber, closes with the last; reconnects
 * with backoff and jitter, resuming with `?after={last id}`; stops after a 4401/4403 close until a new subscriber
 * arrives or `reconnectRealtime()` is called (the credentials changed).
 */
export class RealtimeSocket {
  status: RealtimeStatus = 'closed';
  private socket: WebSocketLike | null = null;
  private readonly subscriptions = new Set<Subscription>();
  /** Load ids followed (session only), with how many subscriptions follow each. */
  private readonly loads = new Map<string, number>();
  private lastId: number | null = null;
  /** The loads named in the URL of the socket being opened (the others are subscribed by message once open). */
  private urlLoads = new Set<string>();
  private attempts = 0;
  private retryTimer: unknown = null;
  private silenceTimer: unknown = null;
  private stopped = false;

  constructor(
    readonly key: string,
    private readonly connection: RealtimeConnection,
    private readonly onEmpty: () => void,
  ) {}

  get subscriberCount(): number {
    return this.subscriptions.size;
  }

  /** The cursor a reconnect resumes from (the last event id seen or announced by the server). */
  get cursor(): number | null {
    return this.lastId;
  }

  subscribe(subscription: Subscription): () => void {
    this.subscriptions.add(subscription);
    if (subscription.loadId) this.followLoad(subscription.loadId);
    if (this.stopped) this.stopped = false;
    if (!this.socket && this.retryTimer === null) this.open();
    return () => {
      if (!this.subscriptions.delete(subscription)) return;
      if (subscription.loadId) this.unfollowLoad(subscription.loadId);
      if (this.subscriptions.size === 0) this.shutdown();
    };
  }

  /** Opens again now (after a stop on bad credentials, or to skip the backoff wait). */
  reconnect(): void {
    if (this.subscriptions.size === 0) return;
    this.stopped = false;
    this.attempts = 0;
    this.clearRetry();
    if (this.socket) this.drop(this.socket);
    this.open();
  }

  shutdown(): void {
    this.clearRetry();
    this.clearSilence();
    if (this.socket) this.drop(this.socket);
    this.setStatus('closed');
    this.onEmpty();
  }

  private followLoad(loadId: string): void {
    const count = this.loads.get(loadId) ?? 0;
    this.loads.set(loadId, count + 1);
    if (count === 0 && this.socket?.readyState === OPEN && this.status === 'open') {
      this.socket.send(JSON.stringify({ type: 'subscribe', loadId }));
    }
  }

  private unfollowLoad(loadId: string): void {
    const count = (this.loads.get(loadId) ?? 1) - 1;
    if (count > 0) {
      this.loads.set(loadId, count);
      return;
    }
    this.loads.delete(loadId);
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify({ type: 'unsubscribe', loadId }));
  }

  url(): string {
    const query = new URLSearchParams();
    if (this.connection.driverToken) query.set('driverToken', this.connection.driverToken);
    else if (this.connection.share) query.set('share', this.connection.share);
    else if (this.loads.size > 0) query.set('loads', [...this.loads.keys()].join(','));
    if (this.lastId !== null) query.set('after', String(this.lastId));
    const search = query.toString();
    return `${env().origin()}${REALTIME_PATH}${search ? `?${search}` : ''}`;
  }

  private open(): void {
    this.retryTimer = null;
    this.setStatus('connecting');
    this.urlLoads = this.connection.driverToken || this.connection.share ? new Set() : new Set(this.loads.keys());
    const socket = new (env().WebSocket)(this.url());
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.armSilence();
    };
    socket.onmessage = (event) => {
      if (this.socket !== socket) return;
      this.armSilence();
      this.receive(event.data);
    };
    socket.onerror = () => undefined;
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.clearSilence();
      if (STOP_CODES.has(event.code)) {
        this.stopped = true;
        this.setStatus('closed');
        return;
      }
      this.scheduleRetry();
    };
  }

  private receive(data: unknown): void {
    let message: (RealtimeEnvelope | RealtimeControlMessage) & { id?: number };
    try {
      message = JSON.parse(String(data)) as typeof message;
    } catch {
      return;
    }
    if (typeof message.id === 'number') {
      const envelope = message as RealtimeEnvelope;
      if (this.lastId === null || envelope.id > this.lastId) this.lastId = envelope.id;
      for (const subscription of [...this.subscriptions]) {
        if (subscription.type !== envelope.type) continue;
        try {
          (subscription.handler as RealtimeHandler)(envelope.payload, envelope);
        } catch (error) {
          console.error('realtime handler failed', error);
        }
      }
      return;
    }
    const control = message as RealtimeControlMessage;
    if (control.type === 'hello') {
      if (this.lastId === null || control.lastId > this.lastId) this.lastId = control.lastId;
      this.attempts = 0;
      for (const loadId of this.loads.keys()) {
        if (!this.urlLoads.has(loadId)) this.socket?.send(JSON.stringify({ type: 'subscribe', loadId }));
      }
      this.setStatus('open');
    } else if (control.type === 'resync') {
      notifyResync(this.connection);
    }
  }

  private scheduleRetry(): void {
    this.setStatus('connecting');
    const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** this.attempts);
    this.attempts += 1;
    const delay = Math.round(ceiling / 2 + (env().random() * ceiling) / 2);
    this.retryTimer = env().setTimeout(() => this.open(), delay);
  }

  private armSilence(): void {
    this.clearSilence();
    this.silenceTimer = env().setTimeout(() => {
      this.silenceTimer = null;
      const socket = this.socket;
      if (!socket) return;
      this.socket = null;
      this.drop(socket);
      this.scheduleRetry();
    }, SILENCE_LIMIT_MS);
  }

  private clearSilence(): void {
    if (this.silenceTimer !== null) env().clearTimeout(this.silenceTimer);
    this.silenceTimer = null;
  }

  private clearRetry(): void {
    if (this.retryTimer !== null) env().clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private drop(socket: WebSocketLike): void {
    socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
    if (this.socket === socket) this.socket = null;
    try {
      socket.close(1000);
    } catch {
      // already closed
    }
  }

  private setStatus(status: RealtimeStatus): void {
    if (this.status === status) return;
    this.status = status;
    for (const listener of [...(statusListeners.get(this.key) ?? [])]) listener();
  }
}

const sockets = new Map<string, RealtimeSocket>();
const statusListeners = new Map<string, Set<() => void>>();

/** The socket of a connection key if one is open or opening. */
export function peekSocket(key: string): RealtimeSocket | undefined {
  return sockets.get(key);
}

/** The status of a connection's socket ('closed' when none). */
export function realtimeStatus(connection?: RealtimeConnection): RealtimeStatus {
  return sockets.get(connectionKey(connection))?.status ?? 'closed';
}

/** Calls `listener` whenever the status of the connection key's socket changes. */
export function onRealtimeStatus(key: string, listener: () => void): () => void {
  let listeners = statusListeners.get(key);
  if (!listeners) statusListeners.set(key, (listeners = new Set()));
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) statusListeners.delete(key);
  };
}
const resyncHandlers = new Set<(connection: RealtimeConnection) => void>();

function notifyResync(connection: RealtimeConnection): void {
  for (const handler of [...resyncHandlers]) {
    try {
      handler(connection);
    } catch (error) {
      console.error('realtime resync handler failed', error);
    }
  }
}

/** The socket of a connection, made on first use. */
function socketFor(connection?: RealtimeConnection): RealtimeSocket {
  const key = connectionKey(connection);
  let socket = sockets.get(key);
  if (!socket) {
    const credential: RealtimeConnection = connection?.driverToken
      ? { driverToken: connection.driverToken }
      : connection?.share
        ? { share: connection.share }
        : {};
    const made: RealtimeSocket = new RealtimeSocket(key, credential, () => {
      if (sockets.get(key) === made) sockets.delete(key);
    });
    socket = made;
    sockets.set(key, socket);
  }
  return socket;
}

/**
 * Calls `handler(payload, envelope)` for every event of `type` the connection's socket receives (the server sends a
 * socket only the events its credential may see; a handler still filters by payload, e.g. its load or truck).
 * Returns the unsubscribe function; the socket closes when its last subscriber leaves.
 */
export function subscribeRealtime<P = Record<string, unknown>>(
  type: RealtimeEventType,
  handler: RealtimeHandler<P>,
  connection?: RealtimeConnection,
): () => void {
  const socket = socketFor(connection);
  return socket.subscribe({
    type,
    handler: handler as RealtimeHandler<never>,
    loadId: connection?.driverToken || connection?.share ? undefined : connection?.loadId,
  });
}

/**
 * Called when the server could not replay everything a socket missed (more than it keeps, or older than 24 h): the
 * screen should reload its data. Returns the unregister function.
 */
export function onRealtimeResync(handler: (connection: RealtimeConnection) => void): () => void {
  resyncHandlers.add(handler);
  return () => resyncHandlers.delete(handler);
}

/** Reopens every socket now, e.g. after signing in again (a socket stopped on 4401 waits for this or a new subscriber). */
export function reconnectRealtime(): void {
  for (const socket of sockets.values()) socket.reconnect();
}

/** Tests: replaces the browser (WebSocket, timers, random, origin) and forgets every socket. */
export function setRealtimeEnvironment(next: RealtimeEnvironment | null): void {
  for (const socket of [...sockets.values()]) socket.shutdown();
  sockets.clear();
  resyncHandlers.clear();
  environment = next;
}
