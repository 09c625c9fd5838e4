import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The API's domains import one another without a cycle: `npm run lint` builds the graph of the imports between the
 * domain folders of apps/api/src (tests aside) and fails on any cycle, naming it (docs/ARCHITECTURE.md, "The API's
 * domains"). ESLint's own rule keeps those imports to a domain's index.ts; this check keeps their direction.
 */

const API_SOURCE = 'apps/api/src';

/** The names of the route table's DOMAINS list (tools/eslint/api-layers.mjs reads the same list the same way). */
export function readDomains(root: string): string[] {
  const list = /export const DOMAINS = \[([^\]]*)\]/.exec(readFileSync(path.join(root, API_SOURCE, 'domains.ts'), 'utf8'));
  if (!list) throw new Error(`${API_SOURCE}/domains.ts has no DOMAINS list`);
  return [...list[1]!.matchAll(/'([^']+)'/g)].map((match) => match[1]!);
}

/** A file's source, by its path from the workspace root. */
export type SourceFiles = ReadonlyMap<string, string>;

/** The domain a path of apps/api/src belongs to, or null (infrastructure, seed, the composition files). */
function domainOf(domains: readonly string[], file: string): string | null {
  const [first, ...rest] = path.posix.relative(API_SOURCE, file).split('/');
  return rest.length > 0 && domains.includes(first!) ? first! : null;
}

/** The relative module specifiers a file imports or re-exports (type-only ones too: they tie the domains as much). */
function specifiersOf(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const found: string[] = [];
  for (const statement of source.statements) {
    const specifier = (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier;
    if (specifier && ts.isStringLiteral(specifier) && specifier.text.startsWith('.')) found.push(specifier.text);
  }
  return found;
}

/** domain → the domains it imports. */
export function domainGraph(domains: readonly string[], files: SourceFiles): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const [file, text] of files) {
    const from = domainOf(domains, file);
    if (!from) continue;
    for (const specifier of specifiersOf(file, text)) {
      const to = domainOf(domains, path.posix.join(path.posix.dirname(file), specifier, 'module'));
      if (to && to !== from) graph.set(from, (graph.get(from) ?? new Set()).add(to));
    }
  }
  return graph;
}

/** Every cycle of the graph, each as its path (`loads → shipments → loads`), once. */
export function domainCycles(graph: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  const cycles = new Set<string>();
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of [...(graph.get(node) ?? [])].sort()) {
      if (state.get(next) === 'open') cycles.add([...stack.slice(stack.indexOf(next)), next].join(' → '));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return [...cycles];
}

/** The API's source files outside tests, by path from the workspace root. */
export function apiSourceFiles(root: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (folder: string) => {
    for (const name of readdirSync(path.join(root, folder))) {
      const relative = path.posix.join(folder, name);
      if (statSync(path.join(root, relative)).isDirectory()) {
        if (name !== 'test') walk(relative);
      } else if (name.endsWith('.ts') && !name.endsWith('.spec.ts')) files.set(relative, readFileSync(path.join(root, relative), 'utf8'));
    }
  };
  walk(API_SOURCE);
  return files;
}

export function checkDomainCycles(root: string): string[] {
  return domainCycles(domainGraph(readDomains(root), apiSourceFiles(root)));
}
