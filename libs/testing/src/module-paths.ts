import { matchRoutes, type RouteObject } from '@freight/router';

interface ModulePathLike {
  base: string;
  pattern: string;
  path: string;
  getHref: (...args: never[]) => string;
}

/** A concrete URL of a pattern, each parameter filled with a sample value. */
const sample = (pattern: string) => pattern.replace(/:([A-Za-z0-9_]+)/g, 'sample-$1');

/**
 * The checks every remote's `paths.ts` owes its route tree: each path is mounted under its base as the screen
 * declared for it, links to itself with `getHref`, and the tree mounts nothing else.
 */
export function describeModulePaths(paths: Record<string, ModulePathLike>, routes: Record<string, RouteObject[]>): void {
  describe.each(Object.entries(paths))('the path %s', (_name, path) => {
    it('is mounted by the route tree under its base, as the screen declared for it', () => {
      const tree = routes[path.base];
      expect(tree).toBeDefined();
      const below = sample(path.pattern).slice(sample(path.base).length) || '/';
      const matched = matchRoutes(tree!, below)?.at(-1)?.route;
      expect(matched).toBeDefined();
      expect(matched!.index ? '' : matched!.path).toBe(path.path);
    });

    it('links to itself with getHref', () => {
      const params = Object.fromEntries([...path.pattern.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => [m[1], `sample-${m[1]}`]));
      const getHref = path.getHref as (...args: unknown[]) => string;
      expect(path.pattern.includes(':') ? getHref(params) : getHref()).toBe(sample(path.pattern));
    });
  });

  it('mounts nothing but its paths', () => {
    const declared = Object.values(paths)
      .map((path) => `${path.base} ${path.path}`)
      .sort();
    const mounted = Object.entries(routes)
      .flatMap(([base, tree]) => tree.map((route) => `${base} ${route.index ? '' : route.path}`))
      .sort();
    expect(mounted).toEqual(declared);
  });
}
