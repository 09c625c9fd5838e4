import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME } from './lock';

describe('data directory lock', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freight-lock-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('a second lock on the same directory fails fast, naming the directory and the pid', () => {
    const lock = acquireDataDirLock(dir);
    try {
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      try {
        acquireDataDirLock(dir);
      } catch (error) {
        expect((error as Error).message).toContain(dir);
        expect((error as Error).message).toContain(`pid ${process.pid}`);
      }
    } finally {
      lock.release();
    }
    expect(fs.existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(false);
    acquireDataDirLock(dir).release();
  });

  it('takes over a stale lock left by a dead process', () => {
    const dead = spawnSync(process.execPath, ['-e', '0']).pid;
    fs.writeFileSync(path.join(dir, LOCK_FILE_NAME), JSON.stringify({ pid: dead, hostname: os.hostname(), createdAt: 'yesterday' }));
    const lock = acquireDataDirLock(dir);
    const holder = JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE_NAME), 'utf8')) as { pid: number };
    expect(holder.pid).toBe(process.pid);
    lock.release();
  });

  it('takes over an old unreadable lock file, waits on a fresh one', () => {
    const file = path.join(dir, LOCK_FILE_NAME);
    fs.writeFileSync(file, '');
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(file, old, old);
    const taken = acquireDataDirLock(dir);
    expect((JSON.parse(fs.readFileSync(file, 'utf8')) as { pid: number }).pid).toBe(process.pid);
    taken.release();
    expect(fs.existsSync(file)).toBe(false);

    // A fresh empty file is a lock being written this very moment: waited on (50 ms at a time, 20 tries), never
    // taken over, and refused in the end when it stays empty.
    fs.writeFileSync(file, '');
    const started = Date.now();
    expect(() => acquireDataDirLock(dir)).toThrow(`Could not lock data directory ${path.resolve(dir)}`);
    expect(Date.now() - started).toBeGreaterThanOrEqual(20 * 50 - 50);
    expect(fs.readFileSync(file, 'utf8')).toBe('');
  });

  it('refuses a lock held by a live process of another host', () => {
    fs.writeFileSync(path.join(dir, LOCK_FILE_NAME), JSON.stringify({ pid: 1, hostname: 'other-host', createdAt: 'now' }));
    expect(() => acquireDataDirLock(dir)).toThrow(/in use by another API process \(pid 1 on other-host/);
  });

  it('release leaves a lock that is no longer ours alone', () => {
    const lock = acquireDataDirLock(dir);
    const file = path.join(dir, LOCK_FILE_NAME);
    fs.writeFileSync(file, JSON.stringify({ pid: 1, hostname: os.hostname(), createdAt: 'now' }));
    lock.release();
    expect(fs.existsSync(file)).toBe(true);
  });
});
