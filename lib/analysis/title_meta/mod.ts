/**
 * Title and meta description plan: reads the page once, checks the current title and
 * description, lists the snippet risks and offers options in the page's language that fit the
 * results' pixel budgets, built from the page's own words first.
 */
import type { OperationContext } from "../../operations/define.ts";
import { SIGNAL_CHECKS, SNIPPET_RISKS } from "./checks/mod.ts";
import { factsOf } from "./facts.ts";
import type { TitleMetaInput } from "./input.ts";
import { loadPage } from "./load.ts";
import { descriptionOptions, titleOptions } from "./options.ts";
import { BUDGETS } from "./pixels.ts";
import type { TitleMetaResult } from "./result.ts";
import { buildWorkflow, checklistOf, markdownOf, type Plan } from "./workflow.ts";

export { TitleMetaResultSchema } from "./result.ts";
export type { TitleMetaResult } from "./result.ts";

/** Plans the title and meta description of one page for one keyword. */
export async function planTitleMeta(
  input: TitleMetaInput,
  ctx: Pick<OperationContext, "web" | "now">,
): Promise<TitleMetaResult> {
  // Read the page once, and what every step needs from it.
  const { page, source } = await loadPage(input, ctx);
  const f = factsOf(input, page, source, ctx.now);
  // Check what is there, list the risks, and write options that fit.
  const checks = SIGNAL_CHECKS.flatMap((c) => {
    const r = c.assess(f);
    return r ? [{ id: c.id, ...r }] : [];
  });
  const risks = SNIPPET_RISKS.flatMap((r) => {
    const found = r.assess(f);
    return found ? [{ id: r.id, severity: r.severity, ...found }] : [];
  });
  const plan: Plan = {
    f,
    titles: titleOptions(f),
    descriptions: descriptionOptions(f),
    checks,
    risks,
  };
  const workflow = buildWorkflow(plan);
  return {
    keyword: f.keyword,
    language: f.language,
    page_type: f.pageType,
    brand: f.brand,
    current: { title: f.currentTitle, meta_description: f.currentDescription, h1: f.h1 },
    title_options: plan.titles,
    meta_description_options: plan.descriptions,
    current_signal_checks: checks,
    snippet_risks: risks,
    implementation_checklist: checklistOf(plan),
    method: {
      budgets: { ...BUDGETS },
      options:
        "titles: the page's H1 when it holds the keyword (else the keyword then the H1), a template of the keyword's intent in the page's language, the keyword with the brand; descriptions: the page's opening sentence with the keyword plus a call to action, its first two sentences, the keyword and its section headings; every option cut at a word boundary within its pixel budget and must name the keyword (titles)",
      checks: Object.fromEntries(SIGNAL_CHECKS.map((c) => [c.id, c.method])),
      risks: Object.fromEntries(SNIPPET_RISKS.map((r) => [r.id, `${r.severity}: ${r.method}`])),
    },
    agent_workflow: workflow,
    markdown_summary: markdownOf(plan, workflow),
  };
}
