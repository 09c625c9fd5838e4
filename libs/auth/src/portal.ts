import { links, type UserAccess } from '@freight/contracts';

/** Routes an account without portal access may open (spec section 2). */
const PORTAL_LESS_EXACT = ['/checkout'];
const PORTAL_LESS_PREFIXES = [links.profile(), links.businessDetails(), links.companyDefaults()];

export function isAllowedWithoutPortal(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return PORTAL_LESS_EXACT.includes(path) || PORTAL_LESS_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/**
 * Where a portal-less account is sent: the onboarding's next action when it names a page (the plans, where one who
 * left registration before its second step gives the company's details first), else its profile.
 */
export function portalLessHome(access: UserAccess | undefined): string {
  switch (access?.onboarding.nextAction) {
    case 'checkout':
    case 'company':
      return '/checkout';
    default:
      return links.profile();
  }
}
