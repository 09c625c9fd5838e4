/**
 * Field errors are text (Formik keeps them as strings): a translation key, a server's text, or a key with the values
 * its text needs, written `key|{"max":500}` by `keyWithValues`. `fieldErrorText` reads all three.
 */
const SEPARATOR = '|{';

export const keyWithValues = (key: string, values: Record<string, string | number>) => `${key}|${JSON.stringify(values)}`;

type Translate = (key: string, options: Record<string, unknown>) => string;

export function fieldErrorText(t: Translate, error: string): string {
  const at = error.indexOf(SEPARATOR);
  if (at > 0) {
    try {
      const values = JSON.parse(error.slice(at + 1)) as Record<string, string | number>;
      return t(error.slice(0, at), { ...values, defaultValue: error });
    } catch {
      // Not values after all: the text as it is.
    }
  }
  return t(error, { defaultValue: error });
}

/** The one max-length message of every form, as yup's `max` message: "At most 500 characters" (validation.maxLength). */
export const maxLengthMessage = ({ max }: { max: number }) => keyWithValues('validation.maxLength', { max });
