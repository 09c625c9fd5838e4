import { Component, Suspense, lazy, useMemo, useState, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteName } from '@freight/frame';
import type { RemoteModule } from '@freight/store';
import { ErrorPanel, LoadingState } from '@freight/ui';
import { loadRemoteModule, resetRemote } from './remotes';

class Boundary extends Component<{ fallback: (error: Error) => ReactNode; children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Remote module failed', error, info.componentStack);
  }
  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

function RemoteFailed({ remote, error, onRetry }: { remote: string; error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  return <ErrorPanel title={t('errors.remoteFailed', { module: remote })} message={error.message} onRetry={onRetry} />;
}

/**
 * Loads one remote at run time and renders it inside its own error boundary: a remote that
 * fails shows a retry panel in its area while the rest of the app keeps working.
 */
export function RemoteBoundary({ remote, render }: { remote: RemoteName; render: (module: RemoteModule) => ReactNode }) {
  const [attempt, setAttempt] = useState(0);
  // A fresh lazy component per attempt: React caches a rejected lazy forever.
  const Remote = useMemo(
    () =>
      lazy(async () => {
        const module = await loadRemoteModule(remote);
        return { default: (props: { render: (module: RemoteModule) => ReactNode }) => <>{props.render(module)}</> };
      }),
    // `attempt` is the point: each retry must build a new lazy component.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [remote, attempt],
  );
  const retry = () => {
    resetRemote(remote);
    setAttempt((n) => n + 1);
  };
  return (
    <Boundary key={attempt} fallback={(error) => <RemoteFailed remote={remote} error={error} onRetry={retry} />}>
      <Suspense fallback={<LoadingState />}>
        <Remote render={render} />
      </Suspense>
    </Boundary>
  );
}
