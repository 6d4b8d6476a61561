/** The `set_aside` field of competitor results, declared once (see set_aside.ts). */
import { z } from "zod";
import { SET_ASIDE_KINDS } from "./set_aside.ts";

/** Why a domain is not a rival; null for a rival. */
export const SetAsideSchema = z.strictObject({
  kind: z.enum(SET_ASIDE_KINDS),
  reason: z.string(),
}).nullable();
