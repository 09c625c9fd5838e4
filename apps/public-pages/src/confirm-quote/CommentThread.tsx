import { Form, Formik } from 'formik';
import type { QuoteComment } from '@freight/contracts';
import { formatDateTime, useTranslation } from '@freight/i18n';
import { useAppDispatch, useAppSelector } from '@freight/store';
import { ServerFieldErrors, TextAreaField } from '@freight/ui';
import { commentSchema } from './schema';
import { confirmQuoteActions, selectConfirmQuoteCall } from './state';
import { CallError } from './QuoteForms';

/** The quote's comment thread between the carrier and the shipper, oldest first, and a new comment (send-quote-comment). */
export function CommentThread({ comments, canWrite }: { comments: QuoteComment[]; canWrite: boolean }) {
  const { t, i18n } = useTranslation('public-pages');
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectConfirmQuoteCall('comment'));
  return (
    <section className="card quote-thread" aria-labelledby="quote-thread-title">
      <h2 id="quote-thread-title">{t('confirm.comments.title')}</h2>
      {comments.length === 0 ? (
        <p className="muted">{t('confirm.comments.none')}</p>
      ) : (
        <ol className="quote-comments" aria-label={t('confirm.comments.title')}>
          {comments.map((comment, index) => (
            <li key={index} className={`quote-comment quote-comment-${comment.author}`} data-testid="quote-comment">
              <p className="quote-comment-meta">
                <strong>{comment.author === 'carrier' ? t('confirm.comments.you') : t('confirm.comments.shipper', { name: comment.authorName })}</strong>{' '}
                <span className="muted">{formatDateTime(comment.createdAt, i18n.language)}</span>
              </p>
              <p className="quote-comment-body">{comment.body}</p>
            </li>
          ))}
        </ol>
      )}
      {canWrite && (
        <Formik
          initialValues={{ comment: '' }}
          validationSchema={commentSchema}
          onSubmit={(values, helpers) => {
            dispatch(confirmQuoteActions.commentRequested({ comment: values.comment }));
            helpers.resetForm();
          }}
        >
          <Form noValidate>
            <ServerFieldErrors errors={state.status === 'failed' ? state.fieldErrors : undefined} />
            <TextAreaField name="comment" label={t('confirm.comments.new')} />
            <CallError state={state} />
            <div className="form-actions">
              <button type="submit" className="button button-secondary" disabled={state.status === 'pending'}>
                {t('confirm.comments.send')}
              </button>
            </div>
          </Form>
        </Formik>
      )}
    </section>
  );
}
