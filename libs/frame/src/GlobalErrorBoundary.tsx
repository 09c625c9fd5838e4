import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '@freight/i18n';

function GlobalErrorScreen({ error }: { error: Error }) {
  const { t } = useTranslation();
  return (
    <main className="content" role="alert">
      <h1>{t('errors.somethingWentWrong')}</h1>
      <p>{error.message}</p>
      {error.stack && <pre className="stack">{error.stack}</pre>}
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </button>
    </main>
  );
}

/** The last line of defence (spec section 2): 'Something went wrong', the message and the stack. */
export class GlobalErrorBoundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unhandled error', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <GlobalErrorScreen error={this.state.error} /> : this.props.children;
  }
}
