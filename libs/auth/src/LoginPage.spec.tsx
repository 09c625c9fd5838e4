import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from '@freight/router';
import { changeLanguage, initI18n } from '@freight/i18n';
import { createAppStore } from '@freight/store';
import { authSlice } from './auth-slice';
import { LoginPage } from './LoginPage';

function renderLogin() {
  const store = createAppStore({ slices: [authSlice] });
  const dispatched: string[] = [];
  store.subscribe(() => undefined);
  const dispatch = store.dispatch;
  store.dispatch = ((action: { type: string }) => {
    dispatched.push(action.type);
    return dispatch(action as never);
  }) as typeof store.dispatch;
  render(
    <Provider store={store}>
      <MemoryRouter>
        <LoginPage />
      </MemoryRouter>
    </Provider>,
  );
  return { store, dispatched };
}

beforeAll(() => initI18n('en'));
afterEach(() => changeLanguage('en'));

describe('the login form (spec section 5)', () => {
  it('requires email and password', async () => {
    const { dispatched } = renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(dispatched).not.toContain('auth/loginRequested');
  });

  it('rejects an invalid email and a short password', async () => {
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Password'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(screen.getByText('Too Short!')).toBeInTheDocument();
  });

  it('submits email, password and remember-me', async () => {
    const { store } = renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'shipper@demo.test');
    await userEvent.type(screen.getByLabelText('Password'), 'demo1234');
    await userEvent.click(screen.getByLabelText('Remember me'));
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(store.getState().auth.loginStatus).toBe('pending'));
  });

  it('shows its messages in Spanish', async () => {
    await changeLanguage('sp');
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findAllByText('Obligatorio')).toHaveLength(2);
  });
});
