/** What a scale-risk rule reads, and the shape of a rule. */
import type { Rule } from "../../rule.ts";
import type { ProgrammaticTemplateInput } from "../input.ts";
import type { Playbook } from "../playbooks.ts";
import type { ScaleRisk } from "../result.ts";

/** The measures of the sample the risk rules read. */
export interface RiskFacts {
  input: ProgrammaticTemplateInput;
  playbook: Playbook;
  records: number;
  thinShare: number;
  dupShare: number;
  urlCollisions: number;
  nearDupShare: number;
  failingShare: number | null;
  uniqueCount: number;
  /** The shared business fields when one location stands behind every page. */
  singleLocation: string[] | null;
  sourceFacts: { name: string; freshness_score: number | null; stale: boolean }[];
  missingVariables: { variable: string; in_patterns: boolean; empty_in_records: number }[];
  keywordVars: string[];
  blockingMissing: boolean;
}

/** One scale risk: its entry when the facts raise it, else null. */
export type RiskRule = Rule<RiskFacts, ScaleRisk>;

/** What every risk rule decides, the `method` entry that lists them. */
export const DECIDES = "scale_risk";
