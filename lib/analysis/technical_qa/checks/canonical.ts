/**
 * The declared canonical (Lighthouse `canonical`): one, valid, absolute, on the page's host,
 * not the homepage of a deep page, not a page in another language of its hreflang set.
 */
import { GOOGLE } from "../sources.ts";
import type { Facts } from "../facts.ts";
import { sameUrlKey } from "../facts.ts";
import { type Check, examples, htmlOnly, plural, servedOnly } from "./types.ts";
import type { Level } from "../../../agent/workflow.ts";
import { hostOf } from "../../../toolkit/urls.ts";

interface Problem {
  text: string;
  severity: Level;
}

function declaredProblems(f: Facts): Problem[] {
  const out: Problem[] = [];
  const links = f.page.canonicals.filter((c) => c.href.trim() !== "");
  for (const c of links) {
    if (c.url === null) out.push({ text: `"${c.href}" is not a valid URL`, severity: "high" });
    else if (!/^https?:\/\//i.test(c.href.trim())) {
      out.push({ text: `"${c.href}" is relative; use the absolute URL`, severity: "medium" });
    }
  }
  const distinct = [...new Set(links.flatMap((c) => c.url ? [sameUrlKey(c.url)] : []))];
  if (distinct.length > 1) {
    out.push({
      text: `${distinct.length} different canonicals: ${distinct.join(", ")}`,
      severity: "high",
    });
  }
  return out;
}

function targetProblems(f: Facts, canonical: string): Problem[] {
  if (!f.url) return [];
  const page = new URL(f.url);
  const target = new URL(canonical);
  const out: Problem[] = [];
  if (hostOf(canonical) !== hostOf(f.url)) {
    out.push({ text: `points to another host: ${canonical}`, severity: "medium" });
  } else if (target.pathname === "/" && page.pathname !== "/") {
    out.push({ text: `a deep page points to the homepage: ${canonical}`, severity: "high" });
  }
  const alternates = new Set(f.page.hreflang.flatMap((h) => h.url ? [sameUrlKey(h.url)] : []));
  const self = sameUrlKey(f.url);
  const to = sameUrlKey(canonical);
  if (self !== to && alternates.has(self) && alternates.has(to)) {
    out.push({ text: `points to another language version: ${canonical}`, severity: "medium" });
  }
  return out;
}

export const canonical: Check = {
  id: "canonical",
  severity: "high",
  source: GOOGLE.canonical,
  method:
    "<link rel=canonical>: invalid, several conflicting, or a deep page pointing to the homepage (high); relative, another host, or another hreflang language (medium)",
  needs: servedOnly(htmlOnly("<link rel=canonical>")),
  assess(f) {
    const problems = declaredProblems(f);
    const single = f.page.canonicals.filter((c) => c.url).length > 0 && problems.length === 0;
    if (single) problems.push(...targetProblems(f, f.page.canonical!));
    if (problems.length === 0) return null;
    const worst = problems.some((p) => p.severity === "high") ? "high" : "medium";
    return {
      title: `The canonical link has ${plural(problems.length, "problem")}`,
      count: problems.length,
      examples: examples(problems.map((p) => p.text)),
      why: "Google ignores a canonical it cannot trust, or indexes the URL it points to instead.",
      fix: "Declare one absolute canonical URL: the page's own, on its host.",
      severity: worst,
    };
  },
};
