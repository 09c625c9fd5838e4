import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { commonResources, flattenKeys } from '@freight/i18n';
import en from './en.json';
import sp from './sp.json';
import fr from './fr.json';
import { BILLING_STATES, COMPANY_TYPES, FAVOURITE_KINDS, NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS, WEIGHT_UNITS } from '@freight/contracts';
import { SETTINGS_AREAS } from '../areas';
import { PROFILE_TABS } from '../profile/ProfilePage';
import { FAVOURITE_FILTERS } from '../favourites/state';

/**
 * The module's texts are split into the spec's areas (profile, settings-billing, settings-business,
 * settings-defaults, settings-profile): one top-level section of en/sp/fr.json each, registered as its own i18next
 * namespace (module.ts). libs/i18n's test checks that the three files have the same keys; this one checks that every
 * key a file of the module asks for exists in the area(s) that file names with `useTranslation('<area>')` or as
 * `'<area>:<key>'`, or in the common area.
 */
const root = path.resolve(__dirname, '..');
const common = new Set(flattenKeys(commonResources.en));
const area = (name: string) => new Set(flattenKeys((en as Record<string, Record<string, unknown>>)[name] ?? {}));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(name) && !/\.spec\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('the settings areas', () => {
  it("are the spec's five, each a section of en, sp and fr", () => {
    expect([...SETTINGS_AREAS].sort()).toEqual(['profile', 'settings-billing', 'settings-business', 'settings-defaults', 'settings-profile']);
    for (const bundle of [en, sp, fr]) expect(Object.keys(bundle).sort()).toEqual([...SETTINGS_AREAS].sort());
  });

  it('define every key the code asks for, in the area it asks in', () => {
    const missing: string[] = [];
    for (const file of sources(root)) {
      const text = readFileSync(file, 'utf8');
      const named = [...text.matchAll(/useTranslation\('([a-z-]+)'\)/g)].map((m) => m[1]!);
      const known = named.flatMap((name) => [...area(name)]);
      const has = (keys: Iterable<string>, key: string) => {
        for (const k of keys) if (k === key || k.replace(/_(zero|one|two|few|many|other)$/, '') === key) return true;
        return false;
      };
      for (const match of text.matchAll(/['"`]([a-z-]+):([a-zA-Z]+(?:\.[a-zA-Z]+)+)['"`]/g)) {
        if (!has(area(match[1]!), match[2]!) && !(match[1] === 'common' && common.has(match[2]!)))
          missing.push(`${path.relative(root, file)}: ${match[1]}:${match[2]}`);
      }
      if (named.length === 0) continue;
      for (const match of text.matchAll(/(?<!name=)['"`]([a-zA-Z]+(?:\.[a-zA-Z]+)+)['"`]/g)) {
        const key = match[1]!;
        // Field names (`name="address.city"`) and file names are not keys.
        if (/\.(tsx?|css|json|js)$/.test(key)) continue;
        if (!has(known, key) && !common.has(key)) missing.push(`${path.relative(root, file)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('name every value the screens show by a built key (events, channels, plan states, kinds, units, tabs)', () => {
    const needed = [
      ...NOTIFICATION_EVENTS.map((e) => ['profile', `prefs.events.${e}`]),
      ...NOTIFICATION_CHANNELS.map((c) => ['profile', `prefs.channels.${c}`]),
      ...BILLING_STATES.map((s) => ['settings-billing', `states.${s}`]),
      ...COMPANY_TYPES.flatMap((c) => [
        ['settings-business', `kind.${c}`],
        ['settings-business', `kind.help.${c}`],
      ]),
      ...FAVOURITE_KINDS.map((k) => ['settings-profile', `favourites.kinds.${k}`]),
      ...FAVOURITE_FILTERS.map((k) => ['settings-profile', `favourites.filters.${k}`]),
      ...WEIGHT_UNITS.map((u) => ['settings-defaults', `units.${u}`]),
      ...PROFILE_TABS.map((tab) => ['settings-profile', `tabs.${tab}`]),
    ] as Array<[string, string]>;
    expect(needed.filter(([name, key]) => !area(name).has(key))).toEqual([]);
  });
});
