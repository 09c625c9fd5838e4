import { createRoot } from 'react-dom/client';
import { AppProviders, bootPlatform } from '@freight/frame';
import '@freight/ui/src/styles.css';
import { accountFeature } from './account/feature';
import { registerRemotesFromManifest } from './federation/remotes';
import { ShellRoutes } from './routes/ShellRoutes';

async function start() {
  const [store] = await Promise.all([
    bootPlatform(),
    // A missing manifest must not take the shell down: each remote's boundary reports it.
    registerRemotesFromManifest().catch((error: unknown) => console.error('Remotes manifest failed', error)),
  ]);
  store.injectFeature(accountFeature);
  createRoot(document.getElementById('root')!).render(
    <AppProviders store={store}>
      <ShellRoutes />
    </AppProviders>,
  );
}

void start();
