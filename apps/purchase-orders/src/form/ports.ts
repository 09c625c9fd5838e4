/**
 * The ports the form suggests for origin and destination (a free text is allowed too): the names the API's ocean lanes
 * and the demo world use (apps/api/src/reference/geo-data.ts PORTS, kept in the same spelling so a suggested port matches a
 * lane and the simulated tracking follows real waypoints). Port names are proper names: not translated.
 */
export const KNOWN_PORTS: readonly string[] = [
  'Shanghai',
  'Ningbo-Zhoushan',
  'Yantian (Shenzhen)',
  'Busan',
  'Kaohsiung',
  'Hai Phong',
  'Rotterdam',
  'Hamburg',
  'Los Angeles / Long Beach',
  'Oakland',
  'Seattle / Tacoma',
  'Vancouver (Deltaport)',
  'Prince Rupert',
  'New York / New Jersey',
  'Savannah',
  'Houston',
  'Montreal',
  'Halifax',
];
