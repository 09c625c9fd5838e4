import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog } from './Dialog';

// jsdom has no modal dialogs: the tests record that the browser's modal is asked for, and otherwise check what the
// Dialog does itself (focus, Tab, Esc, inert page) as jsdom leaves it.
const showModal = jest.fn(function (this: HTMLDialogElement) {
  this.setAttribute('open', '');
});
const close = jest.fn(function (this: HTMLDialogElement) {
  this.removeAttribute('open');
});
beforeAll(() => Object.assign(HTMLDialogElement.prototype, { showModal, close }));
beforeEach(() => jest.clearAllMocks());

function Page({ onSave = jest.fn(), withField = true }: { onSave?: () => void; withField?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <header>
        <a href="/home">Home</a>
      </header>
      <main>
        <h1>Purchase orders</h1>
        <button type="button" onClick={() => setOpen(true)}>
          Import from ERP
        </button>
        <p>The list behind</p>
        {open && (
          <Dialog
            title="Import from ERP"
            description="Pick an order of the ERP."
            closeLabel="Close"
            onClose={() => setOpen(false)}
            size="wide"
            className="erp"
            actions={
              <>
                <button type="button" onClick={() => setOpen(false)}>
                  Cancel
                </button>
                <button type="button" onClick={onSave}>
                  Import
                </button>
              </>
            }
          >
            {withField && (
              <>
                <label htmlFor="search">Search the ERP</label>
                <input id="search" type="search" />
              </>
            )}
          </Dialog>
        )}
      </main>
    </>
  );
}

async function open(props: Parameters<typeof Page>[0] = {}) {
  render(<Page {...props} />);
  const opener = screen.getByRole('button', { name: 'Import from ERP' });
  await userEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Import from ERP' }) };
}

describe('the kit dialog', () => {
  it('opens as a modal named by its title, described by its sentence, with the focus on its first field', async () => {
    const { dialog } = await open();
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Pick an order of the ERP.');
    expect(dialog).toHaveClass('dialog', 'dialog-wide', 'erp');
    expect(screen.getByRole('heading', { level: 2, name: 'Import from ERP' })).toBeInTheDocument();
    expect(screen.getByLabelText('Search the ERP')).toHaveFocus();
  });

  it('without a field, the focus goes to the first of its actions (Cancel), not to the Close beside the title', async () => {
    await open({ withField: false });
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('makes the page behind inert while it is open, and gives it back when it closes', async () => {
    const { opener, dialog } = await open();
    expect(opener.closest('[inert]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Home' }).closest('[inert]')).not.toBeNull();
    expect(screen.getByText('The list behind')).toHaveAttribute('inert');
    expect(dialog.closest('[inert]')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.querySelector('[inert]')).toBeNull();
  });

  it('leaves inert what was inert before it opened', async () => {
    render(<Page />);
    const other = screen.getByText('The list behind');
    other.setAttribute('inert', '');
    await userEvent.click(screen.getByRole('button', { name: 'Import from ERP' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(other).toHaveAttribute('inert');
    expect(screen.getByRole('link', { name: 'Home' }).closest('[inert]')).toBeNull();
  });

  it('Esc closes it and the focus returns to the button that opened it', async () => {
    const { opener } = await open();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(close).toHaveBeenCalled();
    expect(opener).toHaveFocus();
  });

  it("the browser's close request (its cancel event) closes it through onClose, the parent unmounting it", async () => {
    const { opener, dialog } = await open();
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog, cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps the focus inside: Tab from the last control goes to the first, Shift+Tab from the first to the last', async () => {
    await open();
    const close = screen.getByRole('button', { name: 'Close' });
    const search = screen.getByLabelText('Search the ERP');
    const last = screen.getByRole('button', { name: 'Import' });
    expect(search).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    expect(last).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(last).toHaveFocus();
  });

  it('an action inside runs without closing it (the parent decides)', async () => {
    const onSave = jest.fn();
    await open({ onSave });
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: 'Import from ERP' })).toBeInTheDocument();
  });

  it('a dialog opened above another takes the Esc for itself', async () => {
    const outerClose = jest.fn();
    function Nested() {
      const [inner, setInner] = useState(false);
      return (
        <Dialog
          title="Outer"
          onClose={outerClose}
          actions={
            <button type="button" onClick={() => setInner(true)}>
              Ask
            </button>
          }
        >
          {inner && <Dialog title="Inner" onClose={() => setInner(false)} actions={<button type="button">Inner action</button>} />}
        </Dialog>
      );
    }
    render(<Nested />);
    const ask = screen.getByRole('button', { name: 'Ask' });
    expect(ask).toHaveFocus();
    await userEvent.click(ask);
    expect(screen.getByRole('button', { name: 'Inner action' })).toHaveFocus();
    expect(ask.closest('[inert]')).not.toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument();
    expect(ask).toHaveFocus();
    expect(ask.closest('[inert]')).toBeNull();
    expect(outerClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
  });
});
