import * as yup from 'yup';
import {
  DEFAULT_NOTIFICATION_CHANNELS,
  LANGUAGE_CODES,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  PHONE_PATTERN,
  type LanguageCode,
  type NotificationChannel,
  type NotificationEvent,
  type NotificationPrefs,
} from '@freight/contracts';
import { maxLengthMessage } from '@freight/ui';

/** Spec section 5: at least 6 characters ('Too Short!'). */
const PASSWORD_MIN = 6;

/** The notification grid: per event, per channel, ticked or not. */
export type PrefsGrid = Record<NotificationEvent, Record<NotificationChannel, boolean>>;

export const prefsToGrid = (prefs: NotificationPrefs | null | undefined): PrefsGrid =>
  Object.fromEntries(
    NOTIFICATION_EVENTS.map((event) => {
      const chosen = prefs?.[event] ?? DEFAULT_NOTIFICATION_CHANNELS[event];
      return [event, Object.fromEntries(NOTIFICATION_CHANNELS.map((channel) => [channel, chosen.includes(channel)]))];
    }),
  ) as PrefsGrid;

/** Every event written out (an event with no channel is an empty list: the user turned it off). */
export const gridToPrefs = (grid: PrefsGrid): Required<NotificationPrefs> =>
  Object.fromEntries(
    NOTIFICATION_EVENTS.map((event) => [event, NOTIFICATION_CHANNELS.filter((channel) => grid[event]?.[channel])]),
  ) as Required<NotificationPrefs>;

export interface ProfileFormValues {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  language: LanguageCode;
  prefs: PrefsGrid;
}

const name = yup.string().trim().required('validation.required').max(80, maxLengthMessage);

/** Messages are translation keys (the common area's); the server checks the same rules. */
export const profileSchema = yup.object({
  firstname: name,
  lastname: name,
  email: yup.string().trim().required('validation.required').email('validation.invalidEmail').max(254, maxLengthMessage),
  phone: yup.string().trim().matches(new RegExp(PHONE_PATTERN), { message: 'validation.invalidPhone', excludeEmptyString: true }),
  language: yup.string().oneOf(LANGUAGE_CODES, 'validation.required').required('validation.required'),
});

export interface PasswordFormValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const EMPTY_PASSWORD: PasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export const passwordSchema = yup.object({
  currentPassword: yup.string().required('validation.required'),
  newPassword: yup.string().required('validation.required').min(PASSWORD_MIN, 'validation.tooShort'),
  confirmPassword: yup
    .string()
    .required('validation.required')
    .oneOf([yup.ref('newPassword')], 'validation.passwordsDiffer'),
});
