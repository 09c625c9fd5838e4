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

describe('popups and routes', () => {
  // Leaflet sizes the map from its box, which jsdom does not lay out: a box of 800 x 400.
  beforeEach(() => {
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
    jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
  });
  afterEach(() => jest.restoreAllMocks());

  it("opens a point's popup (its content is the caller's) on a click of its marker", async () => {
    const { container } = render(
      <MapView
        points={[{ id: 'c1', lat: 33.7, lng: -118.2, label: 'MSKU9070323', kind: 'container' }]}
        fitKey="k"
        popup={(point) => <a href="/track">{`Track ${point.label}`}</a>}
        popupCloseLabel="Fermer"
      />,
    );
    const marker = container.querySelector<HTMLElement>('.leaflet-marker-icon[title="MSKU9070323"]');
    expect(marker).not.toBeNull();
    expect(screen.queryByRole('link', { name: 'Track MSKU9070323' })).not.toBeInTheDocument();
    await act(async () => marker!.click());
    expect(await screen.findByRole('link', { name: 'Track MSKU9070323' })).toHaveAttribute('href', '/track');
    // Its close button closes it; the marker opens it again.
    await act(async () => screen.getByRole('button', { name: 'Fermer' }).click());
    expect(screen.queryByRole('link', { name: 'Track MSKU9070323' })).not.toBeInTheDocument();
    await act(async () => marker!.click());
    expect(await screen.findByRole('link', { name: 'Track MSKU9070323' })).toBeInTheDocument();
  });

  it('draws a track across the Pacific as one short line (continuous longitudes), not round the world', () => {
    const { container } = render(
      <MapView
        points={[{ id: 'ship', lat: 36.5, lng: 180, label: 'Ship', kind: 'container' }]}
        routes={[
          {
            id: 'track',
            points: [
              [35, 170],
              [38, -170],
            ],
          },
        ]}
        fitKey="k"
      />,
    );
    // The line's two ends (SVG path "M x1 y1 L x2 y2") and the ship at 180° between them: drawn from 170°E eastwards
    // to 190° (170°W). Round the world, 170°W would be drawn far west of 170°E, and 180° outside the line.
    const [x1, , x2] = (container.querySelector('path.leaflet-interactive')!.getAttribute('d') ?? '').match(/-?\d+(\.\d+)?/g)!.map(Number);
    const ship = container.querySelector<HTMLElement>('.leaflet-marker-icon[title="Ship"]')!;
    const shipX = Number(/translate3d\((-?[\d.]+)px/.exec(ship.style.transform)?.[1] ?? ship.style.left.replace('px', ''));
    expect(x2).toBeGreaterThan(x1!);
    expect(x2! - x1!).toBeLessThan(800);
    expect(shipX).toBeGreaterThan(x1!);
    expect(shipX).toBeLessThan(x2!);
  });
  it('fits containers on both sides of 180° across the Pacific (side by side), not at both ends of the world', () => {
    const { container } = render(
      <MapView
        points={[
          { id: 'west', lat: 35, lng: 154, label: 'West Pacific', kind: 'container' },
          { id: 'east', lat: 30, lng: -152, label: 'East Pacific', kind: 'container' },
        ]}
        fitKey="k"
      />,
    );
    const x = (title: string) => {
      const marker = container.querySelector<HTMLElement>(`.leaflet-marker-icon[title="${title}"]`)!;
      return Number(/translate3d\((-?[\d.]+)px/.exec(marker.style.transform)?.[1] ?? marker.style.left.replace('px', ''));
    };
    // 154°E on the left, 152°W (= 208°) to its right, both inside the 800 px box and 54° apart, not 306°.
    expect(x('West Pacific')).toBeGreaterThanOrEqual(0);
    expect(x('East Pacific')).toBeLessThanOrEqual(800);
    expect(x('East Pacific')).toBeGreaterThan(x('West Pacific'));
  });
});
