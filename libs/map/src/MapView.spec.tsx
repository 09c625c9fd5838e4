import { act, render, screen } from '@testing-library/react';
import { changeLanguage, initI18n } from '@freight/i18n';
import { MapView } from './MapView';

beforeAll(() => initI18n('en'));
afterEach(() => changeLanguage('en'));

describe("the map's controls", () => {
  it("has Leaflet's zoom buttons titled in the reader's language, and follows a language change", async () => {
    await changeLanguage('fr');
    render(<MapView points={[]} />);
    expect(screen.getByRole('button', { name: 'Zoom avant' })).toHaveAttribute('title', 'Zoom avant');
    expect(screen.getByRole('button', { name: 'Zoom arrière' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zoom in' })).not.toBeInTheDocument();

    await act(() => changeLanguage('sp'));
    expect(screen.getByRole('button', { name: 'Acercar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Alejar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zoom avant' })).not.toBeInTheDocument();
  });

  it('credits OpenStreetMap, translated, with a link to its copyright page', async () => {
    await changeLanguage('sp');
    render(<MapView points={[]} />);
    const credit = screen.getByRole('link', { name: 'colaboradores de OpenStreetMap' });
    expect(credit).toHaveAttribute('href', 'https://www.openstreetmap.org/copyright');
  });
});

describe('the drawn mark', () => {
  it('sets performance.mark(drawnMark) once the clustered markers are drawn', async () => {
    const mark = jest.fn();
    Object.defineProperty(performance, 'mark', { value: mark, configurable: true, writable: true });
    const frame = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      callback(0);
      return 0;
    });
    try {
      render(<MapView points={[{ id: 'a', lat: 41.8, lng: -87.6, label: 'A', kind: 'truck' }]} drawnMark="test:drawn" fitKey="k" />);
      await act(async () => undefined);
      expect(mark).toHaveBeenCalledWith('test:drawn');
    } finally {
      frame.mockRestore();
    }
  });
});
