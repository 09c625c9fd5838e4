import type { ReactNode } from 'react';
import { AutoLoginPage, LoginPage, type RouteAccess } from '@freight/auth';
import { UnauthorizedPage } from '@freight/frame';
import { ComingSoon, lazyPage } from '@freight/ui';
import { HomePage } from '../pages/HomePage';
import { VersionsPage } from '../pages/VersionsPage';

/**
 * Pages outside the first visit's path load on demand (their own chunks, the kit's `lazyPage`), so /login stays within
 * its budget (docs/performance.md).
 */
const RegisterPage = lazyPage(() => import('../account/onboarding/RegisterPage'));
const VerifyEmailPage = lazyPage(() => import('../account/onboarding/VerifyEmailPage'));
const ForgotPasswordPage = lazyPage(() => import('../account/password/ForgotPasswordPage'));
const ResetPasswordPage = lazyPage(() => import('../account/password/ResetPasswordPage'));
const CheckoutPage = lazyPage(() => import('../account/billing/CheckoutPage'));
const PaymentPage = lazyPage(() => import('../account/billing/PaymentPage'));
const StripeCallbackPage = lazyPage(() => import('../account/billing/StripeCallbackPage'));
const PaymentSuccessPage = lazyPage(async () => ({ default: (await import('../account/billing/PaymentResultPage')).PaymentSuccessPage }));
const PaymentFailurePage = lazyPage(async () => ({ default: (await import('../account/billing/PaymentResultPage')).PaymentFailurePage }));
const ContactUsPage = lazyPage(() => import('../account/contact/ContactUsPage'));
const TermsPage = lazyPage(() => import('../pages/TermsPage'));
const ChatPage = lazyPage(async () => ({ default: (await import('@freight/chat')).ChatPage }));

export interface ShellPage {
  path: string;
  /** 'checkout' is guest-only but stays open to accounts without portal access (they pay there). */
  access: RouteAccess | 'checkout';
  /** The document title of the page (a key of the common area); a page may title itself more precisely. */
  titleKey: string;
  render: () => ReactNode;
}

/** The shell's own pages (spec section 2); the remotes' base paths are in libs/frame's REMOTE_ROUTES. */
export const SHELL_PAGES: ShellPage[] = [
  { path: '/', access: 'public', titleKey: 'home.title', render: () => <HomePage /> },
  { path: '/login', access: 'guest', titleKey: 'login.title', render: () => <LoginPage /> },
  { path: '/login/:email/:password', access: 'guest', titleKey: 'login.title', render: () => <AutoLoginPage /> },
  { path: '/forgot-password', access: 'guest', titleKey: 'screens.forgotPassword', render: () => <ForgotPasswordPage /> },
  { path: '/reset-password', access: 'guest', titleKey: 'screens.resetPassword', render: () => <ResetPasswordPage /> },
  { path: '/register', access: 'guest', titleKey: 'screens.register', render: () => <RegisterPage /> },
  { path: '/checkout', access: 'checkout', titleKey: 'screens.checkout', render: () => <CheckoutPage /> },
  { path: '/verify-email', access: 'public', titleKey: 'screens.verifyEmail', render: () => <VerifyEmailPage /> },
  { path: '/payment', access: 'public', titleKey: 'screens.payment', render: () => <PaymentPage /> },
  { path: '/payment/success', access: 'public', titleKey: 'screens.paymentSuccess', render: () => <PaymentSuccessPage /> },
  { path: '/payment/failure', access: 'public', titleKey: 'screens.paymentFailure', render: () => <PaymentFailurePage /> },
  { path: '/stripe-callback', access: 'public', titleKey: 'screens.stripeCallback', render: () => <StripeCallbackPage /> },
  { path: '/comingSoon', access: 'public', titleKey: 'comingSoon.title', render: () => <ComingSoon /> },
  { path: '/terms-and-conditions', access: 'public', titleKey: 'screens.terms', render: () => <TermsPage /> },
  { path: '/unauthorized', access: 'auth', titleKey: 'unauthorized.title', render: () => <UnauthorizedPage /> },
  { path: '/contactus', access: 'auth', titleKey: 'screens.contact', render: () => <ContactUsPage /> },
  { path: '/versions', access: 'auth', titleKey: 'versions.title', render: () => <VersionsPage /> },
  { path: '/chat', access: 'auth', titleKey: 'screens.chat', render: () => <ChatPage /> },
];
