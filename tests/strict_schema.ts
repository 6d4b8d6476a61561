/**
 * JSON Schema 2020-12 as the least forgiving clients read it: Ajv in strict mode (union types,
 * undefined `required` properties, unknown keywords and formats all refused), with every warning
 * Ajv logs kept, and a walk for the shapes strict tool-schema consumers refuse besides (a `type`
 * array, a schema that is `{}` or only annotations, a combinator at the root of an input schema).
 */
import { ONE_SCHEMA, SCHEMA_LIST, SCHEMA_MAP } from "../lib/json_schema.ts";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";

type Json = Record<string, unknown>;

/** An Ajv in strict mode, and what it logged. */
export function strictAjv() {
  const logged: string[] = [];
  const keep = (...args: unknown[]) => logged.push(args.map(String).join(" "));
  const ajv = new Ajv2020({
    strict: true,
    allErrors: true,
    logger: { log() {}, warn: keep, error: keep },
  });
  (addFormats as unknown as (a: Ajv2020) => void)(ajv);
  return { ajv, logged };
}

/** Keywords that only annotate a schema: one made of these alone accepts anything. */
const ANNOTATIONS = new Set(["description", "title", "default", "examples", "deprecated"]);

/** Every subschema of `schema` with its JSON pointer, `schema` first. */
export function* subschemas(schema: unknown, at = ""): Generator<[unknown, string]> {
  yield [schema, at];
  if (!schema || typeof schema !== "object") return;
  const s = schema as Json;
  for (const k of ONE_SCHEMA) if (k in s) yield* subschemas(s[k], `${at}/${k}`);
  for (const k of SCHEMA_MAP) {
    for (const [name, sub] of Object.entries((s[k] ?? {}) as Json)) {
      yield* subschemas(sub, `${at}/${k}/${name}`);
    }
  }
  for (const k of SCHEMA_LIST) {
    for (const [i, sub] of ((s[k] ?? []) as unknown[]).entries()) {
      yield* subschemas(sub, `${at}/${k}/${i}`);
    }
  }
}

/** Where `schema` has a shape strict consumers refuse, one line each. */
export function unportable(schema: unknown): string[] {
  const found: string[] = [];
  for (const [sub, at] of subschemas(schema)) {
    if (typeof sub === "boolean") continue; // `additionalProperties: false`
    const s = sub as Json;
    if (Array.isArray(s.type)) found.push(`${at}: type ${JSON.stringify(s.type)}`);
    const keys = Object.keys(s);
    if (keys.every((k) => ANNOTATIONS.has(k))) {
      found.push(`${at}: ${keys.length === 0 ? "{}" : "only " + keys.join(", ")}`);
    }
  }
  return found;
}
