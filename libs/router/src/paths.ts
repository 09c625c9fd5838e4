import type { ReactNode } from 'react';
import type { RouteObject } from './index';

/** The names of a pattern's parameters: '/address/edit/:id' → 'id'. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values a pattern needs: '/loads/editload/:id' → { id: string | number }. */
export type PathParams<P extends string> = { [Name in ParamNames<P>]: string | number };

/** Search parameters of a link; empty and undefined values are left out. */
export type Query = Record<string, string | number | boolean | undefined | null>;

type Joined<Base extends string, Child extends string> = Child extends '' ? Base : `${Base}/${Child}`;

/** `getHref(params?, query?)`, with `params` required exactly when the pattern has some. */
type HrefArgs<P extends string> = [ParamNames<P>] extends [never] ? [query?: Query] : [params: PathParams<P>, query?: Query];

/** One screen of a module: where the shell mounts it, its path below that, and how to link to it. */
export interface ModulePath<Base extends string = string, Child extends string = string> {
  /** The shell's base path it sits under (a key of the module's route trees and of the frame's REMOTE_ROUTES). */
  base: Base;
  /** Its path below the base, as the route tree declares it ('' is the base's own page). */
  path: Child;
  /** The whole pattern, '/loads/editload/:id'. */
  pattern: Joined<Base, Child>;
  /** The URL of this screen: `paths.editLoad.getHref({ id: 'L-12' })` → '/loads/editload/L-12'. */
  getHref: (...args: HrefArgs<Joined<Base, Child>>) => string;
}

function searchOf(query: Query | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * Declares a screen's path once, typed: the route tree mounts it (`routesByBase`) and links are made with its
 * `getHref`, so no path is written twice as a string literal.
 *
 *     const paths = { editLoad: modulePath('/loads', 'editload/:id') };
 *     paths.editLoad.getHref({ id: 'L-12' }, { tab: 'quotes' }); // '/loads/editload/L-12?tab=quotes'
 */
export function modulePath<Base extends `/${string}`, Child extends string = ''>(base: Base, child?: Child): ModulePath<Base, Child> {
  const path = (child ?? '') as Child;
  const pattern = (path ? `${base}/${path}` : base) as Joined<Base, Child>;
  const getHref = (...args: unknown[]): string => {
    const hasParams = pattern.includes(':');
    const params = (hasParams ? args[0] : undefined) as Record<string, string | number> | undefined;
    const query = (hasParams ? args[1] : args[0]) as Query | undefined;
    const filled = pattern.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
      const value = params?.[name];
      if (value === undefined || value === '') throw new Error(`getHref(${pattern}): missing parameter '${name}'`);
      return encodeURIComponent(String(value));
    });
    return `${filled}${searchOf(query)}`;
  };
  return { base, path, pattern, getHref: getHref as ModulePath<Base, Child>['getHref'] };
}

/**
 * A module's route trees keyed by the shell's base paths (the `routes` of the remote-module contract), built from
 * its declared paths: the base's own page is the index route, the others are relative children.
 */
export function routesByBase(screens: Array<[path: ModulePath, element: ReactNode]>): Record<string, RouteObject[]> {
  const trees: Record<string, RouteObject[]> = {};
  for (const [{ base, path }, element] of screens) {
    (trees[base] ??= []).push(path ? { path, element } : { index: true, element });
  }
  return trees;
}
