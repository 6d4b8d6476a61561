/** The only answers the connection front writes itself: 408 and 400, in the API's error envelope. */
import { ApiError, errorBody, type ErrorCode } from "../errors.ts";

const REASON: Partial<Record<ErrorCode, string>> = {
  REQUEST_TIMEOUT: "Request Timeout",
  INVALID_PARAMETERS: "Bad Request",
};

/**
 * A complete HTTP/1.1 error response with `Connection: close`, since the front closes the
 * connection after writing it (RFC 9110 §15.5.9 for 408; RFC 9112 §9.6 for the close).
 */
export function closingAnswer(code: ErrorCode, message: string): Uint8Array {
  const err = new ApiError(code, message);
  const body = JSON.stringify(errorBody(err, `req_${crypto.randomUUID()}`));
  const bytes = new TextEncoder().encode(body);
  const head = [
    `HTTP/1.1 ${err.status} ${REASON[code] ?? "Error"}`,
    "content-type: application/json",
    `content-length: ${bytes.length}`,
    "connection: close",
    "",
    "",
  ].join("\r\n");
  const head8 = new TextEncoder().encode(head);
  const out = new Uint8Array(head8.length + bytes.length);
  out.set(head8);
  out.set(bytes, head8.length);
  return out;
}

/** 408 for a request whose headers or body did not arrive in time. */
export function timeoutAnswer(what: "headers" | "body"): Uint8Array {
  return closingAnswer(
    "REQUEST_TIMEOUT",
    `The request ${what} did not arrive in time; the connection is closed.`,
  );
}

/** 400 for bytes that are not an HTTP/1.1 request the front can frame (RFC 9112 §2.2, §6.1). */
export function malformedAnswer(reason: string): Uint8Array {
  return closingAnswer("INVALID_PARAMETERS", `Malformed HTTP/1.1 request: ${reason}.`);
}
