import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Compiler } from '@rspack/core';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** What a browser fetches as text. Source maps (DevTools only) and mf-stats.json (tooling) stay as they are. */
const PRECOMPRESSED_FILE = /\.(?:js|mjs|css|html|json|svg|txt|xml|webmanifest|ico)$/;
const SKIPPED_FILE = /(?:^|\/)mf-stats\.json$/;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside a file, each only when it is smaller. */
async function precompressFile(file: string): Promise<void> {
  const content = await fs.readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([
    br.length < content.length ? fs.writeFile(`${file}.br`, br) : undefined,
    gz.length < content.length ? fs.writeFile(`${file}.gz`, gz) : undefined,
  ]);
}

/** Compresses every text asset of an output folder (brotli and gzip siblings), for a server to send as they are. */
export async function precompressFolder(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter((file) => PRECOMPRESSED_FILE.test(file) && !SKIPPED_FILE.test(file));
  await Promise.all(files.map(precompressFile));
  return files.length;
}

/**
 * Production builds only: once the assets are written, every text file gets its `.br` and `.gz` beside it, so the
 * origin server (apps/api/src/plugins/web-root.ts, `preCompressed`) sends the smallest one the browser accepts
 * without compressing anything per request. The copied deploy-time files (remotes.json) and the federation
 * manifest are included: they are on disk by then.
 */
export class PrecompressPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const outputPath = compilation.outputOptions.path;
      if (outputPath) await precompressFolder(outputPath);
    });
  }
}
