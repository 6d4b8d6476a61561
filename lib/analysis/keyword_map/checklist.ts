/** The implementation checklist of a keyword map. */
import { isLocalQuery } from "../understanding/query_modifiers.ts";
import { T } from "./thresholds.ts";
import {
  type CannibalizationRisk,
  type ChecklistItem,
  type Mapping,
  type MissingPageOpportunity,
  type WeakMatch,
} from "./result.ts";
import { plural } from "../../toolkit/prose.ts";

export function checklistOf(parts: {
  mappings: Mapping[];
  weakMatches: WeakMatch[];
  risks: CannibalizationRisk[];
  missingPages: MissingPageOpportunity[];
  /** Keywords a judgement rule assigned (local, dedicated URL): no title rewrite for them. */
  ruled: ReadonlySet<string>;
}): ChecklistItem[] {
  const items: Omit<ChecklistItem, "step">[] = [];
  const { mappings, weakMatches, risks, missingPages } = parts;
  if (risks.length > 0) {
    items.push({
      task:
        "Resolve split keywords: keep one page per keyword and de-optimise the others (title, H1, anchors)",
      priority: "high",
      keywords: risks.slice(0, 20).map((r) => r.keyword),
      urls: [...new Set(risks.flatMap((r) => [r.primary_url, ...r.competing.map((c) => c.url)]))]
        .slice(0, 20),
      done_when: "Each listed keyword appears in the title/H1 of its primary URL only",
    });
  }
  const local = mappings.filter((m) => isLocalQuery(m.keyword));
  if (local.length > 0) {
    items.push({
      task:
        "Serve local queries through Google Business Profile: one verified listing per location, each linking to its page; keep name, address and phone identical on the site (LocalBusiness schema)",
      priority: "medium",
      keywords: local.slice(0, 20).map((m) => m.keyword),
      urls: [...new Set(local.map((m) => m.url))].slice(0, 20),
      done_when: "Every location has a verified profile linking to the mapped page",
    });
  }
  // A homepage's title and H1 name the brand and its offer, never a modifier query.
  const noPhrase = mappings.filter((m) =>
    m.role === "primary" && !m.signals.title_phrase && !parts.ruled.has(m.keyword) &&
    !(new URL(m.url, "https://x.invalid").pathname === "/" && m.keyword_intent !== "unknown")
  );
  if (noPhrase.length > 0) {
    items.push({
      task: "Lead each primary URL's title tag and H1 with its primary keyword",
      priority: "medium",
      keywords: noPhrase.slice(0, 20).map((m) => m.keyword),
      urls: noPhrase.slice(0, 20).map((m) => m.url),
      done_when: "The exact primary keyword is in the title and H1 of each listed page",
    });
  }
  const optimise = weakMatches.filter((w) => w.recommendation === "optimise_page");
  if (optimise.length > 0) {
    items.push({
      task: "Strengthen weak matches: headings, description and body coverage of the missing terms",
      priority: "medium",
      keywords: optimise.slice(0, 20).map((w) => w.keyword),
      urls: [...new Set(optimise.map((w) => w.best_url))].slice(0, 20),
      done_when: `Each keyword scores ${T.strong}+ on a re-run of /content/keyword-map`,
    });
  }
  if (missingPages.length > 0) {
    items.push({
      task: `Create ${plural(missingPages.length, "new page")}, biggest search volume first`,
      priority: "high",
      keywords: missingPages.slice(0, 20).map((m) => m.head_keyword),
      urls: missingPages.slice(0, 20).map((m) => m.suggested_url),
      done_when: "Each page is published, in the sitemap and linked from at least one related page",
    });
  }
  const secondary = mappings.filter((m) => m.role === "secondary");
  if (secondary.length > 0) {
    items.push({
      task: "Cover secondary keywords as sections of their page, not as separate pages",
      priority: "low",
      keywords: secondary.slice(0, 20).map((m) => m.keyword),
      urls: [...new Set(secondary.map((m) => m.url))].slice(0, 20),
      done_when: "Each secondary keyword has an H2/H3 or paragraph on its page",
    });
  }
  items.push({
    task:
      "Record the map (keyword -> URL) where writers and the CMS see it; re-run after publishing",
    priority: "low",
    keywords: [],
    urls: [],
    done_when: "Every mapped keyword has exactly one owner URL on record",
  });
  return items.map((item, i) => ({ step: i + 1, ...item }));
}
