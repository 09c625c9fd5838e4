import { Component, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyPage } from './LazyPage';

function Hello({ name }: { name: string }) {
  return <h1>Hello {name}</h1>;
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p role="alert">The page could not load</p> : this.props.children;
  }
}

describe('lazyPage', () => {
  it('shows the loading state until the page code arrives, then the page, fetched once', async () => {
    let arrive!: (module: { default: typeof Hello }) => void;
    const load = jest.fn(() => new Promise<{ default: typeof Hello }>((resolve) => (arrive = resolve)));
    const Page = lazyPage(load);
    const view = render(<Page name="Dana" />);
    expect(screen.getByRole('status')).toBeInTheDocument(); // the kit's loading state (no i18n set up here: its key)
    arrive({ default: Hello });
    expect(await screen.findByRole('heading', { name: 'Hello Dana' })).toBeInTheDocument();
    view.rerender(<Page name="Kim" />);
    expect(screen.getByRole('heading', { name: 'Hello Kim' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a page whose code cannot be fetched reaches the error boundary (the shell shows its retry panel)', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Page = lazyPage<{ name: string }>(() => Promise.reject(new Error('ChunkLoadError')));
    render(
      <Boundary>
        <Page name="Dana" />
      </Boundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The page could not load');
  });
});
