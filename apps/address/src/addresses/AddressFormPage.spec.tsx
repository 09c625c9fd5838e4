import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from '@freight/router';
import { addArea, changeLanguage, initI18n } from '@freight/i18n';
import { createAppStore } from '@freight/store';
import en from '../i18n/en.json';
import sp from '../i18n/sp.json';
import fr from '../i18n/fr.json';
import { addressReducer, FEATURE_KEY } from '../state';
import { AddressFormPage } from './AddressFormPage';

jest.mock('@freight/api-client', () => ({
  ...jest.requireActual('@freight/api-client'),
  maps: { config: jest.fn(() => new Promise(() => undefined)) },
}));

function renderForm() {
  const store = createAppStore();
  store.injectFeature({ key: FEATURE_KEY, reducer: addressReducer });
  const dispatched: string[] = [];
  const dispatch = store.dispatch;
  store.dispatch = ((action: { type: string }) => {
    dispatched.push(action.type);
    return dispatch(action as never);
  }) as typeof store.dispatch;
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/address/add']}>
        <Routes>
          <Route path="/address/add" element={<AddressFormPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { dispatched };
}

beforeAll(async () => {
  await initI18n('en');
  addArea('address', { en, sp, fr });
});
afterEach(() => changeLanguage('en'));

describe('the address form', () => {
  it('requires the fields and does not save', async () => {
    const { dispatched } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('Required')).length).toBeGreaterThanOrEqual(5);
    expect(dispatched).not.toContain('address/saveRequested');
  });

  it('checks the phone pattern and the postal code', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Contact phone'), '12-34');
    await userEvent.type(screen.getByLabelText('Postal code'), 'ABCDE');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a phone number such as +1 (555) 123-4567')).toBeInTheDocument();
    expect(screen.getByText('Enter a US ZIP code (12345) or a Canadian postal code (A1A 1A1)')).toBeInTheDocument();
  });

  it('saves a valid address', async () => {
    const { dispatched } = renderForm();
    await userEvent.type(screen.getByLabelText('Name'), 'Acme DC');
    await userEvent.type(screen.getByLabelText('Street'), '1 Main St');
    await userEvent.type(screen.getByLabelText('City'), 'Beverly Hills');
    await userEvent.type(screen.getByLabelText('State or province'), 'CA');
    await userEvent.type(screen.getByLabelText('Postal code'), '90210');
    await userEvent.type(screen.getByLabelText('Contact phone'), '+1 (310) 555-0134');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dispatched).toContain('address/saveRequested'));
  });

  it('speaks Spanish', async () => {
    await changeLanguage('sp');
    renderForm();
    expect(screen.getByRole('heading', { name: 'Agregar dirección' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect((await screen.findAllByText('Obligatorio')).length).toBeGreaterThanOrEqual(5);
  });
});
