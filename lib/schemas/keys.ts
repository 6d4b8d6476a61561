/**
 * A workspace's own keys (`/api/v1/keys`): the body of a new key. Records and answers are the
 * admin API's (`admin.ts`): one shape of a key everywhere.
 */
import { z } from "zod";
import { NewKeySchema } from "./admin.ts";

/** `POST /api/v1/keys`. */
export const NewOwnKeySchema = NewKeySchema.omit({ workspace_id: true }).extend({
  plan: z.string().trim().min(1).max(40).optional().describe(
    "A configured plan whose rate limits are no higher than the calling key's; default: the " +
      "calling key's plan.",
  ),
}).strict();
