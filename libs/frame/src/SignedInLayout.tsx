import type { ComponentType, ReactNode } from 'react';
import { isAllowedWithoutPortal, loggedOut, selectAccess, selectPermissions, selectUser } from '@freight/auth';
import { useAppDispatch, useAppSelector } from '@freight/store';
import { Layout, lazyOptional } from '@freight/ui';
import { NAV_ITEMS } from './navigation';
import { NotificationsMenu } from './notifications/NotificationsMenu';
import { SiteFooter, useBrand } from './SiteFooter';
import { logoSource, selectIdentity } from './identity';

/**
 * The chat over any screen (state showChat, currentTruck), in its own chunk: nothing of it on /login's path; a chunk
 * that cannot be fetched (offline) leaves the page without the panel until the browser is back online.
 */
const ChatPanel = lazyOptional<Record<string, never>>(() =>
  import('@freight/chat').then((chat) => ({ default: chat.ChatPanel as ComponentType<Record<string, never>> })),
);

/** The layout of signed-in pages, with the navigation the user's permissions allow. */
export function SignedInLayout({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const permissions = useAppSelector(selectPermissions);
  const access = useAppSelector(selectAccess);
  const identity = useAppSelector(selectIdentity);
  const portalClosed = access.data?.canAccessPortal === false;
  const nav = portalClosed
    ? NAV_ITEMS.filter((item) => isAllowedWithoutPortal(item.to))
    : NAV_ITEMS.filter((item) => !item.permission || permissions.keys.includes(item.permission));
  return (
    <Layout
      nav={nav}
      userName={identity.name ?? (user ? `${user.firstname} ${user.lastname}`.trim() : undefined)}
      onLogout={() => dispatch(loggedOut({ reason: 'user' }))}
      brand={useBrand()}
      tools={
        <>
          {/* The company's own logo (settings), beside the user's name; named by the company for screen readers. */}
          {identity.logoUrl && <img className="brand-logo company-logo" src={logoSource(identity.logoUrl)} alt={identity.companyName ?? ''} height={28} />}
          {!portalClosed && <NotificationsMenu />}
        </>
      }
      footer={<SiteFooter />}
    >
      {children}
      {!portalClosed && <ChatPanel />}
    </Layout>
  );
}
