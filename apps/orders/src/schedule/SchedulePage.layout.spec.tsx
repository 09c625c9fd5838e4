import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@freight/testing';
import { SCHEDULE } from '../calendar/fixtures';
import { ordersAreas, scheduleFeature } from '../calendar/test-support';
import { SchedulePage } from './SchedulePage';

jest.mock('@freight/api-client', () => {
  const actual = jest.requireActual('@freight/api-client');
  return { ...actual, schedule: { deliverySchedule: jest.fn(() => Promise.resolve({ status: true, message: 'ok', data: SCHEDULE })) } };
});

/**
 * The screen's stylesheet as a wide screen draws it (jsdom applies plain rules, not the phone's @media block). At
 * 1280 px `overflow-wrap: anywhere` on the table cells let the table squeeze its columns under their longest word:
 * 'Warehous|e', 'Delivere|d', 'O-|100110' (seen in the production build).
 */
beforeAll(() => {
  const style = document.createElement('style');
  style.textContent = readFileSync(path.resolve(__dirname, 'schedule.css'), 'utf8');
  document.head.append(style);
});

it('the week tables break their cells between words only, never inside one', async () => {
  renderWithProviders(<SchedulePage />, {
    route: '/delivery-schedule?from=2026-11-01&to=2026-11-30',
    path: '/delivery-schedule',
    features: [scheduleFeature],
    areas: ordersAreas,
  });
  await screen.findAllByTestId('schedule-row');
  const cells = [...document.querySelectorAll('.schedule-table th, .schedule-table td')];
  expect(cells.length).toBeGreaterThan(6);
  for (const cell of cells) {
    expect(getComputedStyle(cell).overflowWrap).not.toBe('anywhere');
    expect(getComputedStyle(cell).wordBreak).not.toBe('break-all');
  }
  // The load and order ids do not break at their hyphen.
  const ids = [...document.querySelectorAll('.schedule-id')];
  expect(ids.map((id) => id.textContent)).toContain('L-100777');
  for (const id of ids) expect(getComputedStyle(id).whiteSpace).toBe('nowrap');
});
