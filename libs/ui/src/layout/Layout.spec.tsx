import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from '@freight/router';
import { initI18n } from '@freight/i18n';
import { itemsThatFit, Layout, PublicLayout } from './Layout';

beforeAll(() => initI18n('en'));

const NAV = [
  { to: '/dashboard', labelKey: 'nav.dashboard' },
  { to: '/address', labelKey: 'nav.address' },
];

function renderLayout() {
  const onLogout = jest.fn();
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <Layout nav={NAV} userName="Ana Diaz" onLogout={onLogout}>
        <h1>Page</h1>
        <Link to="/address">Somewhere else</Link>
      </Layout>
    </MemoryRouter>,
  );
  return { onLogout, user: userEvent.setup() };
}

describe('the signed-in layout', () => {
  it('starts with a skip link that moves focus to the main content', async () => {
    const { user } = renderLayout();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('folds the navigation and the user actions behind a menu button that says whether it is open', async () => {
    const { user, onLogout } = renderLayout();
    const menu = screen.getByRole('button', { name: 'Menu' });
    const region = document.getElementById(menu.getAttribute('aria-controls')!)!;
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(region).toHaveAttribute('data-open', 'false');
    // What the menu shows and hides: the module links and the user's actions.
    expect(region).toContainElement(screen.getByRole('navigation', { name: 'Main navigation' }));
    expect(region).toContainElement(screen.getByRole('button', { name: 'Log out' }));
    expect(region).toContainElement(screen.getByRole('combobox', { name: 'Language' }));

    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(region).toHaveAttribute('data-open', 'true');
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);

    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(region).toHaveAttribute('data-open', 'false');
  });

  it('closes the menu on Escape, with focus back on the button, and when the user navigates', async () => {
    const { user } = renderLayout();
    const menu = screen.getByRole('button', { name: 'Menu' });
    await user.click(menu);
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();

    await user.click(menu);
    await user.click(screen.getByRole('link', { name: 'Address book' }));
    expect(menu).toHaveAttribute('aria-expanded', 'false');

    // Following the link of the page already open closes it too.
    await user.click(menu);
    await user.click(screen.getByRole('link', { name: 'Address book' }));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});

describe("the navigation's one row", () => {
  it('keeps every item when all fit, and otherwise as many as leave room for "More"', () => {
    expect(itemsThatFit([100, 100, 100], 320, 10, 60)).toBe(3);
    expect(itemsThatFit([100, 100, 100], 319, 10, 60)).toBe(2);
    expect(itemsThatFit([100, 100, 100], 269, 10, 60)).toBe(1);
    expect(itemsThatFit([100, 100, 100], 50, 10, 60)).toBe(0);
  });
});

describe('the public layout', () => {
  it('has the skip link and the main landmark too', async () => {
    render(
      <MemoryRouter>
        <PublicLayout>
          <p>Public page</p>
        </PublicLayout>
      </MemoryRouter>,
    );
    await userEvent.setup().click(screen.getByRole('link', { name: 'Skip to main content' }));
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.getByRole('main')).toHaveTextContent('Public page');
  });
});
