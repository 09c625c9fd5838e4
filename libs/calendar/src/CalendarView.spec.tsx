import { screen, waitFor, within } from '@testing-library/react';
import type { CalendarEvent } from '@freight/contracts';
import { renderWithProviders } from '@freight/testing';
import { CalendarDays, CalendarLegend, CalendarToolbar, useCalendarPeriod } from './CalendarView';

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
const WITHOUT_ORDER: CalendarEvent = {
  ...EVENT,
  key: 'b:delivery',
  loadId: 'L-2',
  orderUuid: null,
  stopType: 'delivery',
  city: 'Dallas',
  state: 'TX',
  truckerDate: null,
};

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
    const day = within(screen.getByRole('grid', { name: 'Week of Nov 23, 2026 to Nov 29, 2026' })).getByRole('gridcell', {
      name: /^Tuesday, November 24, 2026, 2 stops\b/,
    });
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

  it('Home and End move to the first and last day of the week, Ctrl+Home and Ctrl+End to those of the grid', async () => {
    const view = await renderWithProviders(<Calendar onOpen={jest.fn()} />, { route: '/c?view=month&date=2026-11-25', path: '/c' });
    const grid = screen.getByRole('grid');
    within(grid)
      .getByRole('gridcell', { name: /November 25, 2026/ })
      .focus();
    await view.user.keyboard('{Home}');
    expect(within(grid).getByRole('gridcell', { name: /Monday, November 23, 2026/ })).toHaveFocus();
    await view.user.keyboard('{End}');
    expect(within(grid).getByRole('gridcell', { name: /Sunday, November 29, 2026/ })).toHaveFocus();
    await view.user.keyboard('{Control>}{Home}{/Control}');
    expect(within(grid).getByRole('gridcell', { name: /Monday, October 26, 2026/ })).toHaveFocus();
    await view.user.keyboard('{Control>}{End}{/Control}');
    expect(within(grid).getByRole('gridcell', { name: /Sunday, December 6, 2026/ })).toHaveFocus();
    // Only the focus moved: the period stays.
    expect(view.location()).toBe('/c?view=month&date=2026-11-25');
  });

  it.each([
    ['en', ['Pickup', 'Delivery', 'Delivered, invoiced or paid', 'Cancelled', 'Change waiting for confirmation']],
    ['sp', ['Recogida', 'Entrega', 'Entregada, facturada o pagada', 'Cancelada', 'Cambio pendiente de confirmación']],
    ['fr', ['Enlèvement', 'Livraison', 'Livrée, facturée ou payée', 'Annulée', 'Changement en attente de confirmation']],
  ] as const)(
    'the legend (%s) explains every look an entry can have: the greyed closed loads and the struck-through cancelled ones too',
    async (language, texts) => {
      const { container } = await renderWithProviders(<CalendarLegend />, { language });
      const chips = [...container.querySelectorAll('.calendar-chip')];
      expect(chips.map((chip) => chip.textContent)).toEqual(texts);
      // The chips wear the classes the grid's entries are drawn with (calendar.css).
      expect(chips[2]).toHaveClass('event-closed');
      expect(chips[3]).toHaveClass('event-closed', 'event-cancelled');
    },
  );
});
