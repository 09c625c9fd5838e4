import type { CarrierLoadView } from '@freight/contracts';
import { formatDateTime, useFormat, useTranslation } from '@freight/i18n';
import { IdText } from '@freight/ui';

/** The load as its carrier sees it: what to haul, from where to where and when; nothing of other carriers. */
export function CarrierLoadSummary({ load }: { load: CarrierLoadView }) {
  const { t, i18n } = useTranslation('public-pages');
  const format = useFormat();
  const language = i18n.language;
  const temperature =
    load.temperatureMinF != null || load.temperatureMaxF != null
      ? t('confirm.load.temperatureRange', { min: load.temperatureMinF ?? '—', max: load.temperatureMaxF ?? '—' })
      : undefined;
  const facts: Array<[string, string | undefined]> = [
    [t('confirm.load.shipper'), load.shipperName],
    [t('confirm.load.commodity'), load.commodity],
    [
      t('confirm.load.equipment'),
      load.equipmentKey && load.equipment ? format.equipment({ key: load.equipmentKey, name: load.equipment }) : (load.equipment ?? undefined),
    ],
    [t('confirm.load.weight'), `${format.number(load.weight)} ${load.weightUnit}`],
    [t('confirm.load.pallets'), load.pallets != null ? format.number(load.pallets) : undefined],
    [t('confirm.load.hazmat'), load.isHazmat ? t('confirm.load.yes') : t('confirm.load.no')],
    [t('confirm.load.temperature'), temperature],
    [t('confirm.load.distance'), load.distanceMiles != null ? format.distance({ miles: load.distanceMiles }, 'mi') : undefined],
  ];
  return (
    <section className="card quote-load" aria-labelledby="quote-load-title">
      <h2 id="quote-load-title">
        <IdText>{t('confirm.load.title', { loadId: load.loadId })}</IdText>
      </h2>
      <dl className="quote-facts">
        {facts
          .filter((fact): fact is [string, string] => fact[1] !== undefined && fact[1] !== '')
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <h3>{t('confirm.load.stops')}</h3>
      <ol className="quote-stops">
        {load.stops.map((stop, index) => (
          <li key={index} data-testid="quote-stop">
            <strong>{t(`confirm.load.stopType.${stop.type}`)}</strong>{' '}
            <span>
              {stop.city}, {stop.state} {stop.postalCode}
            </span>
            <span className="muted quote-window">
              {t('confirm.load.window', { start: formatDateTime(stop.windowStart, language), end: formatDateTime(stop.windowEnd, language) })}
            </span>
          </li>
        ))}
      </ol>
      {load.specialInstructions && (
        <>
          <h3>{t('confirm.load.instructions')}</h3>
          <p className="quote-instructions">{load.specialInstructions}</p>
        </>
      )}
    </section>
  );
}
