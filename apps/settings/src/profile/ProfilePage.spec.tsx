import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forgetLocalities } from '@freight/address';
import { mockedApi, renderWithProviders } from '@freight/testing';
import { settingsFeature } from '../feature';
import { AREAS, COMPANY, PROFILE, ok, refused } from '../test-support/fixtures';
import { ProfilePage } from './ProfilePage';
import { formToProfile, profileToForm } from './ProfileTab';

// The unit under test is /setting/profile and its tabs; the API client is a fake.
jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('settings', 'maps'));
const api = mockedApi('settings', 'maps');

beforeEach(() => {
  forgetLocalities();
  jest.clearAllMocks();
  api.settings.profile!.mockImplementation(() => ok(PROFILE));
  api.settings.company!.mockImplementation(() => ok(COMPANY));
  api.maps.geocodePostalCode!.mockImplementation((postalCode: string) =>
    ok(postalCode === '60607' ? { city: 'Chicago', state: 'IL', country: 'USA' } : { city: 'Houston', state: 'TX', country: 'USA' }),
  );
});

const user = userEvent.setup({ delay: null });

async function renderPage(route = '/setting/profile') {
  const view = await renderWithProviders(<ProfilePage />, { route, path: '/setting/profile', features: [settingsFeature], areas: AREAS });
  await act(view.waitForSagas);
  return view;
}

describe('/setting/profile', () => {
  it('the form and the update-user body: trimmed names, an empty phone cleared, every event with its channels', () => {
    const values = { ...profileToForm(PROFILE), firstname: ' Ana ', phone: ' ' };
    expect(formToProfile(values)).toEqual({
      firstname: 'Ana',
      lastname: 'Diaz',
      email: 'ana@acme.test',
      phone: null,
      language: 'en',
      notificationPrefs: { loadAtRisk: ['inApp', 'push', 'email'], loadDelayed: ['inApp'], containerEtaChanged: [] },
    });
  });

  it('has real tabs: the chosen one in the URL, arrow keys move between them', async () => {
    const view = await renderPage();
    const tabs = within(screen.getByRole('tablist', { name: 'Profile sections' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['My profile', 'Company', 'Password']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('My profile');
    tabs[0]!.focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(view.location()).toBe('/setting/profile?tab=companyInfo'));
    expect(screen.getByRole('tab', { name: 'Company' })).toHaveFocus();
    expect(await screen.findByRole('textbox', { name: 'Company name' })).toHaveValue('Acme Freight');
    await user.keyboard('{End}');
    await waitFor(() => expect(view.location()).toBe('/setting/profile?tab=password'));
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(view.location()).toBe('/setting/profile'));
    expect(screen.getByRole('tab', { name: 'My profile' })).toHaveAttribute('aria-selected', 'true');
  });

  it('another tab with unsaved changes asks first; Cancel keeps the changes, Leave switches', async () => {
    const view = await renderPage();
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Anabel');
    await user.click(screen.getByRole('tab', { name: 'Password' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave this page?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(view.location()).toBe('/setting/profile');
    expect(screen.getByLabelText('First name')).toHaveValue('Anabel');
    await user.click(screen.getByRole('tab', { name: 'Password' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(view.location()).toBe('/setting/profile?tab=password'));
    // An untouched form switches at once.
    await user.click(screen.getByRole('tab', { name: 'Company' }));
    await waitFor(() => expect(view.location()).toBe('/setting/profile?tab=companyInfo'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the profile and its notification grid, checks the phone, saves and shows the server errors on the fields', async () => {
    await renderPage();
    expect(screen.getByLabelText('First name')).toHaveValue('Ana');
    expect(screen.getByRole('checkbox', { name: 'E-mail for A delayed load' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'In the app for A delayed load' })).toBeChecked();

    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('Invalid phone number'));
    expect(api.settings.updateProfile).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '+1 (312) 555-0199');
    await user.click(screen.getByRole('checkbox', { name: 'E-mail for A delayed load' }));
    api.settings.updateProfile!.mockImplementation(() => refused(400, 'Invalid request', [{ field: 'body.email', message: 'Email is already registered' }]));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Email is already registered'));
    expect(api.settings.updateProfile).toHaveBeenCalledWith(
      expect.objectContaining({
        phone: '+1 (312) 555-0199',
        notificationPrefs: { loadAtRisk: ['inApp', 'push', 'email'], loadDelayed: ['inApp', 'email'], containerEtaChanged: [] },
      }),
    );
  });

  it('a new e-mail: the toast says a link was sent and the pending address is shown', async () => {
    await renderPage();
    api.settings.updateProfile!.mockImplementation(() => ok({ ...PROFILE, pendingEmail: 'ana.new@acme.test' }));
    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'ana.new@acme.test');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile Updated Successfully. We sent a verification link to ana.new@acme.test.')).toBeInTheDocument();
    expect(screen.getByTestId('pending-email')).toHaveTextContent('Waiting for verification: ana.new@acme.test.');
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@acme.test');
  });

  it('the profile could not be read: an error with Retry', async () => {
    api.settings.profile!.mockImplementationOnce(() => refused(500, 'Server error'));
    await renderPage();
    expect(screen.getByRole('alert')).toHaveTextContent('Your profile could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('First name')).toHaveValue('Ana');
  });

  it("the password: 'Too Short!', the confirmation must match, a wrong current password on its field; success says others were signed out", async () => {
    await renderPage('/setting/profile?tab=password');
    expect(screen.getByText(/signs you out on every other device/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Current password'), 'demo1234');
    await user.type(screen.getByLabelText('New password'), 'abc');
    await user.type(screen.getByLabelText('Confirm the new password'), 'abd');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('Too Short!'));
    expect(screen.getByLabelText('Confirm the new password')).toHaveAccessibleDescription('Passwords do not match');

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'better-pass');
    await user.clear(screen.getByLabelText('Confirm the new password'));
    await user.type(screen.getByLabelText('Confirm the new password'), 'better-pass');
    api.settings.changePassword!.mockImplementationOnce(() =>
      refused(400, 'Invalid request', [{ field: 'body.currentPassword', message: 'Current password is incorrect' }]),
    );
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('Current password is incorrect'));

    api.settings.changePassword!.mockImplementation(() => ok(undefined));
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password Successfully Changed. You were signed out on your other devices.', { selector: 'p.notice' })).toBeInTheDocument();
    expect(api.settings.changePassword).toHaveBeenLastCalledWith({ currentPassword: 'demo1234', newPassword: 'better-pass', confirmPassword: 'better-pass' });
    // The form is emptied: the passwords do not stay on the page.
    await waitFor(() => expect(screen.getByLabelText('New password')).toHaveValue(''));
  });

  it('the company: plan and renewal, Manage billing, and a refused logo shows the reason beside the file', async () => {
    await renderPage('/setting/profile?tab=companyInfo');
    expect(screen.getByRole('heading', { name: 'Plan and billing' })).toBeInTheDocument();
    expect(screen.getByText('Professional')).toBeInTheDocument();
    expect(screen.getByText('December 24, 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Manage billing' })).toBeEnabled();

    const file = new File(['<script>alert(1)</script>'], 'logo.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Choose an image'), file);
    api.settings.uploadLogo!.mockImplementation(() =>
      refused(400, 'Invalid request', [{ field: 'body.data', message: 'Only PNG, JPEG or WebP images are accepted' }]),
    );
    await user.click(screen.getByRole('button', { name: 'Upload the logo' }));
    await waitFor(() => expect(screen.getByLabelText('Choose an image')).toHaveAccessibleDescription(/Only PNG, JPEG or WebP images are accepted/));
    expect(api.settings.uploadLogo).toHaveBeenCalledWith({ data: expect.stringMatching(/^data:image\/png;base64,/), filename: 'logo.png' });

    // A file of another type is refused before anything is sent.
    await user.upload(screen.getByLabelText('Choose an image'), new File(['x'], 'logo.gif', { type: 'image/gif' }));
    expect(screen.getByRole('button', { name: 'Upload the logo' })).toBeDisabled();
  });

  it('the company form: an address started needs its city, and the server errors land on the fields', async () => {
    await renderPage('/setting/profile?tab=companyInfo');
    await user.clear(screen.getByLabelText('City'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveAccessibleDescription('Required'));
    await user.type(screen.getByLabelText('City'), 'Chicago');
    api.settings.updateCompany!.mockImplementation(() => refused(400, 'Invalid request', [{ field: 'body.taxNumber', message: 'Invalid tax number' }]));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Tax number')).toHaveAccessibleDescription('Invalid tax number'));
    expect(api.settings.updateCompany).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Acme Freight', address: expect.objectContaining({ city: 'Chicago', street2: null }) }),
    );
  });

  it("the company's postal code must be its city's (the address book's rule), said when the field is left", async () => {
    await renderPage('/setting/profile?tab=companyInfo');
    await user.clear(screen.getByLabelText('Postal code'));
    await user.type(screen.getByLabelText('Postal code'), '77002');
    await user.tab();
    await waitFor(() => expect(screen.getByLabelText('Postal code')).toHaveAccessibleDescription("Postal Zipcode doesn't match with Locality City"));
    expect(api.maps.geocodePostalCode).toHaveBeenCalledWith('77002', 'USA', expect.anything());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Postal code')).toHaveFocus());
    expect(api.settings.updateCompany).not.toHaveBeenCalled();
    // The city the code is in: the message goes, and the company saves.
    await user.clear(screen.getByLabelText('City'));
    await user.type(screen.getByLabelText('City'), 'Houston');
    await waitFor(() => expect(screen.getByLabelText('Postal code')).not.toHaveAccessibleDescription("Postal Zipcode doesn't match with Locality City"));
    api.settings.updateCompany!.mockImplementation(() => ok(COMPANY));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.settings.updateCompany).toHaveBeenCalledWith(
        expect.objectContaining({ address: expect.objectContaining({ city: 'Houston', postalCode: '77002' }) }),
      ),
    );
  });
});
