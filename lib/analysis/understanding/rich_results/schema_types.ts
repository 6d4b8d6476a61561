/**
 * The schema.org type hierarchy (every type and its direct supertypes, generated from npm
 * `schema-dts` by `tools/schema_org_types.ts`): whether a `@type` exists, and whether it is a
 * kind of another type (a `Dentist` is a `LocalBusiness`, an `ExhibitionEvent` an `Event`).
 * Google reads only schema.org types; an unknown `@type` is ignored (Search Central, *General
 * structured data guidelines*).
 */
import TYPES from "./schema_org_types.json" with { type: "json" };

const PARENTS: Readonly<Record<string, readonly string[]>> = TYPES;

/** `Dentist` from `Dentist`, `schema:Dentist`, `https://schema.org/Dentist`. */
export function typeName(type: string): string {
  return type.trim().replace(/^(?:https?:\/\/(?:www\.)?schema\.org\/|schema:)/i, "");
}

/** True when `type` is a schema.org type. */
export function isSchemaType(type: string): boolean {
  return Object.hasOwn(PARENTS, typeName(type));
}

/** True when `type` is `ancestor` or one of its subtypes. */
export function isA(type: string, ancestor: string): boolean {
  const seen = new Set<string>();
  const queue = [typeName(type)];
  while (queue.length > 0) {
    const t = queue.shift()!;
    if (t === ancestor) return true;
    if (seen.has(t)) continue;
    seen.add(t);
    queue.push(...(PARENTS[t] ?? []));
  }
  return false;
}

/** The schema.org type names closest to an unknown one (same words), for a fix. */
export function closestTypes(type: string, limit = 2): string[] {
  const name = typeName(type).toLowerCase();
  const stem = name.replace(/(post|page|item)$/, "");
  return Object.keys(PARENTS)
    .filter((t) => {
      const l = t.toLowerCase();
      return l !== name && stem.length >= 4 && (l.startsWith(stem) || name.startsWith(l));
    })
    .sort((a, b) => a.length - b.length)
    .slice(0, limit);
}
