import { screen, waitFor, within } from '@testing-library/react';
import type { CalendarEvent } from '@freight/contracts';
import { renderWithProviders } from '@freight/testing';
import { CalendarDays, CalendarToolbar, useCalendarPeriod } from './CalendarView';

const EVENT: CalendarEvent = {
  key: 'a:pickup',
  loadUuid: 'a',
  loadId: 'L-1',
  orderUuid: 'o-1',
  orderId: 'O-1',
  status: 'accepted',
  stopType: 'pickup',
  side: 'shipper',
  city: 'Chicago',
  state: 'IL',
  windowStart: '2026-11-24T15:00:00.000Z',
  windowEnd: '2026-11-24T19:00:00.000Z',
  date: '2026-11-24',
  moved: false,
  truckerDate: '2026-11-23',
  otherParty: null,
  pending: null,
  canMove: false,
  canPlanDriver: false,
};
const WITHOUT_ORDER: CalendarEvent = { ...EVENT, key: 'b:delivery', loadId: 'L-2', orderUuid: null, stopType: 'delivery', city: 'Dallas', state: 'TX', truckerDate: null };

function Calendar({ onOpen }: { onOpen: (event: CalendarEvent) => void }) {
  const period = useCalendarPeriod();
  return (
    <>
      <CalendarToolbar period={period} />
      <CalendarDays period={period} events={[EVENT, WITHOUT_ORDER]} onOpen={onOpen} canOpen={(event) => event.orderUuid !== null} />
    </>
  );
}

describe("the kit's calendar", () => {
  it('draws the events on their days; those the screen cannot open are text, with the same name', async () => {
    const onOpen = jest.fn();
    const view = await renderWithProviders(<Calendar onOpen={onOpen} />, { route: '/c?view=week&date=2026-11-24', path: '/c' });
    const day = within(screen.getByRole('grid', { name: 'Week of Nov 23, 2026 to Nov 29, 2026' })).getByRole('gridcell', { name: 'Tuesday, November 24, 2026, 2 stops' });
    await view.user.click(within(day).getByRole('button', { name: "Pickup L-1, Chicago, IL, Accepted, driver's day Nov 23, 2026" }));
    expect(onOpen).toHaveBeenCalledWith(EVENT);
    expect(within(day).getByRole('img', { name: 'Delivery L-2, Dallas, TX, Accepted' })).toBeInTheDocument();
  });

  it('Page Down and Page Up change the period (kept in the URL); the day view is Monday first', async () => {
    const view = await renderWithProviders(<Calendar onOpen={jest.fn()} />, { route: '/c?view=month&date=2026-11-24', path: '/c' });
    const cell = within(screen.getByRole('grid')).getByRole('gridcell', { name: /November 24, 2026/ });
    expect(screen.getAllByRole('columnheader')[0]).toHaveTextContent('Mon');
    cell.focus();
    await view.user.keyboard('{PageDown}');
    await waitFor(() => expect(view.location()).toBe('/c?view=month&date=2026-12-24'));
    expect(screen.getByRole('heading', { level: 2, name: 'December 2026' })).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Week' }));
    await waitFor(() => expect(view.location()).toBe('/c?view=week&date=2026-12-24'));
  });
});
