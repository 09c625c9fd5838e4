import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A lock file so two API processes never run PostgreSQL on one data directory.
 *
 * `<dir>/api.lock` is created with O_EXCL and holds the owner's pid and host. A second process finds it,
 * sees the owner alive and fails fast naming the directory and the pid. A lock left by a dead process
 * (crash, kill -9) is taken over. Released on close and, as a last resort, on process exit.
 */
export const LOCK_FILE_NAME = 'api.lock';

export interface LockHolder {
  pid: number;
  hostname: string;
  createdAt: string;
}

export interface DataDirLock {
  readonly dir: string;
  readonly file: string;
  release(): void;
}

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    readonly dir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `Data directory ${dir} is in use by another API process (pid ${holder.pid} on ${holder.hostname}, ` +
        `since ${holder.createdAt}). Stop that process, or set DATA_DIR to another directory or DATABASE_URL ` +
        `to an existing PostgreSQL server. If no such process exists, delete ${path.join(dir, LOCK_FILE_NAME)}.`,
    );
  }
}

export function isProcessAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): LockHolder | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<LockHolder>;
    if (typeof parsed.pid !== 'number') return null;
    return {
      pid: parsed.pid,
      hostname: typeof parsed.hostname === 'string' ? parsed.hostname : 'unknown host',
      createdAt: typeof parsed.createdAt === 'string' ? parsed.createdAt : 'an unknown time',
    };
  } catch {
    return null;
  }
}

function fileAgeMs(file: string): number {
  try {
    return Date.now() - fs.statSync(file).mtimeMs;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

const sleepSync = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

export function acquireDataDirLock(dir: string): DataDirLock {
  const absDir = path.resolve(dir);
  fs.mkdirSync(absDir, { recursive: true, mode: 0o755 });
  const file = path.join(absDir, LOCK_FILE_NAME);
  const me: LockHolder = { pid: process.pid, hostname: os.hostname(), createdAt: new Date().toISOString() };

  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx', 0o644);
      try {
        fs.writeSync(fd, JSON.stringify(me));
      } finally {
        fs.closeSync(fd);
      }
      return makeLock(absDir, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }

    const holder = readHolder(file);
    if (holder === null) {
      // Empty or unreadable: either being written this very moment, or garbage left by a crash.
      if (fileAgeMs(file) < 2_000) {
        sleepSync(50);
        continue;
      }
    } else {
      const sameHost = holder.hostname === me.hostname;
      // On another host we cannot tell whether the pid lives: refuse rather than risk two servers.
      if (!sameHost || isProcessAlive(holder.pid)) throw new DataDirLockedError(absDir, holder);
    }
    // Stale: its owner is gone. Take it over.
    try {
      fs.unlinkSync(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  const holder = readHolder(file);
  throw holder ? new DataDirLockedError(absDir, holder) : new Error(`Could not lock data directory ${absDir}`);
}

function makeLock(dir: string, file: string): DataDirLock {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.removeListener('exit', release);
    // Only remove the file if it is still ours.
    if (readHolder(file)?.pid === process.pid) {
      try {
        fs.unlinkSync(file);
      } catch {
        // already gone
      }
    }
  };
  process.on('exit', release);
  return { dir, file, release };
}
