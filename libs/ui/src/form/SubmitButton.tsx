import type { ButtonHTMLAttributes } from 'react';

/**
 * A form's submit button. Pressing it with a pointer does not take the focus from the field being typed in: leaving
 * that field would check it, and a message appearing under it moves the button down between the press and the
 * release, so the click landed beside the button and the save was lost. The submit checks every field anyway, and
 * the keyboard reaches the button as usual.
 */
export function SubmitButton({ className = 'button', busy, onMouseDown, ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { busy?: boolean }) {
  return (
    <button
      type="submit"
      className={className}
      aria-busy={busy || undefined}
      onMouseDown={(event) => {
        event.preventDefault();
        onMouseDown?.(event);
      }}
      {...props}
    />
  );
}
