import { useRef, type ReactNode } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from '@freight/i18n';
import { EmptyState, LoadingState } from '@freight/ui';
import './table.css';

export interface Column<T> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  width?: string;
}

/** Above this many rows the table draws only what is in view (10,000 rows stay smooth). */
export const VIRTUALIZE_FROM = 200;
const ROW_HEIGHT = 41;

/**
 * The one table of the product: a semantic <table> with loading and empty states. Long lists
 * are virtualised: only the visible rows are in the DOM, spacer rows keep the scroll height.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  loading = false,
  empty,
  height = 560,
  cards = false,
}: {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  loading?: boolean;
  empty?: ReactNode;
  height?: number;
  /**
   * On a narrow screen (under 40rem), each row becomes a card: one line per cell with its column's header as the
   * label, so a wide table needs no sideways scrolling on a phone. The table stays a table for screen readers.
   */
  cards?: boolean;
}) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const virtual = rows.length >= VIRTUALIZE_FROM;
  const virtualizer = useVirtualizer({
    count: virtual ? rows.length : 0,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    initialRect: { width: 1000, height },
  });

  if (loading && rows.length === 0) return <LoadingState />;
  if (rows.length === 0) return <EmptyState>{empty}</EmptyState>;

  const items = virtual ? virtualizer.getVirtualItems() : [];
  const visible = virtual ? items.map((item) => ({ row: rows[item.index]!, index: item.index })) : rows.map((row, index) => ({ row, index }));
  const padTop = virtual && items.length > 0 ? items[0]!.start : 0;
  const padBottom = virtual && items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1]!.end : 0;

  return (
    <div
      ref={scroller}
      className="table-scroller"
      style={virtual ? { maxHeight: height, overflowY: 'auto' } : undefined}
      aria-busy={loading || undefined}
      // It may scroll (sideways on a phone): keyboard users reach it, screen readers hear what it holds. Named apart
      // from the page's own section, which often bears the same title (two regions of one name).
      role="region"
      aria-label={t('table.region', { caption })}
      tabIndex={0}
    >
      <table className={cards ? 'table table-cards' : 'table'} aria-rowcount={rows.length + 1}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" style={column.width ? { width: column.width } : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {padTop > 0 && <tr aria-hidden="true" style={{ height: padTop }} />}
          {visible.map(({ row, index }) => (
            <tr key={rowKey(row)} aria-rowindex={index + 2} data-testid="table-row">
              {columns.map((column) => (
                <td key={column.key} data-label={cards ? column.header : undefined}>
                  {column.render(row)}
                </td>
              ))}
            </tr>
          ))}
          {padBottom > 0 && <tr aria-hidden="true" style={{ height: padBottom }} />}
        </tbody>
      </table>
    </div>
  );
}
