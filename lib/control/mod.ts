/**
 * The control registry (lib/control/define.ts): every control entry, in the order the OpenAPI
 * document lists them. REST routes (routes/control.ts), MCP control tools (routes/mcp.ts) and the
 * OpenAPI entries (lib/openapi.ts) are derived from it; tests/control_registry_test.ts fails when
 * a control route is added by hand beside it.
 */
import { pricing, projectBudget, projectsList, status, usage, usageRequests } from "./account.ts";
import type { ControlEntry } from "./define.ts";
import { connectionRevoke, connectionsList } from "./connections.ts";
import { jobCancel, jobEvents, jobsList, jobStatus, jobWait } from "./jobs.ts";
import { keysCreate, keysList, keysRevoke } from "./keys.ts";
import { languages, locations, serpHistoryEntry } from "./lookups.ts";
import {
  deliveriesList,
  delivery,
  deliveryRetry,
  endpointsCreate,
  endpointsDelete,
  endpointsList,
  endpointsUpdate,
} from "./webhooks.ts";

/** Account, the free geo lookups, OAuth connections and keys (tag `account`). */
export const accountControls: readonly ControlEntry[] = [
  usage,
  usageRequests,
  status,
  locations,
  languages,
  pricing,
  projectsList,
  projectBudget,
  connectionsList,
  connectionRevoke,
  keysList,
  keysCreate,
  keysRevoke,
];

/** The jobs (tag `jobs`), and `job_wait`, the MCP-only tool that waits for one. */
export const jobControls: readonly ControlEntry[] = [
  jobsList,
  jobStatus,
  jobCancel,
  jobEvents,
  jobWait,
];

/** The stored SERPs (tag `search`). */
export const searchControls: readonly ControlEntry[] = [serpHistoryEntry];

/** Webhook endpoints and deliveries (tag `webhooks`). */
export const webhookControls: readonly ControlEntry[] = [
  endpointsList,
  endpointsCreate,
  endpointsUpdate,
  endpointsDelete,
  deliveriesList,
  delivery,
  deliveryRetry,
];

/** Every control entry. */
export const controls: readonly ControlEntry[] = [
  ...accountControls,
  ...jobControls,
  ...searchControls,
  ...webhookControls,
];

/**
 * The entries that are MCP tools, in the order tools/list has always listed them (the job tools,
 * then the lookups); tests/control_registry_test.ts checks it holds every entry with `mcp`, once.
 */
export const controlTools: readonly ControlEntry[] = [
  jobStatus,
  jobWait,
  jobCancel,
  jobsList,
  serpHistoryEntry,
  locations,
  languages,
];
