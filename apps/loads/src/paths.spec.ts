import { describeModulePaths } from '@freight/testing';
import { paths } from './paths';
import { routes } from './routes';

describeModulePaths(paths, routes);

describe('getHref', () => {
  it('encodes parameter values and adds the query, leaving empty values out', () => {
    expect(paths.editLoad.getHref({ id: 'L 12/3' })).toBe('/loads/editload/L%2012%2F3');
    expect(paths.loads.getHref({ page: 2, limit: 20, search: 'Chicago, IL' })).toBe('/loads?page=2&limit=20&search=Chicago%2C+IL');
  });

  it('refuses a missing parameter rather than linking to a broken URL', () => {
    expect(() => paths.nearTruck.getHref({ id: '' })).toThrow("missing parameter 'id'");
  });
});
