import { act, screen } from '@testing-library/react';
import { ApiError } from '@freight/api-client';
import { renderWithProviders } from '@freight/testing';
import { accountFeature } from '../feature';
import { PaymentSuccessPage } from './PaymentResultPage';

// The unit under test is the page with its sagas; the API client's calls are replaced by fakes.
jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('companyManager', 'userManager'));
const verifyPayment = (jest.requireMock('@freight/api-client') as { companyManager: { verifyPayment: jest.Mock } }).companyManager.verifyPayment;

const openSuccessPage = (route: string) => renderWithProviders(<PaymentSuccessPage />, { route, path: '/payment/success', features: [accountFeature] });

afterEach(() => jest.clearAllMocks());

describe('/payment/success', () => {
  it('opened without a payment to confirm does not claim success and asks nothing', async () => {
    await openSuccessPage('/payment/success');
    expect(await screen.findByText('No payment to confirm')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Payment complete' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all plans' })).toHaveAttribute('href', '/checkout');
    expect(verifyPayment).not.toHaveBeenCalled();
  });

  it('opened with a session checks it with the API first, and shows success once it is paid', async () => {
    verifyPayment.mockResolvedValue({ status: true, message: 'Payment Verified Successfully', data: { status: 'paid', planKey: 'pro', companyId: 'c1' } });
    const { waitForSagas } = await openSuccessPage('/payment/success?session_id=cs_sandbox_1');
    expect(screen.queryByRole('heading', { name: 'Payment complete' })).not.toBeInTheDocument();
    await act(waitForSagas);
    expect(await screen.findByRole('heading', { name: 'Payment complete' })).toBeInTheDocument();
    expect(verifyPayment).toHaveBeenCalledWith({ sessionId: 'cs_sandbox_1' }, { quietErrors: true });
  });

  it('sends a declined session to /payment/failure', async () => {
    verifyPayment.mockRejectedValue(new ApiError('server', 402, { status: false, message: 'The payment was declined or cancelled' }, 'declined'));
    const { waitForSagas, location } = await openSuccessPage('/payment/success?session_id=cs_sandbox_2');
    await act(waitForSagas);
    expect(location()).toBe('/payment/failure?session_id=cs_sandbox_2');
    expect(screen.queryByRole('heading', { name: 'Payment complete' })).not.toBeInTheDocument();
  });

  it('says it could not confirm a session the API does not know, with Retry', async () => {
    verifyPayment.mockRejectedValue(new ApiError('notFound', 404, { status: false, message: 'Checkout session not found' }, 'not found'));
    const { waitForSagas } = await openSuccessPage('/payment/success?session_id=cs_forged_123');
    await act(waitForSagas);
    expect(await screen.findByText('We could not confirm your payment')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Payment complete' })).not.toBeInTheDocument();
  });
});
