import { createHash } from 'node:crypto';
import { readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { WORKSPACE_ROOT } from '../config';

/**
 * A company's logo for the PDFs, from `companies.logo_url`, never from the network:
 *   - a `data:` URL of a PNG, a JPEG or an SVG;
 *   - a path of the web root the server serves (`/logo.svg`, `/logos/acme.png`: the `webRoot` given, the server's
 *     WEB_ROOT, else the shell's public folder), read from disk, only inside that folder;
 *   - anything else (an https URL, a missing file, another format): null, and the document draws a text logo.
 * PNG and JPEG are embedded as they are; SVG is drawn as vectors from a small subset (rect, circle, ellipse, line,
 * polyline, polygon, path, text, g; fill, stroke, opacity, font size and weight, text-anchor; the viewBox), enough
 * for a flat logo: an SVG using anything else (images, gradients, transforms, styles) is not drawn (text logo).
 * Parsed logos are kept in a small cache keyed by the web root and the URL (a long one by its digest), so a PDF does
 * not parse the same logo again.
 */

export type SvgShape =
  | { kind: 'rect'; x: number; y: number; width: number; height: number; rx: number; paint: Paint }
  | { kind: 'ellipse'; cx: number; cy: number; rx: number; ry: number; paint: Paint }
  | { kind: 'path'; d: string; paint: Paint }
  | { kind: 'polygon'; points: Array<[number, number]>; closed: boolean; paint: Paint }
  | { kind: 'text'; x: number; y: number; text: string; size: number; bold: boolean; anchor: 'start' | 'middle' | 'end'; paint: Paint };

interface Paint {
  fill: string | null;
  stroke: string | null;
  strokeWidth: number;
  opacity: number;
}

export type Logo =
  { kind: 'image'; bytes: Buffer; width: number; height: number } | { kind: 'svg'; viewBox: [number, number, number, number]; shapes: SvgShape[] };

const MAX_BYTES = 2 * 1024 * 1024;
const CACHE_LIMIT = 64;
const cache = new Map<string, Logo | null>();

export function logoOf(url: string | null, webRoot?: string): Logo | null {
  if (!url) return null;
  // A data: URL may be large: the cache keeps its digest, not the text.
  const key = `${webRoot ?? ''}\n${url.length > 200 ? `sha1:${createHash('sha1').update(url).digest('base64')}` : url}`;
  if (cache.has(key)) return cache.get(key)!;
  let logo: Logo | null = null;
  try {
    logo = parseLogo(url, webRoot);
  } catch {
    logo = null;
  }
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  cache.set(key, logo);
  return logo;
}

function parseLogo(url: string, webRoot: string | undefined): Logo | null {
  const source = readSource(url, webRoot);
  if (!source || source.bytes.length === 0 || source.bytes.length > MAX_BYTES) return null;
  const { bytes, type } = source;
  if (type === 'image/png' || isPng(bytes)) {
    if (!isPng(bytes)) return null;
    return { kind: 'image', bytes, width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (type === 'image/jpeg' || isJpeg(bytes)) {
    if (!isJpeg(bytes)) return null;
    const size = jpegSize(bytes);
    return size ? { kind: 'image', bytes, ...size } : null;
  }
  if (type === 'image/svg+xml' || /<svg[\s>]/.test(bytes.subarray(0, 512).toString('utf8'))) return parseSvg(bytes.toString('utf8'));
  return null;
}

function readSource(url: string, webRoot: string | undefined): { bytes: Buffer; type: string | null } | null {
  const data = /^data:([\w/+.-]+)?((?:;[\w-]+=[^;,]*)*)(;base64)?,(.*)$/s.exec(url);
  if (data) {
    const payload = data[4] ?? '';
    const bytes = data[3] ? Buffer.from(payload, 'base64') : Buffer.from(decodeURIComponent(payload), 'utf8');
    return { bytes, type: data[1]?.toLowerCase() ?? null };
  }
  // A path of the served web root (never a URL with a host, never outside the root).
  if (!url.startsWith('/') || url.startsWith('//') || url.includes('\\')) return null;
  const relative = decodeURIComponent(url.split(/[?#]/)[0]!);
  for (const root of webRoots(webRoot)) {
    const file = path.resolve(root, `.${relative}`);
    if (!file.startsWith(root + path.sep)) continue;
    try {
      const real = realpathSync(file);
      if (!real.startsWith(realpathSync(root) + path.sep)) continue;
      const stat = statSync(real);
      if (!stat.isFile() || stat.size > MAX_BYTES) continue;
      const extension = path.extname(real).toLowerCase();
      const type =
        extension === '.png' ? 'image/png' : extension === '.jpg' || extension === '.jpeg' ? 'image/jpeg' : extension === '.svg' ? 'image/svg+xml' : null;
      return type ? { bytes: readFileSync(real), type } : null;
    } catch {
      // not there: the next root
    }
  }
  return null;
}

function webRoots(webRoot: string | undefined): string[] {
  const roots = [webRoot?.trim(), path.join(WORKSPACE_ROOT, 'apps/shell/public')].filter((root): root is string => Boolean(root));
  return roots.map((root) => path.resolve(root));
}

const isPng = (bytes: Buffer) => bytes.length > 24 && bytes.readUInt32BE(0) === 0x89504e47 && bytes.readUInt32BE(4) === 0x0d0a1a0a;
const isJpeg = (bytes: Buffer) => bytes.length > 4 && bytes[0] === 0xff && bytes[1] === 0xd8;

/** Width and height from a JPEG's first SOF marker. */
function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    const length = bytes.readUInt16BE(offset + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  return null;
}

// ------------------------------------------------------------------------------------------------------------- SVG

const DRAWN = new Set(['rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'path', 'text']);
const IGNORED = new Set(['svg', 'g', 'title', 'desc', 'metadata', 'tspan']);

function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of tag.matchAll(/([\w:-]+)\s*=\s*("([^"]*)"|'([^']*)')/g)) attributes[match[1]!] = match[3] ?? match[4] ?? '';
  return attributes;
}

const number = (value: string | undefined, fallback = 0) => {
  const parsed = Number.parseFloat(value ?? '');
  return Number.isFinite(parsed) ? parsed : fallback;
};

const decodeEntities = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_m, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_m, code: string) => String.fromCodePoint(Number.parseInt(code, 16)))
    .replace(/&amp;/g, '&');

const COLOR = /^(#[0-9a-f]{3}|#[0-9a-f]{6}|[a-z]+)$/i;

/** A flat SVG as shapes, or null when it uses more than the subset (see the top of this file). */
export function parseSvg(text: string): Logo | null {
  const root = /<svg\b([^>]*)>/i.exec(text);
  if (!root) return null;
  const rootAttributes = attributesOf(root[1]!);
  const viewBox = (rootAttributes.viewBox ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);
  const box: [number, number, number, number] =
    viewBox.length === 4 && viewBox.every(Number.isFinite) && viewBox[2]! > 0 && viewBox[3]! > 0
      ? (viewBox as [number, number, number, number])
      : [0, 0, number(rootAttributes.width, 0), number(rootAttributes.height, 0)];
  if (box[2] <= 0 || box[3] <= 0) return null;

  const shapes: SvgShape[] = [];
  // Inherited paint through <g> (a stack of open groups).
  const groups: Array<Record<string, string>> = [rootAttributes];
  const body = text.slice(root.index + root[0].length);
  const tags = /<(\/?)([\w:-]+)\b([^>]*?)(\/?)>|<!--[\s\S]*?-->|<\?[\s\S]*?\?>/g;
  let match: RegExpExecArray | null;
  while ((match = tags.exec(body))) {
    const [, closing, rawName, rawAttributes, selfClosing] = match;
    if (!rawName) continue;
    const name = rawName.toLowerCase();
    if (closing) {
      if (name === 'g') groups.pop();
      if (name === 'svg') break;
      continue;
    }
    const own = attributesOf(rawAttributes ?? '');
    if (own.transform || own.style || own.class || own.filter || own.mask || own['clip-path']) return null;
    if (name === 'g') {
      if (!selfClosing) groups.push({ ...groups[groups.length - 1], ...own });
      continue;
    }
    if (IGNORED.has(name)) continue;
    if (!DRAWN.has(name)) return null;
    const inherited = groups[groups.length - 1] ?? {};
    const attributes = { ...inherited, ...own };
    const paint = paintOf(attributes, name);
    if (!paint) return null;
    switch (name) {
      case 'rect':
        shapes.push({
          kind: 'rect',
          x: number(own.x),
          y: number(own.y),
          width: number(own.width),
          height: number(own.height),
          rx: number(own.rx ?? own.ry),
          paint,
        });
        break;
      case 'circle':
        shapes.push({ kind: 'ellipse', cx: number(own.cx), cy: number(own.cy), rx: number(own.r), ry: number(own.r), paint });
        break;
      case 'ellipse':
        shapes.push({ kind: 'ellipse', cx: number(own.cx), cy: number(own.cy), rx: number(own.rx), ry: number(own.ry), paint });
        break;
      case 'line':
        shapes.push({
          kind: 'polygon',
          points: [
            [number(own.x1), number(own.y1)],
            [number(own.x2), number(own.y2)],
          ],
          closed: false,
          paint: { ...paint, fill: null },
        });
        break;
      case 'polyline':
      case 'polygon': {
        const values = (own.points ?? '')
          .split(/[\s,]+/)
          .filter(Boolean)
          .map(Number);
        if (values.length < 4 || values.length % 2 === 1 || !values.every(Number.isFinite)) return null;
        const points: Array<[number, number]> = [];
        for (let i = 0; i < values.length; i += 2) points.push([values[i]!, values[i + 1]!]);
        shapes.push({ kind: 'polygon', points, closed: name === 'polygon', paint });
        break;
      }
      case 'path':
        if (!own.d || !/^[\sMmLlHhVvCcSsQqTtAaZz0-9.,eE+-]+$/.test(own.d)) return null;
        shapes.push({ kind: 'path', d: own.d, paint });
        break;
      case 'text': {
        if (selfClosing) break;
        const end = body.indexOf('</text>', tags.lastIndex);
        if (end < 0) return null;
        const content = decodeEntities(body.slice(tags.lastIndex, end).replace(/<[^>]*>/g, ''))
          .replace(/\s+/g, ' ')
          .trim();
        tags.lastIndex = end + '</text>'.length;
        if (!content) break;
        const anchor = attributes['text-anchor'];
        const weight = attributes['font-weight'] ?? '';
        shapes.push({
          kind: 'text',
          x: number(own.x),
          y: number(own.y),
          text: content,
          size: number(attributes['font-size'], 16),
          bold: weight === 'bold' || weight === 'bolder' || number(weight, 400) >= 600,
          anchor: anchor === 'middle' || anchor === 'end' ? anchor : 'start',
          paint,
        });
        break;
      }
    }
  }
  return shapes.length > 0 ? { kind: 'svg', viewBox: box, shapes } : null;
}

/** The fill and stroke of a shape; null for a paint outside the subset (url(#gradient), currentColor, ...). */
function paintOf(attributes: Record<string, string>, name: string): Paint | null {
  const color = (value: string | undefined, fallback: string | null): string | null | undefined => {
    if (value === undefined) return fallback;
    const trimmed = value.trim();
    if (trimmed === 'none' || trimmed === 'transparent') return null;
    return COLOR.test(trimmed) && trimmed.toLowerCase() !== 'currentcolor' ? trimmed : undefined;
  };
  const fill = color(attributes.fill, name === 'line' ? null : '#000000');
  const stroke = color(attributes.stroke, null);
  if (fill === undefined || stroke === undefined) return null;
  const opacity = Math.min(1, Math.max(0, number(attributes.opacity, 1) * number(attributes['fill-opacity'], 1)));
  return { fill, stroke, strokeWidth: number(attributes['stroke-width'], 1), opacity };
}
