import * as contract from '@pixel/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonWriter, ResponseShapeError, responseJsonSchema } from './serializer.ts';

const person = z.object({
  page_url: z.string(),
  page_name: z.string().nullable(),
  avatar: z.object({ WH100: z.string() }).nullable(),
  tags: z.array(z.string()),
  count: z.number().int(),
  kind: z.enum(['gift', 'goal_gift']),
  note: z.string().optional(),
});

describe('the compiled JSON writers', () => {
  it('write what zod would, and only the schema’s properties', () => {
    const write = jsonWriter(person, { check: true, what: 'a person' });
    const value = {
      page_url: 'mara',
      page_name: null,
      avatar: { WH100: 'https://pixel.ph/a.webp', secret: 'kept inside' },
      tags: ['art'],
      count: 3,
      kind: 'gift',
      password_hash: 'never leaves',
    };
    const written = write(value);
    expect(JSON.parse(written)).toEqual({
      page_url: 'mara',
      page_name: null,
      avatar: { WH100: 'https://pixel.ph/a.webp' },
      tags: ['art'],
      count: 3,
      kind: 'gift',
    });
    expect(written).not.toContain('never leaves');
    expect(written).not.toContain('kept inside');
  });

  it('write a nullable value as one of two types, not as a union tried branch by branch', () => {
    expect(responseJsonSchema(z.object({ a: z.string().nullable() }))).toMatchObject({
      properties: { a: { type: ['string', 'null'] } },
    });
  });

  it('refuse, when checking, an answer that does not fit its schema', () => {
    const write = jsonWriter(person, { check: true, what: 'a person' });
    expect(() => write({ page_url: 'mara', tags: 'art' })).toThrow(ResponseShapeError);
    // unchecked (production), a required property that is missing still stops the compiled writer
    expect(() => jsonWriter(person, { check: false, what: 'a person' })({ page_url: 'mara' })).toThrow();
  });

  it('fall back to zod for a type JSON Schema cannot describe', () => {
    const type = z.object({ at: z.string().transform((value) => value.toUpperCase()) });
    expect(responseJsonSchema(type)).toBeNull();
  });

  it('cover every answer the contract describes', () => {
    const answers = Object.entries(contract).filter(
      ([name, value]) =>
        /Response$/.test(name) && typeof value === 'object' && value !== null && '_zod' in value,
    );
    expect(answers.length).toBeGreaterThan(40);
    const uncompiled = answers.filter(([, type]) => responseJsonSchema(type as z.ZodType) === null);
    expect(uncompiled.map(([name]) => name)).toEqual([]);
  });
});
