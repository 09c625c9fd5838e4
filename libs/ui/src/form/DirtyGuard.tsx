import { useFormikContext } from 'formik';
import { useEffect, useState } from 'react';
import { useNavigate } from '@freight/router';
import { useTranslation } from '@freight/i18n';
import { ConfirmDialog } from '../feedback/ConfirmDialog';

/** The in-app link a click would follow (same origin, same tab, plain left click), else undefined. */
function inAppTarget(event: MouseEvent): string | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return undefined;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Leaving a changed form asks first. Inside a Formik form: while it is dirty, a click on any in-app link (the
 * navigation, Cancel, a breadcrumb) opens a confirmation, and reloading or closing the tab gets the browser's own
 * question. A save that succeeds navigates from its saga, which is not asked about.
 * Limitation: the browser's Back button is not intercepted (the app's BrowserRouter has no navigation blocker).
 */
export function DirtyGuard() {
  const { dirty } = useFormikContext();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [leavingTo, setLeavingTo] = useState<string>();

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    const onClick = (event: MouseEvent) => {
      const target = inAppTarget(event);
      if (target === undefined) return;
      // Capture phase, before the router's own click handler: the link does nothing until the user confirms.
      event.preventDefault();
      event.stopPropagation();
      setLeavingTo(target);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty]);

  return (
    <ConfirmDialog
      open={leavingTo !== undefined}
      title={t('form.leaveTitle')}
      message={t('form.leaveMessage')}
      confirmLabel={t('form.leave')}
      onCancel={() => setLeavingTo(undefined)}
      onConfirm={() => {
        const to = leavingTo;
        setLeavingTo(undefined);
        if (to !== undefined) navigate(to);
      }}
    />
  );
}
