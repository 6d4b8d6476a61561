/** The key entries of the control registry: the calling key's workspace lists, creates and revokes its own keys (`own_keys.ts`). */
import { ownKeys } from "../own_keys.ts";
import { ApiKeySchema, CreatedKeySchema, KeyListSchema } from "../schemas/admin.ts";
import { NewOwnKeySchema } from "../schemas/keys.ts";
import { defineControl, IdPath } from "./define.ts";

export const keysList = defineControl({
  id: "keys_list",
  rest: {
    method: "get",
    path: "/keys",
    tag: "account",
    summary: "The workspace's API keys, revoked ones included (never the keys themselves; free)",
    ok: { description: "Keys, oldest first.", component: "AdminKeyList" },
  },
  output: KeyListSchema,
  bucket: "control",
  handler: (_input, { caller, services }) => ownKeys(services).list(caller.key),
});

// No Idempotency-Key replay: a replay would need the key stored, and keys are stored only as
// hashes. A retried create makes a second key, which the list shows and a DELETE revokes.
export const keysCreate = defineControl({
  id: "keys_create",
  rest: {
    method: "post",
    path: "/keys",
    tag: "account",
    summary: "Create a key of the workspace; the key is shown once (free)",
    description:
      "The new key belongs to the calling key's workspace. Its `plan` defaults to the calling key's and may not allow more requests in either bucket (403 naming `plan`). A browser key (one with `allowed_domains`) cannot create or revoke keys (403). At most 50 active keys (409). The key is never stored, only its hash, so no Idempotency-Key replay returns it: a retried create makes a second key, which the list shows.",
    body: NewOwnKeySchema,
    // A browser key is refused before its body is looked at.
    ownBodyChecks: true,
    ok: {
      status: 201,
      description: "The key's record and the key.",
      component: "AdminCreatedKey",
      headers: {
        "cache-control": {
          value: "no-store",
          description: "`no-store`: the answer holds the key, shown this once.",
        },
      },
    },
    errors: { "409": "Conflict" },
  },
  output: CreatedKeySchema,
  bucket: "control",
  handler: ({ body }, { caller, services }) => ownKeys(services).create(caller.key, body),
});

export const keysRevoke = defineControl({
  id: "keys_revoke",
  rest: {
    method: "delete",
    path: "/keys/{id}",
    tag: "account",
    summary: "Revoke a key of the workspace, at once, everywhere (free)",
    description:
      "Revoking a revoked key answers it unchanged. The workspace's last active key cannot be revoked (409): create another one first. Another workspace's key is not found (404).",
    params: IdPath,
    ok: { description: "The revoked key's record.", component: "AdminApiKey" },
    errors: { "404": "NotFound", "409": "Conflict" },
  },
  output: ApiKeySchema,
  bucket: "control",
  handler: ({ params }, { caller, services }) => ownKeys(services).revoke(caller.key, params.id),
});
