import { createRoot } from 'react-dom/client';
import { bootPlatform, StandaloneApp } from '@freight/frame';
import '@freight/ui/src/styles.css';
import remoteModule from './module';

/** This remote running alone (`nx serve public-pages`): same providers, login and guards as in the shell. */
async function start() {
  const store = await bootPlatform();
  createRoot(document.getElementById('root')!).render(<StandaloneApp store={store} module={remoteModule} />);
}

void start();
