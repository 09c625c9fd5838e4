import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { initI18n } from '@freight/i18n';
import { ConfirmDialog } from './ConfirmDialog';

// jsdom has no modal dialogs: record that the real API is used, and open the element as a browser would.
const showModal = jest.fn(function (this: HTMLDialogElement) {
  this.setAttribute('open', '');
});
const close = jest.fn(function (this: HTMLDialogElement) {
  this.removeAttribute('open');
});
beforeAll(async () => {
  await initI18n('en');
  Object.assign(HTMLDialogElement.prototype, { showModal, close });
});
beforeEach(() => jest.clearAllMocks());

function DeleteRow({ onDelete }: { onDelete: () => void }) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setAsking(true)}>
        Delete Acme DC
      </button>
      <ConfirmDialog
        open={asking}
        message="Delete Acme DC? This cannot be undone."
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          onDelete();
          setAsking(false);
        }}
      />
    </>
  );
}

describe('the confirm dialog', () => {
  it('opens as a modal with the focus on Cancel, and says Confirm', async () => {
    render(<DeleteRow onDelete={jest.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Acme DC' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(dialog).toHaveAccessibleDescription('Delete Acme DC? This cannot be undone.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
  });

  it('Esc cancels and gives the focus back to the button that opened it', async () => {
    const onDelete = jest.fn();
    render(<DeleteRow onDelete={onDelete} />);
    const opener = screen.getByRole('button', { name: 'Delete Acme DC' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onDelete).not.toHaveBeenCalled();
    expect(opener).toHaveFocus();
  });

  it('Confirm runs the action and closes', async () => {
    const onDelete = jest.fn();
    render(<DeleteRow onDelete={onDelete} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Acme DC' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(close).toHaveBeenCalled();
  });

  it('takes fields between the message and the buttons: the first one has the focus, Confirm reads its value', async () => {
    const onDecline = jest.fn();
    function DeclineRow() {
      const [asking, setAsking] = useState(false);
      const [reason, setReason] = useState('');
      return (
        <>
          <button type="button" onClick={() => setAsking(true)}>
            Decline
          </button>
          <ConfirmDialog
            open={asking}
            title="Decline this quote?"
            message="Decline the quote of Acme?"
            confirmLabel="Decline it"
            onCancel={() => setAsking(false)}
            onConfirm={() => {
              onDecline(reason);
              setAsking(false);
            }}
          >
            <label htmlFor="reason">Reason</label>
            <textarea id="reason" value={reason} onChange={(event) => setReason(event.target.value)} />
          </ConfirmDialog>
        </>
      );
    }
    render(<DeclineRow />);
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline this quote?' });
    expect(dialog).toHaveAccessibleDescription('Decline the quote of Acme?');
    expect(screen.getByLabelText('Reason')).toHaveFocus();
    await userEvent.keyboard('Too far');
    await userEvent.click(screen.getByRole('button', { name: 'Decline it' }));
    expect(onDecline).toHaveBeenCalledWith('Too far');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is red for a destructive action by default, and in the brand colour when neutral', () => {
    const { rerender } = render(<ConfirmDialog open message="Delete Acme DC?" onConfirm={jest.fn()} onCancel={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveClass('button-danger');
    rerender(<ConfirmDialog open tone="neutral" message="Approve the quote?" confirmLabel="Approve" onConfirm={jest.fn()} onCancel={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Approve' })).toHaveClass('button');
    expect(screen.getByRole('button', { name: 'Approve' })).not.toHaveClass('button-danger');
  });

  it('keeps a human id of its message on one line', () => {
    render(<ConfirmDialog open message="Assign load L-100123 to Rig One?" onConfirm={jest.fn()} onCancel={jest.fn()} />);
    expect(screen.getByText('L-100123')).toHaveClass('human-id');
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription('Assign load L-100123 to Rig One?');
  });
});
