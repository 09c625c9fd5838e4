/**
 * The page script of tools/rspack/federation-preload-plugin.ts (apart, so it is tested without the bundler): with the
 * session cookie, it preloads each URL as what it is (script, style sheet, or the JSON the shell fetches).
 */
export function preloadScript(urls: string[]): string {
  const hints = urls.map((url) => [url, url.endsWith('.js') ? 'script' : url.endsWith('.css') ? 'style' : 'fetch']);
  return `<script>
      // Signed in: the federation runtime and the remotes list load alongside the shell (tools/rspack/federation-preload-plugin.ts).
      if (/(?:^|;\\s*)token=/.test(document.cookie)) {
        ${JSON.stringify(hints)}.forEach(function (hint) {
          var link = document.createElement('link');
          link.setAttribute('rel', 'preload');
          link.setAttribute('href', hint[0]);
          link.setAttribute('as', hint[1]);
          if (hint[1] === 'fetch') link.setAttribute('crossorigin', 'anonymous');
          document.head.appendChild(link);
        });
      }
    </script>`;
}
