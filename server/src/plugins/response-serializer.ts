/**
 * Responses are written by fast-json-stringify from the JSON Schema of each route's zod response
 * schema (common/api-schemas.ts), compiled once per route: the zod schemas stay the one
 * description of each answer (types, OpenAPI document), and a look-up no longer pays for zod
 * re-checking its own output (a measured fifth of a look-up's time; docs/PERFORMANCE.md). Like zod's
 * encoder, it writes only the properties a schema names.
 */
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };

const isObject = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null;

/** The property every branch of a oneOf fixes with a const, if there is one. */
function discriminator(branches: JsonSchema[]): string | null {
  const first = branches[0]?.properties;
  if (!isObject(first)) return null;
  return (
    Object.keys(first).find((key) =>
      branches.every(
        (branch) =>
          isObject(branch.properties) && isObject(branch.properties[key]) && 'const' in branch.properties[key],
      ),
    ) ?? null
  );
}

/**
 * A oneOf told apart by one const property becomes an if/then/else chain on that property, which
 * fast-json-stringify decides by checking that property alone instead of validating whole branches.
 */
function chooseByDiscriminator(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(chooseByDiscriminator);
  if (!isObject(schema)) return schema;
  const walked = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, chooseByDiscriminator(value)]));
  const branches = walked.oneOf;
  if (!Array.isArray(branches) || !branches.every(isObject)) return walked;
  const key = discriminator(branches);
  if (!key) return walked;
  const { oneOf: _, ...rest } = walked;
  const chain = branches.reduceRight<JsonSchema | null>((otherwise, branch) => {
    const value = (branch.properties as Record<string, JsonSchema>)[key]!.const;
    if (!otherwise) return branch;
    return { if: { properties: { [key]: { const: value } }, required: [key] }, then: branch, else: otherwise };
  }, null);
  return { ...rest, ...chain };
}

type Serializer = (data: unknown) => string;

/** The writer of one answer schema; exported for the test that compiles every route's (system/openapi.test.ts). */
export function compileResponseSchema(schema: z.ZodType): Serializer {
  const json = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' });
  return fastJson(chooseByDiscriminator(json) as Parameters<typeof fastJson>[0]);
}

/** One writer per schema, shared by every route and status that answers with it (the error shape, most of all). */
const compiled = new WeakMap<z.ZodType, Serializer>();

/**
 * Compiled when a route first answers with the schema, not when the server starts: most of the 800-odd
 * route and status pairs never answer on a given server, and each compiled writer is generated source,
 * code and a validator kept for the process's life (issue 53, item 4: idle memory; docs/PERFORMANCE.md).
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> =
  ({ schema }) =>
  (data: unknown) => {
    let serialize = compiled.get(schema);
    if (!serialize) compiled.set(schema, (serialize = compileResponseSchema(schema)));
    return serialize(data);
  };
