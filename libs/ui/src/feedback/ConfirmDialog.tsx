import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from '@freight/i18n';
import { IdText } from '../text/HumanId';
import './feedback.css';

interface ConfirmDialogProps {
  open: boolean;
  title?: string;
  message: string;
  /** The confirm button's text; 'Confirm' (spec section 9) unless the action says otherwise. */
  confirmLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /**
   * `danger` (the default: red, for delete, cancel all, decline) or `neutral` (the brand's colour, for a confirmation
   * that destroys nothing: approving a quote, accepting a load, broadcasting, assigning a truck).
   */
  tone?: 'danger' | 'neutral';
  /**
   * More than a question: fields between the message and the buttons (a reason for the action). The first field
   * takes the focus instead of Cancel; the parent holds their values and reads them in `onConfirm`.
   */
  children?: ReactNode;
}

/**
 * Asks before an action (destructive unless `tone="neutral"`). A real modal (`showModal()`): the rest of the page is inert, focus moves to
 * Cancel (the safe choice) or to the first of its `children`' fields, Esc cancels, and focus returns to what opened
 * it (the row's Delete button).
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  // Rendered only while open: mounting opens it as a modal, unmounting closes it and gives focus back.
  return props.open ? <ModalDialog {...props} /> : null;
}

function ModalDialog({ title, message, confirmLabel, onConfirm, onCancel, children, tone = 'danger' }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const fieldsRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) {
      // Without `showModal` (old browsers, jsdom) it still shows, as a plain dialog.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    const field = fieldsRef.current?.querySelector<HTMLElement>('input, textarea, select');
    (field ?? cancelRef.current)?.focus();
    return () => {
      if (dialog?.open && typeof dialog.close === 'function') dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className="dialog"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      // Esc: the browser's close request; the parent decides (it closes by unmounting).
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={titleId}>{title ?? t('confirm.title')}</h2>
      <p id={messageId}>
        <IdText>{message}</IdText>
      </p>
      {children !== undefined && (
        <div ref={fieldsRef} className="dialog-fields">
          {children}
        </div>
      )}
      <div className="dialog-actions">
        <button ref={cancelRef} type="button" className="button button-secondary" onClick={onCancel}>
          {t('confirm.cancel')}
        </button>
        <button type="button" className={tone === 'danger' ? 'button button-danger' : 'button'} onClick={onConfirm}>
          {confirmLabel ?? t('confirm.confirm')}
        </button>
      </div>
    </dialog>
  );
}
