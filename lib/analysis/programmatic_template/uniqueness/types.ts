/** What a uniqueness rule reads, and the shape of a rule. */
import type { Rule } from "../../rule.ts";
import type { Playbook } from "../playbooks.ts";
import type { DuplicateGroup, ProgrammaticTemplateReport } from "../result.ts";

/** One rule of the result's `uniqueness_rules`. */
export type UniquenessRule = ProgrammaticTemplateReport["uniqueness_rules"][number];

/** The fields and measures the uniqueness rules are written for. */
export interface UniquenessContext {
  uniqueFields: string[];
  minUniqueFilled: number;
  textFieldMedians: Map<string, number>;
  lowVariety: { field: string; distinct: number; filled: number }[];
  /** Declared unique fields that do not count, and why. */
  notCounted: { field: string; why: "variable" | "templated" | "low_variety" }[];
  duplicateGroups: DuplicateGroup[];
  playbook: Playbook;
  keywordVars: string[];
}

/** One kind of uniqueness rule: its entries for this template, or null when it does not apply. */
export type UniquenessRuleSpec = Rule<UniquenessContext, UniquenessRule[]>;

/** What every uniqueness rule decides, the `method` entry that lists them. */
export const DECIDES = "uniqueness_rules";

/** The entries, or null when there are none. */
export function rulesOrNull(rules: UniquenessRule[]): UniquenessRule[] | null {
  return rules.length > 0 ? rules : null;
}
