import { rspack, type Compiler } from '@rspack/core';
import { preloadScript } from './federation-preload-script';

/** The chunk of the shell's federation runtime (apps/shell/src/federation/remotes.ts names it so). */
export const FEDERATION_RUNTIME_CHUNK = 'federation-runtime';
/** Where the template (tools/rspack/index.html) takes the preload script. */
const PLACEHOLDER = '<!--federation-runtime-preload-->';
const NAME = 'FederationRuntimePreloadPlugin';

/**
 * A signed-in page opens on a module nearly always (the dashboard after login, a bookmarked module), and the module's
 * first screen waits for the federation runtime and `/remotes.json`, which the shell's script would only ask for once
 * it has run. This puts a small script in the page that, when the session cookie is there, preloads both alongside
 * the shell's own scripts: one round trip less before a module's first screen. Signed out (`/login`), it does nothing.
 */
export class FederationRuntimePreloadPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).afterTemplateExecution.tapPromise(NAME, async (data) => {
        const group = compilation.namedChunkGroups.get(FEDERATION_RUNTIME_CHUNK);
        const publicPath = typeof compilation.outputOptions.publicPath === 'string' ? compilation.outputOptions.publicPath : '/';
        const files = (group?.chunks ?? []).flatMap((chunk) => [...chunk.files]).filter((file) => /\.(js|css)$/.test(file));
        data.html = data.html.replace(
          PLACEHOLDER,
          files.length > 0 ? preloadScript([...files.map((file) => publicPath + file), `${publicPath}remotes.json`]) : '',
        );
        return data;
      });
    });
  }
}
