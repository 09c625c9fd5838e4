import { useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@freight/api-client';
import { useAppDispatch } from '@freight/store';
import { mockedApi, realtimeFake, renderWithProviders } from '@freight/testing';
import { chatActions, selectChat } from './chat-slice';
import { ChatPage } from './ChatPage';
import { ChatPanel } from './ChatPanel';
import { DriverChat } from './DriverChat';
import { chatFeature } from './feature';
import { message, thread } from './test-support';
import { useOpenChat } from './use-open-chat';

jest.mock('@freight/realtime', () => jest.requireActual('@freight/testing').realtimeModuleFake);

jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('chatManager', 'driverChat'));
const { chatManager: mockChat, driverChat: mockDriver } = mockedApi('chatManager', 'driverChat');

const ok = <T,>(data: T) => ({ status: true, message: 'ok', data });

beforeEach(() => {
  realtimeFake.reset();
  for (const fn of [...Object.values(mockChat), ...Object.values(mockDriver)]) fn.mockReset();
  mockChat.markRead.mockResolvedValue(ok({ truckerId: 't1', updated: 0 }));
  mockDriver.markRead.mockResolvedValue(ok({ truckerId: 't1', updated: 1 }));
});

describe('ChatPage (/chat)', () => {
  it('lists the threads with their unread counts, opens one, and sends with Enter (Shift+Enter is a new line)', async () => {
    const last = message({ truckerId: 't1', body: 'Loaded, leaving now' });
    mockChat.threadList.mockResolvedValue(
      ok({
        items: [thread({ unread: 2, lastMessage: last }), thread({ truckerId: 't2', name: 'Sam Miles', truckNumber: 'T-202' })],
        total: 2,
        page: 1,
        limit: 50,
        unreadTotal: 2,
      }),
    );
    mockChat.messageList.mockResolvedValue(ok({ items: [last], hasMore: false }));
    const { user, store } = await renderWithProviders(<ChatPage />, { features: [chatFeature] });

    const item = await screen.findByRole('button', { name: /Dana Driver/ });
    expect(within(item).getByText('Unread: 2')).toBeInTheDocument();
    expect(within(item).getByText('Loaded, leaving now')).toBeInTheDocument();
    await user.click(item);
    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(within(log).getByText('Loaded, leaving now')).toBeInTheDocument();
    expect(mockChat.markRead).toHaveBeenCalledWith('t1', {}, expect.anything());
    await waitFor(() => expect(within(item).queryByText('Unread: 2')).not.toBeInTheDocument());

    const stored = message({ truckerId: 't1', sender: 'user', body: 'Dock 4\nthen call me', senderName: 'Kenji Sato' });
    mockChat.sendMessage.mockResolvedValue(ok(stored));
    const composer = screen.getByRole('textbox', { name: 'Message' });
    await user.type(composer, 'Dock 4{Shift>}{Enter}{/Shift}then call me');
    expect(mockChat.sendMessage).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(mockChat.sendMessage).toHaveBeenCalledWith('t1', { body: 'Dock 4\nthen call me' }, expect.objectContaining({ idempotencyKey: expect.any(String) }));
    await waitFor(() => expect(selectChat(store.getState()).messages.t1!.lines.at(-1)).toMatchObject({ _id: stored._id, state: 'sent' }));
    expect(composer).toHaveValue('');

    // A driver's message arrives live.
    act(() => void realtimeFake.emit('chat.message', message({ truckerId: 't1', body: 'Ok, heading to dock 4' })));
    expect(await within(log).findByText('Ok, heading to dock 4')).toBeInTheDocument();
  });

  it('says so when a message could not be sent, and sends it again with the same key', async () => {
    mockChat.threadList.mockResolvedValue(ok({ items: [thread()], total: 1, page: 1, limit: 50, unreadTotal: 0 }));
    mockChat.messageList.mockResolvedValue(ok({ items: [], hasMore: false }));
    mockChat.sendMessage.mockRejectedValueOnce(new ApiError('network', undefined, undefined, 'down'));
    const { user } = await renderWithProviders(<ChatPage />, { features: [chatFeature] });
    await user.click(await screen.findByRole('button', { name: /Dana Driver/ }));
    expect(await screen.findByText('No messages yet. Say hello.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Are you there?{Enter}');
    expect(await screen.findByText('Not sent.')).toBeInTheDocument();
    mockChat.sendMessage.mockResolvedValueOnce(ok(message({ sender: 'user', body: 'Are you there?' })));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText('Not sent.')).not.toBeInTheDocument());
    const [first, second] = mockChat.sendMessage.mock.calls;
    expect(second![2].idempotencyKey).toBe(first![2].idempotencyKey);
  });

  it('shows the empty and error states of the list', async () => {
    mockChat.threadList.mockRejectedValueOnce(new ApiError('server', 500, undefined, 'boom'));
    mockChat.threadList.mockResolvedValueOnce(ok({ items: [], total: 0, page: 1, limit: 50, unreadTotal: 0 }));
    const { user } = await renderWithProviders(<ChatPage />, { features: [chatFeature] });
    expect(await screen.findByText('The conversations could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/No conversations yet/)).toBeInTheDocument();
  });
});

describe('ChatPanel', () => {
  it('opens over the screen on openChat, focused on the composer, and closes with Esc, the focus back on the opener', async () => {
    mockChat.messageList.mockResolvedValue(ok({ items: [message({ body: 'Running 20 min late' })], hasMore: false }));
    function Opener() {
      const dispatch = useAppDispatch();
      return (
        <button type="button" onClick={() => dispatch(chatActions.openChat({ truckerId: 't1', name: 'Dana Driver', truckNumber: 'T-101' }))}>
          Chat with T-101
        </button>
      );
    }
    const { user, store } = await renderWithProviders(
      <>
        <Opener />
        <ChatPanel />
      </>,
      { features: [chatFeature] },
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Chat with T-101' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chat with Dana Driver' });
    expect(within(dialog).getByRole('heading', { name: 'Dana Driver · truck T-101' })).toBeInTheDocument();
    expect(await within(dialog).findByText('Running 20 min late')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Message' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(selectChat(store.getState()).showChat).toBe(false);
    expect(screen.getByRole('button', { name: 'Chat with T-101' })).toHaveFocus();
  });

  it('opens for a row pressed before the panel arrived (it is a lazy part of the layout): useOpenChat keeps the request', async () => {
    mockChat.messageList.mockResolvedValue(ok({ items: [], hasMore: false }));
    function Row() {
      const openChat = useOpenChat();
      return (
        <button type="button" onClick={() => openChat({ truckerId: 't1', name: 'Dana Driver', truckNumber: 'T-101' })}>
          Chat with T-101
        </button>
      );
    }
    // The layout's panel arrives later than the row (its chunk is still on its way when the row is pressed).
    function Layout() {
      const [panelArrived, setPanelArrived] = useState(false);
      return (
        <>
          <Row />
          <button type="button" onClick={() => setPanelArrived(true)}>
            panel chunk arrives
          </button>
          {panelArrived && <ChatPanel />}
        </>
      );
    }
    // No chat feature in the store: the row injects it.
    const { user } = await renderWithProviders(<Layout />);
    await user.click(screen.getByRole('button', { name: 'Chat with T-101' }));
    await user.click(screen.getByRole('button', { name: 'panel chunk arrives' }));
    expect(await screen.findByRole('dialog', { name: 'Chat with Dana Driver' })).toBeInTheDocument();
  });

  it("gives the focus back to the other truck's button when the panel was switched to it while open", async () => {
    mockChat.messageList.mockResolvedValue(ok({ items: [], hasMore: false }));
    function Opener({ truckerId, truckNumber }: { truckerId: string; truckNumber: string }) {
      const dispatch = useAppDispatch();
      return (
        <button type="button" onClick={() => dispatch(chatActions.openChat({ truckerId, name: `Driver ${truckNumber}`, truckNumber }))}>
          Chat with {truckNumber}
        </button>
      );
    }
    const { user } = await renderWithProviders(
      <>
        <Opener truckerId="t1" truckNumber="T-101" />
        <Opener truckerId="t2" truckNumber="T-102" />
        <ChatPanel />
      </>,
      { features: [chatFeature] },
    );
    await user.click(screen.getByRole('button', { name: 'Chat with T-101' }));
    await screen.findByRole('dialog', { name: 'Chat with Driver T-101' });
    await user.click(screen.getByRole('button', { name: 'Chat with T-102' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chat with Driver T-102' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Message' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chat with T-102' })).toHaveFocus();
  });
});

describe('DriverChat', () => {
  it('shows the thread with the carrier, sends as the driver with the token, and takes live messages', async () => {
    mockDriver.messageList.mockResolvedValue(
      ok({
        items: [message({ sender: 'user', senderName: 'Kenji Sato', body: 'Pickup at door 7' })],
        hasMore: false,
        truckerId: 't1',
        truckNumber: 'T-101',
        companyName: 'Interstate Haulers LLC',
      }),
    );
    const { user } = await renderWithProviders(<DriverChat driverToken="tok-1" />);
    expect(await screen.findByRole('heading', { name: 'Messages with Interstate Haulers LLC' })).toBeInTheDocument();
    expect(screen.getByText('Pickup at door 7')).toBeInTheDocument();
    expect(mockDriver.messageList).toHaveBeenCalledWith('tok-1', { limit: 30 }, expect.anything());

    mockDriver.sendMessage.mockResolvedValue(ok(message({ sender: 'trucker', body: 'At door 7' })));
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'At door 7{Enter}');
    expect(mockDriver.sendMessage).toHaveBeenCalledWith('tok-1', { body: 'At door 7' }, expect.objectContaining({ idempotencyKey: expect.any(String) }));
    expect(await screen.findByText('At door 7')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Sending…')).not.toBeInTheDocument());

    const live = message({ sender: 'user', body: 'Great, thanks' });
    act(() => void realtimeFake.emit('chat.message', live));
    expect(await screen.findByText('Great, thanks')).toBeInTheDocument();
    expect(mockDriver.markRead).toHaveBeenCalledWith('tok-1', { lastId: live._id }, expect.anything());
    // The dispatcher read the driver's message: it says so.
    act(() => void realtimeFake.emit('chat.read', { truckerId: 't1', reader: 'user', readAt: new Date().toISOString() }));
    expect(await screen.findByText('Read')).toBeInTheDocument();
  });

  it('an invalid or revoked link says to ask for a new one', async () => {
    mockDriver.messageList.mockRejectedValue(new ApiError('denied', 401, undefined, 'This driver link has expired or is no longer valid'));
    await renderWithProviders(<DriverChat driverToken="old" />);
    expect(await screen.findByText('This link is no longer valid. Ask your dispatcher for a new one.')).toBeInTheDocument();
  });
});
