/**
 * The linked pages of the owner's own site, read as Google's documentation reads them:
 *
 * - A page whose title is a link-spam vertical (casino, essay mill, pills) and whose links score
 *   as spam was injected into the site (Google Search Central, "Hacked content" and the site
 *   reputation abuse policy): take it down (404/410), close the way it was uploaded, and check
 *   Search Console's Security issues report. Its links are never equity to keep.
 * - A page that answers 4xx but still collects links is redirected (301) to the closest live
 *   page ("Redirects and Google Search"); its priority follows how many domains still link to
 *   it, and the closest live page of the same answer is named when its path says so.
 * - A 3xx already passes its links on: nothing is broken.
 * - A live page strong sources link to is an asset: keep it live at its URL (and 301 it to its
 *   successor if it ever moves), as "Redirects and Google Search" asks of any moved page.
 * - A site whose own brand names the vertical (a licensed casino, an online pharmacy) publishes
 *   such pages itself: the owner's topics (its brand terms and domain label) are never
 *   "injected".
 */
import type { Level } from "../../agent/workflow.ts";
import type { DomainPageRow } from "../../providers/provider.ts";
import { spamTopicOf } from "../link_risk/spam_topics.ts";
import { normalizeText } from "../../toolkit/text.ts";
import { STOPWORDS } from "../../toolkit/tokens.ts";
import type { RowJudgement } from "./judge.ts";
import { agree, plural } from "../../toolkit/prose.ts";

/** Thresholds, declared once. */
export const PAGE_RULES = { injectedSpam: 60, redirectHigh: 50, redirectMedium: 10 } as const;

/** The path words of a URL, without stop words, numbers and file endings. */
function pathWords(url: string): Set<string> {
  let path = url;
  try {
    path = new URL(url).pathname;
  } catch { /* a bare path */ }
  return new Set(
    normalizeText(path.replace(/\.[a-z]{2,5}$/i, "")).split(" ")
      .filter((w) => w.length > 2 && !STOPWORDS.has(w) && !/^\d+$/.test(w)),
  );
}

/** The live page of the same answer whose path shares the most words (two or more), or null. */
export function closestLivePage(dead: string, rows: readonly DomainPageRow[]): string | null {
  const words = pathWords(dead);
  let best: { page: string; shared: number } | null = null;
  for (const r of rows) {
    if (r.status_code !== 200 || r.page === dead) continue;
    const shared = [...pathWords(r.page)].filter((w) => words.has(w)).length;
    if (shared >= 2 && (!best || shared > best.shared)) best = { page: r.page, shared };
  }
  return best?.page ?? null;
}

/** The spam verticals the owner's own brand names (its brand terms, its domain label). */
export function ownTopics(brandTerms: readonly string[]): Set<string> {
  return new Set(
    brandTerms.map((t) => spamTopicOf(t)).filter((t): t is string => t !== null),
  );
}

/** The judgement of one linked page, refining the generic row judgement. */
export function judgePage(
  p: DomainPageRow,
  row: RowJudgement,
  rows: readonly DomainPageRow[],
  owned: ReadonlySet<string> = new Set(),
): RowJudgement {
  const topic = spamTopicOf(p.title ?? "") ?? spamTopicOf(p.page);
  if (topic && !owned.has(topic) && p.backlinks_spam_score >= PAGE_RULES.injectedSpam) {
    return {
      ...row,
      priority: "high",
      signals: [...row.signals.filter((s) => s !== "strong"), `injected_spam:${topic}`],
      action: `Injected spam page (${
        topic.replace("_", " ")
      }), not the site's content: take it down (404 or 410), find and close the way it was uploaded, and check Search Console's Security issues; never keep it or build on its links`,
    };
  }
  if (p.status_code >= 400 && p.referring_domains > 0) {
    const priority: Level = p.referring_domains >= PAGE_RULES.redirectHigh
      ? "high"
      : p.referring_domains >= PAGE_RULES.redirectMedium
      ? "medium"
      : "low";
    const to = closestLivePage(p.page, rows);
    return {
      ...row,
      priority,
      action: `${p.page} answers ${p.status_code} but ${
        plural(p.referring_domains, "domain")
      } still ${agree(p.referring_domains, "links", "link")} to it: 301 it to ${
        to ?? "the closest live page"
      }`,
    };
  }
  if (row.signals.includes("strong") && p.status_code >= 200 && p.status_code < 300) {
    return {
      ...row,
      action: `Protect ${p.page}: ${plural(p.referring_domains, "domain")} ${
        agree(p.referring_domains, "links", "link")
      } to it; keep it live at its URL (if it ever moves, 301 it to its successor)`,
    };
  }
  return row;
}
