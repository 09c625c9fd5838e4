import { useEffect, type RefObject } from 'react';

/** While `open`, Escape or a press outside `root` closes the popup (the header's menus: More, notifications). */
export function useDismiss(open: boolean, root: RefObject<HTMLElement | null>, onDismiss: () => void): void {
  useEffect(() => {
    if (!open) return;
    const close = (event: KeyboardEvent | MouseEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node)) onDismiss();
    };
    document.addEventListener('keydown', close);
    document.addEventListener('mousedown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('mousedown', close);
    };
  }, [open, root, onDismiss]);
}
