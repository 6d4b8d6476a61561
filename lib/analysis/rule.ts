/**
 * One shape for every judgement rule of every analysis, so a reader meets the same five parts
 * wherever a decision is taken, and the `method` text is built from the rules themselves (it
 * cannot drift from the code):
 *
 * - `id`: stable, named in results where the rule decided (`decided_by`, a finding's rule id);
 * - `decides`: the decision the rule takes part in (the `method` entry it is listed under);
 * - `when`: when it applies, in words, with its numbers read from the analysis's `thresholds.ts`;
 * - `because`: the general principle and its source (Google Search Central, documented industry
 *   practice, the data provider's field meaning);
 * - `confidence`: what a decision by the rule contributes to the result's confidence (0..1; the
 *   evidence strength it stands for), when the analysis weighs rules that way;
 * - `decide`: the decision with its reason and evidence, or null when the rule does not apply.
 *
 * Rules are pure: the facts they read are computed once by the analysis and passed in.
 */

/** A judgement rule: when it applies, what it decides, why, and how sure that makes us. */
export interface Rule<In, Out> {
  readonly id: string;
  readonly decides: string;
  readonly when: string;
  readonly because: string;
  readonly confidence?: number;
  readonly decide: (input: In) => Out | null;
}

/** A rule whose decision is a yes or no (a pair kept apart, a prospect excluded). */
export type Test<In> = Rule<In, true>;

/** The rules' sentence for `method`: each rule's condition, id and reason, in order. */
export function methodOf(rules: readonly Rule<never, unknown>[]): string {
  return rules.map((rule) => `${rule.when} -> ${rule.id} (${rule.because})`).join("; ");
}

/** The first decision of the rules, in order, with the rule that took it; null when none applies. */
export function firstDecision<In, Out>(
  rules: readonly Rule<In, Out>[],
  input: In,
): { rule: Rule<In, Out>; value: Out } | null {
  for (const rule of rules) {
    const value = rule.decide(input);
    if (value !== null) return { rule, value };
  }
  return null;
}

/** Every decision of the rules, in order (rules that add findings, risks or reasons). */
export function allDecisions<In, Out>(rules: readonly Rule<In, Out>[], input: In): Out[] {
  const out: Out[] = [];
  for (const rule of rules) {
    const value = rule.decide(input);
    if (value !== null) out.push(value);
  }
  return out;
}

/**
 * The rules grouped by what they decide, each group as its `method` sentence: the part of an
 * analysis's `method` that states its rules.
 */
export function methodByDecision(
  rules: readonly Rule<never, unknown>[],
): Record<string, string> {
  const groups = new Map<string, Rule<never, unknown>[]>();
  for (const rule of rules) groups.set(rule.decides, [...groups.get(rule.decides) ?? [], rule]);
  return Object.fromEntries([...groups].map(([key, group]) => [key, methodOf(group)]));
}
