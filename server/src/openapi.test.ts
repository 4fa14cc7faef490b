import fs from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './test/test-app.ts';

// the API as it is published: a change to any call shows here as a change of this file, made on purpose
// (UPDATE_OPENAPI=1 writes it anew)
const published = new URL('../../docs/openapi.json', import.meta.url);

const t = useTestApp();

describe('the OpenAPI document', () => {
  it('is the committed one, byte for byte', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = `${JSON.stringify(response.json(), null, 2)}\n`;
    if (process.env.UPDATE_OPENAPI === '1') await fs.writeFile(published, document);
    expect(document).toBe(await fs.readFile(published, 'utf8'));
  });
});
