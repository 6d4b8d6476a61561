/** Minimal risk facts for the rule tests: a clean sample of 20 records. */
import type { ProgrammaticTemplateInput } from "../input.ts";
import type { RiskFacts } from "./types.ts";

export function facts(
  over: Partial<Omit<RiskFacts, "input">> & { input?: Partial<ProgrammaticTemplateInput> } = {},
): RiskFacts {
  const { input, ...rest } = over;
  return {
    playbook: "integrations",
    records: 20,
    thinShare: 0,
    dupShare: 0,
    urlCollisions: 0,
    nearDupShare: 0,
    failingShare: 0,
    uniqueCount: 3,
    singleLocation: null,
    sourceFacts: [{ name: "api", freshness_score: 1, stale: false }],
    missingVariables: [],
    keywordVars: ["app"],
    blockingMissing: false,
    ...rest,
    input: { ...input } as ProgrammaticTemplateInput,
  };
}
