import type { ReactNode } from 'react';
import { useTranslation } from '@freight/i18n';
import { AutoLoginPage, LoginPage, type RouteAccess } from '@freight/auth';
import { UnauthorizedPage } from '@freight/frame';
import { ComingSoon } from '@freight/ui';
import { HomePage } from '../pages/HomePage';
import { VersionsPage } from '../pages/VersionsPage';

/** A shell screen that a later release builds: the spec's coming-soon screen, titled. */
function Soon({ screen }: { screen: string }) {
  const { t } = useTranslation();
  return <ComingSoon screen={t(screen)} />;
}

export interface ShellPage {
  path: string;
  /** 'checkout' is guest-only but stays open to accounts without portal access (they pay there). */
  access: RouteAccess | 'checkout';
  render: () => ReactNode;
}

/** The shell's own pages (spec section 2); the remotes' base paths are in libs/frame's REMOTE_ROUTES. */
export const SHELL_PAGES: ShellPage[] = [
  { path: '/', access: 'public', render: () => <HomePage /> },
  { path: '/login', access: 'guest', render: () => <LoginPage /> },
  { path: '/login/:email/:password', access: 'guest', render: () => <AutoLoginPage /> },
  { path: '/forgot-password', access: 'guest', render: () => <Soon screen="screens.forgotPassword" /> },
  { path: '/reset-password', access: 'guest', render: () => <Soon screen="screens.resetPassword" /> },
  { path: '/register', access: 'guest', render: () => <Soon screen="screens.register" /> },
  { path: '/checkout', access: 'checkout', render: () => <Soon screen="screens.checkout" /> },
  { path: '/verify-email', access: 'public', render: () => <Soon screen="screens.verifyEmail" /> },
  { path: '/payment', access: 'public', render: () => <Soon screen="screens.payment" /> },
  { path: '/payment/success', access: 'public', render: () => <Soon screen="screens.paymentSuccess" /> },
  { path: '/payment/failure', access: 'public', render: () => <Soon screen="screens.paymentFailure" /> },
  { path: '/stripe-callback', access: 'public', render: () => <Soon screen="screens.stripeCallback" /> },
  { path: '/comingSoon', access: 'public', render: () => <ComingSoon /> },
  { path: '/terms-and-conditions', access: 'public', render: () => <Soon screen="screens.terms" /> },
  { path: '/unauthorized', access: 'auth', render: () => <UnauthorizedPage /> },
  { path: '/contactus', access: 'auth', render: () => <Soon screen="screens.contact" /> },
  { path: '/versions', access: 'auth', render: () => <VersionsPage /> },
  { path: '/chat', access: 'auth', render: () => <Soon screen="screens.chat" /> },
];
