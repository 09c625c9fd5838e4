import { useEffect } from 'react';
import { selectIsBlocking, useAppSelector } from '@freight/store';

/** While a non-silent request runs the page takes no pointer input (spec section 4). */
export function PointerBlocker() {
  const blocking = useAppSelector(selectIsBlocking);
  useEffect(() => {
    document.body.classList.toggle('api-busy', blocking);
    document.body.setAttribute('aria-busy', String(blocking));
  }, [blocking]);
  return null;
}
