/** Workspaces: the owners of credits, keys, jobs and webhooks. */
import { ApiError } from "../errors.ts";
import { sortableId } from "../ids.ts";
import type { Balance } from "../credits.ts";
import { keys } from "./keys.ts";
import type { Store } from "./port.ts";

/** A workspace record. */
export interface Workspace {
  id: string;
  name: string;
  created_at: string;
}

/** Creates a workspace with its opening balance in one atomic commit. */
export async function createWorkspace(
  kv: Store,
  input: { name: string; credits: number; now?: Date },
): Promise<Workspace> {
  const now = input.now ?? new Date();
  const workspace: Workspace = {
    id: sortableId("ws", now.getTime()),
    name: input.name,
    created_at: now.toISOString(),
  };
  const balance: Balance = { remaining: input.credits, used: 0 };
  const res = await kv.atomic()
    .check({ key: keys.workspace(workspace.id), versionstamp: null })
    .set(keys.workspace(workspace.id), workspace)
    .set(keys.balance(workspace.id), balance)
    .commit();
  if (!res.ok) throw new ApiError("CONFLICT", "Workspace id collision; retry.");
  return workspace;
}

/** The workspace, or a 404 naming the id. */
export async function getWorkspace(kv: Store, id: string): Promise<Workspace> {
  const entry = await kv.get<Workspace>(keys.workspace(id));
  if (!entry.value) throw new ApiError("NOT_FOUND", `Workspace "${id}" does not exist.`);
  return entry.value;
}

/** Every workspace, oldest first. */
export async function listWorkspaces(kv: Store): Promise<Workspace[]> {
  const out: Workspace[] = [];
  for await (const e of kv.list<Workspace>({ prefix: keys.workspaces() })) out.push(e.value);
  return out;
}
