import { useField } from 'formik';
import { NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS, type NotificationChannel, type NotificationEvent } from '@freight/contracts';
import { useTranslation } from '@freight/i18n';

function Cell({ event, channel }: { event: NotificationEvent; channel: NotificationChannel }) {
  const { t } = useTranslation('profile');
  const [field] = useField({ name: `prefs.${event}.${channel}`, type: 'checkbox' });
  return (
    <td>
      <input
        {...field}
        type="checkbox"
        id={`pref-${event}-${channel}`}
        aria-label={t('prefs.cell', { channel: t(`prefs.channels.${channel}`), event: t(`prefs.events.${event}`) })}
      />
    </td>
  );
}

/**
 * The notification preferences: a grid of events (rows) × channels (in the app, push, e-mail), one checkbox each, named
 * for both ("E-mail for Load at risk of delay"). A table on every width: it scrolls inside its own box if ever wider.
 */
export function NotificationGrid() {
  const { t } = useTranslation('profile');
  return (
    <fieldset className="settings-section">
      <legend>{t('prefs.legend')}</legend>
      <p className="muted settings-note">{t('prefs.help')}</p>
      <div className="prefs-scroller">
        <table className="prefs-grid">
          <caption className="visually-hidden">{t('prefs.legend')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('prefs.event')}</th>
              {NOTIFICATION_CHANNELS.map((channel) => (
                <th key={channel} scope="col">
                  {t(`prefs.channels.${channel}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {NOTIFICATION_EVENTS.map((event) => (
              <tr key={event}>
                <th scope="row">{t(`prefs.events.${event}`)}</th>
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <Cell key={channel} event={event} channel={channel} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </fieldset>
  );
}
