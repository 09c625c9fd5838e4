import type {
  CheckoutRequest,
  CheckoutResponseData,
  CompanyDetailsRequest,
  Plan,
  RegisterCompanyRequest,
  VerifyPaymentRequest,
  VerifyPaymentResponseData,
} from '@freight/contracts';
import { call, type CallOptions } from '../client';

export const companyManager = {
  registerCompany: (body: RegisterCompanyRequest, options?: CallOptions) =>
    call<{ companyId: string }>('company-manager/register-company', { method: 'POST', url: 'company-manager/register-company', data: body }, options),

  /** The same step signed in: the caller's own company, for an account that left registration before it. */
  registerOwnCompany: (body: CompanyDetailsRequest, options?: CallOptions) =>
    call<{ companyId: string }>('company-manager/company/register', { method: 'POST', url: 'company-manager/company/register', data: body }, options),

  plans: (options?: CallOptions) => call<Plan[]>('company-manager/plans', { method: 'GET', url: 'company-manager/plans' }, options),

  plan: (planKey: string, options?: CallOptions) =>
    call<Plan>('company-manager/plan', { method: 'GET', url: `company-manager/plans/${encodeURIComponent(planKey)}` }, options),

  /** Answers the provider's checkout page `url` to open. */
  checkout: (body: CheckoutRequest, options?: CallOptions) =>
    call<CheckoutResponseData>('company-manager/checkout', { method: 'POST', url: 'company-manager/company/checkout', data: body }, options),

  verifyPayment: (body: VerifyPaymentRequest, options?: CallOptions) =>
    call<VerifyPaymentResponseData>(
      'company-manager/verify-stripe-payment',
      { method: 'POST', url: 'company-manager/verify-stripe-payment', data: body },
      options,
    ),

  /** The billing portal's `url` for the caller's company. */
  portal: (companyId: string, options?: CallOptions) =>
    call<{ url: string }>('company-manager/portal', { method: 'GET', url: `company-manager/portal/${encodeURIComponent(companyId)}` }, options),
};
