import { describeModulePaths } from '@freight/testing';
import { paths } from './paths';
import { routes } from './routes';

describeModulePaths(paths, routes);

describe('getHref', () => {
  it('encodes parameter values and adds the query, leaving empty values out', () => {
    expect(paths.tracking.getHref({ loadId: 42 }, { ref: 'mail', empty: '', none: undefined })).toBe('/orders/tracking/42?ref=mail');
  });
});
