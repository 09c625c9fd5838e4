import { useState } from 'react';
import { useTranslation } from '@freight/i18n';

/**
 * Copies `text` (a link to send: a tracking share, a driver's link) to the clipboard and says so on the button. When
 * the browser refuses (no permission, not a secure page) it says to copy by hand; the link stays on screen beside it.
 */
export function CopyButton({ text, label }: { text: string; label?: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <button type="button" className="button button-secondary" onClick={() => void copy()}>
        {state === 'copied' ? t('copy.copied') : (label ?? t('copy.link'))}
      </button>
      {state === 'failed' && (
        <span role="status" className="muted">
          {t('copy.failed')}
        </span>
      )}
    </>
  );
}
