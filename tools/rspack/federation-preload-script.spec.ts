import { saveSession } from '@freight/auth';
import { preloadScript, SESSION_STORAGE_KEY } from './federation-preload-script';

/** Runs the page script the plugin writes, as the browser would, and returns the preloads it added. */
function runPageScript(session: string | null) {
  document.head.innerHTML = '';
  if (session === null) localStorage.removeItem(SESSION_STORAGE_KEY);
  else localStorage.setItem(SESSION_STORAGE_KEY, session);
  const html = preloadScript(['/federation-runtime.1234abcd.js', '/federation-runtime.1234abcd.css', '/remotes.json']);
  const code = html.replace(/^\s*<script>/, '').replace(/<\/script>\s*$/, '');
  new Function(code)();
  return [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => ({
    href: link.getAttribute('href'),
    as: link.getAttribute('as'),
    crossOrigin: link.getAttribute('crossorigin'),
  }));
}

afterEach(() => localStorage.clear());

const sessionEnding = (expiresAt: number) => JSON.stringify({ user: { userId: 'u1' }, expiresAt });

describe('the federation runtime preload of a page', () => {
  it('signed out (no session stored), preloads nothing: /login stays the shell alone', () => {
    expect(runPageScript(null)).toEqual([]);
  });

  it('signed in, preloads the runtime chunk and its style sheet, and /remotes.json as the shell fetches it', () => {
    expect(runPageScript(sessionEnding(Date.now() + 60_000))).toEqual([
      { href: '/federation-runtime.1234abcd.js', as: 'script', crossOrigin: null },
      { href: '/federation-runtime.1234abcd.css', as: 'style', crossOrigin: null },
      { href: '/remotes.json', as: 'fetch', crossOrigin: 'anonymous' },
    ]);
  });

  it('reads the session where the app saves it (libs/auth)', () => {
    saveSession({ user: { userId: 'u1' } as never, expiresAt: Date.now() + 60_000 });
    expect(runPageScript(localStorage.getItem(SESSION_STORAGE_KEY))).toHaveLength(3);
  });

  it('preloads nothing for an expired session (the app starts signed out) or an unreadable one', () => {
    expect(runPageScript(sessionEnding(Date.now() - 1))).toEqual([]);
    expect(runPageScript('{not json')).toEqual([]);
    expect(runPageScript('{"user":{}}')).toEqual([]);
  });

  it('leaves no global behind', () => {
    runPageScript(sessionEnding(Date.now() + 60_000));
    expect('session' in window).toBe(false);
  });
});
