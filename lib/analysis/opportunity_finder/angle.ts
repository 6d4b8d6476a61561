/** The outreach angle of an action: what to ask the source for, by action type. */
import { normalizeText } from "../../toolkit/text.ts";
import type { Scored } from "./score.ts";
import { BLOG_RE } from "./terms.ts";

/** The outreach angle of an action, by type: what to ask for and what to offer. */
export function angleOf(s: Scored, competitors: string[], target: string): string {
  const p = s.p;
  const where = p.url ?? p.domain;
  const asset = s.asset?.url ?? null;
  const hook = s.assetLinkReason ? ` (${s.assetLinkReason.replace(/[.\s]+$/, "")})` : "";
  const topic = p.topics[0]?.text ?? s.asset?.shared_terms[0] ?? null;
  switch (s.type) {
    case "reclaim":
      return `Ask ${p.domain} to restore its link to ${
        asset ?? target
      }: it linked to you before. First check what changed (link removed in an edit, your URL moved: then 301 the old URL).`;
    case "repair":
      return asset
        ? `Tell the editor of ${where} the link is broken and offer ${asset} as the working replacement; if the dead URL is yours, also 301-redirect it to ${asset}.`
        : `Tell the editor of ${where} the link is broken and offer a working page of ${target}; if the dead URL is yours, 301-redirect it to its closest live page.`;
    case "link_gap":
      return asset
        ? `${where} links to ${
          competitors.slice(0, 3).join(", ")
        } but not to you: pitch ${asset}${hook} as the missing option.`
        : `${where} links to ${
          competitors.slice(0, 3).join(", ")
        } but not to you: see what those pages offer and pitch a page of yours that matches it.`;
    case "resource_page":
      return asset
        ? `Suggest ${asset}${hook} for the list on ${where}; curators add pages that are useful to their readers, not promotional.`
        : `Suggest a genuinely useful page of ${target}${
          topic ? ` on ${topic}` : ""
        } for the list on ${where}; none of your assets fits it yet.`;
    case "digital_pr":
      return asset
        ? `Pitch a story to ${p.domain} built on ${asset}${hook}${
          topic ? `, angled at its ${topic} coverage` : ""
        }; offer the data and an expert quote.`
        : `Offer ${p.domain} expert commentary or original data${
          topic ? ` on ${topic}` : ""
        }; no owned asset fits yet.`;
    case "outreach": {
      const blog = BLOG_RE.test(normalizeText(p.sourceType ?? ""));
      if (competitors.length === 1) {
        return `${where} already links to ${competitors[0]}: ask to add ${
          asset ?? `a page of ${target}`
        }${hook} alongside it, showing what it adds for their readers.`;
      }
      if (blog) {
        return `Offer ${p.domain} a guest contribution${topic ? ` on ${topic}` : ""} that cites ${
          asset ?? `a page of ${target}`
        } where it genuinely helps the reader.`;
      }
      return asset
        ? `Introduce ${asset}${hook} to ${p.domain} as a reference for ${
          topic ?? "its readers"
        }; personalise with a page of theirs it complements.`
        : `Build a relationship with ${p.domain} first; no owned asset fits its topics yet.`;
    }
  }
}
