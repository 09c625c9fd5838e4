import { act, render, screen } from '@testing-library/react';
import { lazyOptional } from './OptionalPart';

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyOptional', () => {
  it('shows the part once its code has loaded', async () => {
    const Part = lazyOptional(() => Promise.resolve({ default: Hello }));
    render(<Part name="Dana" />);
    expect(await screen.findByText('Hello Dana')).toBeInTheDocument();
  });

  it('leaves the page as it is when the code cannot be fetched, and fetches it again back online', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest
      .fn<Promise<{ default: typeof Hello }>, []>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue({ default: Hello });
    const Part = lazyOptional(load);
    render(
      <main>
        <h1>The page</h1>
        <Part name="Dana" />
      </main>,
    );
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(screen.queryByText('Hello Dana')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    await act(async () => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Hello Dana')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});
