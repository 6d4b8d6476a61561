/** The playbook of the request: given, or inferred from the variables and wording. */
import { round } from "../../toolkit/numbers.ts";
import type { ProgrammaticTemplateInput } from "./input.ts";
import { type Playbook, PLAYBOOK_SIGNALS } from "./playbooks.ts";
import type { ProgrammaticTemplateReport } from "./result.ts";
import { agree, plural } from "../../toolkit/prose.ts";

/** The given playbook with its fit, or the one whose signals the variables and wording match most. */
export function resolvePlaybook(
  input: ProgrammaticTemplateInput,
  ctx: { patternVars: string[]; recordFields: Set<string>; sourceFields: Map<string, string[]> },
): ProgrammaticTemplateReport["playbook"] {
  const pattern = ` ${input.keyword_pattern.toLowerCase()} `;
  const signalsOf = (p: Exclude<Playbook, "custom">) => {
    const s = PLAYBOOK_SIGNALS[p];
    const out: string[] = [];
    const fieldHit = ctx.patternVars.find((v) => s.fields.test(v));
    if (fieldHit) out.push(`variable "${fieldHit}"`);
    if (s.pattern.test(pattern)) out.push("keyword pattern wording");
    return out;
  };
  const bonus = (input.competitors ?? []).length > 0 ? 0.1 : 0;
  if (input.playbook && input.playbook !== "custom") {
    const signals = signalsOf(input.playbook);
    const fit = signals.length === 2 ? 1 : signals.length === 1 ? 0.75 : 0.4;
    if (bonus > 0) {
      signals.push(competitorsRun(input.competitors!.length));
    }
    return {
      value: input.playbook,
      source: "given",
      fit: round(Math.min(1, fit + bonus), 2),
      signals,
    };
  }
  if (input.playbook === "custom") {
    const signals = bonus > 0 ? [competitorsRun(input.competitors!.length)] : [];
    return { value: "custom", source: "given", fit: round(0.7 + bonus, 2), signals };
  }
  let best: { p: Playbook; signals: string[] } = { p: "custom", signals: [] };
  for (const p of Object.keys(PLAYBOOK_SIGNALS) as Exclude<Playbook, "custom">[]) {
    const signals = signalsOf(p);
    if (signals.length > best.signals.length) best = { p, signals };
  }
  if (bonus > 0) {
    best.signals.push(competitorsRun(input.competitors!.length));
  }
  return { value: best.p, source: "inferred", fit: round(0.6 + bonus, 2), signals: best.signals };
}

/** "1 competitor already runs this pattern", "3 competitors already run this pattern". */
function competitorsRun(n: number): string {
  return `${plural(n, "competitor")} already ${agree(n, "runs", "run")} this pattern`;
}
