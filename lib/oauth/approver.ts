/**
 * Who approves a connection on the consent page: a person who pastes an API key of the workspace
 * (the connection gets the key's workspace and plan) or the admin token with a workspace id (the
 * bootstrap plan). The key only proves who they are: the connection outlives it.
 */
import { authenticate, sameSecret } from "../auth.ts";
import type { Config } from "../config.ts";
import { ApiError } from "../errors.ts";
import { getWorkspace } from "../store/workspaces.ts";
import type { Store } from "../store/port.ts";

/** The workspace, plan and approver a credential stands for. */
export interface Approver {
  workspace_id: string;
  plan: string;
  approved_by: string;
}

/** Why a credential cannot approve (shown on the consent page). */
export class ApprovalRefused extends Error {}

/** Checks the pasted credential; throws `ApprovalRefused` with the reason. */
export async function approverOf(
  kv: Store,
  config: Config,
  credential: string,
  workspaceId: string,
): Promise<Approver> {
  const pasted = credential.trim();
  if (pasted.startsWith("sk_")) {
    let record;
    try {
      record = await authenticate(kv, pasted, "mcp");
    } catch (err) {
      throw new ApprovalRefused(err instanceof ApiError ? err.message : "The key was refused.");
    }
    if (record.allowed_domains.length > 0) {
      throw new ApprovalRefused(
        `API key ${record.prefix}... is restricted to browser origins and cannot approve MCP clients.`,
      );
    }
    if (workspaceId && workspaceId !== record.workspace_id) {
      throw new ApprovalRefused(
        `API key ${record.prefix}... belongs to another workspace than "${
          workspaceId.slice(0, 60)
        }".`,
      );
    }
    return {
      workspace_id: record.workspace_id,
      plan: record.plan,
      approved_by: `key:${record.prefix}`,
    };
  }
  if (config.adminToken && pasted !== "" && sameSecret(pasted, config.adminToken)) {
    if (!workspaceId) {
      throw new ApprovalRefused("With the admin token, name the workspace id to connect.");
    }
    try {
      await getWorkspace(kv, workspaceId);
    } catch {
      throw new ApprovalRefused(`Workspace "${workspaceId.slice(0, 60)}" does not exist.`);
    }
    return { workspace_id: workspaceId, plan: config.bootstrapPlan, approved_by: "admin" };
  }
  throw new ApprovalRefused(
    "That is not an API key of a workspace (sk_live_...)" +
      (config.adminToken ? " or the admin token." : "."),
  );
}
