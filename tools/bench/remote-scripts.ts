import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

/** Records every script a page fetches, with its gzip size, from the moment it is attached. */
export function recordScripts(page: Page) {
  const scripts: Array<{ path: string; gzip: number }> = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return;
    try {
      scripts.push({ path: new URL(response.url()).pathname, gzip: gzipSync(await response.body(), { level: 9 }).length });
    } catch {
      // the page navigated away before the body was read
    }
  });
  return scripts;
}

/** The files of a remote's shared libraries (its manifest's `shared`), which are not the remote's own JavaScript. */
async function sharedAssets(base: string, folder: string): Promise<Set<string>> {
  const manifest = (await (await fetch(`${base}/remotes/${folder}/mf-manifest.json`)).json()) as {
    shared: Array<{ assets: { js: { sync: string[]; async: string[] } } }>;
  };
  return new Set(manifest.shared.flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]).map((file) => `/remotes/${folder}/${file}`));
}

/** Gzip bytes of the scripts fetched from a remote's folder that are its own (not its shared libraries). */
export async function ownRemoteBytes(base: string, folder: string, scripts: Array<{ path: string; gzip: number }>): Promise<number> {
  const shared = await sharedAssets(base, folder);
  return scripts.filter((s) => s.path.startsWith(`/remotes/${folder}/`) && !shared.has(s.path)).reduce((sum, s) => sum + s.gzip, 0);
}
