import { useEffect, useId, useRef, useState } from 'react';
import SignaturePad from 'signature_pad';
import { useTranslation } from '@freight/i18n';

/**
 * The receiver's signature, drawn on the screen (signature_pad: pointer, touch and mouse) and given as a PNG data URL.
 * Beside it, for a keyboard or a receiver who cannot draw, the name typed and written onto the same canvas in a
 * handwriting style: still an image on the pad, never instead of it. signature_pad (about 5 KB gzip) is imported
 * statically on purpose: the page must be able to take a signature offline, where a lazy chunk never fetched could
 * not load.
 */
export function SignatureField({ value, onChange, error }: { value: string; onChange: (png: string) => void; error?: string }) {
  const { t } = useTranslation('public-pages');
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const [typed, setTyped] = useState('');
  const id = useId();
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    // The canvas drawn at the screen's density (at most 2: the PNG stays small), its CSS size unchanged.
    const ratio = Math.min(Math.max(window.devicePixelRatio || 1, 1), 2);
    const width = canvas.offsetWidth || 320;
    const height = canvas.offsetHeight || 180;
    canvas.width = width * ratio;
    canvas.height = height * ratio;
    canvas.getContext('2d')?.scale(ratio, ratio);
    const pad = new SignaturePad(canvas, { penColor: '#1b2430', minWidth: 1, maxWidth: 2.6 });
    pad.addEventListener('endStroke', () => onChangeRef.current(pad.isEmpty() ? '' : pad.toDataURL('image/png')));
    padRef.current = pad;
    return () => {
      pad.off();
      padRef.current = null;
    };
  }, []);

  const clear = () => {
    padRef.current?.clear();
    onChange('');
  };

  const writeTyped = () => {
    const canvas = canvasRef.current;
    const pad = padRef.current;
    const name = typed.trim();
    if (!canvas || !pad || !name) return;
    pad.clear();
    const context = canvas.getContext('2d');
    if (!context) return;
    const width = canvas.offsetWidth || 320;
    const height = canvas.offsetHeight || 180;
    context.save();
    context.fillStyle = '#1b2430';
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    context.font = `italic ${Math.max(18, Math.min(40, Math.floor((width * 1.6) / Math.max(name.length, 1))))}px "Segoe Script", "Brush Script MT", cursive`;
    context.fillText(name, width / 2, height / 2);
    context.restore();
    onChange(canvas.toDataURL('image/png'));
  };

  return (
    <fieldset className="signature-field" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{t('driver.proof.signatureLabel')}</legend>
      <p className="muted" id={`${id}-hint`}>
        {t('driver.proof.signatureHint')}
      </p>
      <canvas
        ref={canvasRef}
        className={`signature-pad${error ? ' invalid' : ''}`}
        data-testid="signature-pad"
        role="img"
        aria-label={value ? t('driver.proof.signatureDrawn') : t('driver.proof.signatureEmpty')}
        aria-describedby={`${id}-hint`}
      />
      <div className="signature-actions">
        <button type="button" className="button button-secondary" onClick={clear}>
          {t('driver.proof.clearSignature')}
        </button>
      </div>
      <div className="signature-typed">
        <label htmlFor={`${id}-typed`}>{t('driver.proof.typedLabel')}</label>
        <div className="signature-typed-row">
          <input id={`${id}-typed`} type="text" value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" maxLength={80} />
          <button type="button" className="button button-secondary" onClick={writeTyped} disabled={!typed.trim()}>
            {t('driver.proof.typedUse')}
          </button>
        </div>
      </div>
      {error && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
