import { act, screen } from '@testing-library/react';
import { ApiError } from '@freight/api-client';
import { renderWithProviders } from '@freight/testing';
import { accountFeature } from '../feature';
import { ResetPasswordPage } from './ResetPasswordPage';

jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('userManager', 'companyManager'));
const resetPassword = (jest.requireMock('@freight/api-client') as { userManager: { resetPassword: jest.Mock } }).userManager.resetPassword;

const TOKEN = 'Qm9uam91ciBsZSBtb25kZQ';
const openLink = (query: string) =>
  renderWithProviders(<ResetPasswordPage />, { route: `/reset-password?${query}`, path: '/reset-password', features: [accountFeature] });

afterEach(() => jest.clearAllMocks());

describe('/reset-password: a bad link', () => {
  it.each([
    ['a token too short to be one', `token=abc&email=ana%40acme.test`],
    ['no token', `email=ana%40acme.test`],
    ['no e-mail', `token=${TOKEN}`],
  ])('with %s shows the invalid-link state instead of the form', async (_case, query) => {
    await openLink(query);
    expect(screen.getByRole('heading', { name: 'This reset link cannot be used' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.queryByText('Too Short!')).not.toBeInTheDocument();
    expect(resetPassword).not.toHaveBeenCalled();
  });

  it('refused by the server replaces the form, without the validator texts', async () => {
    resetPassword.mockRejectedValue(
      new ApiError(
        'input',
        400,
        { status: false, message: 'Invalid request', errors: [{ field: 'body.token', message: 'This reset link is invalid or has expired' }] },
        'bad',
      ),
    );
    const { user, waitForSagas } = await openLink(`token=${TOKEN}&email=ana%40acme.test`);
    await user.type(screen.getByLabelText('New password'), 'second-pass-2');
    await user.type(screen.getByLabelText('Confirm password'), 'second-pass-2');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    await act(waitForSagas);
    expect(await screen.findByRole('heading', { name: 'This reset link cannot be used' })).toBeInTheDocument();
    expect(screen.getByText('This link is invalid or has expired.')).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.queryByText('Too Short!')).not.toBeInTheDocument();
  });

  it('a good link shows the form', async () => {
    await openLink(`token=${TOKEN}&email=ana%40acme.test`);
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
    expect(screen.getByText('For ana@acme.test')).toBeInTheDocument();
  });
});
