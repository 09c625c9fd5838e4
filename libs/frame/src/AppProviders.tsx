import { useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, useNavigate } from '@freight/router';
import { registerNavigate } from '@freight/auth';
import type { AppStore } from '@freight/store';
import { PointerBlocker, Toaster } from '@freight/ui';
import { GlobalErrorBoundary } from './GlobalErrorBoundary';
import { ScrollToTopOnNavigate } from './ScrollToTopOnNavigate';

/** Hands react-router's navigate to sagas (logout to the root). */
function RouterBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    registerNavigate((to, options) => navigate(to, options));
    return () => registerNavigate(undefined);
  }, [navigate]);
  return null;
}

export function AppProviders({ store, children, basename }: { store: AppStore; children: ReactNode; basename?: string }) {
  return (
    <GlobalErrorBoundary>
      <Provider store={store}>
        <BrowserRouter basename={basename}>
          <RouterBridge />
          <ScrollToTopOnNavigate />
          <PointerBlocker />
          <Toaster />
          {children}
        </BrowserRouter>
      </Provider>
    </GlobalErrorBoundary>
  );
}
