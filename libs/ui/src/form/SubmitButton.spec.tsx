import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SubmitButton } from './SubmitButton';

describe('SubmitButton', () => {
  it('submits when pressed with a pointer without taking the focus from the field typed in (leaving it would move the button)', async () => {
    const submitted = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const left = jest.fn();
    render(
      <form onSubmit={submitted}>
        <label>
          Postal code
          <input onBlur={left} />
        </label>
        <SubmitButton busy={false}>Save</SubmitButton>
      </form>,
    );
    const field = screen.getByRole('textbox', { name: 'Postal code' });
    await userEvent.type(field, 'M5E 1W7');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(field).toHaveFocus();
    expect(left).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-busy');
  });

  it('is reached and pressed from the keyboard as any button, and says when it is busy', async () => {
    const submitted = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={submitted}>
        <input aria-label="Name" />
        <SubmitButton busy>Saving…</SubmitButton>
      </form>,
    );
    await userEvent.click(screen.getByRole('textbox', { name: 'Name' }));
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Saving…' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{Enter}');
    expect(submitted).toHaveBeenCalledTimes(1);
  });
});
