import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SubmitButton } from './SubmitButton';

describe('SubmitButton', () => {
  it('keeps the focus in the field typed in while pressed (a message under it would move the button), and leaves it once the click lands, before the submit', async () => {
    const order: string[] = [];
    const submitted = jest.fn((event: { preventDefault: () => void }) => {
      event.preventDefault();
      order.push('submit');
    });
    const left = jest.fn(() => order.push('left'));
    render(
      <form onSubmit={submitted}>
        <label>
          Postal code
          <input onBlur={left} />
        </label>
        <SubmitButton busy={false}>Save</SubmitButton>
      </form>,
    );
    const user = userEvent.setup();
    const field = screen.getByRole('textbox', { name: 'Postal code' });
    await user.type(field, 'M5E 1W7');
    const save = screen.getByRole('button', { name: 'Save' });
    await user.pointer({ keys: '[MouseLeft>]', target: save });
    expect(field).toHaveFocus();
    expect(left).not.toHaveBeenCalled();
    await user.pointer({ keys: '[/MouseLeft]', target: save });
    expect(order).toEqual(['left', 'submit']);
    expect(save).not.toHaveAttribute('aria-busy');
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
