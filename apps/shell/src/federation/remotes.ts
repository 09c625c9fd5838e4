import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@freight/frame';
import type { RemoteModule } from '@freight/store';
import { MANIFEST_TIMEOUT_MS } from './fetch-timeout-plugin';

/** name → URL of the remote's mf-manifest.json, read from /remotes.json at start-up. */
export type RemotesManifest = Record<string, string>;

let manifest: RemotesManifest = {};
const loaded = new Map<string, Promise<RemoteModule>>();
/** Versions of the modules loaded on this page, for /versions. */
export const loadedVersions = new Map<string, string>();

export async function registerRemotesFromManifest(url = '/remotes.json'): Promise<RemotesManifest> {
  const response = await fetch(url, { cache: 'no-cache', signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`Remotes manifest ${url} answered ${response.status}`);
  manifest = (await response.json()) as RemotesManifest;
  registerRemotes(Object.entries(manifest).map(([name, entry]) => ({ name, entry: new URL(entry, location.href).href })));
  return manifest;
}

export const remotesManifest = () => manifest;

/** Loads a remote's ./Module once; a failure is not cached, so a retry really loads it again. */
export function loadRemoteModule(name: RemoteName): Promise<RemoteModule> {
  let pending = loaded.get(name);
  if (!pending) {
    // If /remotes.json failed at start-up, ask for it again before loading.
    const registered = manifest[name] ? Promise.resolve(manifest) : registerRemotesFromManifest();
    pending = registered
      .then(() => loadRemote<{ default: RemoteModule }>(`${name}/Module`))
      .then((exports) => {
        if (!exports?.default) throw new Error(`Remote '${name}' did not expose a module`);
        loadedVersions.set(name, exports.default.version);
        return exports.default;
      });
    pending.catch(() => loaded.delete(name));
    loaded.set(name, pending);
  }
  return pending;
}

/** Forgets a failed remote so the runtime fetches its manifest and entry afresh. */
export function resetRemote(name: RemoteName): void {
  loaded.delete(name);
  const entry = manifest[name];
  if (entry) registerRemotes([{ name, entry: new URL(entry, location.href).href }], { force: true });
}
