import { render, screen } from '@testing-library/react';
import { initI18n } from '@freight/i18n';
import { GlobalErrorBoundary } from './GlobalErrorBoundary';

function Broken(): never {
  throw new Error('The load board exploded');
}

beforeAll(() => initI18n('en'));

it("shows 'Something went wrong' with the message and the stack", () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <GlobalErrorBoundary>
      <Broken />
    </GlobalErrorBoundary>,
  );
  expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  expect(screen.getByText('The load board exploded')).toBeInTheDocument();
  expect(screen.getByText(/at Broken/)).toBeInTheDocument();
});
