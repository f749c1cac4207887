/**
 * Examples made from the OpenAPI document's JSON Schemas alone, for the contract test
 * (server/src/system/api-contract.test.ts): values a schema allows, as fast-check arbitraries, and
 * values it refuses, one rule broken at a time. A validator compiled from the same document is the
 * judge of both: a "valid" example the schema refuses, or an "invalid" one it allows, is never sent.
 */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import fc from 'fast-check';

export type JsonSchema = { [keyword: string]: unknown };

/** A file a multipart schema asks for: its media type (the test makes a real file of that type). */
export interface FileChoice {
  file: string;
}

const isObject = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A validator for a document's schemas: JSON Schema 2020-12 (OpenAPI 3.1), formats checked, and
 * string lengths counted in UTF-16 code units, as the document says the server counts them.
 */
export function createValidator(components: Record<string, JsonSchema>) {
  // `unicode: false` is deprecated in Ajv 8 but still honoured; its warning is the only one left out.
  const warn = (...args: unknown[]) => {
    if (!String(args[0]).includes('option unicode')) console.warn(...args);
  };
  const ajv = new Ajv2020({
    strict: false,
    unicode: false,
    allErrors: true,
    logger: { log: console.log, warn, error: console.error },
  });
  addFormats(ajv);
  // A file part in a multipart body: its bytes are the server's to check, not JSON Schema's.
  ajv.addFormat('binary', true);
  const toLocal = (schema: unknown): unknown =>
    JSON.parse(JSON.stringify(schema ?? {}), (_key, value: unknown) =>
      typeof value === 'string' && value.startsWith('#/components/schemas/')
        ? `${value.slice('#/components/schemas/'.length)}.json`
        : value,
    );
  for (const [name, schema] of Object.entries(components)) ajv.addSchema(toLocal(schema) as JsonSchema, `${name}.json`);
  const compiled = new WeakMap<object, ValidateFunction>();
  return {
    /** Null when `value` is valid, else what is wrong with it. */
    problems(schema: JsonSchema, value: unknown): string | null {
      let validate = compiled.get(schema);
      if (!validate) {
        validate = ajv.compile(toLocal(schema) as JsonSchema);
        compiled.set(schema, validate);
      }
      return validate(value) ? null : ajv.errorsText(validate.errors);
    },
    resolve(schema: JsonSchema): JsonSchema {
      const ref = schema.$ref;
      if (typeof ref !== 'string') return schema;
      const target = components[ref.replace('#/components/schemas/', '')];
      if (!target) throw new Error(`No component for ${ref}`);
      return target;
    },
  };
}
export type Validator = ReturnType<typeof createValidator>;

const DAY = 86_400_000;
const dateArbitrary = fc
  .integer({ min: Date.UTC(2000, 0, 1) / DAY, max: Date.UTC(2099, 11, 31) / DAY })
  .map((day) => new Date(day * DAY).toISOString().slice(0, 10));
const emailArbitrary = fc.stringMatching(/^[a-z0-9]{1,12}(\.[a-z0-9]{1,8})?@[a-z0-9]{1,10}\.[a-z]{2,6}$/);

/** The patterns a string schema states, by `pattern` or in `allOf`. */
function patternsOf(schema: JsonSchema): string[] {
  const own = typeof schema.pattern === 'string' ? [schema.pattern] : [];
  const combined = Array.isArray(schema.allOf)
    ? schema.allOf.flatMap((part) => (isObject(part) && typeof part.pattern === 'string' ? [part.pattern] : []))
    : [];
  return [...own, ...combined];
}

const NOT_BLANK = '\\S';

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : 60;
  const patterns = patternsOf(schema);
  const shaping = patterns.filter((pattern) => pattern !== NOT_BLANK);
  let base: fc.Arbitrary<string>;
  if (schema.format === 'email') base = emailArbitrary;
  else if (schema.format === 'date') base = dateArbitrary;
  else if (shaping[0]) base = fc.stringMatching(new RegExp(shaping[0]));
  else {
    // Any text, in graphemes of the whole of Unicode; "required" text has something besides white space;
    // now and then text of the longest length allowed, with characters that count as two (an emoji), or
    // white space alone (which the server trims to nothing: the document must say when that is refused).
    const text = fc.string({ unit: 'grapheme', minLength: min, maxLength: Math.min(max, 40) });
    const longest = fc
      .tuple(fc.string({ unit: 'grapheme', maxLength: 8 }), fc.constantFrom('a', 'é', '🐕'))
      .map(([start, filler]) => {
        let value = start.slice(0, max);
        while (value.length + filler.length <= max) value += filler;
        return value.padEnd(max, 'b');
      });
    const blank = fc.constantFrom(' ', '   ', '\t', '\u00a0\u2003');
    const any = fc.oneof(
      { arbitrary: text, weight: 4 },
      { arbitrary: longest, weight: 1 },
      { arbitrary: blank, weight: 1 },
    );
    base = patterns.includes(NOT_BLANK)
      ? fc.tuple(any, fc.stringMatching(/^\w{1,3}$/)).map(([a, b]) => (a + b).slice(-max))
      : any;
  }
  const regexes = patterns.map((pattern) => new RegExp(pattern, 'u'));
  // Text is Unicode: no half of a surrogate pair left by cutting. And the document's words: no NUL.
  const loneSurrogate = /[\uD800-\uDFFF]/u;
  return base
    .map((value) => (value.length > max ? value.slice(0, max) : value))
    .filter(
      (value) =>
        value.length >= min &&
        value.length <= max &&
        !value.includes('\u0000') &&
        !loneSurrogate.test(value) &&
        regexes.every((regex) => regex.test(value)),
    );
}

/** Values the schema allows (most of the time: the caller keeps those the validator passes). */
export function arbitraryFor(schema: JsonSchema, validator: Validator): fc.Arbitrary<unknown> {
  const resolved = validator.resolve(schema);
  if ('const' in resolved) return fc.constant(resolved.const);
  if (Array.isArray(resolved.enum)) return fc.constantFrom(...(resolved.enum as unknown[]));
  const branches = (resolved.anyOf ?? resolved.oneOf) as JsonSchema[] | undefined;
  if (resolved.format === 'binary') {
    const types = (branches ?? []).map((branch) => branch.contentMediaType as string);
    return fc.constantFrom(...types).map((file): FileChoice => ({ file }));
  }
  if (branches && !resolved.type) return fc.oneof(...branches.map((branch) => arbitraryFor(branch, validator)));
  const type = Array.isArray(resolved.type) ? resolved.type.find((t) => t !== 'null') : resolved.type;
  switch (type) {
    case 'string':
      return stringArbitrary(resolved);
    case 'integer':
      return fc.integer({
        min: typeof resolved.minimum === 'number' ? resolved.minimum : -1000,
        max: Math.min(typeof resolved.maximum === 'number' ? resolved.maximum : 1000, 2 ** 31 - 1),
      });
    case 'number':
      return fc.double({
        min: typeof resolved.minimum === 'number' ? resolved.minimum : -1000,
        max: typeof resolved.maximum === 'number' ? resolved.maximum : 1000,
        noNaN: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(arbitraryFor((resolved.items as JsonSchema) ?? {}, validator), { maxLength: 3 });
    case 'object': {
      const properties = (resolved.properties ?? {}) as Record<string, JsonSchema>;
      const model = Object.fromEntries(
        Object.entries(properties).map(([name, property]) => [name, arbitraryFor(property, validator)]),
      );
      return fc.record(model, { requiredKeys: (resolved.required as string[] | undefined) ?? [] });
    }
    default:
      return fc.constant(null);
  }
}

export interface Invalid {
  /** What rule the value breaks. */
  label: string;
  /** The value, or `undefined` for "left out". */
  value: unknown;
}

/**
 * Values that break one rule of a field's schema each (the caller keeps those the validator refuses).
 * `inUrl`: the value travels as text (a path, query or header parameter, a multipart field), so a
 * number in place of text is no mistake there; numbers stay numbers here and become text when sent.
 */
export function invalidValuesFor(schema: JsonSchema, validator: Validator, { inUrl = false } = {}): Invalid[] {
  const resolved = validator.resolve(schema);
  const out: Invalid[] = [];
  if (resolved.format === 'binary') return out;
  if (Array.isArray(resolved.enum)) out.push({ label: 'not one of the enum', value: 'not-one-of-these' });
  const type = Array.isArray(resolved.type) ? resolved.type.find((t) => t !== 'null') : resolved.type;
  if (type === 'string' || (!type && (resolved.anyOf || resolved.oneOf))) {
    if (!inUrl) out.push({ label: 'a number for text', value: 12345 });
    if (typeof resolved.maxLength === 'number')
      out.push({ label: 'too long', value: 'x'.repeat(resolved.maxLength + 1) });
    if (typeof resolved.minLength === 'number' && resolved.minLength > 0) out.push({ label: 'empty', value: '' });
    const patterns = patternsOf(resolved);
    if (patterns.includes(NOT_BLANK)) out.push({ label: 'blank', value: '   ' });
    if (patterns.some((pattern) => pattern !== NOT_BLANK)) {
      out.push({ label: 'against the pattern', value: 'not a match!' });
    }
    if (resolved.format === 'email') out.push({ label: 'not an email address', value: 'someone@nowhere' });
    if (resolved.format === 'date' || JSON.stringify(resolved).includes('"format":"date"')) {
      out.push({ label: 'no such day', value: '2026-02-31' }, { label: 'not a date', value: '31/12/2026' });
    }
  }
  if (type === 'integer' || type === 'number') {
    out.push({ label: 'text for a number', value: 'many' });
    if (type === 'integer') out.push({ label: 'not a whole number', value: 1.5 });
    if (typeof resolved.minimum === 'number') out.push({ label: 'below the minimum', value: resolved.minimum - 1 });
    if (typeof resolved.maximum === 'number' && resolved.maximum < 2 ** 31) {
      out.push({ label: 'above the maximum', value: resolved.maximum + 1 });
    }
  }
  if (type === 'boolean') out.push({ label: 'text for a boolean', value: 'perhaps' });
  if (type === 'object' && !inUrl) out.push({ label: 'a list for an object', value: [] });
  return out;
}
