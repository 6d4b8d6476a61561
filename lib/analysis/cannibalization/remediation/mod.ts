/** Remediation: what to do with every page of a cluster but the kept one. */
export { decide, REMEDIATION_RULES } from "./decide.ts";
export { remediate, type RemediateContext } from "./walk.ts";
