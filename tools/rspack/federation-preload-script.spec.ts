import { preloadScript } from './federation-preload-script';

/** Runs the page script the plugin writes, as the browser would, and returns the preloads it added. */
function runPageScript(cookie: string) {
  document.head.innerHTML = '';
  document.cookie = cookie;
  const html = preloadScript(['/federation-runtime.1234abcd.js', '/federation-runtime.1234abcd.css', '/remotes.json']);
  const code = html.replace(/^\s*<script>/, '').replace(/<\/script>\s*$/, '');
  new Function(code)();
  return [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => ({
    href: link.getAttribute('href'),
    as: link.getAttribute('as'),
    crossOrigin: link.getAttribute('crossorigin'),
  }));
}

afterEach(() => {
  document.cookie = 'token=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('the federation runtime preload of a page', () => {
  it('signed out (no token cookie), preloads nothing: /login stays the shell alone', () => {
    expect(runPageScript('lang=fr')).toEqual([]);
  });

  it('signed in, preloads the runtime chunk and its style sheet, and /remotes.json as the shell fetches it', () => {
    expect(runPageScript('token=abc.def.ghi')).toEqual([
      { href: '/federation-runtime.1234abcd.js', as: 'script', crossOrigin: null },
      { href: '/federation-runtime.1234abcd.css', as: 'style', crossOrigin: null },
      { href: '/remotes.json', as: 'fetch', crossOrigin: 'anonymous' },
    ]);
  });

  it('is not fooled by a cookie whose name only ends in token', () => {
    expect(runPageScript('csrftoken=1')).toEqual([]);
  });
});
