import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field, Formik } from 'formik';
import { useState } from 'react';
import { initI18n } from '@freight/i18n';
import { ReportDirty, useGuardedSwitch } from './GuardedSwitch';

beforeAll(async () => {
  await initI18n('en');
});

/** Two views, each a form; the switch is a plain button (a tab, a segmented choice in the screens). */
function Views() {
  const [view, setView] = useState<'a' | 'b'>('a');
  const guard = useGuardedSwitch<'a' | 'b'>(setView);
  return (
    <>
      <button type="button" onClick={() => guard.request(view === 'a' ? 'b' : 'a')}>
        Switch
      </button>
      <p>View {view}</p>
      <p>Cancelled {guard.cancelled}</p>
      {guard.dialog}
      <guard.Provider>
        <Formik key={view} initialValues={{ name: '' }} onSubmit={() => undefined}>
          <form>
            <ReportDirty />
            <label htmlFor="name">Name</label>
            <Field id="name" name="name" />
          </form>
        </Formik>
      </guard.Provider>
    </>
  );
}

describe('the guarded switch', () => {
  it('switches at once while the form below is unchanged', async () => {
    render(<Views />);
    await userEvent.click(screen.getByRole('button', { name: 'Switch' }));
    expect(screen.getByText('View b')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks first with unsaved changes: Cancel keeps the view and the changes (and counts the take-back), Leave switches', async () => {
    render(<Views />);
    await userEvent.type(screen.getByLabelText('Name'), 'Acme');
    await userEvent.click(screen.getByRole('button', { name: 'Switch' }));
    expect(screen.getByRole('dialog', { name: 'Leave this page?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('View a')).toBeInTheDocument();
    expect(screen.getByText('Cancelled 1')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Acme');

    await userEvent.click(screen.getByRole('button', { name: 'Switch' }));
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(screen.getByText('View b')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('');
    // The new view's form is unchanged: the next switch does not ask.
    await userEvent.click(screen.getByRole('button', { name: 'Switch' }));
    expect(screen.getByText('View a')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
