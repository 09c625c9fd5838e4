import { useEffect, useRef } from 'react';
import { Link } from '@freight/router';
import { useTranslation } from '@freight/i18n';
import './feedback.css';

/**
 * An edit page opened with an id that does not exist (or belongs to another company): a page of its own with a
 * heading, a sentence, and the way back to the list, instead of an empty form.
 */
export function RecordNotFound({ title, message, backTo, backLabel }: { title?: string; message?: string; backTo: string; backLabel: string }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // The page changed without a navigation: take screen readers to the news.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="not-found-page" aria-labelledby="record-not-found-title">
      <h1 id="record-not-found-title" ref={heading} tabIndex={-1}>
        {title ?? t('recordNotFound.title')}
      </h1>
      <p>{message ?? t('recordNotFound.body')}</p>
      <Link className="button" to={backTo}>
        {backLabel}
      </Link>
    </section>
  );
}
