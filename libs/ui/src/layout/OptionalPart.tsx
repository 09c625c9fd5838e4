import { Component, lazy, Suspense, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';

class PartBoundary extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * A part of a page loaded apart from it (the chat panel, the driver's chat) that the page can do without: while its
 * code loads nothing shows; when the code cannot be fetched (the phone went offline meanwhile) or the part fails, only
 * the part is missing, instead of the page's error boundary replacing the whole page, and it is fetched again the
 * next time the browser says it is back online (a failure while online waits for that too, so it never loops).
 */
export function lazyOptional<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  function OptionalPart(props: P) {
    const [attempt, setAttempt] = useState(0);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (!failed) return undefined;
      const retry = () => {
        setFailed(false);
        setAttempt((n) => n + 1);
      };
      window.addEventListener('online', retry);
      return () => window.removeEventListener('online', retry);
    }, [failed]);
    // A new lazy component (a new fetch) for each attempt.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `attempt` is the reason to make it again
    const Part = useMemo(() => lazy(load), [attempt]);
    if (failed) return null;
    return (
      <PartBoundary key={attempt} onError={() => setFailed(true)}>
        <Suspense fallback={null}>
          <Part {...props} />
        </Suspense>
      </PartBoundary>
    );
  }
  return OptionalPart;
}
