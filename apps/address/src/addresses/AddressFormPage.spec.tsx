import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@freight/i18n';
import { renderWithProviders } from '@freight/testing';
import en from '../i18n/en.json';
import sp from '../i18n/sp.json';
import fr from '../i18n/fr.json';
import { addressFeature } from '../module';
import { AddressFormPage } from './AddressFormPage';

jest.mock('@freight/api-client', () => ({
  ...jest.requireActual('@freight/api-client'),
  maps: { config: jest.fn(() => new Promise(() => undefined)) },
}));

async function renderForm(language: 'en' | 'sp' = 'en') {
  const view = await renderWithProviders(<AddressFormPage />, {
    route: '/address/add',
    path: '/address/add',
    features: [addressFeature],
    areas: { address: { en, sp, fr } },
    language,
  });
  return { dispatched: () => view.dispatched().map((action) => action.type) };
}

// Keystrokes without a timer between them: the form validates on each, which is slow enough on a busy machine.
const user = userEvent.setup({ delay: null });

afterEach(() => changeLanguage('en'));

describe('the address form', () => {
  it('requires the fields and does not save', async () => {
    const { dispatched } = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('Required')).length).toBeGreaterThanOrEqual(5);
    expect(dispatched()).not.toContain('address/saveRequested');
  });

  it('checks the phone pattern and the postal code', async () => {
    await renderForm();
    await user.type(screen.getByLabelText('Contact phone'), '12-34');
    await user.type(screen.getByLabelText('Postal code'), 'ABCDE');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a phone number such as +1 (555) 123-4567')).toBeInTheDocument();
    expect(screen.getByText('Enter a US ZIP code (12345) or a Canadian postal code (A1A 1A1)')).toBeInTheDocument();
  });

  it('saves a valid address', async () => {
    const { dispatched } = await renderForm();
    await user.type(screen.getByLabelText('Name'), 'Acme DC');
    await user.type(screen.getByLabelText('Street'), '1 Main St');
    await user.type(screen.getByLabelText('City'), 'Beverly Hills');
    await user.type(screen.getByLabelText('State or province'), 'CA');
    await user.type(screen.getByLabelText('Postal code'), '90210');
    await user.type(screen.getByLabelText('Contact phone'), '+1 (310) 555-0134');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dispatched()).toContain('address/saveRequested'));
  });

  it('speaks Spanish', async () => {
    await renderForm('sp');
    expect(screen.getByRole('heading', { name: 'Agregar dirección' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect((await screen.findAllByText('Obligatorio')).length).toBeGreaterThanOrEqual(5);
  });
});
