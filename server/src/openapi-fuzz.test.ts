import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { member } from './test/builders.ts';
import { useTestApp } from './test/test-app.ts';

const t = useTestApp();

type Schema = { type?: string | string[]; properties?: Record<string, Schema>; items?: Schema };
type Operation = {
  parameters?: { name: string; in: 'path' | 'query' | 'header' }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};

// values a hostile client sends: control characters, huge and odd numbers, wrong types, deep nesting
const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    '%00',
    '../../etc/passwd',
    "' or 1=1 --",
    '<script>alert(1)</script>',
    '𝕏'.repeat(50),
  ),
  fc.string({ minLength: 300, maxLength: 3000 }),
);
const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileString,
    fc.integer(),
    fc.double(),
    fc.constantFrom(null, true, false, 1e308, -1, 0, Number.MAX_SAFE_INTEGER + 2, '1e999', '99999999999.999'),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 8 }), tie('value'), { maxKeys: 3 }),
  ),
})).value;

/** A body for `schema`: its own field names with hostile values, some left out, some extra. */
const bodyFor = (schema: Schema | undefined) =>
  fc.oneof(
    hostileValue,
    fc.record(Object.fromEntries(Object.keys(schema?.properties ?? {}).map((key) => [key, hostileValue])), {
      requiredKeys: [],
    }),
  );

const fill = (path: string, values: string[]) => {
  let i = 0;
  return path.replace(/\{[^}]+\}/g, () => encodeURIComponent(values[i++] ?? 'x'));
};

describe('every route of the OpenAPI document under hostile input', async () => {
  it('answers no 5xx', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const user = await member(t);
    const cookie = (user.browser as unknown as { state: { cookie?: string } }).state.cookie;
    const routes = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({ path, method, operation })),
    );
    expect(routes.length).toBeGreaterThan(50);
    for (const { path, method, operation } of routes) {
      const query = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      const pathParams = (path.match(/\{[^}]+\}/g) ?? []).length;
      const jsonSchema = operation.requestBody?.content?.['application/json']?.schema;
      await fc.assert(
        fc.asyncProperty(
          fc.array(hostileString, { minLength: pathParams, maxLength: pathParams }),
          fc.dictionary(fc.constantFrom(...(query.length ? query : ['q'])), hostileString, { maxKeys: 3 }),
          bodyFor(jsonSchema),
          fc.boolean(),
          async (params, search, body, signedIn) => {
            const url = `${fill(path, params)}?${new URLSearchParams(search as Record<string, string>)}`;
            const response = await t.app.inject({
              method: method.toUpperCase() as 'GET',
              url,
              remoteAddress: `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
              headers: {
                origin: 'http://localhost:3000',
                ...(signedIn && cookie && { cookie }),
                ...(method !== 'get' && { 'content-type': 'application/json' }),
              },
              ...(method !== 'get' && { payload: JSON.stringify(body) }),
            });
            if (response.statusCode >= 500) {
              throw new Error(
                `${method.toUpperCase()} ${url} answered ${response.statusCode}: ${response.body}`,
              );
            }
          },
        ),
        { numRuns: 15 },
      );
    }
  });
});
