import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import * as yup from 'yup';
import { initI18n } from '@freight/i18n';
import { Link, MemoryRouter, Route, Routes } from '@freight/router';
import { createAppStore, type CallState, type ResourceEntry } from '@freight/store';
import { DocumentTitle } from '../layout/DocumentTitle';
import { EntityFormPage } from './EntityFormPage';
import { TextField } from './fields';

beforeAll(async () => {
  await initI18n('en');
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    },
    close(this: HTMLDialogElement) {
      this.removeAttribute('open');
    },
  });
});

interface Thing {
  name: string;
}
const IDLE: CallState<void> = { status: 'idle' };

const store = createAppStore();

type PageProps = { record?: ResourceEntry<Thing>; save?: CallState<void>; onSubmit?: jest.Mock };
const renderPage = (props: PageProps = {}) => render(page(props));

function page({ record, save = IDLE, onSubmit = jest.fn() }: PageProps) {
  return (
    <Provider store={store}>
      <MemoryRouter initialEntries={['/things/edit/t1']}>
        <Link to="/elsewhere">Dashboard</Link>
        <Routes>
          <Route
            path="/things/edit/t1"
            element={
              <EntityFormPage<Thing, Thing>
                title="Edit thing"
                record={record}
                empty={{ name: '' }}
                fromRecord={(thing) => thing}
                validationSchema={yup.object({ name: yup.string().required('validation.required') })}
                onSubmit={onSubmit}
                save={save}
                backTo="/things?page=2"
                backLabel="Back to the things"
              >
                <TextField name="name" label="Name" />
              </EntityFormPage>
            }
          />
          <Route path="/things" element={<h1>Things</h1>} />
          <Route path="/elsewhere" element={<h1>Elsewhere</h1>} />
        </Routes>
      </MemoryRouter>
    </Provider>
  );
}

describe('the entity form page', () => {
  it('shows an unknown record as a page with a heading and the way back to the list', async () => {
    renderPage({ record: { status: 'failed', notFound: true } });
    expect(screen.getByRole('heading', { name: 'Not found' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to the things' }));
    expect(screen.getByRole('heading', { name: 'Things' })).toBeInTheDocument();
  });

  it("titles the document with its own title, not its module's", () => {
    render(<DocumentTitle title="Things">{page({ record: { status: 'loaded', data: { name: 'Crate' } } })}</DocumentTitle>);
    expect(document.title).toBe('Edit thing · FreightHub');
  });

  it('offers Retry when the record could not be loaded', () => {
    const retry = jest.fn();
    renderPage({ record: { status: 'failed', notFound: false, retry } as ResourceEntry<Thing> });
    screen.getByRole('button', { name: 'Retry' }).click();
    expect(retry).toHaveBeenCalled();
  });

  it("fills the form with the record, submits, and puts the server's field errors on the fields", async () => {
    const onSubmit = jest.fn();
    const record: ResourceEntry<Thing> = { status: 'loaded', data: { name: 'Crate' } };
    const { rerender } = renderPage({ record, onSubmit });
    expect(screen.getByRole('heading', { name: 'Edit thing' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Crate');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Crate' });
    // The save's saga answers: the server refused the name.
    rerender(page({ record, save: { status: 'failed', fieldErrors: { name: 'Name taken' } }, onSubmit }));
    expect(await screen.findByText('Name taken')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name taken');
  });

  it('says Saving… and is busy while the save runs', () => {
    renderPage({ save: { status: 'pending' } });
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
  });

  it('leaves an unchanged form at once', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(screen.getByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
  });

  it('asks before leaving a changed form: Cancel stays, Leave goes', async () => {
    renderPage();
    await userEvent.type(screen.getByLabelText('Name'), 'Box');
    await userEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(screen.getByRole('dialog', { name: 'Leave this page?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Box');
    await userEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(screen.getByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
  });

  it('lets the browser ask before a reload only while the form is changed', async () => {
    renderPage();
    const reload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(reload()).toBe(false);
    await userEvent.type(screen.getByLabelText('Name'), 'Box');
    expect(reload()).toBe(true);
  });
});

describe('a record edited in place (no list to go back to: the settings screens)', () => {
  type InPlaceProps = { record?: CallState<Thing> & { retry?: () => void }; save?: CallState<void>; onSubmit?: jest.Mock };
  const inPlace = ({ record = { status: 'succeeded', data: { name: 'Crate' } }, save = IDLE, onSubmit = jest.fn() }: InPlaceProps = {}) => (
    <Provider store={store}>
      <MemoryRouter>
        <EntityFormPage<Thing, Thing>
          formId="thing-form"
          record={record}
          loadFailed="The thing could not be read"
          fromRecord={(thing) => thing}
          validationSchema={yup.object({ name: yup.string().required('validation.required') })}
          onSubmit={onSubmit}
          save={save}
          submitLabel="Keep"
          before={<p>Above</p>}
          after={<p>Below</p>}
        >
          <TextField name="name" label="Name" />
        </EntityFormPage>
      </MemoryRouter>
    </Provider>
  );

  it('says why the record could not be read, with Retry', () => {
    const retry = jest.fn();
    render(inPlace({ record: { status: 'failed', errorText: 'Database unavailable', retry } }));
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The thing could not be read');
    expect(screen.getByRole('alert')).toHaveTextContent('Database unavailable');
    expect(screen.queryByText('Above')).not.toBeInTheDocument();
    screen.getByRole('button', { name: 'Retry' }).click();
    expect(retry).toHaveBeenCalled();
  });

  it('has no heading of its own; offers Cancel once changed, which undoes the changes; a save that succeeded shows the saved values as unchanged', async () => {
    const onSubmit = jest.fn();
    const { rerender, container } = render(inPlace({ onSubmit }));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(container.querySelector('form#thing-form')).not.toBeNull();
    expect(screen.getByText('Above')).toBeInTheDocument();
    expect(screen.getByText('Below')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Name'), ' box');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Crate');

    await userEvent.type(screen.getByLabelText('Name'), ' box');
    await userEvent.click(screen.getByRole('button', { name: 'Keep' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Crate box' });
    rerender(inPlace({ record: { status: 'succeeded', data: { name: 'Crate box' } }, save: { status: 'succeeded' }, onSubmit }));
    expect(screen.getByLabelText('Name')).toHaveValue('Crate box');
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });
});
