/**
 * The trust signals of one page, read the same way on the draft and on every ranking page: a
 * named person who wrote or reviewed it (JSON-LD `author`/`reviewedBy` of type Person, or a short
 * byline block), the firm's regulatory status, a risk warning, and first-hand evidence. Status and
 * warnings are read from the whole page (regulated firms print them in the footer, which is where
 * a reader and a rater look for them); bylines from blocks short enough to be one; first-hand
 * evidence from the main content. The vocabulary and its sources are in `trust_vocabulary.ts`.
 */
import type { RankingPage } from "../serp_evidence/evidence.ts";
import { sentencesOf } from "./vocabulary.ts";
import {
  BYLINE_LABEL,
  BYLINE_LABEL_UNCASED,
  FIRST_HAND,
  REGULATED,
  RISK_WARNING,
} from "./trust_vocabulary.ts";

/** The four signals, each as the text that shows it (null: not shown). */
export interface TrustSignals {
  byline: string | null;
  regulatory: string | null;
  risk_warning: string | null;
  first_hand: string | null;
}

export type TrustSignal = keyof TrustSignals;

/** A block longer than this is prose, not a byline. */
const BYLINE_MAX_WORDS = 25;

/** Credits, not authorship: "Photo by", "Powered by", "Foto von", "Photo par". */
const CREDIT =
  /\b(?:photo|photograph|image|illustration|video|powered|designed|built|hosted|sponsored|presented|foto|bild|illustrazione|immagine|imagen|ilustración)\s+(?:by|von|par|de|di|da|door)\b/i;

/** Structured data of threads and posts: their author is a username, not a byline. */
const UGC_TYPES = new Set(["DiscussionForumPosting", "QAPage", "SocialMediaPosting", "Comment"]);

/** The trust signals a page shows. */
export function trustSignalsOf(p: RankingPage): TrustSignals {
  const blocks = p.page.blocks.map((b) => b.text);
  // A byline sits with the content, never in a footer, a menu or a sidebar ("Powered by ...").
  const content = p.page.blocks.filter((b) =>
    !b.regions.some((r) => r === "footer" || r === "nav" || r === "aside" || r === "overlay")
  ).map((b) => b.text);
  return {
    byline: isUgc(p) ? null : (jsonLdPerson(p) ?? bylineBlock(content)),
    regulatory: sentenceWith(blocks, REGULATED),
    risk_warning: sentenceWith(blocks, RISK_WARNING),
    first_hand: sentenceWith([p.main_words > 0 ? p.main_text : p.page.text], FIRST_HAND),
  };
}

/** Whether the page is a forum thread or a user post. */
function isUgc(p: RankingPage): boolean {
  return p.page.json_ld_types.some((t) => UGC_TYPES.has(t));
}

/** "Name (author)" from JSON-LD `author` or `reviewedBy` when it is a Person with a name. */
function jsonLdPerson(p: RankingPage): string | null {
  for (const block of p.page.json_ld) {
    for (const node of nodesOf(block.data)) {
      for (const role of ["author", "reviewedBy"] as const) {
        const name = personName(node[role]);
        if (name) return `${name} (${role})`;
      }
    }
  }
  return null;
}

/** Every object of a JSON-LD value (arrays and `@graph` walked). */
function nodesOf(data: unknown): Record<string, unknown>[] {
  if (Array.isArray(data)) return data.flatMap(nodesOf);
  if (data === null || typeof data !== "object") return [];
  const o = data as Record<string, unknown>;
  return [o, ...nodesOf(o["@graph"])];
}

/** The name of a Person value (or the first Person of a list). */
function personName(v: unknown): string | null {
  for (const x of Array.isArray(v) ? v : [v]) {
    if (x === null || typeof x !== "object") continue;
    const o = x as Record<string, unknown>;
    const types = Array.isArray(o["@type"]) ? o["@type"] : [o["@type"]];
    if (types.includes("Person") && typeof o.name === "string" && o.name.trim() !== "") {
      return o.name.trim();
    }
  }
  return null;
}

/** A short block with a byline label before a name. */
function bylineBlock(blocks: readonly string[]): string | null {
  for (const b of blocks) {
    if (b.split(/\s+/).length > BYLINE_MAX_WORDS) continue;
    if (CREDIT.test(b)) continue;
    if (BYLINE_LABEL.test(b) || BYLINE_LABEL_UNCASED.test(b)) return b;
  }
  return null;
}

/** The first sentence of the blocks that matches (lowercase), as written. */
function sentenceWith(blocks: readonly string[], re: RegExp): string | null {
  for (const b of blocks) {
    if (!re.test(b.toLowerCase())) continue;
    const s = sentencesOf(b).find((x) => re.test(x.toLowerCase()));
    return (s ?? b).slice(0, 200);
  }
  return null;
}
