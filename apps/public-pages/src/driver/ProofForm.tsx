import { useState } from 'react';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { PHOTO_MAX_BYTES, PHOTO_MAX_COUNT, type DeliverPhoto } from '@freight/contracts';
import { useTranslation } from '@freight/i18n';
import { useAppDispatch } from '@freight/store';
import { TextAreaField, TextField } from '@freight/ui';
import { SignatureField } from './SignatureField';
import { driverActions } from './state';

/** The longest side of a photo once resized on the phone (a few hundred KB as JPEG). */
const PHOTO_MAX_SIDE = 1600;

/** A photo from the camera or a file, resized and re-encoded as JPEG on the phone, within PHOTO_MAX_BYTES. */
async function resizedPhoto(file: Blob): Promise<DeliverPhoto> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, PHOTO_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close?.();
  for (const quality of [0.82, 0.7, 0.55, 0.4]) {
    const dataBase64 = canvas.toDataURL('image/jpeg', quality).replace(/^data:image\/jpeg;base64,/, '');
    if ((dataBase64.length * 3) / 4 <= PHOTO_MAX_BYTES) return { contentType: 'image/jpeg', dataBase64 };
  }
  throw new Error('too large');
}

interface ProofValues {
  receiverName: string;
  signaturePng: string;
  note: string;
}

/** The proof of delivery: the receiver's name, the signature drawn on the screen, optional photos and a note. */
export function ProofForm() {
  const { t } = useTranslation('public-pages');
  const dispatch = useAppDispatch();
  const [photos, setPhotos] = useState<DeliverPhoto[]>([]);
  const [photoError, setPhotoError] = useState<string>();
  const schema = yup.object({
    receiverName: yup.string().trim().required(t('driver.proof.receiverRequired')).max(120),
    signaturePng: yup.string().required(t('driver.proof.signatureRequired')),
    note: yup.string().max(1000),
  });

  const addPhotos = async (files: FileList | null) => {
    setPhotoError(undefined);
    const room = PHOTO_MAX_COUNT - photos.length;
    const chosen = Array.from(files ?? []).slice(0, Math.max(room, 0));
    if ((files?.length ?? 0) > room) setPhotoError(t('driver.proof.photoLimit', { count: PHOTO_MAX_COUNT }));
    const added: DeliverPhoto[] = [];
    for (const file of chosen) {
      try {
        added.push(await resizedPhoto(file));
      } catch {
        setPhotoError(t('driver.proof.photoUnreadable'));
      }
    }
    setPhotos((current) => [...current, ...added].slice(0, PHOTO_MAX_COUNT));
  };

  return (
    <section className="card driver-proof" aria-labelledby="driver-proof-title">
      <h2 id="driver-proof-title">{t('driver.proof.formTitle')}</h2>
      <Formik<ProofValues>
        initialValues={{ receiverName: '', signaturePng: '', note: '' }}
        validationSchema={schema}
        onSubmit={(values) => {
          dispatch(
            driverActions.deliverRequested({
              receiverName: values.receiverName.trim(),
              signaturePng: values.signaturePng,
              ...(photos.length > 0 ? { photos } : {}),
              ...(values.note.trim() ? { note: values.note.trim() } : {}),
            }),
          );
        }}
      >
        {({ values, errors, submitCount, setFieldValue }) => (
          <Form noValidate>
            <TextField name="receiverName" label={t('driver.proof.receiverName')} autoComplete="name" />
            <SignatureField
              value={values.signaturePng}
              onChange={(png) => void setFieldValue('signaturePng', png)}
              error={submitCount > 0 ? errors.signaturePng : undefined}
            />
            <div className="field">
              <label htmlFor="driver-photos">{t('driver.proof.photosLabel', { count: PHOTO_MAX_COUNT })}</label>
              <input
                id="driver-photos"
                type="file"
                accept="image/*"
                capture="environment"
                multiple
                disabled={photos.length >= PHOTO_MAX_COUNT}
                onChange={(event) => {
                  void addPhotos(event.target.files);
                  event.target.value = '';
                }}
              />
              {photoError && (
                <p className="field-error" role="alert">
                  {photoError}
                </p>
              )}
              {photos.length > 0 && (
                <ul className="driver-photos">
                  {photos.map((photo, index) => (
                    <li key={index}>
                      <img src={`data:${photo.contentType};base64,${photo.dataBase64}`} alt={t('driver.proof.photoAlt', { number: index + 1 })} />
                      <button type="button" className="button button-secondary" onClick={() => setPhotos((current) => current.filter((_, at) => at !== index))}>
                        {t('driver.proof.removePhoto', { number: index + 1 })}
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </div>
            <TextAreaField name="note" label={t('driver.proof.noteLabel')} rows={2} />
            <div className="form-actions">
              <button type="submit" className="button driver-big">
                {t('driver.proof.submit')}
              </button>
            </div>
          </Form>
        )}
      </Formik>
    </section>
  );
}
