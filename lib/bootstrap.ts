/** First start: on an empty store, create one workspace and one unrestricted key, shown once. */
import type { Config } from "./config.ts";
import { createApiKey } from "./store/api_keys.ts";
import { keys } from "./store/keys.ts";
import { createWorkspace, type Workspace } from "./store/workspaces.ts";
import type { Store } from "./store/port.ts";

/** What the bootstrap created, or null when the store was already set up. */
export interface Bootstrapped {
  workspace: Workspace;
  key: string;
}

/** Claims the bootstrap marker atomically, so two starts never create two default keys. */
export async function bootstrap(kv: Store, config: Config): Promise<Bootstrapped | null> {
  const marker = keys.meta("bootstrap");
  const claimed = await kv.atomic()
    .check({ key: marker, versionstamp: null })
    .set(marker, { at: new Date().toISOString() })
    .commit();
  if (!claimed.ok) return null;
  const workspace = await createWorkspace(kv, {
    name: "default",
    credits: config.bootstrapCredits,
  });
  const { key } = await createApiKey(kv, {
    workspaceId: workspace.id,
    name: "bootstrap",
    plan: config.bootstrapPlan,
  });
  await kv.set(marker, { at: new Date().toISOString(), workspace_id: workspace.id });
  return { workspace, key };
}
