/**
 * Standard Webhooks v1 signatures (docs/contract.md#signing):
 * `v1,<base64 HMAC-SHA256(id.timestamp.body)>`.
 */
import { createHmac } from "node:crypto";
import { randomBytes } from "../ids.ts";

/** A new signing secret: `whsec_` + 32 random bytes in base64. */
export function newSecret(): string {
  return `whsec_${btoa(String.fromCharCode(...randomBytes(32)))}`;
}

/** The three headers of a signed delivery. */
export function signedHeaders(
  secret: string,
  message: { id: string; timestamp: number; body: string },
): Record<string, string> {
  const key = Uint8Array.from(atob(secret.replace(/^whsec_/, "")), (c) => c.charCodeAt(0));
  const signature = createHmac("sha256", key)
    .update(`${message.id}.${message.timestamp}.${message.body}`)
    .digest("base64");
  return {
    "webhook-id": message.id,
    "webhook-timestamp": String(message.timestamp),
    "webhook-signature": `v1,${signature}`,
  };
}
