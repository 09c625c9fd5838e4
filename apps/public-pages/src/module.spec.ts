import { matchRoutes } from '@freight/router';
import remoteModule from './module';
import { paths } from './paths';

describe('the public-pages module', () => {
  it('is named as the shell loads it and has a screen at each of its paths', () => {
    expect(remoteModule.name).toBe('public_pages');
    for (const screen of Object.values(paths)) {
      const tree = remoteModule.routes[screen.base];
      expect(tree).toBeDefined();
      expect(matchRoutes(tree!, `/${screen.path}`)?.at(-1)?.route.element).toBeTruthy();
    }
  });
});
