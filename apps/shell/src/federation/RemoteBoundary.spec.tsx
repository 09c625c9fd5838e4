import { render as renderDom, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createAppStore } from '@freight/store';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@freight/i18n';
import type { RemoteModule } from '@freight/store';
import { RemoteBoundary } from './RemoteBoundary';
import { loadRemoteModule, resetRemote } from './remotes';

// The unit under test is the boundary; the federation runtime is replaced.
jest.mock('./remotes', () => ({ loadRemoteModule: jest.fn(), resetRemote: jest.fn() }));
const load = jest.mocked(loadRemoteModule);

const fakeModule: RemoteModule = { name: 'address', version: '1', routes: {}, translations: {} };

beforeAll(() => initI18n('en'));
const render = (element: ReactElement) => renderDom(<Provider store={createAppStore()}>{element}</Provider>);
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

describe('RemoteBoundary', () => {
  it('renders the remote once it has loaded', async () => {
    load.mockResolvedValueOnce(fakeModule);
    render(<RemoteBoundary remote="address" render={(m) => <p>module {m.name}</p>} />);
    expect(await screen.findByText('module address')).toBeInTheDocument();
  });

  it('shows a retry panel naming the module when it fails, and retry loads it again', async () => {
    load.mockRejectedValueOnce(new Error('Loading chunk address failed')).mockResolvedValueOnce(fakeModule);
    render(<RemoteBoundary remote="address" render={(m) => <p>module {m.name}</p>} />);
    expect(await screen.findByText('Address book could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(jest.mocked(resetRemote)).toHaveBeenCalledWith('address');
    expect(await screen.findByText('module address')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("says what happened in the user's words and folds the runtime's message under technical details", async () => {
    const runtimeMessage = '[ Federation Runtime ]: #RUNTIME-003 args: {"manifestUrl":"/remotes/purchase-orders/mf-manifest.json"}';
    load.mockRejectedValueOnce(new Error(runtimeMessage));
    render(<RemoteBoundary remote="purchase_orders" render={() => <p>never</p>} />);
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('Purchase orders could not be loaded.');
    expect(screen.getByText('Check your internet connection and try again. The rest of the app keeps working.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
    // The technical message is there for support, but hidden until asked for.
    const details = screen.getByText(runtimeMessage);
    expect(details).not.toBeVisible();
    await userEvent.click(screen.getByText('Technical details'));
    expect(details).toBeVisible();
  });

  it('shows the same panel when a loaded module fails while rendering', async () => {
    load.mockResolvedValueOnce(fakeModule);
    const Crash = () => {
      throw new Error('Cannot read properties of undefined');
    };
    render(<RemoteBoundary remote="address" render={() => <Crash />} />);
    expect(await screen.findByText('Address book could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Cannot read properties of undefined')).not.toBeVisible();
  });
});
