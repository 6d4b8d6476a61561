/** What the agent workflow reads: the report and the records behind it. */
import type { ProgrammaticTemplateInput } from "./input.ts";
import type { RecordFact } from "./record_fact.ts";
import type { DuplicateGroup, Issue, ProgrammaticTemplateReport } from "./result.ts";

/** The report, the input and the records the workflow cites. */
export interface WorkflowFacts {
  input: ProgrammaticTemplateInput;
  result: ProgrammaticTemplateReport;
  thin: RecordFact[];
  duplicated: Set<number>;
  duplicateGroups: DuplicateGroup[];
  facts: RecordFact[];
  blocking: Issue[];
}
