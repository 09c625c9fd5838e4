import { useTranslation } from '@freight/i18n';
import { ComingSoon, useDocumentTitle } from '@freight/ui';

/** A screen of this module that a later release builds: the spec's coming-soon screen, titled (page and document). */
export function Screen({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('loads');
  useDocumentTitle(t(titleKey));
  return <ComingSoon screen={t(titleKey)} module={t('title')} />;
}
