/** The Hono environment shared by the routes: per-request values set by middleware. */
import type { ApiKeyRecord } from "../lib/store/api_keys.ts";

/** Per-request variables. */
export interface AppEnv {
  Variables: {
    requestId: string;
    apiKey: ApiKeyRecord;
    projectId: string | null;
    workflowId: string | null;
    /** The request body, read and bounded by the body guard (routes/middleware/body.ts). */
    body: Uint8Array | undefined;
  };
}
