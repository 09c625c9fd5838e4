import { ApiError } from '@freight/api-client';
import { authSlice, registerNavigate } from '@freight/auth';
import { selectToasts } from '@freight/store';
import { createTestStore } from '@freight/testing';
import {
  accountFeature,
  browser,
  checkoutRequested,
  plansRequested,
  portalRequested,
  registerCompanyRequested,
  registerRequested,
  selectAccount,
  verifyPaymentRequested,
  VERIFY_RETRY_MS,
} from './feature';

// The unit under test is the account sagas; the API client's calls are replaced by fakes.
jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('userManager', 'companyManager'));
const api = jest.requireMock('@freight/api-client') as {
  userManager: Record<'register', jest.Mock>;
  companyManager: Record<'registerCompany' | 'plans' | 'checkout' | 'verifyPayment' | 'portal', jest.Mock>;
};

const ok = <T>(data: T, message = 'ok') => Promise.resolve({ status: true, message, data });
const refuse = (status: number, body: object) =>
  Promise.reject(new ApiError(status === 400 ? 'input' : status === 403 ? 'denied' : 'server', status, { status: false, message: '', ...body }, 'x'));

const USER = { firstname: 'Ana', lastname: 'Diaz', email: 'ana@acme.test', password: 'secret1', acceptTerms: true as const };
const COMPANY = { name: 'Acme Freight', companyType: 'shipper' as const, country: 'USA' as const, contactEmail: 'ops@acme.test', contactPhone: '555 010 0100' };

function setup() {
  const { store, dispatchAndWait } = createTestStore({ slices: [authSlice], features: [accountFeature] });
  const navigations: string[] = [];
  registerNavigate((to) => navigations.push(to));
  const opened: string[] = [];
  jest.spyOn(browser, 'open').mockImplementation((url) => void opened.push(url));
  const toasts = () => selectToasts(store.getState()).map((t) => t.messageKey ?? t.text);
  const account = () => selectAccount(store.getState());
  return { store, dispatchAndWait, navigations, opened, toasts, account };
}

afterEach(() => {
  jest.clearAllMocks();
  jest.useRealTimers();
});

describe('registration: the person, then the company', () => {
  it('registers the user, then the company with the registration token, with the spec texts', async () => {
    const { dispatchAndWait, toasts, account } = setup();
    api.userManager.register.mockReturnValue(ok({ userId: 'u1', registrationToken: 'reg-token' }, 'User Succesfully Registered. Please verify your Email'));
    api.companyManager.registerCompany.mockReturnValue(ok({ companyId: 'c1' }, 'Company Successfully Registered'));

    await dispatchAndWait(registerRequested(USER));
    expect(account().register).toEqual({ status: 'succeeded', data: { userId: 'u1', registrationToken: 'reg-token', email: 'ana@acme.test' } });
    await dispatchAndWait(registerCompanyRequested(COMPANY));

    expect(api.companyManager.registerCompany).toHaveBeenCalledWith({ ...COMPANY, registrationToken: 'reg-token' }, { quietErrors: true });
    expect(account().registerCompany.status).toBe('succeeded');
    expect(toasts()).toEqual(['account.messages.userRegistered', 'account.messages.companyRegistered']);
  });

  it("shows 'Registration failed' and the field errors when the server refuses the input", async () => {
    const { dispatchAndWait, toasts, account } = setup();
    api.userManager.register.mockReturnValue(refuse(400, { message: 'Invalid request', errors: [{ field: 'body.email', message: 'Invalid email' }] }));
    await dispatchAndWait(registerRequested(USER));
    expect(account().register).toMatchObject({ status: 'failed', fieldErrors: { email: 'Invalid email' }, errorKey: 'account.errors.registrationFailed' });
    expect(toasts()).toEqual(['account.errors.registrationFailed']);
  });

  it("shows the attempt limit's own text when the server answers 429", async () => {
    const { dispatchAndWait, toasts, account } = setup();
    const text = 'Demasiados registros. Inténtelo de nuevo en 52 minutos.';
    api.userManager.register.mockReturnValue(refuse(429, { message: text }));
    await dispatchAndWait(registerRequested(USER));
    expect(account().register).toMatchObject({ status: 'failed', errorText: text });
    expect(toasts()).toEqual([text]);
  });

  it("shows 'An error occurred during registration' when the server fails", async () => {
    const { dispatchAndWait, toasts } = setup();
    api.userManager.register.mockReturnValue(refuse(500, { message: 'Internal server error' }));
    await dispatchAndWait(registerRequested(USER));
    expect(toasts()).toEqual(['account.errors.registrationError']);
  });

  it('shows the server text of a refusal such as demo mode', async () => {
    const { dispatchAndWait, toasts } = setup();
    api.userManager.register.mockReturnValue(refuse(403, { message: 'This is a demo: only the demo accounts can sign in.' }));
    await dispatchAndWait(registerRequested(USER));
    expect(toasts()).toEqual(['This is a demo: only the demo accounts can sign in.']);
  });

  it('judges company registration by its companyId', async () => {
    const { dispatchAndWait, account } = setup();
    api.userManager.register.mockReturnValue(ok({ userId: 'u1', registrationToken: 'reg-token' }));
    api.companyManager.registerCompany.mockReturnValue(ok({}));
    await dispatchAndWait(registerRequested(USER));
    await dispatchAndWait(registerCompanyRequested(COMPANY));
    expect(account().registerCompany).toMatchObject({ status: 'failed', errorKey: 'account.errors.registrationError' });
  });
});

describe('plans and payment', () => {
  it("shows 'An error occurred while fetching plans' when plans cannot be read", async () => {
    const { dispatchAndWait, toasts, account } = setup();
    api.companyManager.plans.mockReturnValue(refuse(500, { message: 'Internal server error' }));
    await dispatchAndWait(plansRequested());
    expect(account().plans.status).toBe('failed');
    expect(toasts()).toEqual(['account.errors.plans']);
  });

  it('opens the checkout url the server answers', async () => {
    const { dispatchAndWait, opened } = setup();
    api.companyManager.checkout.mockReturnValue(ok({ url: 'http://127.0.0.1/v1/api/payments-sandbox/checkout/cs_1', sessionId: 'cs_1' }));
    await dispatchAndWait(checkoutRequested('pro'));
    expect(api.companyManager.checkout).toHaveBeenCalledWith({ planKey: 'pro' }, { quietErrors: true });
    expect(opened).toEqual(['http://127.0.0.1/v1/api/payments-sandbox/checkout/cs_1']);
  });

  it("shows 'An error occurred during Checkout' when checkout fails or answers no url", async () => {
    const { dispatchAndWait, opened, toasts } = setup();
    api.companyManager.checkout.mockReturnValue(ok({}));
    await dispatchAndWait(checkoutRequested('pro'));
    expect(opened).toEqual([]);
    expect(toasts()).toEqual(['account.errors.checkout']);
  });

  it('a verified payment opens the portal: access fetched again, then /payment/success', async () => {
    const { store, dispatchAndWait, navigations, toasts } = setup();
    api.companyManager.verifyPayment.mockReturnValue(ok({ status: 'paid', planKey: 'pro', companyId: 'c1' }, 'Payment Verified Successfully'));
    await dispatchAndWait(verifyPaymentRequested('cs_1'));
    expect(toasts()).toEqual(['account.messages.paymentVerified']);
    expect(store.getState().auth.access.status).toBe('loading');
    expect(navigations).toEqual(['/payment/success?session_id=cs_1']);
  });

  it('a declined payment leads to /payment/failure', async () => {
    const { dispatchAndWait, navigations } = setup();
    api.companyManager.verifyPayment.mockReturnValue(refuse(402, { message: 'The payment was declined or cancelled' }));
    await dispatchAndWait(verifyPaymentRequested('cs_2'));
    expect(navigations).toEqual(['/payment/failure?session_id=cs_2']);
  });

  it('asks again while the provider has not settled the payment', async () => {
    jest.useFakeTimers();
    const { store, navigations } = setup();
    api.companyManager.verifyPayment
      .mockReturnValueOnce(refuse(409, { message: 'Payment is not complete yet' }))
      .mockReturnValueOnce(ok({ status: 'paid', planKey: 'pro', companyId: 'c1' }));
    store.dispatch(verifyPaymentRequested('cs_3'));
    await jest.advanceTimersByTimeAsync(VERIFY_RETRY_MS + 10);
    expect(api.companyManager.verifyPayment).toHaveBeenCalledTimes(2);
    expect(navigations).toEqual(['/payment/success?session_id=cs_3']);
  });

  it("billing portal: 'Unable to get company information' without a company, 'updating payment method' on failure", async () => {
    const { dispatchAndWait, toasts, opened } = setup();
    await dispatchAndWait(portalRequested(undefined));
    expect(api.companyManager.portal).not.toHaveBeenCalled();
    api.companyManager.portal
      .mockReturnValueOnce(refuse(500, { message: 'Internal server error' }))
      .mockReturnValueOnce(ok({ url: 'https://billing.example/p' }));
    await dispatchAndWait(portalRequested('c1'));
    await dispatchAndWait(portalRequested('c1'));
    expect(toasts()).toEqual(['account.errors.companyInfo', 'account.errors.paymentMethod']);
    expect(opened).toEqual(['https://billing.example/p']);
  });
});
