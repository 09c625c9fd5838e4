import { useTranslation } from '@freight/i18n';
import { ComingSoon } from '@freight/ui';

/** A screen of this module that a later release builds: the spec's coming-soon screen with its title. */
export function Screen({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('trucks');
  return <ComingSoon screen={t(titleKey)} module={t('title')} />;
}
