/**
 * Proof the SERP itself shows, beyond the page type's usual kinds: on a local service page, the
 * trade's registrations and licences with their numbers and the customers' reviews; on a money
 * or health page (YMYL), the risk disclosure, the firm's regulatory status and a named author or
 * reviewer. Each is required when at least two of the pages modelled on show it: the bar the
 * ranking pages set, read from their main content.
 *
 * Why: Google's Search Quality Rater Guidelines hold YMYL pages to the highest standard of trust
 * (who is responsible, regulatory information, risks stated), and its guidance on local business
 * information asks for the credentials and reviews that let a customer choose; the words of
 * these statements are the shared trust vocabulary of draft QA (eight languages).
 */
import {
  BYLINE_LABEL,
  BYLINE_LABEL_UNCASED,
  REGULATED,
  RISK_WARNING,
} from "../draft_qa/trust_vocabulary.ts";
import { type BriefFacts, pagesMatching } from "./facts.ts";
import type { ProofRequirement } from "./result.ts";

/** A trade credential: registered, accredited, certified, licensed or insured (eight languages). */
const TRADE_CREDENTIAL =
  /\b(registered|accredited|certified|licensed|fully insured|approved installer|registration (?:no|number)|zertifiziert|meisterbetrieb|eingetragen|innungsbetrieb|certifie|agree|assure|qualifie|certificado|autorizado|asegurado|certificato|abilitato|assicurato|gecertificeerd|erkend|verzekerd)\b|登録|認定|資格/;
/** Reviews with a count or a rating. */
const REVIEWS =
  /\b\d[\d,.]*\+?\s+(reviews|ratings|bewertungen|avis|opiniones|avaliacoes|recensioni|beoordelingen)\b|★|\b\d(?:[.,]\d)?\s*(?:\/|out of|von|sur|de|su|uit)\s*5\b|口コミ|レビュー/;

/**
 * A named scheme before its credential word ("Gas Safe registered", "Worcester Bosch accredited",
 * "RGE certifié" is read through the folded text): up to three capitalised words.
 */
const NAMED_CREDENTIAL =
  /((?:\p{Lu}[\p{L}&'-]*\s){0,2}\p{Lu}[\p{L}&'-]*)\s+(?:registered|accredited|certified|approved|zertifiziert|certifié|agréé|certificado|certificato|gecertificeerd)\b/gu;

/** The schemes at least two model pages name, most named first. */
function namedCredentials(f: BriefFacts): string[] {
  const pages = new Map<string, Set<string>>();
  for (const t of f.texts) {
    for (const m of t.raw.matchAll(NAMED_CREDENTIAL)) {
      const name = m[1].replace(/^(Our|All|Are|Is|A|An|The|We|Unsere?|Nos|Nuestros)\s+/, "");
      if (name.length < 3) continue;
      pages.set(name, (pages.get(name) ?? new Set()).add(t.url));
    }
  }
  return [...pages].filter(([, on]) => on.size >= SHARED)
    .sort((a, b) => b[1].size - a[1].size).map(([name]) => name).slice(0, 3);
}

/** Pages modelled on that show a signal (at least two make it the bar). */
const SHARED = 2;

/** The proof requirements the ranking pages' own trust signals add. */
export function trustProof(f: BriefFacts): ProofRequirement[] {
  const out: ProofRequirement[] = [];
  const add = (kind: string, requirement: string, placement: string, urls: string[]) => {
    if (urls.length >= SHARED) {
      out.push({ kind, requirement, placement, priority: "high", urls, support: urls.length });
    }
  };
  if (f.analysis.intent.local) {
    const named = namedCredentials(f);
    add(
      "certification",
      `The trade registrations, licences and insurance that apply${
        named.length > 0 ? ` (the ranking pages show: ${named.join(", ")})` : ""
      }, each with its number and the register it can be checked in`,
      "Beside the call to action and in the footer of the page",
      pagesMatching(f, TRADE_CREDENTIAL),
    );
    add(
      "reviews",
      "Customer reviews with the rating, the review count and where they come from",
      "Near the top, next to the phone number",
      pagesMatching(f, REVIEWS),
    );
  }
  add(
    "risk_disclosure",
    "The risks stated plainly (losses, no guarantee, when it is not suitable), as the ranking pages do",
    "Where the benefit is stated, and in a short box before the call to action",
    pagesMatching(f, RISK_WARNING),
  );
  add(
    "regulatory_status",
    "The firm's regulatory status and registration number",
    "In the page's footer and near the call to action",
    pagesMatching(f, REGULATED),
  );
  // A money or health page (the ranking pages state risks or regulation) is YMYL: its facts are
  // checked by a qualified professional and its figures come from the official source.
  if (out.some((p) => p.kind === "risk_disclosure" || p.kind === "regulatory_status")) {
    const ymyl = out.filter((p) => p.kind === "risk_disclosure" || p.kind === "regulatory_status")
      .flatMap((p) => p.urls);
    const urls = [...new Set(ymyl)];
    out.push({
      kind: "expert_review",
      requirement:
        "Facts checked by a named, qualified professional (a licensed financial adviser or planner on money, a clinician on health), with the credential and the review date; every official figure linked to the regulator or statute that sets it",
      placement: "Under the H1, beside the author",
      priority: "high",
      urls,
      support: urls.length,
    });
  }
  add(
    "named_author",
    "A named author or reviewer with their qualification, and the date the facts were checked",
    "Under the H1",
    [...new Set([...pagesMatching(f, BYLINE_LABEL), ...pagesMatching(f, BYLINE_LABEL_UNCASED)])],
  );
  return out;
}
