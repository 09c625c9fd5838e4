import type pg from 'pg';
import fastifyWebsocket from '@fastify/websocket';
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { envelopeOf as envelopeSchemaOf, ErrorEnvelope, REALTIME_EVENT_TYPES, REALTIME_PATH, realtimeTopic } from '@freight/contracts';
import { access, API_PREFIX, type TokenService } from '../plugins/auth';
import { forbidden, ok } from '../plugins/envelope';
import { PROTOCOL } from '../texts/protocol';
import { createSessionStore } from '../sessions/store';
import type { RoutesPlugin } from '../types';
import {
  CLOSE_GOING_AWAY,
  CLOSE_TRY_AGAIN,
  loadsOfParty,
  MAX_FOLLOWED_LOADS,
  RealtimeRefusal,
  resolveAccess,
  shareView,
  stillValid,
  type AccessDeps,
  type RealtimeAccess,
} from './access';
import { envelopeOf, RealtimeHub, type HubSubscriber, type RealtimeRow } from './hub';
import { DRIVER_PRESENCE_REFRESH_MS, touchDriverLink } from './presence';
import { PRUNE_EVERY_MS, PRUNE_FIRST_AFTER_MS, pruneRealtimeEvents } from './prune';
import { REALTIME_TEXTS } from './texts';

const RealtimeChannelInfo = Type.Object(
  {
    eventTypes: Type.Array(Type.String(), { description: 'The `type` of the events `{ id, type, at, payload }` the socket sends' }),
    controls: Type.Array(Type.String(), { description: 'The `type` of the other messages it sends (hello with lastId, resync, ping, subscribed, denied)' }),
    closeCodes: Type.Object(
      { credentials: Type.Literal(4401), noPortal: Type.Literal(4403) },
      { additionalProperties: false, description: 'Refusals: do not reconnect until the credentials change' },
    ),
  },
  { additionalProperties: false },
);

/** A ping every 25 s: a socket that did not answer the previous one is dropped; the client sees a message too. */
export const HEARTBEAT_MS = 25_000;
/** The credential is checked again at every tick, 25 s (a logout, a revoked link or share closes its sockets). */
const REVALIDATE_EVERY_TICKS = 1;
/** More unsent than this and the socket is closed (1013): the client reconnects and catches up from the log. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** Client messages (subscribe / unsubscribe a load) are tiny. */
const MAX_MESSAGE_BYTES = 4096;

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';

export const RealtimeQuery = Type.Object(
  {
    after: Type.Optional(Type.String({ pattern: '^[0-9]{1,15}$', description: 'Replay the events after this id (the last one the client saw)' })),
    driverToken: Type.Optional(
      Type.String({
        minLength: 20,
        maxLength: 2048,
        pattern: '^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$',
        description: "A driver's link token (the driver's pages)",
      }),
    ),
    share: Type.Optional(
      Type.String({ minLength: 6, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$', description: 'A tracking share code (the public share page)' }),
    ),
    loads: Type.Optional(
      Type.String({
        maxLength: 37 * MAX_FOLLOWED_LOADS,
        pattern: `^${UUID}(,${UUID})*$`,
        description: 'Session only: loads to follow (comma-separated ids of loads the company is a party to)',
      }),
    ),
  },
  { additionalProperties: false },
);
type RealtimeQuery = Static<typeof RealtimeQuery>;

/** What a session socket may send: follow or stop following a load. */
type ClientMessage = { type: 'subscribe' | 'unsubscribe'; loadId: string };
const UUID_RE = new RegExp(`^${UUID}$`);

export interface RealtimeRoutesOptions extends Record<string, unknown> {
  tokens: TokenService;
}

/** The origin of the web app's public address (PUBLIC_URL). */
const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * Cross-site WebSocket hijacking: a page of another site may open a WebSocket to us and the browser would send the
 * session cookie (SameSite=Strict stops that in current browsers; this is the second lock, like X-Requested-With for
 * writes). A browser always sends Origin with a WebSocket: it must be the app's public address or the address the
 * request was sent to. No Origin: not a browser (a server-side client), which holds no victim's cookie.
 */
export function originAllowed(origin: string | undefined, host: string | undefined, publicUrl: string): boolean {
  if (origin === undefined) return true;
  const given = originOf(origin);
  if (!given) return false;
  if (given === originOf(publicUrl)) return true;
  return host !== undefined && new URL(given).host === host;
}

/** One open socket on this instance (exported for its unit test). */
export class Connection implements HubSubscriber {
  readonly topics = new Set<string>();
  private live = false;
  private buffer: RealtimeRow[] = [];
  /**
   * The rows the catch-up replayed: the hub may read one of them from the log only after the socket went live (its
   * NOTIFY still on the way when the catch-up query read the row), and must not send it a second time.
   */
  private replayedIds = new Set<number>();
  alive = true;
  ticks = 0;

  constructor(
    readonly socket: WebSocket,
    readonly request: FastifyRequest,
    readonly access: RealtimeAccess,
  ) {
    for (const topic of access.topics) this.topics.add(topic);
  }

  deliver(row: RealtimeRow): void {
    if (!this.live) this.buffer.push(row);
    else if (!this.replayedIds.has(row.id)) this.send(row);
  }

  /**
   * Sends the replayed rows and those held back while catching up (not already replayed, after `after`), in order,
   * then goes live. Returns the highest id sent (0 if none).
   */
  goLive(replayed: RealtimeRow[], after: number): number {
    const sent = new Set(replayed.map((row) => row.id));
    const rows = [...replayed, ...this.buffer.filter((row) => !sent.has(row.id) && row.id > after)].sort((a, b) => a.id - b.id);
    this.buffer = [];
    this.replayedIds = sent;
    let last = 0;
    for (const row of rows) {
      this.send(row);
      last = Math.max(last, row.id);
    }
    this.live = true;
    return last;
  }

  send(row: RealtimeRow): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    let payload: Record<string, unknown> | undefined = row.payload;
    if (this.access.kind === 'share') payload = shareView(row.type, row.payload);
    if (!payload) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.socket.close(CLOSE_TRY_AGAIN, 'Too slow');
      return;
    }
    this.socket.send(JSON.stringify(envelopeOf(row, payload)));
  }

  control(message: object): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(JSON.stringify(message));
  }
}

/**
 * GET /v1/api/realtime: the WebSocket of every page (docs/modules/fleet.md, "Real time"). Public in the route table
 * (the access hook answers with HTTP statuses, which a browser's WebSocket cannot read): the socket authenticates
 * itself, with the same checks (`authenticateRequest` of plugins/auth.ts), and refuses with close code 4401/4403.
 * A plain GET (no upgrade) describes the channel. Also starts this instance's hub (LISTEN) with the first socket, the heartbeat and the
 * hourly pruning of the event log.
 */
export const realtimeRoutes: RoutesPlugin<RealtimeRoutesOptions> = async (app, options) => {
  await app.register(fastifyWebsocket, {
    options: { maxPayload: MAX_MESSAGE_BYTES },
    // A socket's own errors are mostly clients going away uncleanly (a closed tab, a phone off the network): not
    // errors of ours (the plugin's default logs each at error level). The socket is dropped either way.
    errorHandler: (error, socket) => {
      app.log.debug({ err: error }, 'realtime: socket error');
      socket.terminate();
    },
  });

  // drizzle keeps the pool it was made with as `$client` (not in its declared type).
  const pool = (app.db as unknown as { $client: pg.Pool }).$client;
  const connectionString = (pool.options as { connectionString: string }).connectionString;
  const hub = new RealtimeHub(connectionString, pool, app.log);
  const deps: AccessDeps = { db: app.db, tokens: options.tokens, driverTokens: app.driverTokens, users: createSessionStore(app.db) };
  const connections = new Set<Connection>();
  realtimeHubs.set(app.server, hub);

  // The driver's presence needs its link marked at least every DRIVER_PRESENCE_REFRESH_MS: every tick does it.
  // REALTIME_HEARTBEAT_MS (tests) ticks faster; never slower than the presence refresh.
  const heartbeatMs = Math.min(app.config.realtimeHeartbeatMs ?? HEARTBEAT_MS, DRIVER_PRESENCE_REFRESH_MS);
  const heartbeat = setInterval(() => {
    for (const connection of connections) void tick(connection);
  }, heartbeatMs);
  heartbeat.unref();
  const pruneRound = () =>
    pruneRealtimeEvents(app.db).then(
      (deleted) => (deleted ? app.log.info({ deleted }, 'realtime: pruned old events') : undefined),
      (error: unknown) => app.log.warn({ err: error }, 'realtime: pruning the event log failed'),
    );
  let pruneTimer: NodeJS.Timeout = setTimeout(function again() {
    void pruneRound();
    pruneTimer = setTimeout(again, PRUNE_EVERY_MS);
    pruneTimer.unref();
  }, PRUNE_FIRST_AFTER_MS);
  pruneTimer.unref();

  async function tick(connection: Connection): Promise<void> {
    const { socket } = connection;
    if (!connection.alive) {
      socket.terminate();
      return;
    }
    connection.alive = false;
    socket.ping();
    connection.control({ type: 'ping' });
    connection.ticks += 1;
    // A driver's socket marks its link used (presence) at every tick, which also checks the link; the others are checked too.
    const due = connection.access.kind === 'driver' || connection.ticks % REVALIDATE_EVERY_TICKS === 0;
    if (!due) return;
    try {
      const valid =
        connection.access.kind === 'driver'
          ? await touchDriverLink(app.db, connection.access.linkId)
          : await stillValid(connection.request, connection.access, deps);
      if (!valid) socket.close(4401, 'Credentials no longer valid');
    } catch (error) {
      app.log.warn({ err: error }, 'realtime: checking a socket credential failed');
    }
  }

  app.addHook('preClose', async () => {
    clearInterval(heartbeat);
    clearTimeout(pruneTimer);
    for (const connection of connections) connection.socket.close(CLOSE_GOING_AWAY, 'Server shutting down');
  });
  app.addHook('onClose', async () => {
    realtimeHubs.delete(app.server);
    await hub.close();
  });

  app.route<{ Querystring: RealtimeQuery }>({
    method: 'GET',
    url: '/realtime',
    config: access.public,
    schema: {
      summary: 'The real-time WebSocket (upgrade required)',
      description:
        'Open as a WebSocket. Authenticated by the session cookie, or `driverToken`, or `share`; refusals close with 4401 (credentials) or 4403 (no portal access). ' +
        'The server sends events `{ id, type, at, payload }` and controls `{ type: "hello", lastId }`, `{ type: "resync" }`, `{ type: "ping" }`; ' +
        'a session socket may send `{ type: "subscribe" | "unsubscribe", loadId }`. A plain GET (no upgrade) describes the channel.',
      querystring: RealtimeQuery,
      response: { 200: envelopeSchemaOf(RealtimeChannelInfo), 400: ErrorEnvelope },
    },
    // Checked before the upgrade: a refused origin gets a 403 and no socket.
    onRequest: async (request) => {
      if (!originAllowed(request.headers.origin, request.headers.host, app.publicUrl)) throw forbidden(PROTOCOL.crossSite());
    },
    handler: async () =>
      ok(REALTIME_TEXTS.openAsWebSocket(), {
        eventTypes: [...REALTIME_EVENT_TYPES],
        controls: ['hello', 'resync', 'ping', 'subscribed', 'denied'],
        closeCodes: { credentials: 4401 as const, noPortal: 4403 as const },
      }),
    wsHandler: (socket, request) => {
      // Listeners first (a message arriving while the credential is checked is queued, not lost).
      const early: string[] = [];
      let onMessage: ((text: string) => void) | null = null;
      socket.on('message', (data, isBinary) => {
        if (isBinary) return;
        const text = (data as Buffer).toString();
        if (onMessage) onMessage(text);
        else if (early.length < MAX_FOLLOWED_LOADS) early.push(text);
      });
      // Set by open() as soon as the socket is registered (so a close during the catch-up, or a failure, unregisters it).
      const holder: { connection: Connection | null } = { connection: null };
      const unregister = () => {
        if (!holder.connection) return;
        connections.delete(holder.connection);
        hub.remove(holder.connection);
      };
      let closed = false;
      socket.on('close', () => {
        closed = true;
        unregister();
      });
      socket.on('pong', () => {
        if (holder.connection) holder.connection.alive = true;
      });
      void open(socket, request as FastifyRequest<{ Querystring: RealtimeQuery }>, holder)
        .then((made) => {
          if (!made) return;
          if (closed) {
            unregister();
            return;
          }
          onMessage = (text) => void receive(made, text);
          for (const text of early.splice(0)) onMessage(text);
        })
        .catch((error: unknown) => {
          unregister();
          if (error instanceof RealtimeRefusal) {
            socket.close(error.code, error.message);
            return;
          }
          request.log.error({ err: error }, 'realtime: opening a socket failed');
          socket.close(1011, 'Internal error');
        });
    },
  });

  async function open(
    socket: WebSocket,
    request: FastifyRequest<{ Querystring: RealtimeQuery }>,
    holder: { connection: Connection | null },
  ): Promise<Connection | null> {
    const query = request.query;
    const found = await resolveAccess(request, query, deps);
    if (query.loads && found.kind === 'session') {
      const wanted = [...new Set(query.loads.split(','))].slice(0, MAX_FOLLOWED_LOADS);
      for (const loadId of await loadsOfParty(app.db, found.caller.companyId, wanted)) found.topics.push(realtimeTopic.load(loadId));
    }
    await hub.start();
    if (socket.readyState !== socket.OPEN) return null;
    const connection = new Connection(socket, request, found);
    holder.connection = connection;
    connections.add(connection);
    hub.add(connection);

    const after = query.after === undefined ? null : Number(query.after);
    let replayed: RealtimeRow[] = [];
    let resumeFrom = Math.max(hub.cursor, after ?? 0);
    let floor = after ?? 0;
    if (after !== null) {
      const caught = await hub.catchUp(after, [...connection.topics]);
      if (caught.complete) replayed = caught.rows;
      else {
        // Too much missed (or a cursor the log never had): the client reloads its screens' data and resumes from
        // the newest event.
        connection.control({ type: 'resync' });
        resumeFrom = Math.max(hub.cursor, await hub.newestId());
        floor = 0;
      }
    }
    const last = connection.goLive(replayed, floor);
    connection.control({ type: 'hello', lastId: Math.max(last, resumeFrom) });
    return connection;
  }

  async function receive(connection: Connection, text: string): Promise<void> {
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      return;
    }
    const candidate = message as { type?: unknown; loadId?: unknown };
    if (typeof candidate !== 'object' || candidate === null) return;
    if ((candidate.type !== 'subscribe' && candidate.type !== 'unsubscribe') || typeof candidate.loadId !== 'string') return;
    const { type, loadId } = candidate as ClientMessage;
    if (!UUID_RE.test(loadId) || connection.access.kind !== 'session') {
      connection.control({ type: 'denied', loadId });
      return;
    }
    const topic = realtimeTopic.load(loadId.toLowerCase());
    if (type === 'unsubscribe') {
      connection.topics.delete(topic);
      hub.removeTopic(connection, topic);
      return;
    }
    const followed = [...connection.topics].filter((name) => name.startsWith('load:')).length;
    const allowed = followed < MAX_FOLLOWED_LOADS && (await loadsOfParty(app.db, connection.access.caller.companyId, [loadId])).length > 0;
    if (!allowed) {
      connection.control({ type: 'denied', loadId });
      return;
    }
    connection.topics.add(topic);
    hub.addTopic(connection, topic);
    connection.control({ type: 'subscribed', loadId });
  }
};

/** The hub of a running server (tests and the bench wait on it: `realtimeHubOf(app.server)?.settled()`). */
const realtimeHubs = new WeakMap<object, RealtimeHub>();
export function realtimeHubOf(server: object): RealtimeHub | undefined {
  return realtimeHubs.get(server);
}

/** The full path, for documentation and tests. */
export const REALTIME_ROUTE = `${API_PREFIX}/realtime`;
if (REALTIME_ROUTE !== REALTIME_PATH) throw new Error('REALTIME_PATH and the route disagree');
