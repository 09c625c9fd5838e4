import { act, fireEvent, render, screen } from '@testing-library/react';
import { initI18n } from '@freight/i18n';
import { CopyButton } from './CopyButton';

beforeAll(() => initI18n('en'));

function clipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('CopyButton', () => {
  it('copies the text and says so', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    clipboard(writeText);
    render(<CopyButton text="https://freight.test/orderPickup?token=abc" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link' })));
    expect(writeText).toHaveBeenCalledWith('https://freight.test/orderPickup?token=abc');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('says to copy by hand when the browser refuses', async () => {
    clipboard(() => Promise.reject(new Error('denied')));
    render(<CopyButton text="x" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link' })));
    expect(screen.getByRole('status')).toHaveTextContent('select the link and copy it');
  });
});
