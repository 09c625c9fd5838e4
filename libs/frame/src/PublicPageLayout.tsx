import type { ReactNode } from 'react';
import { useAccess } from '@freight/auth';
import { PublicLayout } from '@freight/ui';
import { SignedInLayout } from './SignedInLayout';
import { SiteFooter, useBrand } from './SiteFooter';

/**
 * Public and guest pages: the operator's brand, the language switch and the footer. A signed-in user keeps the
 * signed-in header (navigation, notifications, log out) on them too, so a public page does not look like a logout;
 * opened first (a link from an e-mail, a reload), no guard has read the session's access yet, so it is asked for here.
 */
export function PublicPageLayout({ children }: { children: ReactNode }) {
  const { signedIn } = useAccess();
  const brand = useBrand();
  if (signedIn) return <SignedInLayout>{children}</SignedInLayout>;
  return (
    <PublicLayout brand={brand} footer={<SiteFooter />}>
      {children}
    </PublicLayout>
  );
}
