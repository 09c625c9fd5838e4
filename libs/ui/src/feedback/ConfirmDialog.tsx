import type { ReactNode } from 'react';
import { useTranslation } from '@freight/i18n';
import { IdText } from '../text/HumanId';
import { Dialog } from './Dialog';

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
 * Asks before an action (destructive unless `tone="neutral"`). The kit's `Dialog` (a real modal: the rest of the page
 * is inert, Esc cancels, focus returns to what opened it, the row's Delete button) with the question as its
 * description and Cancel / Confirm; the focus goes to Cancel (the safe choice) or to the first of its `children`'
 * fields.
 */
export function ConfirmDialog({ open, title, message, confirmLabel, onConfirm, onCancel, children, tone = 'danger' }: ConfirmDialogProps) {
  const { t } = useTranslation();
  // Rendered only while open: mounting opens it as a modal, unmounting closes it and gives focus back.
  if (!open) return null;
  return (
    <Dialog
      title={title ?? t('confirm.title')}
      description={<IdText>{message}</IdText>}
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="button button-secondary" onClick={onCancel}>
            {t('confirm.cancel')}
          </button>
          <button type="button" className={tone === 'danger' ? 'button button-danger' : 'button'} onClick={onConfirm}>
            {confirmLabel ?? t('confirm.confirm')}
          </button>
        </>
      }
    >
      {children !== undefined && <div className="dialog-fields">{children}</div>}
    </Dialog>
  );
}
