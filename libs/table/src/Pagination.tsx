import { useTranslation } from '@freight/i18n';
import { PAGE_SIZES } from '@freight/store';

/** Previous/next, the page count and a page-size choice; keyboard-reachable buttons. */
export function Pagination({
  page,
  limit,
  total,
  onPage,
  onLimit,
  sizes = PAGE_SIZES,
}: {
  page: number;
  limit: number;
  total: number;
  onPage: (page: number) => void;
  onLimit?: (limit: number) => void;
  /** The page sizes offered (default PAGE_SIZES). */
  sizes?: readonly number[];
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / limit));
  return (
    <nav className="pagination" aria-label={t('table.pagination')}>
      <button type="button" className="button button-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('table.previous')}
      </button>
      <span aria-live="polite">{t('table.pageOf', { page, pages, total })}</span>
      <button type="button" className="button button-secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('table.next')}
      </button>
      {onLimit && (
        <label>
          {t('table.perPage')}{' '}
          <select value={limit} onChange={(event) => onLimit(Number(event.target.value))}>
            {sizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
      )}
    </nav>
  );
}
