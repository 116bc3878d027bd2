/**
 * Malformed input generated from a route's own schemas (contract-fuzz.test.ts): the zod schema
 * is turned into JSON Schema (`z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })`)
 * and walked into fast-check arbitraries of values that break it: a wrong JSON type per field,
 * a required field missing, strings past maxLength or huge, numbers out of range or fractional,
 * arrays where objects are expected and back, NUL characters, JSON nested deeper than the body
 * parser allows. Whether a generated value is actually invalid is decided by the zod schema
 * itself (the oracle in the test), so the generators may overshoot.
 */
import fc from 'fast-check';
import { z } from 'zod';

/** The subset of JSON Schema that z.toJSONSchema emits and the generators read. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  pattern?: string;
  default?: unknown;
  examples?: unknown[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
}

/** The input JSON Schema of a zod schema (transforms read as their input; anything unrepresentable is `{}`). */
export function inputJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** A string holding U+0000, which the server refuses anywhere in the input (PostgreSQL cannot store it). */
export const nulString = 'a\u0000b';

/** JSON nested `levels` deep (the body parser refuses more than 64 levels). */
export const deepArray = (levels: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < levels; i++) value = [value];
  return value;
};
const deepObject = (levels: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
};

/** One value of each JSON type, and the classic trouble makers among numbers and strings. */
const junk: unknown[] = [null, true, 0, -1, 0.5, 2_147_483_648, -2_147_483_649, 1e308, '', 'x', '2147483648', [], [null], {}, { a: 1 }];

const jsonType = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value === 'number' ? (Number.isInteger(value) ? 'integer' : 'number') : typeof value;

/** The JSON types a schema admits, or undefined when it admits any. */
function typesOf(schema: JsonSchema, root: JsonSchema, seen = 0): Set<string> | undefined {
  const s = resolve(schema, root);
  if (seen > 8) return undefined;
  if (s.const !== undefined) return new Set([jsonType(s.const)]);
  if (s.enum) return new Set(s.enum.map(jsonType));
  const branches = s.anyOf ?? s.oneOf;
  if (branches) {
    const all = new Set<string>();
    for (const branch of branches) {
      const types = typesOf(branch, root, seen + 1);
      if (!types) return undefined;
      for (const type of types) all.add(type);
    }
    return all;
  }
  if (s.type === undefined) return undefined;
  const types = new Set([s.type].flat());
  if (types.has('number')) types.add('integer');
  return types;
}

/** `schema` with a local `$ref` (`#/$defs/Name`, `#`) followed. */
export function resolve(schema: JsonSchema, root: JsonSchema): JsonSchema {
  let s = schema;
  for (let hops = 0; s.$ref && hops < 10; hops++) {
    const ref: string = s.$ref;
    if (ref === '#') s = root;
    else if (ref.startsWith('#/$defs/')) s = root.$defs?.[ref.slice('#/$defs/'.length)] ?? {};
    else return {};
  }
  return s;
}

/** A value the schema most likely accepts: its example, default, or the simplest value of its type. */
export function plausible(schema: JsonSchema, root: JsonSchema = schema, depth = 0): unknown {
  const s = resolve(schema, root);
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  if (s.examples?.length) return s.examples[0];
  if (s.default !== undefined) return s.default;
  const branch = (s.anyOf ?? s.oneOf)?.[0];
  if (branch) return plausible(branch, root, depth + 1);
  if (s.allOf?.length) return plausible(s.allOf[0]!, root, depth + 1);
  const type = [s.type].flat()[0];
  switch (type) {
    case 'string':
      if (s.format === 'email') return 'fuzz@example.com';
      if (s.format === 'date-time') return new Date(Date.now() + 3_600_000).toISOString();
      if (s.format === 'date') return '2030-01-01';
      return 'fuzz'.padEnd(s.minLength ?? 0, 'z');
    case 'integer':
    case 'number':
      return s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array':
      return depth > 4 || !s.items ? [] : Array.from({ length: s.minItems ?? 0 }, () => plausible(s.items!, root, depth + 1));
    case 'object': {
      const out: Record<string, unknown> = {};
      if (depth > 4) return out;
      for (const key of s.required ?? []) if (s.properties?.[key]) out[key] = plausible(s.properties[key], root, depth + 1);
      return out;
    }
    default:
      return {};
  }
}

/**
 * An arbitrary of values likely invalid for `schema` (JSON values: serialise with JSON.stringify).
 * `depth` bounds the recursion into properties and items.
 */
export function malformed(schema: JsonSchema, root: JsonSchema = schema, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(schema, root);
  const options: fc.Arbitrary<unknown>[] = [fc.constantFrom<unknown>(nulString, deepArray(80), deepObject(80))];
  const types = typesOf(s, root);
  const wrongType = types ? junk.filter((value) => !types.has(jsonType(value))) : [];
  if (wrongType.length) options.push(fc.constantFrom(...wrongType));
  if (s.enum || s.const !== undefined) options.push(fc.constantFrom<unknown>('not-one-of-them', 'NOT-ONE', -7));
  if (types?.has('string')) {
    options.push(fc.constantFrom<unknown>('x'.repeat(100_000), '\u202e\ufeff\ud800', ' ', 'not a valid value: ' + '%'.repeat(3)));
    if (s.maxLength !== undefined) options.push(fc.constant('y'.repeat(s.maxLength + 1)));
    if (s.minLength) options.push(fc.constant(''));
    options.push(fc.string({ unit: 'binary', maxLength: 40 }));
  }
  if (types?.has('integer') || types?.has('number')) {
    const edges: unknown[] = [2 ** 53 + 2, -1e308, 1.5, -0.5];
    if (s.minimum !== undefined) edges.push(s.minimum - 1);
    if (s.exclusiveMinimum !== undefined) edges.push(s.exclusiveMinimum);
    if (s.maximum !== undefined) edges.push(s.maximum + 1);
    if (s.exclusiveMaximum !== undefined) edges.push(s.exclusiveMaximum);
    options.push(fc.constantFrom(...edges), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer());
  }
  if (depth < 4) {
    const branches = s.anyOf ?? s.oneOf ?? s.allOf;
    if (branches) for (const branch of branches) options.push(malformed(branch, root, depth + 1));
    if (types?.has('array') && s.items) {
      const items = s.items;
      options.push(fc.array(malformed(items, root, depth + 1), { minLength: 1, maxLength: 3 }));
      if (s.maxItems !== undefined) options.push(fc.constant(Array.from({ length: s.maxItems + 1 }, () => plausible(items, root, depth + 1))));
    }
    if (types?.has('object') && s.properties && Object.keys(s.properties).length) {
      const base = plausible(s, root, depth) as Record<string, unknown>;
      const keys = Object.keys(s.properties);
      options.push(
        fc.constantFrom(...keys).chain((key) => malformed(s.properties![key]!, root, depth + 1).map((value) => ({ ...base, [key]: value }))),
        fc.constantFrom(...keys).map((key) => Object.fromEntries(Object.entries(base).filter(([k]) => k !== key))),
        fc.constant([base]),
        fc.constant({ ...base, ['x'.repeat(1000)]: 'x'.repeat(100_000), nested: deepArray(60) }),
      );
    }
  }
  return fc.oneof(...options);
}

/** Query-string values (text, or repeated keys as an array) likely invalid for `schema`. */
export function malformedQueryValue(schema: JsonSchema, root: JsonSchema): fc.Arbitrary<string | string[]> {
  const s = resolve(schema, root);
  const options: fc.Arbitrary<string | string[]>[] = [
    fc.constantFrom<string | string[]>('', ' ', 'abc', '-1', '0', '1.5', '1e309', '2147483648', '99999999999999999999', 'null', 'true', nulString, 'x'.repeat(5000), ['1', 'abc'], ['2147483648']),
    fc.string({ unit: 'binary', maxLength: 30 }),
  ];
  if (s.enum) options.push(fc.constantFrom('not-one-of-them', `${String(s.enum[0])}:sideways`));
  if (s.maximum !== undefined) options.push(fc.constant(String(s.maximum + 1)));
  if (s.minimum !== undefined) options.push(fc.constant(String(s.minimum - 1)));
  return fc.oneof(...options);
}

/** Path parameter values that are not usable ids or tokens (raw text; percent-encode into the URL). */
export const malformedPathValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('0', '-1', '2147483648', '99999999999999999999', 'abc', '1.5', '1e3', ' 1', '0x10', '١٢', '%', nulString, 'x'.repeat(3000)),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }),
);

/** Whether a JSON value holds U+0000 in a string or key. */
export function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === 'object') return Object.entries(value).some(([key, v]) => key.includes('\u0000') || containsNul(v));
  return false;
}

/** How deep arrays and objects nest in a JSON value (iterative: values here may be very deep). */
export function nestingDepth(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (v && typeof v === 'object') {
      deepest = Math.max(deepest, depth + 1);
      for (const child of Object.values(v)) stack.push([child, depth + 1]);
    }
  }
  return deepest;
}
