import { all, call, delay, put, select, takeLatest } from 'redux-saga/effects';
import { ApiError, companyManager, failedCallText, fieldErrorsOf, userManager } from '@freight/api-client';
import { accessRequested, identityChanged, navigateTo, selectSignedIn } from '@freight/auth';
import type {
  ApiEnvelope,
  CheckoutResponseData,
  CompanyDetailsRequest,
  ContactUsRequest,
  ForgotPasswordRequest,
  Plan,
  PlanKey,
  RegisterRequest,
  RegisterResponseData,
  ResetPasswordRequest,
  VerifyEmailQuery,
  VerifyEmailResponseData,
  VerifyPaymentResponseData,
} from '@freight/contracts';
import { createCallsSlice, defineFeature, featureSelector, showToast, type CallState } from '@freight/store';

/**
 * The shell's account pages (registration, e-mail verification, password reset, contact, plans and payment): one
 * slice with the state of each call, and the sagas that make them. Pages dispatch `<call>Requested` and select
 * `account.<call>`; success and error texts come from here (spec sections 8 and 9), never from the pages.
 */

/** What each call of the account pages answers (the data its state keeps). */
type AccountCalls = {
  register: Partial<RegisterResponseData> & { email: string };
  registerCompany: { companyId: string };
  verifyEmail: VerifyEmailResponseData | undefined;
  forgotPassword: { email: string };
  resetPassword: void;
  contactUs: void;
  plans: Plan[];
  plan: Plan | undefined;
  checkout: CheckoutResponseData;
  verifyPayment: VerifyPaymentResponseData | undefined;
  portal: { url: string };
};
type CallName = keyof AccountCalls;
type AccountState = { [K in CallName]: CallState<AccountCalls[K]> };

const FEATURE_KEY = 'account';

const calls = createCallsSlice<AccountCalls>(FEATURE_KEY, [
  'register',
  'registerCompany',
  'verifyEmail',
  'forgotPassword',
  'resetPassword',
  'contactUs',
  'plans',
  'plan',
  'checkout',
  'verifyPayment',
  'portal',
]);

declare module '@freight/store' {
  interface LazyLoadedSlices {
    account: AccountState;
  }
}

export const accountActions = calls.actions;
const accountReducer = calls.reducer;
export const selectAccount = featureSelector(FEATURE_KEY, accountReducer);

// ---------------------------------------------------------------------------------------------------------------
// Requests (what pages dispatch)

export const registerRequested = (values: RegisterRequest) => ({ type: 'account/registerRequested', payload: values }) as const;
export const registerCompanyRequested = (values: CompanyDetailsRequest) => ({ type: 'account/registerCompanyRequested', payload: values }) as const;
export const verifyEmailRequested = (query: VerifyEmailQuery) => ({ type: 'account/verifyEmailRequested', payload: query }) as const;
export const forgotPasswordRequested = (body: ForgotPasswordRequest) => ({ type: 'account/forgotPasswordRequested', payload: body }) as const;
export const resetPasswordRequested = (body: ResetPasswordRequest) => ({ type: 'account/resetPasswordRequested', payload: body }) as const;
export const contactUsRequested = (body: ContactUsRequest) => ({ type: 'account/contactUsRequested', payload: body }) as const;
export const plansRequested = () => ({ type: 'account/plansRequested' }) as const;
export const planRequested = (planKey: string) => ({ type: 'account/planRequested', payload: planKey }) as const;
export const checkoutRequested = (planKey: PlanKey) => ({ type: 'account/checkoutRequested', payload: planKey }) as const;
export const verifyPaymentRequested = (sessionId: string) => ({ type: 'account/verifyPaymentRequested', payload: sessionId }) as const;
export const portalRequested = (companyId: string | undefined) => ({ type: 'account/portalRequested', payload: companyId }) as const;

type Requested<F extends (...args: never[]) => { type: string }> = ReturnType<F>;

/** Translation keys of the spec's texts (common area, `account.*`); the English texts are the spec's own. */
const TEXTS = {
  userRegistered: 'account.messages.userRegistered',
  companyRegistered: 'account.messages.companyRegistered',
  paymentVerified: 'account.messages.paymentVerified',
  passwordReset: 'account.messages.passwordReset',
  contactSent: 'account.messages.contactSent',
  registrationFailed: 'account.errors.registrationFailed',
  registrationError: 'account.errors.registrationError',
  checkout: 'account.errors.checkout',
  plans: 'account.errors.plans',
  planDetails: 'account.errors.planDetails',
  companyInfo: 'account.errors.companyInfo',
  paymentMethod: 'account.errors.paymentMethod',
  paymentPending: 'account.errors.paymentPending',
  generic: 'errors.fallback',
} as const;

/** Leaves the app for the payment provider's page (checkout, billing portal). Replaced in unit tests. */
export const browser = { open: (url: string) => window.location.assign(url) };

/** How long /stripe-callback waits for a payment the provider has not confirmed yet. */
const VERIFY_RETRIES = 5;
export const VERIFY_RETRY_MS = 2000;

/**
 * The failure of a call: field errors on the form, and one message. A 400 gets `invalidKey` (with the fields); a
 * refusal with its own text (demo mode, an expired link, an attempt limit) shows that text; anything else gets `otherKey`.
 */
function* fail(name: CallName, error: unknown, invalidKey: string, otherKey: string) {
  const api = error instanceof ApiError ? error : undefined;
  const fieldErrors = fieldErrorsOf(error);
  const hasFields = Object.keys(fieldErrors).length > 0;
  // 429: the attempt limits' 'Too many … Please try again in N minutes.', in the user's language (the API translates it).
  const specific =
    api && !hasFields && (api.kind === 'denied' || api.kind === 'notFound' || api.status === 409 || api.status === 429) ? failedCallText(error) : undefined;
  const errorKey = api?.kind === 'input' ? invalidKey : otherKey;
  yield put(accountActions.failed(name, { fieldErrors, ...(specific ? { errorText: specific } : { errorKey }) }));
  // The offline and session errors were already reported by the API client.
  if (api?.kind === 'offline' || api?.kind === 'session') return;
  yield put(showToast(specific ? { kind: 'error', text: specific } : { kind: 'error', messageKey: errorKey }));
}

function* register({ payload }: Requested<typeof registerRequested>) {
  yield put(accountActions.started('register'));
  try {
    const response: ApiEnvelope<RegisterResponseData> = yield call(userManager.register, payload, { quietErrors: true });
    yield put(accountActions.succeeded('register', { ...response.data, email: payload.email }));
    yield put(showToast({ kind: 'success', messageKey: TEXTS.userRegistered }));
  } catch (error) {
    yield* fail('register', error, TEXTS.registrationFailed, TEXTS.registrationError);
  }
}

/**
 * The company's details: on /register with the registration token of the first step; signed in (an account that left
 * registration before this step) as the caller's own company, after which its access record asks for a plan.
 */
function* registerCompany({ payload }: Requested<typeof registerCompanyRequested>) {
  const { register: registered }: AccountState = yield select(selectAccount);
  const registrationToken = registered.data?.registrationToken;
  const signedIn: boolean = yield select(selectSignedIn);
  if (!registrationToken && !signedIn) {
    yield put(accountActions.failed('registerCompany', { errorKey: TEXTS.registrationError }));
    return;
  }
  yield put(accountActions.started('registerCompany'));
  try {
    const response: ApiEnvelope<{ companyId: string }> = registrationToken
      ? yield call(companyManager.registerCompany, { ...payload, registrationToken }, { quietErrors: true })
      : yield call(companyManager.registerOwnCompany, payload, { quietErrors: true });
    // Spec section 8: company registration is judged by its companyId.
    if (!response.data?.companyId) throw new Error('register-company answered no companyId');
    yield put(accountActions.succeeded('registerCompany', response.data));
    yield put(showToast({ kind: 'success', messageKey: TEXTS.companyRegistered }));
    if (!registrationToken) {
      yield put(accessRequested());
      yield put(identityChanged());
    }
  } catch (error) {
    yield* fail('registerCompany', error, TEXTS.registrationFailed, TEXTS.registrationError);
  }
}

function* verifyEmail({ payload }: Requested<typeof verifyEmailRequested>) {
  yield put(accountActions.started('verifyEmail'));
  try {
    const response: ApiEnvelope<VerifyEmailResponseData> = yield call(userManager.verifyEmail, payload, { quietErrors: true });
    yield put(accountActions.succeeded('verifyEmail', response.data));
  } catch (error) {
    const message = error instanceof ApiError ? Object.values(fieldErrorsOf(error))[0] : undefined;
    yield put(accountActions.failed('verifyEmail', { ...(message ? { errorText: message } : { errorKey: TEXTS.generic }) }));
  }
}

function* forgotPassword({ payload }: Requested<typeof forgotPasswordRequested>) {
  yield put(accountActions.started('forgotPassword'));
  try {
    yield call(userManager.forgotPassword, payload, { quietErrors: true });
    yield put(accountActions.succeeded('forgotPassword', { email: payload.email }));
  } catch (error) {
    yield* fail('forgotPassword', error, TEXTS.generic, TEXTS.generic);
  }
}

function* resetPassword({ payload }: Requested<typeof resetPasswordRequested>) {
  yield put(accountActions.started('resetPassword'));
  try {
    yield call(userManager.resetPassword, payload, { quietErrors: true });
    yield put(accountActions.succeeded('resetPassword'));
    yield put(showToast({ kind: 'success', messageKey: TEXTS.passwordReset }));
    yield call(navigateTo, '/login', { replace: true });
  } catch (error) {
    yield* fail('resetPassword', error, TEXTS.generic, TEXTS.generic);
  }
}

function* contactUs({ payload }: Requested<typeof contactUsRequested>) {
  yield put(accountActions.started('contactUs'));
  try {
    yield call(userManager.contactUs, payload, { quietErrors: true });
    yield put(accountActions.succeeded('contactUs'));
    yield put(showToast({ kind: 'success', messageKey: TEXTS.contactSent }));
  } catch (error) {
    yield* fail('contactUs', error, TEXTS.generic, TEXTS.generic);
  }
}

function* plans() {
  yield put(accountActions.started('plans'));
  try {
    const response: ApiEnvelope<Plan[]> = yield call(companyManager.plans, { silent: true, quietErrors: true });
    yield put(accountActions.succeeded('plans', response.data ?? []));
  } catch (error) {
    yield* fail('plans', error, TEXTS.plans, TEXTS.plans);
  }
}

function* plan({ payload }: Requested<typeof planRequested>) {
  yield put(accountActions.started('plan'));
  try {
    const response: ApiEnvelope<Plan> = yield call(companyManager.plan, payload, { silent: true, quietErrors: true });
    yield put(accountActions.succeeded('plan', response.data));
  } catch (error) {
    yield* fail('plan', error, TEXTS.planDetails, TEXTS.planDetails);
  }
}

function* checkout({ payload }: Requested<typeof checkoutRequested>) {
  yield put(accountActions.started('checkout'));
  try {
    const response: ApiEnvelope<CheckoutResponseData> = yield call(companyManager.checkout, { planKey: payload }, { quietErrors: true });
    // Spec section 8: checkout is judged by its url.
    if (!response.data?.url) throw new Error('checkout answered no url');
    yield put(accountActions.succeeded('checkout', response.data));
    yield call(browser.open, response.data.url);
  } catch (error) {
    yield* fail('checkout', error, TEXTS.checkout, TEXTS.checkout);
  }
}

/**
 * /stripe-callback: the provider sent the user back. A paid session opens the portal (access details fetched
 * again) and leads to /payment/success; a declined one to /payment/failure; one not settled yet is asked again.
 */
function* verifyPayment({ payload: sessionId }: Requested<typeof verifyPaymentRequested>) {
  yield put(accountActions.started('verifyPayment'));
  const query = `session_id=${encodeURIComponent(sessionId)}`;
  for (let attempt = 1; ; attempt++) {
    try {
      const response: ApiEnvelope<VerifyPaymentResponseData> = yield call(companyManager.verifyPayment, { sessionId }, { quietErrors: true });
      yield put(accountActions.succeeded('verifyPayment', response.data));
      yield put(showToast({ kind: 'success', messageKey: TEXTS.paymentVerified }));
      yield put(accessRequested());
      yield call(navigateTo, `/payment/success?${query}`, { replace: true });
      return;
    } catch (error) {
      const status = error instanceof ApiError ? error.status : undefined;
      if (status === 409 && attempt < VERIFY_RETRIES) {
        yield delay(VERIFY_RETRY_MS);
        continue;
      }
      if (status === 402) {
        yield put(accountActions.failed('verifyPayment', { errorText: failedCallText(error) }));
        yield call(navigateTo, `/payment/failure?${query}`, { replace: true });
        return;
      }
      yield* fail('verifyPayment', error, TEXTS.generic, status === 409 ? TEXTS.paymentPending : TEXTS.generic);
      return;
    }
  }
}

function* portal({ payload: companyId }: Requested<typeof portalRequested>) {
  if (!companyId) {
    yield put(accountActions.failed('portal', { errorKey: TEXTS.companyInfo }));
    yield put(showToast({ kind: 'error', messageKey: TEXTS.companyInfo }));
    return;
  }
  yield put(accountActions.started('portal'));
  try {
    const response: ApiEnvelope<{ url: string }> = yield call(companyManager.portal, companyId, { quietErrors: true });
    if (!response.data?.url) throw new Error('portal answered no url');
    yield put(accountActions.succeeded('portal', response.data));
    yield call(browser.open, response.data.url);
  } catch (error) {
    yield* fail('portal', error, TEXTS.paymentMethod, TEXTS.paymentMethod);
  }
}

function* accountSaga() {
  yield all([
    takeLatest('account/registerRequested', register),
    takeLatest('account/registerCompanyRequested', registerCompany),
    takeLatest('account/verifyEmailRequested', verifyEmail),
    takeLatest('account/forgotPasswordRequested', forgotPassword),
    takeLatest('account/resetPasswordRequested', resetPassword),
    takeLatest('account/contactUsRequested', contactUs),
    takeLatest('account/plansRequested', plans),
    takeLatest('account/planRequested', plan),
    takeLatest('account/checkoutRequested', checkout),
    takeLatest('account/verifyPaymentRequested', verifyPayment),
    takeLatest('account/portalRequested', portal),
  ]);
}

export const accountFeature = defineFeature({ key: FEATURE_KEY, reducer: accountReducer, saga: accountSaga });
