/**
 * Where libs/auth/src/session.ts keeps the signed-in session (`{ user, expiresAt }`): the token cookie is HttpOnly, so
 * this is what a page script can see of the session.
 */
export const SESSION_STORAGE_KEY = 'freight.session';

/**
 * The page script of tools/rspack/federation-preload-plugin.ts (apart, so it is tested without the bundler): with a
 * session that has not expired, it preloads each URL as what it is (script, style sheet, or the JSON the shell fetches).
 */
export function preloadScript(urls: string[]): string {
  const hints = urls.map((url) => [url, url.endsWith('.js') ? 'script' : url.endsWith('.css') ? 'style' : 'fetch']);
  return `<script>
      // Signed in: the federation runtime and the remotes list load alongside the shell (tools/rspack/federation-preload-plugin.ts).
      (function () {
        var session = null;
        try { session = JSON.parse(localStorage.getItem(${JSON.stringify(SESSION_STORAGE_KEY)})); } catch (e) {}
        if (!session || !(session.expiresAt > Date.now())) return;
        ${JSON.stringify(hints)}.forEach(function (hint) {
          var link = document.createElement('link');
          link.setAttribute('rel', 'preload');
          link.setAttribute('href', hint[0]);
          link.setAttribute('as', hint[1]);
          if (hint[1] === 'fetch') link.setAttribute('crossorigin', 'anonymous');
          document.head.appendChild(link);
        });
      })();
    </script>`;
}
