/**
 * Schema plan: reads the page once, detects its type, and plans the structured data it can
 * honestly carry: a JSON-LD draft built only from what the page shows, each type's required and
 * recommended fields checked against Google's rich-result rules, and what to add to the page.
 */
import { agentWorkflow, markdownSummary } from "../../agent/workflow.ts";
import type { OperationContext } from "../../operations/define.ts";
import { loadPage } from "../../web/load_page.ts";
import { checklistOf } from "./checklist.ts";
import { detect } from "./detect.ts";
import { draftOf, jsonLdOf } from "./draft.ts";
import { type Evidence, evidenceOf } from "./evidence.ts";
import { FEATURES } from "../understanding/rich_results/features.ts";
import type { SchemaPlanInput } from "./input.ts";
import { hasField, REQUIREMENTS } from "./requirements.ts";
import type { SchemaPlanResult } from "./result.ts";
import { validateDrafts, type ValidatorIssue } from "./validate.ts";
import { agree, plural } from "../../toolkit/prose.ts";

export { SchemaPlanResultSchema } from "./result.ts";
export type { SchemaPlanResult } from "./result.ts";

/** Plans the structured data of one page. */
export async function planSchema(
  input: SchemaPlanInput,
  ctx: Pick<OperationContext, "web">,
): Promise<SchemaPlanResult> {
  // Read the page once; what it shows, field by field; its type.
  const { page, url } = await loadPage(
    { url: input.url, urlField: "url", markdown: input.page_markdown },
    ctx.web,
  );
  const e = evidenceOf(page);
  const d = detect(input, page, e);
  // Drafts from the evidence only; each type's fields checked against Google's rules.
  const drafts = d.types.map((t) => draftOf(t, e, url));
  if (d.subtype) drafts[0]["@type"] = d.subtype;
  const { rows, missing } = checklistOf(d.types, drafts, e);
  // A maintained validator of Google's rules has the last word on what a type requires.
  const issues = await validateDrafts(drafts);
  const errors = issues.filter((i) => i.severity === "error");
  for (const err of errors) {
    for (const field of err.fields) {
      if (missing.some((m) => m.type === err.type && m.field === field && m.level === "required")) {
        continue;
      }
      const index = missing.findIndex((m) => m.type === err.type && m.field === field);
      if (index >= 0) missing.splice(index, 1);
      missing.push({
        type: err.type,
        field,
        level: "required",
        what_to_add: `${field}: ${err.message}`,
      });
    }
  }
  const recommended = d.types.map((type, i) => {
    const req = REQUIREMENTS[type];
    return {
      type: i === 0 && d.subtype ? d.subtype : type,
      role: i === 0 ? "primary" as const : "supporting" as const,
      feature: req.feature,
      eligible: req.status === "active" && req.required.every((f) => hasField(drafts[i], f)) &&
        !errors.some((err) => err.type === type),
      note: req.note ?? null,
    };
  });
  const strip = ({ type, message, fields }: ValidatorIssue) => ({ type, message, fields });
  const existingErrors = page.json_ld.filter((b) => b.error && !b.repaired)
    .map((b) => `block ${b.index + 1}: ${b.error}`);
  const notes = [
    ...selfServingNote(d.types, e),
    ...faqNote(d.types, e),
    ...notesOf(page.json_ld_types, d.types, existingErrors.length),
  ];
  const result = {
    page_type: d.pageType,
    page_type_reason: d.reason,
    existing_types: page.json_ld_types,
    existing_errors: existingErrors,
    recommended_types: recommended,
    jsonld_draft: input.include_jsonld ? jsonLdOf(drafts) : null,
    required_fields_checklist: rows,
    missing_page_evidence: missing,
    validator: {
      name: "@adobe/structured-data-validator 1.7.1",
      errors: errors.map(strip),
      warnings: issues.filter((i) => i.severity === "warning").slice(0, 20).map(strip),
    },
    faq_candidates: e.faq,
    implementation_notes: notes,
    validation_checklist: [
      "Paste the draft into Google's Rich Results Test and the Schema Markup Validator; fix every error.",
      "Make every marked-up value visible on the page (hidden values break Google's guidelines).",
      "After release, watch Search Console's enhancement reports for the types you added.",
    ],
    method: {
      evidence:
        "values come only from the page: H1/title, meta and og tags, prices, ratings and availability found in the text, tel: links, question headings with their answers, the breadcrumb trail the page shows",
      requirements: Object.fromEntries(Object.entries(REQUIREMENTS).map(([t, r]) => [t, r])),
    },
  };
  return { ...result, ...workflowOf(result) };
}

/**
 * A business's ratings of itself, shown on its own site, are left out of its markup: Google shows
 * no review snippets for self-serving LocalBusiness or Organization reviews (Search Central,
 * *Review snippet structured data*).
 */
function selfServingNote(types: readonly string[], e: Evidence): string[] {
  if (!e.rating || !types.includes("LocalBusiness")) return [];
  return [
    `The page's rating (${e.rating.source}) is left out of the draft on purpose: it is the business rating itself on its own site, which Google treats as self-serving and shows no review stars for. Keep it visible for visitors; star ratings in local results come from the Google Business Profile.`,
  ];
}

/** Questions the page answers are listed; FAQ markup is not planned where Google shows nothing for it. */
function faqNote(types: readonly string[], e: Evidence): string[] {
  if (e.faq.length < 2 || types.includes("FAQPage")) return [];
  return [
    `FAQPage markup is not planned: ${FEATURES.FAQPage.note} The ${e.faq.length} questions the page answers are listed in faq_candidates.`,
  ];
}

function notesOf(
  existing: readonly string[],
  planned: readonly string[],
  errors: number,
): string[] {
  const notes: string[] = [];
  if (errors > 0) {
    notes.push(
      `${plural(errors, "JSON-LD block")} on the page ${
        agree(errors, "does", "do")
      } not parse: fix or remove ${agree(errors, "it", "them")} first.`,
    );
  }
  const overlap = planned.filter((t) => existing.some((x) => x === t || x.endsWith(t)));
  if (overlap.length > 0) {
    notes.push(
      `The page already declares ${
        overlap.join(", ")
      }: merge the draft into that block instead of adding a second one.`,
    );
  }
  notes.push(
    'Add the JSON-LD in one <script type="application/ld+json"> block in the <head> or body; one @graph for several types.',
  );
  return notes;
}

function workflowOf(r: Omit<SchemaPlanResult, "agent_workflow" | "markdown_summary">) {
  const primary = r.recommended_types[0];
  const requiredMissing = r.missing_page_evidence.filter((m) => m.level === "required");
  const workflow = agentWorkflow({
    decision: requiredMissing.length > 0 ? "add_page_evidence_first" : "add_markup",
    confidence: r.page_type_reason === "declared page_type" ? 0.85 : 0.7,
    summary: requiredMissing.length > 0
      ? `${primary.type} markup needs ${
        requiredMissing.map((m) => m.field).join(", ")
      } on the page before it is eligible for the ${primary.feature}.`
      : `Add ${
        r.recommended_types.map((t) => t.type).join(" + ")
      } markup; the page shows every required field.`,
    recommended_actions: [
      ...requiredMissing.slice(0, 4).map((m) => ({
        action: `Show ${m.what_to_add} on the page`,
        priority: "high" as const,
        reason: `${m.type} requires ${m.field}`,
      })),
      {
        action: "Add the JSON-LD draft to the page",
        priority: "medium" as const,
        reason: r.implementation_notes.at(-1)!,
      },
    ],
    evidence: [
      {
        claim: "Planned schema types",
        value: r.recommended_types.length,
        source: "recommended_types",
      },
      {
        claim: "Required fields missing on the page",
        value: requiredMissing.length,
        source: "missing_page_evidence",
      },
      {
        claim: "FAQ candidates found on the page",
        value: r.faq_candidates.length,
        source: "faq_candidates",
      },
    ],
    limitations: [
      "Requirements follow Google's published structured-data rules as of 2026; re-check with the Rich Results Test before release.",
    ],
    next_calls: [],
  });
  const markdown = markdownSummary({
    title: "Schema plan",
    headline: workflow.summary,
    figures: r.recommended_types.map((
      t,
    ): [string, string] => [t.type, t.eligible ? "eligible" : "fields missing"]),
    actions: workflow.recommended_actions,
    caveats: r.implementation_notes.slice(0, 2),
  });
  return { agent_workflow: workflow, markdown_summary: markdown };
}
