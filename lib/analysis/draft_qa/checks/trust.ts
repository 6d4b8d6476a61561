/**
 * Trust gaps: a named author or reviewer, the firm's regulatory status, a risk warning and
 * first-hand evidence, each expected of the draft when at least two ranking sites show it (what
 * the SERP rewards for this query, not a rule for every page). Why: Google Search Central,
 * "Creating helpful, reliable, people-first content" ("Who created the content?", "How was it
 * created?"), and the Search Quality Rater Guidelines' YMYL standard: a topic whose ranking pages
 * carry regulatory statements or risk warnings is a money, health or legal topic, where a missing
 * byline is high. Detection in `trust.ts`.
 */
import type { Level } from "../../../agent/workflow.ts";
import { isMethodologyHeading } from "../../serp_evidence/methodology.ts";
import type { Facts } from "../facts.ts";
import { pagesOf } from "../facts.ts";
import type { Issue, ProofGap } from "../result.ts";
import { TRUST_MIN_SITES } from "../thresholds.ts";
import { type TrustSignal, trustSignalsOf } from "../trust.ts";
import { type DraftCheck, needsPages } from "./types.ts";

/** Structured data types of money, health and legal pages. */
const YMYL_TYPES = new Set([
  "FinancialProduct",
  "LoanOrCredit",
  "MortgageLoan",
  "BankAccount",
  "FinancialService",
  "BankOrCreditUnion",
  "InsuranceAgency",
  "MedicalWebPage",
  "MedicalCondition",
  "Drug",
  "MedicalClinic",
  "Physician",
  "LegalService",
  "Attorney",
]);

const KIND: Readonly<Record<TrustSignal, ProofGap["kind"]>> = {
  byline: "no_byline",
  regulatory: "no_regulatory_statement",
  risk_warning: "no_risk_warning",
  first_hand: "no_first_hand_evidence",
};

/** Who shows a signal: its URLs, distinct sites and what they show. */
interface Shown {
  urls: string[];
  sites: number;
  texts: string[];
}

/** The ranking pages showing each signal. */
export function shownBy(f: Facts): Record<TrustSignal, Shown> {
  const out = {} as Record<TrustSignal, Shown>;
  for (const signal of Object.keys(KIND) as TrustSignal[]) {
    const hits = f.e.pages.flatMap((p) => {
      const text = trustSignalsOf(p)[signal];
      return text ? [{ p, text }] : [];
    });
    // Methodology and trust blocks ("how we tested") the evidence found are first-hand evidence.
    const methodology = signal === "first_hand"
      ? f.e.pages.filter((p) =>
        f.a.methodology.urls.includes(p.url) && !hits.some((h) => h.p.url === p.url)
      ).map((p) => ({
        p,
        text: p.main_sections.find((s) => isMethodologyHeading(s.text))?.text ?? p.url,
      }))
      : [];
    hits.push(...methodology);
    out[signal] = {
      urls: hits.map((h) => h.p.url),
      sites: new Set(hits.map((h) => h.p.domain)).size,
      texts: hits.map((h) => h.text),
    };
  }
  return out;
}

/** A money, health or legal topic by what its ranking pages show. */
export function isYmyl(f: Facts, shown: Record<TrustSignal, Shown>): boolean {
  const typed = f.e.pages.filter((p) => p.page.json_ld_types.some((t) => YMYL_TYPES.has(t)));
  return shown.regulatory.sites >= TRUST_MIN_SITES || shown.risk_warning.sites >= TRUST_MIN_SITES ||
    new Set(typed.map((p) => p.domain)).size >= TRUST_MIN_SITES;
}

export const trustGaps: DraftCheck = {
  id: "trust",
  group: "proof_gap",
  method:
    `byline (JSON-LD author/reviewedBy Person, or a short block "By/Written by/Reviewed by <Name>", per language; forum posts left out), regulatory status and risk warning (whole page, per language), first-hand testing or data (main content): each the draft lacks while ${TRUST_MIN_SITES}+ ranking sites show it. A topic is YMYL when ${TRUST_MIN_SITES}+ sites carry regulatory statements or risk warnings or money/health/legal structured data: a missing byline is then high, status and warning medium; otherwise byline and first-hand evidence are medium when 40%+ of pages read show them, else low`,
  needs: needsPages,
  assess(f) {
    const draft = trustSignalsOf(f.draft.read);
    const shown = shownBy(f);
    const ymyl = isYmyl(f, shown);
    return (Object.keys(KIND) as TrustSignal[]).flatMap((signal): Issue[] => {
      const s = shown[signal];
      if (draft[signal] !== null || s.sites < TRUST_MIN_SITES) return [];
      const words = f.t.trust[signal];
      return [{
        group: "proof_gap",
        id: `proof:${KIND[signal]}`,
        check: "trust",
        kind: KIND[signal],
        severity: severityOf(signal, ymyl, s.urls.length / Math.max(1, f.a.pages_read)),
        title: words.title,
        why: words.why(pagesOf(f, s.urls.length), ymyl),
        fix: words.fix,
        examples: s.texts.slice(0, 3),
        urls: s.urls,
        support: s.urls.length,
      }];
    });
  },
};

function severityOf(signal: TrustSignal, ymyl: boolean, share: number): Level {
  if (ymyl && signal === "byline") return "high";
  if (ymyl && (signal === "regulatory" || signal === "risk_warning")) return "medium";
  return share >= 0.4 ? "medium" : "low";
}
