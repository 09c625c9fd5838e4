import { useMemo } from 'react';
import { useFormat } from '@freight/i18n';

/**
 * Money, days and times of the history and purchase-order lists in the reader's language ("$1,850.00",
 * "Nov 24, 2026"): the kit's formats, money as integer cents (exact; divided only to be shown).
 */
export function useListFormat() {
  const format = useFormat();
  return useMemo(() => ({ ...format, money: format.cents }), [format]);
}
