import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from '@freight/router';
import { authSlice } from '@freight/auth';
import { changeLanguage, initI18n } from '@freight/i18n';
import { createAppStore } from '@freight/store';
import { accountFeature } from '../feature';
import { RegisterPage } from './RegisterPage';

jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('userManager', 'companyManager'));
const api = jest.requireMock('@freight/api-client') as {
  userManager: Record<'register', jest.Mock>;
  companyManager: Record<'registerCompany', jest.Mock>;
};

function renderPage() {
  const store = createAppStore({ slices: [authSlice] });
  store.injectFeature(accountFeature);
  render(
    <Provider store={store}>
      <MemoryRouter>
        <RegisterPage />
      </MemoryRouter>
    </Provider>,
  );
}

beforeAll(() => initI18n('en'));
afterEach(async () => {
  jest.clearAllMocks();
  await changeLanguage('en');
});

async function fillPerson(user = userEvent.setup()) {
  await user.type(screen.getByLabelText('First name'), 'Ana');
  await user.type(screen.getByLabelText('Last name'), 'Diaz');
  await user.type(screen.getByLabelText('Email'), 'ana@acme.test');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.type(screen.getByLabelText('Confirm password'), 'secret1');
  await user.click(screen.getByLabelText('I accept the terms and conditions'));
  return user;
}

describe('/register', () => {
  it('checks the person before calling the server', async () => {
    renderPage();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'nope');
    await user.type(screen.getByLabelText('Password'), '123');
    await user.type(screen.getByLabelText('Confirm password'), '124');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(screen.getByText('Too Short!')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByText('Please accept the terms and conditions')).toBeInTheDocument();
    expect(api.userManager.register).not.toHaveBeenCalled();
  });

  it('registers the person, then the company, then asks to check the inbox', async () => {
    api.userManager.register.mockResolvedValue({ status: true, message: 'ok', data: { userId: 'u1', registrationToken: 'reg-token-123456' } });
    api.companyManager.registerCompany.mockResolvedValue({ status: true, message: 'ok', data: { companyId: 'c1' } });
    renderPage();
    const user = await fillPerson();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(api.userManager.register).toHaveBeenCalledWith(
        { firstname: 'Ana', lastname: 'Diaz', email: 'ana@acme.test', password: 'secret1', language: 'en', acceptTerms: true },
        { quietErrors: true },
      ),
    );

    expect(await screen.findByRole('heading', { name: 'About your company' })).toBeInTheDocument();
    expect(screen.getByLabelText('Company e-mail')).toHaveValue('ana@acme.test');
    expect(screen.queryByLabelText('US DOT number')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Company type'), 'carrier');
    await user.selectOptions(screen.getByLabelText('Country'), 'CANADA');
    expect(screen.getByLabelText('NSC number')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Company name'), 'Acme Freight');
    await user.type(screen.getByLabelText('Company phone'), '12');
    await user.click(screen.getByRole('button', { name: 'Register company' }));
    expect(await screen.findByText('Invalid phone number')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Company phone'));
    await user.type(screen.getByLabelText('Company phone'), '+1 514 555 0100');
    await user.click(screen.getByRole('button', { name: 'Register company' }));

    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(api.companyManager.registerCompany).toHaveBeenCalledWith(
      {
        name: 'Acme Freight',
        companyType: 'carrier',
        country: 'CANADA',
        contactEmail: 'ana@acme.test',
        contactPhone: '+1 514 555 0100',
        registrationToken: 'reg-token-123456',
      },
      { quietErrors: true },
    );
  });

  it("puts the server's field errors on the fields", async () => {
    api.userManager.register.mockRejectedValue(
      new (jest.requireActual('@freight/api-client').ApiError)(
        'input',
        400,
        {
          status: false,
          message: 'Invalid request',
          errors: [{ field: 'body.email', message: 'Invalid email' }],
        },
        'x',
      ),
    );
    renderPage();
    const user = await fillPerson();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'About you' })).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    await changeLanguage('sp');
    renderPage();
    expect(screen.getByRole('heading', { name: 'Cree la cuenta de su empresa' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre')).toBeInTheDocument();
  });
});
