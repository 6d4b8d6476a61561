/**
 * The page's own structured data as Google reads it (Search Central, *General structured data
 * guidelines* and each feature's page): a JSON-LD block that does not parse, or parses only after
 * repair, is ignored (Google does not repair JSON); a `@type` that is not schema.org is ignored;
 * each entity is checked with Google's rich-result rules (the shared validator, and the feature
 * table for the types it lacks). An error costs the rich result, so it is important; markup
 * without a schema.org @context is minor. Missing recommended fields are not findings.
 */
import { featureOf, hasField } from "../../understanding/rich_results/features.ts";
import type { MarkupEntity } from "../../understanding/rich_results/page_markup.ts";
import { closestTypes, isSchemaType } from "../../understanding/rich_results/schema_types.ts";
import { valueHint } from "../../understanding/rich_results/value_hints.ts";
import { VALIDATOR_TYPES, type ValidatorIssue } from "../../understanding/rich_results/validate.ts";
import { postalAddressIn } from "../../understanding/postal_address.ts";
import type { Facts } from "../facts.ts";
import { GOOGLE } from "../sources.ts";
import { type Check, examples, htmlOnly, plural, servedOnly } from "./types.ts";

/** True when the block's top-level entities carry a schema.org @context. */
export function hasSchemaContext(data: unknown): boolean {
  const items = Array.isArray(data) ? data : [data];
  return items.some((x) => {
    if (x === null || typeof x !== "object") return false;
    const ctx = (x as Record<string, unknown>)["@context"];
    return JSON.stringify(ctx ?? "").toLowerCase().includes("schema.org");
  });
}

/** The value at `Type > prop (T) > prop` + `field` in an entity, as text, or null. */
function valueAt(e: MarkupEntity | undefined, path: string, field: string): string | null {
  if (!e) return null;
  let cur: unknown = e.data;
  for (const step of path.split(" > ").slice(1)) {
    const prop = step.replace(/ \(.*\)$/, "");
    cur = Array.isArray(cur) ? cur[0] : cur;
    cur = cur && typeof cur === "object" ? (cur as Record<string, unknown>)[prop] : undefined;
  }
  cur = Array.isArray(cur) ? cur[0] : cur;
  const v = cur && typeof cur === "object" ? (cur as Record<string, unknown>)[field] : undefined;
  return typeof v === "string" || typeof v === "number" ? String(v) : null;
}

/** Validator issues that are errors: errors, and present values of the wrong form. */
function validatorErrors(f: Facts): string[] {
  const invalid = (i: ValidatorIssue) => /invalid type for attribute/i.test(i.message);
  const lang = f.page.text_language ?? f.page.lang?.split("-")[0] ?? null;
  return f.markup.issues.filter((i) => i.severity === "error" || invalid(i)).map((i) => {
    const entity = f.markup.entities.find((e) => e.type === i.type && e.format === i.format);
    const field = i.fields[0] ?? "";
    const value = field ? valueAt(entity, i.path, field) : null;
    const where = `${entity?.block ?? i.format} ${i.path || i.type}`;
    const hint = value !== null ? valueHint(field, value, lang) : null;
    const what = value !== null
      ? `${field} has an invalid value "${value}"${hint ? ` (${hint})` : ""}`
      : i.message.replace(/^One of the following conditions needs to be met: /, "");
    return `${where}: ${what}`;
  });
}

/** The address the page shows, when it shows one. */
function visibleAddress(f: Facts): string | null {
  return postalAddressIn(f.page.blocks.map((b) => b.text))?.text ?? null;
}

/** Required properties of Google's features the validator does not cover. */
function tableErrors(f: Facts): string[] {
  return f.markup.entities.flatMap((e) => {
    const found = featureOf(e.type);
    if (!found || found.feature.status !== "active" || VALIDATOR_TYPES.has(found.key)) return [];
    return found.feature.required.filter((field) => !hasField(e.data, field)).map((field) => {
      const shown = /address/.test(field) ? visibleAddress(f) : null;
      return `${e.block} ${e.type}: missing ${
        field.split("|").join(" or ")
      }, required for the ${found.feature.feature}${
        shown ? ` (the page already shows the address: ${shown})` : ""
      }`;
    });
  });
}

function typeErrors(f: Facts): string[] {
  return f.markup.entities.filter((e) => !isSchemaType(e.type)).map((e) => {
    const near = closestTypes(e.type);
    return `${e.block}: "${e.type}" is not a schema.org type${
      near.length ? ` (did you mean ${near.join(" or ")}?)` : ""
    }`;
  });
}

/** Every error of the page's markup Google would not accept, one line each. */
export function markupErrors(f: Facts): string[] {
  const unread = f.markup.unread.map((b) =>
    b.state === "repaired"
      ? `${b.block}${
        b.types.length ? ` (${b.types.join(", ")})` : ""
      } is invalid JSON that parses only after repair (${b.error}); Google ignores it`
      : `${b.block} does not parse (${b.error}); Google ignores it`
  );
  return [...unread, ...typeErrors(f), ...validatorErrors(f), ...tableErrors(f)];
}

export const structuredData: Check = {
  id: "structured_data",
  severity: "medium",
  source: GOOGLE.structuredData,
  method:
    "the page's JSON-LD, Microdata and RDFa: a block that does not parse or parses only after repair, a @type outside schema.org, and errors against Google's rich-result rules (medium); no schema.org @context (low)",
  needs: servedOnly(htmlOnly("structured data")),
  assess(f) {
    const errors = markupErrors(f);
    const blocks = f.page.json_ld.filter((b) => !b.empty && b.data !== null);
    const noContext = blocks.filter((b) => !hasSchemaContext(b.data))
      .map((b) => `JSON-LD block ${b.index + 1} has no schema.org @context`);
    const lines = [...errors, ...noContext];
    if (lines.length === 0) return null;
    return {
      title: errors.length > 0
        ? `${plural(errors.length, "structured-data error")} Google will not accept`
        : "Structured data without a schema.org @context",
      count: lines.length,
      examples: examples(lines),
      why:
        "Google ignores a block it cannot parse and a type that is not schema.org, and shows no rich result for an entity with errors.",
      fix: errors.length > 0
        ? `Fix each error at its source (valid JSON without trailing commas or comments, schema.org type names, the required properties with values in the documented format${
          errors.some((e) => e.includes("the page already shows the address"))
            ? `; for the address, mark up the one the page shows: ${visibleAddress(f)}`
            : ""
        }), then check the page in the Rich Results Test.`
        : 'Add "@context": "https://schema.org" to each block.',
      severity: errors.length > 0 ? "medium" : "low",
    };
  },
};
