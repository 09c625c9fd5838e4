import type { OrderDetailView } from '@freight/contracts';
import { useTranslation } from '@freight/i18n';
import { IdText } from '@freight/ui';
import { useOrderFormat } from './format';

/**
 * The Labels section: the order's parcel labels as the detail lists them. The labels part's `LabelsPanel`
 * (libs/order-detail/src/labels/, `{ orderId, canBuy }`) takes this place once it exists.
 */
export function OrderLabels({ detail }: { detail: OrderDetailView }) {
  const { t } = useTranslation('orderDetail');
  const format = useOrderFormat();
  if (detail.labels.length === 0) return <p className="muted">{t('labelsSection.none')}</p>;
  return (
    <ul className="order-labels">
      {detail.labels.map((label) => (
        <li key={label._id}>
          {label.carrier} · {label.serviceLevel} · {format.status(label.status)}
          {label.trackingNumber && (
            <>
              {' · '}
              <IdText>{label.trackingNumber}</IdText>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
