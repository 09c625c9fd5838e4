/**
 * @jest-environment node
 *
 * The API's domains import one another without a cycle: `npm run lint` (tools/lint.ts) builds their graph and names
 * every cycle. These samples show what it finds, and the real source has none.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { apiSourceFiles, checkDomainCycles, domainCycles, domainGraph, readDomains } from './api-domains';

const root = path.resolve(__dirname, '../..');
const DOMAINS = ['loads', 'shipments', 'quotes', 'insight', 'purchase-orders'];
const files = (entries: Record<string, string>) => new Map(Object.entries(entries));

describe('cycles between the API domains', () => {
  it('finds two domains that import each other, through their index files too', () => {
    const graph = domainGraph(
      DOMAINS,
      files({
        'apps/api/src/loads/board.ts': "import { awardLoad } from '../shipments';\nexport const x = awardLoad;\n",
        'apps/api/src/shipments/assign.ts': "import type { LoadRow } from '../loads/index';\nexport type X = LoadRow;\n",
      }),
    );
    expect(domainCycles(graph)).toEqual(['loads → shipments → loads']);
  });

  it('finds a longer cycle, and a re-export counts as an import', () => {
    const graph = domainGraph(
      DOMAINS,
      files({
        'apps/api/src/purchase-orders/replan/replan.ts': "import { routeLoad } from '../../loads';\n",
        'apps/api/src/loads/index.ts': "export { insightRoutes } from '../insight';\n",
        'apps/api/src/insight/risk-job.ts': "import { awaitedContainers } from '../purchase-orders';\n",
      }),
    );
    expect(domainCycles(graph)).toEqual(['insight → purchase-orders → loads → insight']);
  });

  it('lets one-way imports, infrastructure and the seed through', () => {
    const graph = domainGraph(
      DOMAINS,
      files({
        'apps/api/src/quotes/routes.ts': "import { awardLoad } from '../shipments';\nimport { ok } from '../plugins/envelope';\n",
        'apps/api/src/shipments/award.ts': "import { loads } from '../db/schema';\n",
        'apps/api/src/seed/world.ts': "import { awardLoad } from '../shipments';\nimport { createQuoteQueries } from '../quotes';\n",
      }),
    );
    expect(graph).toEqual(new Map([['quotes', new Set(['shipments'])]]));
    expect(domainCycles(graph)).toEqual([]);
  });

  it("reads the route table's domains, each a folder with its index.ts", () => {
    const domains = readDomains(root);
    expect(domains).toEqual(expect.arrayContaining(['accounts', 'loads', 'quotes', 'shipments', 'insight']));
    for (const domain of domains) expect(existsSync(path.join(root, 'apps/api/src', domain, 'index.ts'))).toBe(true);
  });

  it('the API itself has none (and its domains do use one another)', () => {
    const graph = domainGraph(readDomains(root), apiSourceFiles(root));
    expect(graph.get('quotes')).toContain('shipments');
    expect(domainCycles(graph)).toEqual([]);
    expect(checkDomainCycles(root)).toEqual([]);
  });
});
