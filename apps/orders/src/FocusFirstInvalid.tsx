import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';

/**
 * Inside a Formik form (an `EntityFormPage` child): after a Save the form's checks refused, the first field in error
 * is scrolled into view and focused. On a phone Save sits at the bottom of a long form and the errors at the top
 * (/order/add at 390 px): without this, pressing Save seemed to do nothing. A field in error is
 * `[aria-invalid="true"]` (the kit's fields); an error without its own control (the product lines) focuses the first
 * control of its group.
 */
export function FocusFirstInvalid() {
  const { submitCount, isSubmitting, isValid } = useFormikContext();
  const marker = useRef<HTMLSpanElement>(null);
  const handled = useRef(0);
  useEffect(() => {
    if (submitCount === handled.current || isSubmitting || isValid) return;
    handled.current = submitCount;
    const first = marker.current?.closest('form')?.querySelector<HTMLElement>('[aria-invalid="true"], .field-error');
    if (!first) return;
    const control = first.matches('[aria-invalid="true"]')
      ? first
      : first.closest('fieldset, .field, div')?.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea, button');
    first.scrollIntoView?.({ block: 'center' });
    control?.focus({ preventScroll: true });
  }, [submitCount, isSubmitting, isValid]);
  return <span ref={marker} hidden />;
}
