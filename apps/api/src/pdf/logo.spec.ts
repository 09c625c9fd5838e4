import { logoOf, parseSvg } from './logo';

/** Company logos for the PDFs: what is drawn, what falls back to the text logo, and nothing from the network. */
describe('document logos', () => {
  const svg = (body: string, attributes = 'viewBox="0 0 160 48"') => `<svg xmlns="http://www.w3.org/2000/svg" ${attributes}>${body}</svg>`;
  const dataUrl = (text: string, type = 'image/svg+xml') => `data:${type};base64,${Buffer.from(text).toString('base64')}`;
  // A 1×1 PNG.
  const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

  it('draws a flat SVG (the demo logo) as shapes in its viewBox', () => {
    const logo = logoOf(
      dataUrl(
        svg(
          '<rect width="160" height="48" rx="8" fill="#0f3d68"/><text x="80" y="31" font-size="18" font-weight="700" fill="#fff" text-anchor="middle">DEMO &amp; CO</text>',
        ),
      ),
    );
    expect(logo).toEqual({
      kind: 'svg',
      viewBox: [0, 0, 160, 48],
      shapes: [
        { kind: 'rect', x: 0, y: 0, width: 160, height: 48, rx: 8, paint: { fill: '#0f3d68', stroke: null, strokeWidth: 1, opacity: 1 } },
        {
          kind: 'text',
          x: 80,
          y: 31,
          text: 'DEMO & CO',
          size: 18,
          bold: true,
          anchor: 'middle',
          paint: { fill: '#fff', stroke: null, strokeWidth: 1, opacity: 1 },
        },
      ],
    });
  });

  it('reads paths, circles and groups, and the product logo of the web root', () => {
    const logo = parseSvg(svg('<g fill="#123456"><path d="M10 40V22h26v18H10z"/><circle cx="19" cy="44" r="5" stroke="#0b5cad"/></g>', 'viewBox="0 0 64 64"'));
    expect(logo?.kind === 'svg' && logo.shapes.map((shape) => [shape.kind, shape.paint.fill, shape.paint.stroke])).toEqual([
      ['path', '#123456', null],
      ['ellipse', '#123456', '#0b5cad'],
    ]);
    const file = logoOf('/logo.svg');
    expect(file?.kind).toBe('svg');
  });

  it('embeds PNG data URLs with their size', () => {
    expect(logoOf(`data:image/png;base64,${PNG}`)).toMatchObject({ kind: 'image', width: 1, height: 1 });
  });

  it('falls back to the text logo for anything else: the network, paths outside the web root, unsupported SVG', () => {
    expect(logoOf('https://example.com/logo.png')).toBeNull();
    expect(logoOf('//example.com/logo.png')).toBeNull();
    expect(logoOf('/../../package.json')).toBeNull();
    expect(logoOf('/%2e%2e/%2e%2e/etc/passwd')).toBeNull();
    expect(logoOf('/missing-logo.png')).toBeNull();
    expect(logoOf(dataUrl(svg('<image href="x.png" width="10" height="10"/>')))).toBeNull();
    expect(logoOf(dataUrl(svg('<rect width="10" height="10" fill="url(#g)"/>')))).toBeNull();
    expect(logoOf(dataUrl(svg('<rect width="10" height="10" transform="rotate(4)"/>')))).toBeNull();
    expect(logoOf(dataUrl('not an image', 'text/plain'))).toBeNull();
    expect(logoOf(null)).toBeNull();
  });
});
