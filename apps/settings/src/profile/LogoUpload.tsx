import { useEffect, useId, useRef, useState } from 'react';
import { IMAGE_LIMITS, IMAGE_TYPES, type CompanySettings } from '@freight/contracts';
import { useFormat, useTranslation } from '@freight/i18n';
import { useAppDispatch, useAppSelector } from '@freight/store';
import { ConfirmDialog } from '@freight/ui';
import { logoSrc, readAsDataUrl } from '../common/logo';
import { profileActions, selectProfileCall } from './state';

/**
 * The company's logo: the current one, a file to choose (previewed before it is sent), Upload and Remove. The browser
 * checks the type it declares and the size first; the server checks the content (type, 2 MB, dimensions) and its
 * refusal is shown here, beside the file.
 */
export function LogoUpload({ company }: { company: CompanySettings }) {
  const { t } = useTranslation('settings-profile');
  const format = useFormat();
  const dispatch = useAppDispatch();
  const upload = useAppSelector(selectProfileCall('uploadLogo'));
  const removal = useAppSelector(selectProfileCall('removeLogo'));
  const inputId = useId();
  const rulesId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File>();
  const [preview, setPreview] = useState<string>();
  const [localError, setLocalError] = useState<string>();
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    dispatch(profileActions.reset(['uploadLogo', 'removeLogo']));
  }, [dispatch]);
  useEffect(() => {
    // (No object URLs in some environments, jsdom among them: no preview there.)
    if (!file || typeof URL.createObjectURL !== 'function') return setPreview(undefined);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  // A successful upload: the chosen file is now the current logo.
  useEffect(() => {
    if (upload.status !== 'succeeded') return;
    setFile(undefined);
    if (input.current) input.current.value = '';
  }, [upload.status]);

  const choose = (chosen: File | undefined) => {
    dispatch(profileActions.reset(['uploadLogo']));
    setLocalError(undefined);
    if (!chosen) return setFile(undefined);
    if (!(IMAGE_TYPES as readonly string[]).includes(chosen.type)) setLocalError(t('logo.wrongType'));
    else if (chosen.size > IMAGE_LIMITS.maxBytes) setLocalError(t('logo.tooLarge'));
    setFile(chosen);
  };
  const send = async () => {
    if (!file || localError) return;
    try {
      const data = await readAsDataUrl(file);
      dispatch(profileActions.logoUploadRequested({ data, filename: file.name }));
    } catch {
      setLocalError(t('logo.readFailed'));
    }
  };

  const serverError = upload.status === 'failed' ? (upload.fieldErrors?.data ?? upload.errorText) : undefined;
  const error = localError ?? serverError ?? (removal.status === 'failed' ? removal.errorText : undefined);
  const uploading = upload.status === 'pending';
  const kb = (bytes: number) => format.number(Math.max(1, Math.round(bytes / 1024)));

  return (
    <fieldset className="settings-section">
      <legend>{t('logo.legend')}</legend>
      <div className="logo-box">
        {preview ? (
          <img src={preview} alt={t('logo.previewAlt')} className="logo-preview" />
        ) : company.logoUrl ? (
          <img src={logoSrc(company.logoUrl)} alt={t('logo.currentAlt', { name: company.name })} className="logo-preview" data-testid="current-logo" />
        ) : (
          <div className="logo-empty muted">{t('logo.none')}</div>
        )}
        <div className="logo-actions">
          <label htmlFor={inputId}>{t('logo.choose')}</label>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            aria-describedby={error ? `${rulesId} ${errorId}` : rulesId}
            aria-invalid={error ? true : undefined}
            onChange={(event) => choose(event.target.files?.[0])}
          />
          <p id={rulesId} className="muted settings-note">
            {t('logo.rules')}
          </p>
          {file && !localError && <p className="muted">{t('logo.chosen', { name: file.name, size: kb(file.size) })}</p>}
          {company.logo && !file && (
            <p className="muted">{t('logo.current', { width: company.logo.width, height: company.logo.height, size: kb(company.logo.sizeBytes) })}</p>
          )}
          {error && (
            <p id={errorId} className="field-error" role="alert">
              {error}
            </p>
          )}
          <div className="form-actions">
            <button
              type="button"
              className="button"
              disabled={!file || !!localError || uploading}
              aria-busy={uploading || undefined}
              onClick={() => void send()}
            >
              {uploading ? t('logo.uploading') : t('logo.upload')}
            </button>
            {company.logoUrl && (
              <button type="button" className="button button-secondary" disabled={removal.status === 'pending'} onClick={() => setConfirming(true)}>
                {t('logo.remove')}
              </button>
            )}
          </div>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('logo.removeTitle')}
        message={t('logo.removeMessage')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          dispatch(profileActions.logoRemoveRequested());
        }}
      />
    </fieldset>
  );
}
