/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { precompressFolder } from './precompress-plugin';

describe('precompressFolder', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freight-precompress-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  };

  it('writes brotli and gzip siblings that decode to the file, for every text asset, nested ones included', async () => {
    const script = `export const words = ${JSON.stringify('freight '.repeat(500))};`;
    write('main.3f9a2c1b.js', script);
    write('index.html', `<!doctype html><title>${'FreightHub '.repeat(50)}</title>`);
    write('static/css/app.1234abcd.css', 'body { margin: 0; } '.repeat(40));
    write('mf-manifest.json', JSON.stringify({ name: 'shell', shared: Array(40).fill({ name: 'react' }) }));
    await precompressFolder(dir);
    for (const file of ['main.3f9a2c1b.js', 'index.html', 'static/css/app.1234abcd.css', 'mf-manifest.json']) {
      const original = fs.readFileSync(path.join(dir, file));
      const br = fs.readFileSync(path.join(dir, `${file}.br`));
      const gz = fs.readFileSync(path.join(dir, `${file}.gz`));
      expect(zlib.brotliDecompressSync(br)).toEqual(original);
      expect(zlib.gunzipSync(gz)).toEqual(original);
      expect(br.length).toBeLessThan(original.length);
    }
  });

  it('leaves source maps, build statistics, binary images and files that would not shrink alone', async () => {
    write('main.3f9a2c1b.js.map', '{"version":3,"mappings":"' + 'AAAA,'.repeat(200) + '"}');
    write('mf-stats.json', JSON.stringify({ big: 'x'.repeat(2000) }));
    write('logo.png', 'x'.repeat(2000));
    write('tiny.js', 'a');
    await precompressFolder(dir);
    expect(fs.readdirSync(dir).sort()).toEqual(['logo.png', 'main.3f9a2c1b.js.map', 'mf-stats.json', 'tiny.js']);
  });
});
