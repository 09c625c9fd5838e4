import { act, screen } from '@testing-library/react';
import { ApiError } from '@freight/api-client';
import { renderWithProviders } from '@freight/testing';
import { accountFeature } from '../feature';
import { VerifyEmailPage } from './VerifyEmailPage';

jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('userManager', 'companyManager'));
const verifyEmail = (jest.requireMock('@freight/api-client') as { userManager: { verifyEmail: jest.Mock } }).userManager.verifyEmail;

const TOKEN = 'Qm9uam91ciBsZSBtb25kZQ';
const openLink = (query: string, language: 'en' | 'fr' = 'en') =>
  renderWithProviders(<VerifyEmailPage />, { route: `/verify-email?${query}`, path: '/verify-email', features: [accountFeature], language });

afterEach(() => jest.clearAllMocks());

describe('/verify-email', () => {
  it('refuses a malformed link at once, without asking the API or showing "Too Short!"', async () => {
    await openLink('token=abc&email=ana%40acme.test');
    expect(screen.getByText('We could not verify your e-mail')).toBeInTheDocument();
    expect(screen.queryByText('Too Short!')).not.toBeInTheDocument();
    expect(verifyEmail).not.toHaveBeenCalled();
  });

  it("says a refused link is invalid in the user's language, not in the validator's words", async () => {
    verifyEmail.mockRejectedValue(
      new ApiError(
        'input',
        400,
        { status: false, message: 'Invalid request', errors: [{ field: 'query.token', message: 'This verification link is invalid or has expired' }] },
        'bad',
      ),
    );
    const { waitForSagas } = await openLink(`token=${TOKEN}&email=ana%40acme.test`, 'fr');
    await act(waitForSagas);
    expect(await screen.findByText('Ce lien n’est pas valide ou a expiré.')).toBeInTheDocument();
    expect(screen.queryByText('This verification link is invalid or has expired')).not.toBeInTheDocument();
  });

  it('offers Retry when the API could not be reached', async () => {
    verifyEmail.mockRejectedValueOnce(new ApiError('network', undefined, undefined, 'Network Error')).mockResolvedValueOnce({
      status: true,
      message: 'Email Successfully Verified',
      data: { email: 'ana@acme.test', verified: true },
    });
    const { user, waitForSagas } = await openLink(`token=${TOKEN}&email=ana%40acme.test`);
    await act(waitForSagas);
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    await act(waitForSagas);
    expect(await screen.findByText('Your e-mail ana@acme.test is verified. You can now log in.')).toBeInTheDocument();
  });
});
