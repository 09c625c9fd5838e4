import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Draws `children` once their place comes near the screen (`margin` ahead), holding the place at `height` until then:
 * a heavy part far down a page (a map) costs nothing to a phone that never scrolls to it, and the page does not move
 * when it comes. Without IntersectionObserver (an old browser, jsdom) it draws at once. Keep out of it what only a
 * screen reader would read (an accessible table): it is not drawn until scrolled to.
 */
export function WhenVisible({ height, margin = '200px', children }: { height: number; margin?: string; children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = place.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  if (near) return <>{children}</>;
  return <div ref={place} className="when-visible" style={{ minHeight: height }} />;
}
