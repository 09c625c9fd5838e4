import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from '@freight/router';
import { changeLanguage, initI18n } from '@freight/i18n';
import { webcrypto } from 'node:crypto';
import { appConfigLoaded, createAppStore } from '@freight/store';
import type { AppConfig } from '@freight/contracts';
import { forgetCredentials, recallCredentials, rememberCredentials, setRememberMeKeyStore } from './remember-me';
import { authSlice, loggedOut, loginFailed, loginRequested } from './auth-slice';
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

beforeAll(() => {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
  let key: CryptoKey | undefined;
  setRememberMeKeyStore({ get: async () => key, put: async (next) => void (key = next) });
  return initI18n('en');
});
afterEach(() => forgetCredentials());
afterEach(() => changeLanguage('en'));

describe('the login form (spec section 5)', () => {
  it('keeps both fields when they change one right after the other', async () => {
    renderLogin();
    act(() => {
      fireEvent.change(screen.getByLabelText('Email'), { target: { name: 'email', value: 'shipper@demo.test' } });
      fireEvent.change(screen.getByLabelText('Password'), { target: { name: 'password', value: 'demo1234' } });
    });
    expect(screen.getByLabelText('Email')).toHaveValue('shipper@demo.test');
    expect(screen.getByLabelText('Password')).toHaveValue('demo1234');
  });

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

  it('ties each field error to its field and moves focus to the first invalid field', async () => {
    renderLogin();
    await userEvent.type(screen.getByLabelText('Password'), 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const email = screen.getByLabelText('Email');
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAttribute('aria-describedby', 'field-email-error');
    expect(document.getElementById('field-email-error')).toHaveTextContent('Required');
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
  });

  it('shows why a login was refused inside the form, tied to both fields, until the next attempt', async () => {
    const { store } = renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'shipper@demo.test');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    act(() => {
      store.dispatch(loginFailed({ message: 'Invalid email or password' }));
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Invalid email or password');
    expect(alert.closest('form')).not.toBeNull();
    for (const label of ['Email', 'Password']) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(store.getState().auth.loginStatus).toBe('pending');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-describedby');
  });

  it('says something when the server gave no reason', () => {
    const { store } = renderLogin();
    act(() => {
      store.dispatch(loginFailed(undefined));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred. Please check your input and try again.');
  });

  it('says the password was changed when that ended the session (in another browser), until the next login', async () => {
    const { store } = renderLogin();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => void store.dispatch(loggedOut({ reason: 'passwordChanged' })));
    expect(screen.getByRole('status')).toHaveTextContent('Your password was changed, so you were signed out. Log in with the new password.');
    act(() => void store.dispatch(loginRequested({ email: 'a@b.c', password: 'secret-1', rememberme: false })));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => void store.dispatch(loggedOut({ reason: 'invalid' })));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows its messages in Spanish', async () => {
    await changeLanguage('sp');
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findAllByText('Obligatorio')).toHaveLength(2);
  });
});

describe('remember-me and demo mode on the login form', () => {
  it('prefills the remembered credentials with remember-me ticked', async () => {
    await rememberCredentials({ email: 'carrier@demo.test', password: 'demo1234' });
    renderLogin();
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('carrier@demo.test'));
    expect(screen.getByLabelText('Password')).toHaveValue('demo1234');
    expect(screen.getByLabelText('Remember me')).toBeChecked();
  });

  it('starts empty when nothing is remembered', async () => {
    renderLogin();
    // The form's own look-up started first, so it has settled once this one has.
    await act(async () => {
      await recallCredentials();
    });
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Remember me')).not.toBeChecked();
  });

  it('says so when demo mode is on, naming the accounts that may sign in', () => {
    const { store } = renderLogin();
    expect(screen.queryByRole('note')).toBeNull();
    const config = {
      company: { name: 'FreightHub', phone: '', email: '', logoUrl: '' },
      locations: ['USA', 'CANADA'],
      mapsKey: '',
      demo: { enabled: true, allowedAccounts: ['admin@demo.test', 'shipper@demo.test'] },
      vapidPublicKey: '',
      paymentProvider: 'sandbox',
    } satisfies AppConfig;
    act(() => {
      store.dispatch(appConfigLoaded(config));
    });
    expect(screen.getByRole('note')).toHaveTextContent('Demo mode: only the demo accounts can sign in (admin@demo.test, shipper@demo.test).');
  });
});
