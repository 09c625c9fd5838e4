import { createRoot } from 'react-dom/client';
import { AppProviders, bootPlatform } from '@freight/frame';
import '@freight/ui/src/styles.css';
import { accountFeature } from './account/feature';
import { ShellRoutes } from './routes/ShellRoutes';

/**
 * Nothing of the federation runtime or of /remotes.json is loaded here: the first remote route loads them
 * (federation/remotes.ts), so a page of the shell's own (/login) is this bundle alone.
 */
async function start() {
  const store = await bootPlatform();
  store.injectFeature(accountFeature);
  createRoot(document.getElementById('root')!).render(
    <AppProviders store={store}>
      <ShellRoutes />
    </AppProviders>,
  );
}

void start();
