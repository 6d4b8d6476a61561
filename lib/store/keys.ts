/** Every Deno KV key tuple of the service, in one place. */

/** A calendar day `yyyy-mm-dd` (UTC) or `all` for all-time usage counters. */
export type UsagePeriod = string;

/** Usage dimensions counted per workspace. */
export type UsageDimension =
  | "total"
  | "project"
  | "workflow"
  | "operation"
  // Upstream provider cost in micro-USD: in all, by operation, by project.
  | "provider_total"
  | "provider_operation"
  | "provider_project";

/** Builders of the KV keys, grouped by record kind. */
export const keys = {
  /** `{ id, name, created_at }` */
  workspace: (id: string) => ["workspace", id] as const,
  workspaces: () => ["workspace"] as const,
  /** `{ remaining, used }`: the workspace's credit balance, always written with a check. */
  balance: (workspaceId: string) => ["balance", workspaceId] as const,
  /** The API key record, looked up by the SHA-256 of the key. */
  apiKeyByHash: (hash: string) => ["api_key", hash] as const,
  /** Key id -> hash, for revocation and listing. */
  apiKeyId: (id: string) => ["api_key_id", id] as const,
  /** Key ids of a workspace -> hash. */
  workspaceKey: (workspaceId: string, id: string) => ["workspace_key", workspaceId, id] as const,
  workspaceKeys: (workspaceId: string) => ["workspace_key", workspaceId] as const,
  /** `{ window_start, count }` of one key's rate-limit bucket. */
  rateLimit: (keyId: string, bucket: string) => ["rate_limit", keyId, bucket] as const,
  /** KvU64 credits charged, per period and dimension. */
  usageCounter: (workspaceId: string, period: UsagePeriod, dim: UsageDimension, name: string) =>
    ["usage", workspaceId, period, dim, name] as const,
  usageCounters: (workspaceId: string) => ["usage", workspaceId] as const,
  /** Every counter of one dimension in one period (prefix). */
  usageDimension: (workspaceId: string, period: UsagePeriod, dim: UsageDimension) =>
    ["usage", workspaceId, period, dim] as const,
  /** The charged requests of one ledger commit: `{ entries: [...] }`. */
  usageLog: (workspaceId: string, id: string) => ["usage_log", workspaceId, id] as const,
  /** `{ project_id, limit_credits, warn_at_percent, hard_stop }` */
  budget: (workspaceId: string, projectId: string) => ["budget", workspaceId, projectId] as const,
  /** Every budget of a workspace (prefix). */
  budgets: (workspaceId: string) => ["budget", workspaceId] as const,
  /** The job record (docs/contract.md#jobs), with `seq` = the number of its last event. */
  job: (jobId: string) => ["job", jobId] as const,
  /** A workspace's jobs by id (ids sort by creation time) -> `{ status, operation }`. */
  workspaceJob: (workspaceId: string, jobId: string) =>
    ["workspace_job", workspaceId, jobId] as const,
  workspaceJobs: (workspaceId: string) => ["workspace_job", workspaceId] as const,
  /** The job's event log, one entry per sequence number. */
  jobEvent: (jobId: string, seq: number) => ["job_event", jobId, seq] as const,
  jobEvents: (jobId: string) => ["job_event", jobId] as const,
  /** Chunks of the job's request body (UTF-8 JSON). */
  jobInput: (jobId: string, index: number) => ["job_input", jobId, index] as const,
  /** Chunks of one attempt's result (UTF-8 JSON), keyed by attempt so racing attempts never mix. */
  jobResult: (jobId: string, attempt: number, index: number) =>
    ["job_result", jobId, attempt, index] as const,
  /** A queued message (`queue.ts`), due at `due` (ms since the epoch) or claimed until then. */
  queued: (due: number, id: string) => ["queue", due, id] as const,
  queuedAll: () => ["queue"] as const,
  /** The first key after every message due before `due`. */
  queuedBefore: (due: number) => ["queue", due] as const,
  /** Bumped by every enqueue: workers watch it to wake. */
  queueTick: () => ["queue_tick"] as const,
  /** A message given up after its last attempt. */
  queueDead: (id: string) => ["queue_dead", id] as const,
  queueDeadAll: () => ["queue_dead"] as const,
  /** Written by the queue when a job's message could not be delivered. */
  jobUndelivered: (jobId: string) => ["job_undelivered", jobId] as const,
  jobsUndelivered: () => ["job_undelivered"] as const,
  /** Written by the queue when an event's fan-out message could not be delivered. */
  fanoutUndelivered: (eventId: string) => ["fanout_undelivered", eventId] as const,
  fanoutsUndelivered: () => ["fanout_undelivered"] as const,
  /** `Idempotency-Key` records of a workspace. */
  idempotency: (workspaceId: string, key: string) => ["idempotency", workspaceId, key] as const,
  /** A webhook endpoint of a workspace (with its signing secret). */
  webhookEndpoint: (workspaceId: string, id: string) =>
    ["webhook_endpoint", workspaceId, id] as const,
  webhookEndpoints: (workspaceId: string) => ["webhook_endpoint", workspaceId] as const,
  /** A delivery of one event to one endpoint; kept after the endpoint is deleted. */
  webhookDelivery: (id: string) => ["webhook_delivery", id] as const,
  /** A workspace's deliveries by id (ids sort by time) -> filter fields. */
  workspaceDelivery: (workspaceId: string, id: string) =>
    ["workspace_delivery", workspaceId, id] as const,
  workspaceDeliveries: (workspaceId: string) => ["workspace_delivery", workspaceId] as const,
  /** Set once when a project's budget alert of `kind` fired in `period` (yyyy-mm). */
  budgetAlert: (workspaceId: string, projectId: string, period: string, kind: string) =>
    ["budget_alert", workspaceId, projectId, period, kind] as const,
  /**
   * One stored SERP snapshot (`lib/store/serp_history.ts`): the series is the workspace, the
   * digest of the normalised keyword, the market and the device; `at` is the fetch time (ms).
   */
  serpSnapshot: (
    workspaceId: string,
    keywordKey: string,
    locationCode: number,
    languageCode: string,
    device: string,
    at: number,
  ) => ["serp_history", workspaceId, keywordKey, locationCode, languageCode, device, at] as const,
  /** The small index entry of a snapshot (same tail, value null), listed to read and trim. */
  serpSnapshotIndex: (
    workspaceId: string,
    keywordKey: string,
    locationCode: number,
    languageCode: string,
    device: string,
    at: number,
  ) =>
    ["serp_history_at", workspaceId, keywordKey, locationCode, languageCode, device, at] as const,
  /** The index of one keyword's snapshots in one location, any language and device (prefix). */
  serpSnapshotsOfKeyword: (workspaceId: string, keywordKey: string, locationCode: number) =>
    ["serp_history_at", workspaceId, keywordKey, locationCode] as const,
  /** The index of one series: keyword, market and device (prefix). */
  serpSnapshotSeries: (
    workspaceId: string,
    keywordKey: string,
    locationCode: number,
    languageCode: string,
    device: string,
  ) => ["serp_history_at", workspaceId, keywordKey, locationCode, languageCode, device] as const,
  /** An OAuth client: registered (`client_...`) or a cached client ID metadata document (URL). */
  oauthClient: (clientId: string) => ["oauth_client", clientId] as const,
  /** An authorization code, by the SHA-256 of the code; deleted when redeemed. */
  oauthCode: (hash: string) => ["oauth_code", hash] as const,
  /** A connection: an approved client's access to a workspace (`lib/oauth/grants.ts`). */
  oauthConnection: (id: string) => ["oauth_connection", id] as const,
  /** A workspace's connections by id -> null (ids sort by creation time). */
  workspaceConnection: (workspaceId: string, id: string) =>
    ["workspace_connection", workspaceId, id] as const,
  workspaceConnections: (workspaceId: string) => ["workspace_connection", workspaceId] as const,
  /** An access token, by its SHA-256 -> `{ connection_id, expires_at }`. */
  oauthAccess: (hash: string) => ["oauth_access", hash] as const,
  /** A refresh token, by its SHA-256 -> `{ connection_id, expires_at }`; rotated on use. */
  oauthRefresh: (hash: string) => ["oauth_refresh", hash] as const,
  /** A redeemed code or rotated refresh token, by its SHA-256 -> connection id (replay check). */
  oauthSpent: (hash: string) => ["oauth_spent", hash] as const,
  /** Service-level markers such as the bootstrap. */
  meta: (name: string) => ["meta", name] as const,
};
