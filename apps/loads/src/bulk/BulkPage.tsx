import { useTranslation } from '@freight/i18n';
import { useDocumentTitle } from '@freight/ui';
import { ScheduleSection } from './ScheduleSection';
import { UploadSection } from './UploadSection';
import './bulk.css';

/** /bulk-loads-schedule: many loads from a file, and the loads of a recurring schedule; each all or nothing. */
export function BulkPage() {
  const { t } = useTranslation('loads');
  useDocumentTitle(t('screens.bulkSchedule'));
  return (
    <div className="bulk-page">
      <h1>{t('bulk.title')}</h1>
      <p className="muted">{t('bulk.intro')}</p>
      <UploadSection />
      <ScheduleSection />
    </div>
  );
}
