import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { readSession } from '@freight/auth';
import { AppProviders, bootPlatform, REMOTE_ROUTES } from '@freight/frame';
import '@freight/ui/src/styles.css';
import { loadRemoteModule } from './federation/remotes';
import { ShellRoutes } from './routes/ShellRoutes';

/**
 * A page that opens on a remote's route (a signed-in /dashboard, a public tracking link) starts fetching the remote
 * at once, side by side with the shell's own start-up, rather than once its route has rendered.
 */
function startInitialRemote(): void {
  const { pathname } = window.location;
  const route = REMOTE_ROUTES.find((entry) => pathname === entry.path || pathname.startsWith(`${entry.path}/`));
  if (route && (route.access === 'public' || readSession())) loadRemoteModule(route.remote).catch(() => undefined);
}

/**
 * Nothing of the federation runtime or of /remotes.json is loaded here: the first remote route loads them
 * (federation/remotes.ts), so a page of the shell's own (/login) is this bundle alone.
 */
async function start() {
  startInitialRemote();
  const store = await bootPlatform();
  // The account pages' state and saga come with them, after the first paint (their pages are chunks of their own).
  void import('./account/feature').then(({ accountFeature }) => store.injectFeature(accountFeature));
  const root = createRoot(document.getElementById('root')!);
  // A transition renders in slices that yield to the browser, so the first render is no single long task on a phone.
  startTransition(() => {
    root.render(
      <AppProviders store={store}>
        <ShellRoutes />
      </AppProviders>,
    );
  });
}

void start();
