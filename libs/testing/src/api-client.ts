// Types only, and nothing else imported: a spec's api-client mock factory loads this file (see mockApiGroups), and a
// value import reaching @freight/api-client would run that factory again from inside itself.
import type * as ApiClient from '@freight/api-client';

type Client = typeof ApiClient;

/** The client's groups of calls: `purchaseManager`, `schedule`, `chatManager`... (objects whose values are calls). */
export type ApiGroup = {
  [K in keyof Client]: Client[K] extends (...args: never[]) => unknown ? never : Client[K] extends Record<string, (...args: never[]) => unknown> ? K : never;
}[keyof Client];

/** The named groups as the spec sees them: every call a `jest.Mock`. */
export type MockedApiGroups<G extends ApiGroup> = { [K in G]: Record<keyof Client[K], jest.Mock> };

/**
 * For a `jest.mock('@freight/api-client', ...)` factory: the real client (ApiError, call, the other groups) with every
 * call of each named group replaced by a `jest.fn()`, so a spec lists the groups the unit uses, not their calls:
 * `jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('schedule'));`
 * (this file, not the kit's index: the index loads the store, which imports the client being mocked).
 * @public Reached only through that requireActual string, which knip does not follow.
 */
export function mockApiGroups(...groups: ApiGroup[]): Client {
  const actual = jest.requireActual<Client>('@freight/api-client');
  const mocked: Record<string, Record<string, jest.Mock>> = {};
  for (const group of groups) {
    mocked[group] = Object.fromEntries(Object.keys(actual[group]).map((name) => [name, jest.fn()]));
  }
  return { ...actual, ...mocked };
}

/**
 * In the spec's body: the mocked groups, typed by the real client's names (`api.schedule.events.mockResolvedValue(...)`).
 * Throws when a group is not mocked (its factory forgot it), rather than letting a test call the real server.
 */
export function mockedApi<G extends ApiGroup>(...groups: G[]): MockedApiGroups<G> {
  const client = jest.requireMock<Record<string, Record<string, unknown>>>('@freight/api-client');
  for (const group of groups) {
    const calls = Object.entries(client[group] ?? {});
    const real = calls.filter(([, value]) => !jest.isMockFunction(value)).map(([name]) => name);
    if (calls.length === 0 || real.length > 0)
      throw new Error(`@freight/api-client's ${group} is not mocked${real.length ? ` (${real.join(', ')})` : ''}: mock it with mockApiGroups('${group}')`);
  }
  return client as unknown as MockedApiGroups<G>;
}
