/** Hubs, breadcrumbs and sibling links derived from the URL pattern. */
import { localHeading } from "../template_headings.ts";
import { byText, normalizeText, truncate } from "../../toolkit/text.ts";
import { languageOfUrl } from "../understanding/locale.ts";
import type { ProgrammaticTemplateInput, RecordValue } from "./input.ts";
import type { Playbook } from "./playbooks.ts";
import type { RecordFact } from "./record_fact.ts";
import type { InternalLinks } from "./result.ts";
import { isFilled, patternVariables, render } from "./values.ts";

/** What the link plan reads. */
interface LinkContext {
  facts: RecordFact[];
  recordMaps: Map<string, RecordValue>[];
  patternVars: string[];
  playbook: Playbook;
  language: string;
}

/** Splits a URL pattern into its origin (if absolute) and path. */
function splitUrlPattern(pattern: string): { origin: string; path: string } {
  const m = /^(https?:\/\/[^/]+)(.*)$/i.exec(pattern.trim());
  const origin = m ? m[1] : "";
  let path = (m ? m[2] : pattern.trim()).replace(/[?#].*$/, "");
  if (!path.startsWith("/")) path = `/${path}`;
  return { origin, path };
}

/** A static URL segment as a label: `real-estate.html` -> `Real estate`. */
function deslug(segment: string): string {
  const text = segment.replace(/\.[a-z]{2,5}$/i, "").replace(/[-_]+/g, " ").trim();
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : segment;
}

/** The hubs above the pages and the breadcrumb trail, one level per URL segment. */
function hierarchyOf(input: ProgrammaticTemplateInput, ctx: LinkContext) {
  const { origin, path } = splitUrlPattern(input.url_pattern);
  const all = path.split("/").filter(Boolean);
  // A language folder (`/de/`) is the language's home, not a level of this page family.
  const languageRoot = all.length > 1 && languageOfUrl(`/${all[0]}/`) === ctx.language;
  const segments = languageRoot ? all.slice(1) : all;
  const home = languageRoot ? `${origin}/${all[0]}` : `${origin}/`;
  const hubs: InternalLinks["hubs"] = [];
  const breadcrumb: InternalLinks["breadcrumb"] = [{
    label: localHeading("Home", ctx.language).text,
    url_pattern: home,
  }];
  const example = ctx.facts.find((f) => f.url.ok && f.missingVars.length === 0);
  const exampleValues = example?.values;
  let prefix = languageRoot ? `/${all[0]}` : "";
  segments.forEach((seg, i) => {
    prefix += `/${seg}`;
    const vars = patternVariables(seg);
    const last = i === segments.length - 1;
    const label = vars.length > 0 ? `[${vars[0]}]` : deslug(seg);
    breadcrumb.push({ label, url_pattern: `${origin}${prefix}` });
    if (last) return;
    const rendered = exampleValues ? render(`${origin}${prefix}`, exampleValues, true) : null;
    hubs.push({
      level: hubs.length + 1,
      url_pattern: `${origin}${prefix}`,
      role: vars.length === 0
        ? "hub: lists and links every page of the family (A-Z or grouped, paginated past 100 links)"
        : `intermediate hub per [${vars.join("], [")}]: links its child pages`,
      example: rendered && rendered.ok ? rendered.text : null,
    });
  });
  if (hubs.length === 0) {
    hubs.push({
      level: 1,
      url_pattern: `${origin}/`,
      role:
        "no static path above the pages: add a hub page (e.g. a directory index) that links every page of the family",
      example: null,
    });
  }
  return { segments, hubs, breadcrumb };
}

/** A low-cardinality field to group siblings by (hinted names such as state or category first). */
function groupingField(ctx: LinkContext): string | null {
  const n = ctx.recordMaps.length;
  const hint =
    /state|region|country|county|province|category|type|group|industry|segment|cluster|tag/;
  const candidates: { field: string; distinct: number; hinted: boolean }[] = [];
  const keys = new Set<string>();
  for (const m of ctx.recordMaps) for (const k of m.keys()) keys.add(k);
  for (const field of [...keys].sort(byText)) {
    if (ctx.patternVars.includes(field)) continue;
    const values = ctx.recordMaps.map((m) => m.get(field)).filter(
      (v): v is string => typeof v === "string" && isFilled(v),
    );
    if (values.length < n / 2) continue;
    const distinct = new Set(values.map((v) => normalizeText(v))).size;
    const hinted = hint.test(field);
    if (distinct >= 2 && (distinct <= n / 2 || hinted)) {
      candidates.push({ field, distinct, hinted });
    }
  }
  candidates.sort((a, b) =>
    Number(b.hinted) - Number(a.hinted) || a.distinct - b.distinct || byText(a.field, b.field)
  );
  return candidates[0]?.field ?? null;
}

/** How siblings link: by distance with lat/long, else by a shared group, else by unique values. */
function siblingRuleOf(ctx: LinkContext, groupBy: string | null): string {
  const keys = new Set<string>();
  for (const m of ctx.recordMaps) for (const k of m.keys()) keys.add(k);
  const geo = [...keys].some((k) => /^(lat|latitude)$/.test(k)) &&
    [...keys].some((k) => /^(lng|lon|long|longitude)$/.test(k));
  return geo
    ? "link the 5-8 nearest pages by distance (lat/long fields)"
    : groupBy
    ? `link 5-8 pages sharing the same ${groupBy}, then the closest by name`
    : "link 5-8 related pages chosen by shared unique-field values (stable order, not random)";
}

/** The linking rules every page of the family follows. */
function linkRules(
  input: ProgrammaticTemplateInput,
  ctx: LinkContext,
  siblingRule: string,
  intermediate: string[],
): string[] {
  const rules = [
    "every generated page links up to its hubs through a visible breadcrumb with BreadcrumbList markup",
    "hubs link to every child; no generated page is more than 3 clicks from the home page",
    siblingRule,
    "link choice is deterministic (same siblings on every crawl) so link equity is stable",
    "only pages passing the indexation gates are linked from hubs; noindexed pages are not linked site-wide",
  ];
  if (input.conversion_cta) {
    rules.push(
      `one contextual link per page to the conversion page behind "${
        truncate(input.conversion_cta, 200)
      }"`,
    );
  }
  if (ctx.playbook === "locations" && !intermediate.length) {
    rules.push("add regional hub pages (e.g. per state) once a region has 10+ pages");
  }
  return rules;
}

/** The link architecture: hubs, breadcrumb, sibling links and rules (unless switched off). */
export function internalLinks(input: ProgrammaticTemplateInput, ctx: LinkContext): InternalLinks {
  if (input.include_internal_linking === false) {
    return {
      included: false,
      reason: "include_internal_linking is false",
      hubs: [],
      breadcrumb: [],
      sibling_links: { group_by: null, count: "0", rule: "skipped" },
      rules: [],
    };
  }
  const { segments, hubs, breadcrumb } = hierarchyOf(input, ctx);
  // Sibling grouping: an intermediate variable, else a low-cardinality field, else lat/long.
  const intermediate = segments.slice(0, -1).flatMap((s) => patternVariables(s));
  let groupBy: string | null = intermediate[0] ?? null;
  if (!groupBy && ctx.recordMaps.length > 0) groupBy = groupingField(ctx);
  const siblingRule = siblingRuleOf(ctx, groupBy);
  return {
    included: true,
    reason: null,
    hubs,
    breadcrumb,
    sibling_links: { group_by: groupBy, count: "5-8", rule: siblingRule },
    rules: linkRules(input, ctx, siblingRule, intermediate),
  };
}
