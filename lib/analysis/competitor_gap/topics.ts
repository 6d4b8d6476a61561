/** Topics: competitor pages grouped by the stems of their topic phrase. */
import { byText } from "../../toolkit/text.ts";
import { stems } from "../../toolkit/tokens.ts";
import { SCORING } from "./thresholds.ts";
import type { PageFact, Topic } from "./facts.ts";
import { queryText } from "./queries.ts";
import { mergeVariants } from "./variants.ts";

/** How topics are found, as returned in `method.topics`. */
export const TOPICS_METHOD =
  `Each competitor page's topic phrase is its first keyword, else its best ranking query (clicks, impressions, volume, position), else its title before a separator (| : - –). Brand words of the page's own domain, filler (guide, ultimate, practical, tips, years, numbers ...) are dropped; angle words (alternatives, vs/compare, pricing, template, examples, review) are kept as modifiers; best/top/software/tool/app words are dropped from the core. Pages whose core terms and modifiers give the same stem key form one topic; a topic whose core has exactly one more stem than another topic with the same modifiers joins it when that parent has ${SCORING.parentMinCore}+ core stems or a modifier (so 'email' does not absorb 'email marketing', but 'mixpanel alternatives' absorbs 'mixpanel alternatives for startups'). Topics of one angle whose cores are forms of the same words (stems sharing ${SCORING.variants.sharedPrefix}+ first letters, one word alike when there are several) or a closed compound beside its open form ('vloerisolatie', 'vloer isoleren') are one topic. Utility, legal and company pages (homepage, login, a rival's pricing, careers, privacy, terms, imprint, contact, team bios; English, German, French, Spanish, Portuguese) and pages with no core term left are excluded.`;

/** Groups pages into topics by stem key, then folds one-term refinements into their parent. */
export function groupTopics(pages: readonly PageFact[]): Topic[] {
  const byKey = new Map<string, Topic>();
  for (const p of pages) {
    const key = `${p.phrase.core.join(" ")}|${p.phrase.angles.join("+")}`;
    let topic = byKey.get(key);
    if (!topic) {
      topic = { key, core: p.phrase.core, angles: p.phrase.angles, pages: [], parent: null };
      byKey.set(key, topic);
    }
    topic.pages.push(p);
  }
  const order = [...byKey.values()].sort((a, b) =>
    a.core.length - b.core.length || b.pages.length - a.pages.length || byText(a.key, b.key)
  );
  for (const child of order) {
    const best = parentOf(child, byKey);
    if (best) {
      const top = root(best);
      child.parent = top;
      top.pages.push(...child.pages);
      child.pages = [];
    }
  }
  // Forms of one subject worded differently ("vloerisolatie", "vloer isoleren") are one topic.
  return mergeVariants(order.filter((t) => t.parent === null && t.pages.length > 0))
    .sort((a, b) => byText(a.key, b.key));
}

/** The topic a topic has been folded into, or itself. */
function root(t: Topic): Topic {
  let r = t;
  while (r.parent) r = r.parent;
  return r;
}

/**
 * The topic one core stem broader than `child` (same angles) to fold it into: the one whose
 * root has the most pages (ties: key order), or null.
 */
function parentOf(child: Topic, byKey: ReadonlyMap<string, Topic>): Topic | null {
  if (child.core.length < 2) return null;
  let best: Topic | null = null;
  for (let i = 0; i < child.core.length; i++) {
    const core = child.core.filter((_, j) => j !== i);
    const parent = byKey.get(`${core.join(" ")}|${child.angles.join("+")}`);
    if (!parent) continue;
    const top = root(parent);
    if (top === child) continue;
    // A one-word parent ("email") is too broad to absorb "email marketing", unless an
    // angle narrows it ("mixpanel alternatives" absorbs "mixpanel alternatives for startups").
    if (parent.core.length < SCORING.parentMinCore && parent.angles.length === 0) continue;
    if (
      !best || root(best).pages.length < top.pages.length ||
      (root(best).pages.length === top.pages.length && byText(top.key, root(best).key) < 0)
    ) best = parent;
  }
  return best;
}

/** All stems a topic's pages mention (titles, keywords, queries), for focus matching. */
export function topicTermStems(topic: Topic): Set<string> {
  const out = new Set<string>(topic.core);
  for (const p of topic.pages) {
    for (const input of p.inputs) {
      const texts = [
        input.title ?? "",
        ...(input.keywords ?? []).slice(0, SCORING.maxQueriesRead),
        ...(input.ranking_queries ?? []).slice(0, SCORING.maxQueriesRead).map(queryText),
      ];
      for (const t of texts) for (const s of stems(t)) out.add(s);
    }
  }
  return out;
}
