/** What a scale-risk rule reads, and the shape of a rule. */
import type { ProgrammaticTemplateInput } from "../input.ts";
import type { Playbook } from "../playbooks.ts";
import type { ScaleRisk } from "../result.ts";
import { round } from "../../text.ts";

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
export interface RiskRule {
  id: string;
  assess(f: RiskFacts): ScaleRisk | null;
}

/** A 0..1 share as a percentage with one decimal. */
export function pct(x: number): string {
  return `${round(100 * x, 1)}%`;
}
