/**
 * The JSON Schema (2020-12) zod emits, made portable: what strict validators and the model APIs
 * behind MCP clients accept. zod writes a union of plain types (`.nullable()` of a bare string, a
 * union of primitives) as a `type` array, which Ajv's strict mode refuses without
 * `allowUnionTypes` and several tool-schema consumers refuse outright; and a record of unknown
 * values as `additionalProperties: {}`, a bare `{}` schema. Here a `type` array becomes an `anyOf`
 * of one type each (`{type: "string"}`, `{type: "null"}`), the keywords of one type moving into
 * its branch, and a `{}` where it means what the keyword's absence means is dropped (a free-form
 * object is then `{type: "object"}`). What it accepts is unchanged.
 */

type Json = Record<string, unknown>;

/** Keywords whose value is one schema. */
export const ONE_SCHEMA = new Set([
  "items",
  "additionalProperties",
  "not",
  "if",
  "then",
  "else",
  "contains",
  "propertyNames",
  "unevaluatedProperties",
  "unevaluatedItems",
]);

/** Keywords whose value maps names to schemas. */
export const SCHEMA_MAP = new Set(["properties", "patternProperties", "$defs", "dependentSchemas"]);

/** Keywords whose value is a list of schemas. */
export const SCHEMA_LIST = new Set(["anyOf", "oneOf", "allOf", "prefixItems"]);

/** Keywords for which `{}` says what leaving them out says: anything is allowed. */
const ANYTHING_WHEN_EMPTY = [
  "items",
  "additionalProperties",
  "unevaluatedProperties",
  "unevaluatedItems",
] as const;

const NUMERIC = ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"];

/** The keywords that apply to one JSON type only, by type. */
const KEYWORDS_OF_TYPE: Record<string, readonly string[]> = {
  string: ["minLength", "maxLength", "pattern", "format", "contentEncoding", "contentMediaType"],
  number: NUMERIC,
  integer: NUMERIC,
  array: [
    "items",
    "prefixItems",
    "minItems",
    "maxItems",
    "uniqueItems",
    "contains",
    "minContains",
    "maxContains",
    "unevaluatedItems",
  ],
  object: [
    "properties",
    "required",
    "additionalProperties",
    "patternProperties",
    "propertyNames",
    "minProperties",
    "maxProperties",
    "dependentRequired",
    "dependentSchemas",
    "unevaluatedProperties",
  ],
};

const isEmptySchema = (value: unknown) =>
  typeof value === "object" && value !== null && !Array.isArray(value) &&
  Object.keys(value).length === 0;

/** `schema` (and every schema in it) in the portable form described above. */
export function portableSchema(schema: Json): Json {
  const out: Json = {};
  for (const [key, value] of Object.entries(schema)) out[key] = portableValue(key, value);
  for (const key of ANYTHING_WHEN_EMPTY) if (isEmptySchema(out[key])) delete out[key];
  return Array.isArray(out.type) ? splitTypes(out, out.type as string[]) : out;
}

/** The value of keyword `key`, its schemas made portable (data such as `enum` left alone). */
function portableValue(key: string, value: unknown): unknown {
  const isSchema = (v: unknown): v is Json => typeof v === "object" && v !== null;
  if (ONE_SCHEMA.has(key) && isSchema(value)) return portableSchema(value);
  if (SCHEMA_LIST.has(key) && Array.isArray(value)) {
    return value.map((v) => isSchema(v) ? portableSchema(v) : v);
  }
  if (SCHEMA_MAP.has(key) && isSchema(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([name, v]) => [name, isSchema(v) ? portableSchema(v) : v]),
    );
  }
  return value;
}

/** `{type: [a, b], ...}` as `{..., anyOf: [{type: a, ...a's keywords}, {type: b, ...}]}`. */
function splitTypes(node: Json, types: string[]): Json {
  if (types.length === 1) return { ...node, type: types[0] };
  if ("anyOf" in node) {
    throw new Error("portableSchema: a type array beside anyOf (zod does not emit one)");
  }
  const shared: Json = {};
  const branches: Json[] = types.map((type) => ({ type }));
  for (const [key, value] of Object.entries(node)) {
    if (key === "type") continue;
    const owners = types.flatMap((t, i) => KEYWORDS_OF_TYPE[t]?.includes(key) ? [i] : []);
    if (owners.length === 0) shared[key] = value;
    for (const i of owners) branches[i][key] = value;
  }
  return { ...shared, anyOf: branches };
}
