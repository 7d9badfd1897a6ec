// The route matching the server does on every request, with the patches in patches/ that keep a
// route array's ranked branches, each pattern's RegExp and the answers for each path instead of
// rebuilding them (decision 013).
// The answers must be those of unpatched matching: ranking, flags and a new array all respected.
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { matchRoutes, matchPath, type AgnosticRouteObject } from '@remix-run/router';

const routes: AgnosticRouteObject[] = [
  {
    id: 'root',
    path: '',
    children: [
      { id: 'home', index: true },
      { id: 'loan', path: 'loan/:number' },
      { id: 'loan-new', path: 'loan/new' },
      { id: 'wallet', path: 'wallet', children: [{ id: 'wallet-index', index: true }, { id: 'withdraw', path: 'withdraw' }] },
      { id: 'splat', path: '*' },
    ],
  },
];

const ids = (list: AgnosticRouteObject[], path: string) => matchRoutes(list, path)?.map((m) => m.route.id);

describe('route matching with the kept branches and patterns', () => {
  it('is the patched build that the server runs', () => {
    const source = readFileSync(require.resolve('@remix-run/router'), 'utf8');
    expect(source).toContain('rankedBranches');
    expect(source).toContain('compiledPaths');
    expect(source).toContain('keptMatches');
  });

  it('ranks as React Router does, every time the same array is matched', () => {
    for (let round = 0; round < 2; round += 1) {
      expect(ids(routes, '/')).toEqual(['root', 'home']);
      expect(ids(routes, '/loan/new')).toEqual(['root', 'loan-new']);
      expect(matchRoutes(routes, '/loan/HL-1')?.at(-1)?.params).toEqual({ number: 'HL-1' });
      expect(ids(routes, '/wallet/withdraw/')).toEqual(['root', 'wallet', 'withdraw']);
      expect(ids(routes, '/wallet')).toEqual(['root', 'wallet', 'wallet-index']);
      expect(ids(routes, '/nowhere/at/all')).toEqual(['root', 'splat']);
    }
  });

  it('matches a new array by its own routes, not by the ones kept for another', () => {
    const other: AgnosticRouteObject[] = [{ id: 'only', path: 'only' }];
    expect(ids(routes, '/only')).toEqual(['root', 'splat']);
    expect(ids(other, '/only')).toEqual(['only']);
    expect(ids(other, '/wallet')).toBeUndefined();
  });

  it('answers a path seen before with copies: a caller changing a match or its params changes no later answer', () => {
    const first = matchRoutes(routes, '/loan/HL-2');
    const last = first?.at(-1);
    if (!last) throw new Error('no match');
    (last.params as Record<string, string>).number = 'changed';
    last.pathname = '/changed';
    first?.pop();
    const again = matchRoutes(routes, '/loan/HL-2');
    expect(again?.map((m) => m.route.id)).toEqual(['root', 'loan']);
    expect(again?.at(-1)?.params).toEqual({ number: 'HL-2' });
    expect(again?.at(-1)?.pathname).toBe('/loan/HL-2');
  });

  it('remembers a path that matches nothing as nothing', () => {
    const partial = [{ id: 'deep', path: 'a/b/c' }];
    expect(ids(partial, '/a/b')).toBeUndefined();
    expect(ids(partial, '/a/b')).toBeUndefined();
    expect(ids(partial, '/a/b/c')).toEqual(['deep']);
  });

  it('keeps a pattern apart by its case-sensitivity and end flags', () => {
    expect(matchPath({ path: '/Wallet', caseSensitive: true }, '/wallet')).toBeNull();
    expect(matchPath({ path: '/Wallet', caseSensitive: false }, '/wallet')).not.toBeNull();
    expect(matchPath({ path: '/wallet', end: true }, '/wallet/withdraw')).toBeNull();
    expect(matchPath({ path: '/wallet', end: false }, '/wallet/withdraw')?.pathnameBase).toBe('/wallet');
  });
});
