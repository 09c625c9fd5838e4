import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useNavigate } from '@freight/router';
import { ScrollToTopOnNavigate } from './ScrollToTopOnNavigate';

/** The buttons stand for a saga's navigation after a save, a list's filter, and the browser's Back. */
function Page() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate('/loads?group=all')}>
        Saved
      </button>
      <button type="button" onClick={() => navigate('?group=open')}>
        Filter
      </button>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
    </>
  );
}

describe('ScrollToTopOnNavigate', () => {
  const scrollTo = jest.fn();
  beforeEach(() => {
    scrollTo.mockClear();
    window.scrollTo = scrollTo as never;
  });

  it('opens another page at its top; a query change or Back keeps the scroll', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/loads/addload']}>
        <ScrollToTopOnNavigate />
        <Page />
      </MemoryRouter>,
    );
    // The first page as the browser opened it: nothing to do.
    expect(scrollTo).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Saved' }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    // Back to /loads?group=all, then to the form: the browser's own restoring, not ours.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Saved' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
