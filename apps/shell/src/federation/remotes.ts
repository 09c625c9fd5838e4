import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@freight/frame';
import type { RemoteModule } from '@freight/store';
import { MANIFEST_TIMEOUT_MS } from './fetch-timeout-plugin';

/** The federation runtime: loaded and created the first time a remote is needed, never on pages without one. */
let runtime: ModuleFederation | undefined;
let runtimeLoading: Promise<ModuleFederation> | undefined;
function federation(): Promise<ModuleFederation> {
  runtimeLoading ??= import(/* webpackChunkName: "federation-runtime" */ './host-runtime').then(
    ({ createHostRuntime }) => (runtime = createHostRuntime()),
    (error: unknown) => {
      runtimeLoading = undefined; // a chunk that did not arrive is fetched again on Retry
      throw error;
    },
  );
  return runtimeLoading;
}

/** name → URL of the remote's mf-manifest.json, read from /remotes.json at start-up. */
export type RemotesManifest = Record<string, string>;

let manifest: RemotesManifest = {};
const loaded = new Map<string, Promise<RemoteModule>>();
/** Versions of the modules loaded on this page, for /versions. */
export const loadedVersions = new Map<string, string>();

const entryOf = (name: string) => {
  const entry = manifest[name];
  return entry ? new URL(entry, location.href).href : undefined;
};

export async function registerRemotesFromManifest(url = '/remotes.json'): Promise<RemotesManifest> {
  // The runtime's chunks and the remotes list load side by side.
  const runtimeReady = federation();
  runtimeReady.catch(() => undefined); // reported through the await below, or by the caller's own
  // The server revalidates it on every request (no-cache); a signed-in page has usually preloaded it already.
  const response = await fetch(url, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`Remotes manifest ${url} answered ${response.status}`);
  manifest = (await response.json()) as RemotesManifest;
  (await runtimeReady).registerRemotes(Object.keys(manifest).map((name) => ({ name, entry: entryOf(name)! })));
  return manifest;
}

export const remotesManifest = () => manifest;

/** Registers a remote with the federation runtime unless it already is (after a failure it is not). */
async function ensureRegistered(name: RemoteName): Promise<void> {
  if (!manifest[name]) await registerRemotesFromManifest();
  const instance = await federation();
  const registered = instance.options.remotes.some((remote) => remote.name === name);
  const entry = entryOf(name);
  if (!registered && entry) instance.registerRemotes([{ name, entry }]);
}

/**
 * Removes a failed remote from the runtime: its cached manifest and snapshot go, and the
 * runtime stops trying to reach it while other remotes load. The next attempt registers it anew.
 */
function forgetRemote(name: RemoteName): void {
  loaded.delete(name);
  const instance = runtime;
  const remote = instance?.options.remotes.find((candidate) => candidate.name === name);
  // removeRemote is what `registerRemotes(..., { force: true })` runs first; it is typed private.
  if (instance && remote) (instance.remoteHandler as unknown as { removeRemote(r: typeof remote): void }).removeRemote(remote);
}

/** Loads a remote's ./Module once; a failure is not cached, so a retry really loads it again. */
export function loadRemoteModule(name: RemoteName): Promise<RemoteModule> {
  let pending = loaded.get(name);
  if (!pending) {
    pending = ensureRegistered(name)
      .then(() => runtime!.loadRemote<{ default: RemoteModule }>(`${name}/Module`))
      .then((exports) => {
        if (!exports?.default) throw new Error(`Remote '${name}' did not expose a module`);
        loadedVersions.set(name, exports.default.version);
        return exports.default;
      });
    pending.catch(() => forgetRemote(name));
    loaded.set(name, pending);
  }
  return pending;
}

/** Before a retry: start from scratch even if the failure is still being settled. */
export const resetRemote = (name: RemoteName): void => forgetRemote(name);
