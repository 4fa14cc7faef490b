import { describe, expect, it } from 'vitest';
import { routeTable } from '@pixel/contract/routes';
import { useTestApp } from './test/test-app.ts';

const t = useTestApp();

const calls = routeTable.flatMap(({ calls }) => Object.values(calls));
const key = (method: string, route: string) => `${method.toUpperCase()} ${route}`;

describe('the route table', () => {
  it('is what the server serves: every call registered, every documented call of the API in it', async () => {
    for (const call of calls) {
      expect(t.app.hasRoute({ method: call.method, url: call.path }), key(call.method, call.path)).toBe(true);
    }
    const response = await t.app.inject({ method: 'GET', url: '/v1/openapi.json' });
    const document = response.json<{ paths: Record<string, Record<string, unknown>> }>();
    // the API's calls; the development outbox and the sandbox provider's pages are the server's own tools
    const documented = Object.entries(document.paths)
      .filter(([route]) => route.startsWith('/v1/'))
      .flatMap(([route, operations]) =>
        Object.keys(operations).map((method) => key(method, route.replace(/\{(\w+)\}/g, ':$1'))),
      );
    const declared = calls.filter((call) => !call.hidden).map((call) => key(call.method, call.path));
    expect(documented.toSorted()).toEqual(declared.toSorted());
  });

  it('declares each call once', () => {
    const keys = calls.map((call) => key(call.method, call.path));
    expect(keys.filter((k, index) => keys.indexOf(k) !== index)).toEqual([]);
  });
});
