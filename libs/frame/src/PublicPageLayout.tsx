import type { ReactNode } from 'react';
import { PublicLayout } from '@freight/ui';
import { SiteFooter, useBrand } from './SiteFooter';

/** Public and guest pages: the operator's brand, the language switch and the footer. */
export function PublicPageLayout({ children }: { children: ReactNode }) {
  return (
    <PublicLayout brand={useBrand()} footer={<SiteFooter />}>
      {children}
    </PublicLayout>
  );
}
