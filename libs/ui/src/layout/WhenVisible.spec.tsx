import { act, render, screen } from '@testing-library/react';
import { WhenVisible } from './WhenVisible';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;

describe('WhenVisible', () => {
  const original = (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  afterEach(() => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = original;
  });

  it('holds the place at its height until the place comes near the screen, then draws the part once', () => {
    const observers: Array<{ callback: Callback; options: { rootMargin?: string }; disconnected: boolean }> = [];
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      private readonly entry: (typeof observers)[number];
      constructor(callback: Callback, options: { rootMargin?: string }) {
        this.entry = { callback, options, disconnected: false };
        observers.push(this.entry);
      }
      observe() {}
      disconnect() {
        this.entry.disconnected = true;
      }
    };
    const { container } = render(
      <WhenVisible height={280}>
        <p>The map</p>
      </WhenVisible>,
    );
    expect(screen.queryByText('The map')).toBeNull();
    expect(container.querySelector('.when-visible')).toHaveStyle({ minHeight: '280px' });
    expect(observers[0]!.options.rootMargin).toBe('200px');
    act(() => observers[0]!.callback([{ isIntersecting: false }]));
    expect(screen.queryByText('The map')).toBeNull();
    act(() => observers[0]!.callback([{ isIntersecting: true }]));
    expect(screen.getByText('The map')).toBeInTheDocument();
    expect(observers[0]!.disconnected).toBe(true);
    expect(container.querySelector('.when-visible')).toBeNull();
  });

  it('draws at once where the browser cannot tell (no IntersectionObserver)', () => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    render(
      <WhenVisible height={280}>
        <p>The map</p>
      </WhenVisible>,
    );
    expect(screen.getByText('The map')).toBeInTheDocument();
  });
});
