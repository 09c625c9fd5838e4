import { cityMatchesLocality } from './zip-check';

describe('the zip check (spec section 5)', () => {
  it.each([
    ['Beverly Hills', 'Beverly Hills', true],
    ['beverly hills', 'Beverly Hills', true],
    ['Toronto', 'Downtown Toronto (CN Tower / King And Spadina)', true],
    ['Montréal', 'Montreal', true],
    ['St. Louis', 'Saint Louis', true],
    ['Chicago', 'Beverly Hills', false],
    ['Hills', 'Beverly Hillsboro', false],
    ['', 'Chicago', false],
  ])('%s vs %s → %s', (city, locality, expected) => {
    expect(cityMatchesLocality(city, locality)).toBe(expected);
  });
});
