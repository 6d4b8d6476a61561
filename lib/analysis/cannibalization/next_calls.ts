/** Follow-up requests an agent can send next, each valid on this server. */
import type { NextCall } from "../../agent/workflow.ts";
import { normalizeText } from "../text.ts";
import type { Facts } from "./workflow.ts";

export function nextCallsOf(f: Facts): NextCall[] {
  const calls: NextCall[] = [];
  const byUrl = new Map(f.pages.map((p) => [p.url, p]));
  const target = f.input.target ? { target: f.input.target } : {};
  // Canonical fixes first: check the page whose canonical must change against the kept URL.
  const canonicalFix = f.remediation.find((r) =>
    r.action === "canonicalise" && byUrl.get(r.url)?.u.absolute
  );
  if (canonicalFix) {
    const page = byUrl.get(canonicalFix.url)!;
    const kept = byUrl.get(canonicalFix.relative_to)!;
    calls.push({
      endpoint: "/content/technical-qa",
      reason:
        `Verify ${canonicalFix.url} declares ${canonicalFix.relative_to} as canonical after the fix`,
      body: {
        url: page.u.absolute,
        expected_canonical: kept.u.absolute ?? kept.url,
        ...target,
      },
    });
  }
  const topical = f.clusters.find((c) =>
    c.recommendation === "consolidate" || c.recommendation === "differentiate"
  );
  const biggest = f.clusters[0];
  if (biggest) {
    const pref = topical ? byUrl.get(topical.preferred_url)! : null;
    if (topical && pref?.u.absolute) {
      const body: Record<string, unknown> = {
        url: pref.u.absolute,
        keyword: topical.main_keyword,
        refresh_goal: "expand_topic_depth",
        ...target,
      };
      // The rank belongs to the query: the kept page's position on it, else its average.
      const onQuery = [...pref.queries.values()].find((q) =>
        normalizeText(q.text) === normalizeText(topical.main_keyword)
      )?.position ?? null;
      const position = onQuery ?? pref.avgPosition;
      if (position !== null) {
        body.current_rank = Math.min(1000, Math.max(1, Math.round(position)));
      }
      calls.push({
        endpoint: "/content/refresh-brief",
        reason:
          `Brief ${topical.preferred_url}, the page kept for "${topical.main_keyword}", so it covers what the consolidated pages covered`,
        body,
      });
    }
    // Links toward preferred URLs, from a page that stays live (differentiated) or the homepage.
    const live = f.remediation.find((r) =>
      r.action === "differentiate" && byUrl.get(r.url)?.u.absolute
    );
    const source = live ? byUrl.get(live.url)!.u.absolute : homepageOf(f.siteHost);
    if (source && isAbsolute(source)) {
      const targets = f.clusters.slice(0, 50).filter((c) => !live || c.id === live.cluster_id)
        .map((c) => {
          const p = byUrl.get(c.preferred_url)!;
          return { url: p.u.absolute ?? p.url, title: p.title, keywords: [c.main_keyword] };
        });
      if (targets.length > 0) {
        calls.push({
          endpoint: "/content/internal-links",
          reason: live
            ? `Link the differentiated page ${live.url} to the preferred URL with the contested keyword as anchor`
            : "Point internal links from the homepage at the preferred URLs so they collect the consolidated authority",
          body: {
            source_url: source,
            target_pages: targets,
            max_suggestions: Math.min(20, Math.max(1, targets.length)),
            ...target,
          },
        });
      }
    }
    const clustered = new Set(f.clusters.flatMap((c) => c.pages));
    const inConflict = f.pages.filter((p) => clustered.has(p.url)).slice(0, 1000);
    const keywords = [...new Set(f.clusters.map((c) => c.main_keyword))].slice(0, 250);
    if (inConflict.length > 0 && keywords.length > 0) {
      calls.push({
        endpoint: "/content/keyword-map",
        reason: "Re-map the contested keywords to one page each after the changes",
        body: {
          keywords,
          pages: inConflict.map((p) => {
            const item: Record<string, unknown> = { url: p.url, title: p.title };
            const kws = [...p.targetedText.values()].slice(0, 100);
            if (kws.length > 0) item.current_keywords = kws;
            if (p.pageType) item.page_type = p.pageType;
            return item;
          }),
          ...target,
        },
      });
    }
  }
  return calls;
}

function homepageOf(host: string): string | null {
  if (!host) return null;
  try {
    return new URL(`https://${host}/`).href;
  } catch {
    return null;
  }
}

function isAbsolute(url: string): boolean {
  try {
    const u = new URL(url);
    return u.protocol === "https:" || u.protocol === "http:";
  } catch {
    return false;
  }
}
