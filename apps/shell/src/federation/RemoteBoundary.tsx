import { Component, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '@freight/i18n';
import { installModule, remoteLabel, type RemoteName } from '@freight/frame';
import { useAppStore, type RemoteModule } from '@freight/store';
import { ErrorPanel, LoadingState } from '@freight/ui';
import { loadRemoteModule, resetRemote } from './remotes';

/** Catches what a loaded remote throws while rendering, so only its area fails. */
class RenderBoundary extends Component<{ fallback: (error: Error) => ReactNode; children: ReactNode }, { error?: Error }> {
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

/**
 * What a user sees when a module cannot load or crashes: a sentence they understand and Retry. The runtime's own
 * message ("#RUNTIME-003 args: {...}", the chunk's name) is kept for support, folded under "Technical details".
 */
function RemoteFailed({ remote, error, onRetry }: { remote: RemoteName; error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <ErrorPanel title={t('errors.remoteFailed', { module: remoteLabel(t, remote) })} message={t('errors.remoteFailedBody')}>
      <button type="button" className="button" onClick={onRetry}>
        {t('errors.retry')}
      </button>
      <details className="error-details">
        <summary>{t('errors.technicalDetails')}</summary>
        <pre>{error.message}</pre>
      </details>
    </ErrorPanel>
  );
}

type LoadState = { status: 'loading' } | { status: 'ready'; module: RemoteModule } | { status: 'failed'; error: Error };

/**
 * Loads one remote at run time and renders it inside its own boundary: a remote that fails
 * to load or to render shows a retry panel in its area while the rest of the app keeps working.
 * Loading is plain state, not React.lazy, so a retry is one new attempt and nothing else.
 */
export function RemoteBoundary({ remote, render }: { remote: RemoteName; render: (module: RemoteModule) => ReactNode }) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const store = useAppStore();

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    loadRemoteModule(remote).then(
      (module) => {
        if (!current) return;
        installModule(store, module);
        setState({ status: 'ready', module });
      },
      (error: unknown) => current && setState({ status: 'failed', error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      current = false;
    };
  }, [remote, attempt, store]);

  const retry = () => {
    resetRemote(remote);
    setAttempt((n) => n + 1);
  };

  if (state.status === 'loading') return <LoadingState />;
  if (state.status === 'failed') return <RemoteFailed remote={remote} error={state.error} onRetry={retry} />;
  return (
    <RenderBoundary key={attempt} fallback={(error) => <RemoteFailed remote={remote} error={error} onRetry={retry} />}>
      {render(state.module)}
    </RenderBoundary>
  );
}
