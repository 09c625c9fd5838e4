import type { PriceInsight } from '@freight/contracts';
import { useTranslation } from '@freight/i18n';
import type { ResourceEntry } from '@freight/store';
import { useLoadFormat } from '../format';

/**
 * The lane's suggested price from the company's approved quotes of the last 90 days (median, range, how many quotes):
 * withheld, and said so, when fewer than the minimum match. Nothing while it loads or when it could not be had.
 */
export function PriceInsightLine({ entry }: { entry: ResourceEntry<PriceInsight | null> }) {
  const { t } = useTranslation('loads');
  const f = useLoadFormat();
  const price = entry.data;
  if (!price) return null;
  if (!price.sufficient || price.median === null || price.min === null || price.max === null) {
    return (
      <p className="muted" data-testid="price-insight">
        {t('quotes.insight.lanePriceHidden')}
      </p>
    );
  }
  const currency = price.currency ?? 'USD';
  return (
    <p data-testid="price-insight">
      {t('quotes.insight.lanePrice', {
        median: f.money(price.median, currency),
        min: f.money(price.min, currency),
        max: f.money(price.max, currency),
        count: price.quoteCount,
      })}
    </p>
  );
}
