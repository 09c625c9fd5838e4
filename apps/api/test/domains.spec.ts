import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_PLUGINS, DOMAINS } from '../src/domains';

/**
 * The route table is the one place that says which domain serves which of the spec's prefixes; docs/ARCHITECTURE.md
 * shows it to a newcomer, so the two must agree.
 */

const ARCHITECTURE = path.resolve(__dirname, '../../../docs/ARCHITECTURE.md');

/** prefix → its domains, both in registration order (the service's own plugins aside). */
function prefixTable(): Array<[string, string[]]> {
  const table = new Map<string, string[]>();
  for (const entry of API_PLUGINS) {
    if (entry.domain === 'service') continue;
    const domains = table.get(entry.prefix) ?? [];
    if (!domains.includes(entry.domain)) domains.push(entry.domain);
    table.set(entry.prefix, domains);
  }
  return [...table];
}

function documentedTable(): Array<[string, string[]]> {
  const text = readFileSync(ARCHITECTURE, 'utf8');
  const block = /<!-- prefix-table:start -->([\s\S]*?)<!-- prefix-table:end -->/.exec(text)![1]!;
  return block
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| prefix'))
    .map((line) => {
      const [prefix, domains] = line
        .split('|')
        .slice(1, 3)
        .map((cell) => cell.trim());
      return [prefix === '(root)' ? '' : prefix!.replace(/`/g, ''), domains!.split(', ')];
    });
}

describe('the route table', () => {
  it("docs/ARCHITECTURE.md's prefix table is the route table's", () => {
    expect(documentedTable()).toEqual(prefixTable());
  });

  it('mounts every domain, and only domains of the list', () => {
    const mounted = new Set(API_PLUGINS.map((entry) => entry.domain).filter((domain) => domain !== 'service'));
    expect([...mounted].sort()).toEqual([...DOMAINS].sort());
  });
});
