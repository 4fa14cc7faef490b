import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { safeEncode, toJSONSchema, type ZodType } from 'zod';

type JsonSchema = Record<string, unknown>;

/** What the route gave as its response schema: a zod type, or one under `properties`. */
function zodTypeOf(schema: unknown): ZodType {
  const value = schema as { _zod?: unknown; properties?: { _zod?: unknown } };
  if (value?._zod) return value as ZodType;
  if (value?.properties?._zod) return value.properties as ZodType;
  throw new Error(`a response schema is not a zod type: ${JSON.stringify(schema)}`);
}

/**
 * zod's JSON Schema as fast-json-stringify reads it best: `anyOf` of one type and null (zod's nullable)
 * becomes a list of types, which it writes directly where an `anyOf` would be tried branch by branch.
 */
function simplified(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplified);
  if (!schema || typeof schema !== 'object') return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) out[key] = simplified(value);
  const branches = out.anyOf as JsonSchema[] | undefined;
  if (branches?.length === 2) {
    const isNull = (branch: JsonSchema) => branch.type === 'null' && Object.keys(branch).length === 1;
    const other = branches.find((branch) => !isNull(branch));
    if (other && branches.some(isNull) && typeof other.type === 'string' && !other.anyOf && !other.oneOf) {
      delete out.anyOf;
      // a nullable enum lists null among its values too, or a union around it would refuse a null
      const values = Array.isArray(other.enum) ? { enum: [...(other.enum as unknown[]), null] } : {};
      return { ...out, ...other, type: [other.type, 'null'], ...values };
    }
  }
  return out;
}

/**
 * The JSON Schema of a response's zod type, or null when it cannot be written as one (a transform, a
 * custom check): that response keeps zod's serializer.
 */
export function responseJsonSchema(type: ZodType): JsonSchema | null {
  try {
    const schema = toJSONSchema(type, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
    delete schema.$schema;
    return simplified(schema) as JsonSchema;
  } catch {
    return null;
  }
}

export class ResponseShapeError extends Error {}

/**
 * Writes values of a zod type as JSON: compiled once by fast-json-stringify from the type's JSON Schema,
 * as Fastify does with its own schemas, so only the schema's properties are written and no walk of zod
 * runs per value; a type with no JSON Schema is encoded by zod. With `check` (development and tests),
 * every value is also encoded by zod: one that does not fit, or that the compiled writer would write
 * differently, is an error. `what` names the writer in that error.
 */
export function jsonWriter(type: ZodType, options: { check: boolean; what: string }) {
  // compiled on first use: a process compiles the writers of the answers it sends, not of every route
  let writer: ((data: unknown) => string) | undefined;
  return (data: unknown) => (writer ??= writerOf(type, options))(data);
}

function writerOf(type: ZodType, options: { check: boolean; what: string }) {
  const json = responseJsonSchema(type);
  const compiled = json ? fastJson(json) : null;
  const encoded = (data: unknown) => {
    const result = safeEncode(type, data);
    if (result.error) {
      throw new ResponseShapeError(`${options.what} does not fit its schema`, { cause: result.error });
    }
    return result.data;
  };
  if (!compiled) return (data: unknown) => JSON.stringify(encoded(data));
  if (!options.check) return (data: unknown) => compiled(data);
  return (data: unknown) => {
    const expected = encoded(data);
    const written = compiled(data);
    if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(JSON.stringify(expected)))) {
      throw new ResponseShapeError(`the compiled writer of ${options.what} writes another answer`, {
        cause: { compiled: written, zod: expected },
      });
    }
    return written;
  };
}

/** Fastify's response serializer for the contract's zod schemas: a `jsonWriter` per route and status. */
export function compiledSerializer(options: { check: boolean }): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url }) =>
    jsonWriter(zodTypeOf(schema), { check: options.check, what: `the answer of ${method} ${url}` });
}
