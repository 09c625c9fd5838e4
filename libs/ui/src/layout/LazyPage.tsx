import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { LoadingState } from '../feedback/states';

/**
 * A page whose code is its own chunk, fetched when the page is first shown (the loading state meanwhile), so a
 * module's first screen does not wait for the code of every other screen. A failure to fetch it goes to the nearest
 * error boundary (the shell's retry panel for a remote), as a page that cannot show must say so.
 */
export function lazyPage<P extends object = object>(load: () => Promise<{ default: ComponentType<P> }>): (props: P) => ReactNode {
  const Page = lazy(load);
  function LazyPage(props: P) {
    return (
      <Suspense fallback={<LoadingState />}>
        <Page {...props} />
      </Suspense>
    );
  }
  return LazyPage;
}
