import { useMemo } from 'react';
import { useFormat } from '@freight/i18n';

/**
 * Money and days of the sales order screens in the reader's language ("$1,850.00", "Nov 24, 2026"). Money comes as
 * integer cents (exact); it is divided only to be shown. A day (YYYY-MM-DD) is shown as that calendar day.
 */
export function useSalesFormat() {
  const format = useFormat();
  return useMemo(() => ({ ...format, money: format.cents }), [format]);
}
