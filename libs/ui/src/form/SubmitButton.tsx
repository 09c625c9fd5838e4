import type { ButtonHTMLAttributes } from 'react';

/**
 * A form's submit button. Pressing it with a pointer does not take the focus from the field being typed in: leaving
 * that field checks it, and a message appearing under it moved the button down between the press and the release,
 * so the click landed beside the button and the save was lost. The field is left once the click has landed, before
 * the submit, as the press used to leave it (its check runs first, and nothing is left later to clear the server's
 * answer). The keyboard reaches and presses the button as usual.
 */
export function SubmitButton({ className = 'button', busy, onMouseDown, onClick, ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { busy?: boolean }) {
  return (
    <button
      type="submit"
      className={className}
      aria-busy={busy || undefined}
      onMouseDown={(event) => {
        event.preventDefault();
        onMouseDown?.(event);
      }}
      onClick={(event) => {
        const focused = document.activeElement;
        if (focused instanceof HTMLElement && focused !== event.currentTarget) focused.blur();
        onClick?.(event);
      }}
      {...props}
    />
  );
}
