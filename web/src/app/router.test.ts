import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appPages, creatorPages } from '@pixel/contract';
import { routes } from './router';

/** Every address the route table draws a page at (a redirect's too), `:name` for its own segments. */
function addressesOf(table: RouteObject[], parent = ''): string[] {
  return table.flatMap((route) => {
    if (route.path === '*') return [];
    const here = route.path ? `${parent}/${route.path}` : parent;
    const own = route.index || (route.path && !route.children) ? [here || '/'] : [];
    return [...own, ...addressesOf(route.children ?? [], here)];
  });
}

describe('the route table', () => {
  it("is the contract's list of pages, so the server answers every one of them 200 and nothing else", () => {
    const drawn = addressesOf(routes).sort();
    expect(drawn).toEqual([...appPages, ...creatorPages].sort());
  });
});
