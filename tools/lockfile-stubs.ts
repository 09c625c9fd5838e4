/**
 * The npm registry reachable here serves only the Linux builds of packages that ship one
 * optional package per platform (@rspack/binding-*, @swc/core-*, ...). `npm install` then leaves
 * the other platforms out of package-lock.json and `npm ci` refuses the lock as out of sync.
 * This adds a stub entry, marked optional with its platform, for each such missing package, so
 * `npm ci` accepts the lock and skips them. Run it after changing dependencies:
 *   npm install && npm run lock:stubs
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

interface LockEntry {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
}

const lockPath = path.resolve(__dirname, '../package-lock.json');
const lock = JSON.parse(readFileSync(lockPath, 'utf8')) as { packages: Record<string, LockEntry> };

const OS = ['darwin', 'linux', 'win32', 'freebsd', 'android', 'openbsd', 'sunos', 'aix', 'netbsd', 'openharmony'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 'riscv64', 's390x', 'wasm32', 'loong64', 'mips64el', 'universal'];

/** Reads the platform from a package name such as "@rspack/binding-linux-ppc64-gnu". */
function platformOf(name: string): Pick<LockEntry, 'os' | 'cpu' | 'libc'> {
  const parts = name.split('/').pop()!.split('-');
  const os = parts.find((part) => OS.includes(part));
  const cpu = parts.find((part) => CPU.includes(part)) ?? (parts.includes('wasi') ? 'wasm32' : undefined);
  const libc = parts.includes('musl') ? 'musl' : parts.includes('gnu') || parts.includes('gnueabihf') ? 'glibc' : undefined;
  return {
    ...(os ? { os: [os] } : {}),
    ...(cpu && cpu !== 'universal' ? { cpu: [cpu] } : {}),
    ...(libc ? { libc: [libc] } : {}),
  };
}

let added = 0;
for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const parent = location ? `${location}/node_modules/${name}` : `node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (lock.packages[parent] || lock.packages[hoisted]) continue;
    lock.packages[hoisted] = { version: range.replace(/^[\^~]/, ''), ...(entry.dev ? { dev: true } : {}), optional: true, ...platformOf(name) };
    added += 1;
  }
}

lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lockfile-stubs: ${added} optional platform package(s) stubbed`);
