import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './feedback.css';

export interface DialogProps {
  /** The heading that names the dialog (`aria-labelledby`). */
  title: string;
  /** A sentence under the title, read with it (`aria-describedby`): a confirmation's question. */
  description?: ReactNode;
  /** Esc, the browser's close request and the `closeLabel` button call it; the parent closes it by unmounting it. */
  onClose: () => void;
  /** A button beside the title that closes the dialog ('Close'), for a dialog whose footer has no Cancel. */
  closeLabel?: string;
  /** The body: fields, a list. Its first field (input, select, textarea) takes the focus when it opens. */
  children?: ReactNode;
  /** The footer's buttons (Cancel first: without a field in the body, the first of them takes the focus). */
  actions?: ReactNode;
  /** `narrow` (the default: a question, a few fields) or `wide` (a table; the screen's width on a phone). */
  size?: 'narrow' | 'wide';
  /** The screen's own class, for its contents' layout. */
  className?: string;
}

const FIELDS = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled])';
const FOCUSABLE = `a[href], button:not([disabled]), ${FIELDS}, [tabindex]:not([tabindex="-1"])`;

/**
 * Marks everything outside `element` inert (the siblings of each of its ancestors up to the body) and returns what
 * undoes it. The browser's modal already does this; doing it too keeps the page behind out of reach where
 * `showModal` is missing (older browsers, jsdom) and says so in the DOM. Only what it marked is unmarked: a dialog
 * opened above another gives the page back as it found it.
 */
function inertOutside(element: HTMLElement): () => void {
  const marked: HTMLElement[] = [];
  for (let node: HTMLElement | null = element; node && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement?.children ?? []) {
      if (sibling === node || !(sibling instanceof HTMLElement) || sibling.inert || sibling.hasAttribute('inert')) continue;
      sibling.setAttribute('inert', '');
      marked.push(sibling);
    }
  }
  return () => marked.forEach((sibling) => sibling.removeAttribute('inert'));
}

/**
 * The kit's modal dialog (a `<dialog>` opened with `showModal()`), rendered only while open: mounting opens it,
 * unmounting closes it. The page behind is inert; the focus moves to the body's first field, else to the first of
 * `actions`, and Tab and Shift+Tab go round the dialog's own controls; Esc calls `onClose`; on close the focus returns
 * to what opened it. `aria-modal`, named by its title. `ConfirmDialog` is one; a dialog with a list (the ERP import)
 * is another.
 */
export function Dialog({ title, description, onClose, closeLabel, children, actions, size = 'narrow', className }: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      // Without `showModal` (old browsers, jsdom) it still shows, as a plain dialog.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    const restore = inertOutside(dialog);
    const field = [...dialog.querySelectorAll<HTMLElement>(FIELDS)].find((element) => !actionsRef.current?.contains(element));
    const first = field ?? actionsRef.current?.querySelector<HTMLElement>(FOCUSABLE) ?? dialog.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialog).focus();
    return () => {
      restore();
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // A dialog opened inside this one handles its own keys first.
    if (event.defaultPrevented) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    const dialog = dialogRef.current;
    if (event.key !== 'Tab' || !dialog) return;
    const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => element.closest('dialog') === dialog && !element.closest('[hidden]'),
    );
    if (focusable.length === 0) return;
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const heading = <h2 id={titleId}>{title}</h2>;
  return (
    <dialog
      ref={dialogRef}
      className={['dialog', size === 'wide' ? 'dialog-wide' : '', className ?? ''].filter(Boolean).join(' ')}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description !== undefined ? descriptionId : undefined}
      tabIndex={-1}
      // Esc: the browser's close request; the parent decides (it closes by unmounting).
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
    >
      {closeLabel !== undefined ? (
        <div className="dialog-head">
          {heading}
          <button type="button" className="button button-secondary" onClick={onClose}>
            {closeLabel}
          </button>
        </div>
      ) : (
        heading
      )}
      {description !== undefined && <p id={descriptionId}>{description}</p>}
      {children}
      {actions !== undefined && (
        <div ref={actionsRef} className="dialog-actions">
          {actions}
        </div>
      )}
    </dialog>
  );
}
