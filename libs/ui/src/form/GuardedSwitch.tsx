import { useFormikContext } from 'formik';
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '@freight/i18n';
import { ConfirmDialog } from '../feedback/ConfirmDialog';

/** Where a form inside says whether it holds unsaved changes (a page that switches views without a link). */
const DirtyContext = createContext<(dirty: boolean) => void>(() => undefined);

/** Inside a Formik form: tells the enclosing `useGuardedSwitch` whether the form is changed. */
export function ReportDirty() {
  const { dirty } = useFormikContext();
  const report = useContext(DirtyContext);
  useEffect(() => {
    report(dirty);
    return () => report(false);
  }, [dirty, report]);
  return null;
}

/**
 * The dirty guard for a switch that is no link (a `Tabs` tab, a `SegmentedChoice`): while a form below (with
 * `ReportDirty` inside its Formik form) holds unsaved changes, switching asks first ('Leave this page?', as DirtyGuard
 * asks for links); otherwise it switches at once. Returns the provider to wrap the forms in, the guarded switch, and
 * the dialog to render.
 */
export function useGuardedSwitch<T>(apply: (next: T) => void) {
  const { t } = useTranslation();
  const [dirty, setDirty] = useState(false);
  const [pending, setPending] = useState<{ next: T }>();
  /** Counts the switches the user took back: a control that showed the new choice at once (SegmentedChoice) remounts with it as `key`. */
  const [cancelled, setCancelled] = useState(0);
  const report = useCallback((value: boolean) => setDirty(value), []);
  const request = (next: T) => (dirty ? setPending({ next }) : apply(next));
  const Provider = useCallback(({ children }: { children: ReactNode }) => <DirtyContext.Provider value={report}>{children}</DirtyContext.Provider>, [report]);
  const dialog = (
    <ConfirmDialog
      open={pending !== undefined}
      title={t('form.leaveTitle')}
      message={t('form.leaveMessage')}
      confirmLabel={t('form.leave')}
      onCancel={() => {
        setPending(undefined);
        setCancelled((n) => n + 1);
      }}
      onConfirm={() => {
        const next = pending?.next;
        setPending(undefined);
        setDirty(false);
        if (next !== undefined) apply(next);
      }}
    />
  );
  return { Provider, request, dialog, cancelled };
}
