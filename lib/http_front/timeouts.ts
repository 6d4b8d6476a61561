/** Which deadline a relayed connection is under, as a pure function of where it stands. */
import type { RequestPhase } from "./request.ts";

/** The three limits of the front, in milliseconds. */
export interface FrontLimits {
  /** First byte of a request to the end of its headers. */
  headerTimeoutMs: number;
  /** End of the headers to the end of the body. */
  bodyReadTimeoutMs: number;
  /** No request in progress and no response outstanding (RFC 9112 §9.5). */
  idleTimeoutMs: number;
}

/** The kinds of deadline, each with its own action when it passes. */
export type DeadlineKind = "header" | "body" | "idle";

/** A deadline to arm; `key` changes whenever the deadline must be re-armed from now. */
export interface Deadline {
  kind: DeadlineKind;
  ms: number;
  key: string;
}

/** Where a connection stands, as far as its deadlines care. */
export interface ConnectionState {
  phase: RequestPhase;
  /** Requests relayed so far (a new request restarts the header and body clocks). */
  requests: number;
  /** Responses not yet fully written by the app. */
  outstanding: number;
  /** A switched (101) connection: any byte either way restarts the idle clock. */
  tunnelBytes?: number;
}

/**
 * The deadline in force: header while a head is arriving, body while a body is, idle only when
 * nothing is in progress either way (a slow sync call or an SSE stream is never idle); null when
 * a response is outstanding.
 */
export function deadlineFor(state: ConnectionState, limits: FrontLimits): Deadline | null {
  if (state.tunnelBytes !== undefined) {
    return { kind: "idle", ms: limits.idleTimeoutMs, key: `tunnel:${state.tunnelBytes}` };
  }
  if (state.phase === "head") {
    return { kind: "header", ms: limits.headerTimeoutMs, key: `head:${state.requests}` };
  }
  if (state.phase === "body") {
    return { kind: "body", ms: limits.bodyReadTimeoutMs, key: `body:${state.requests}` };
  }
  if (state.outstanding > 0) return null;
  return { kind: "idle", ms: limits.idleTimeoutMs, key: `idle:${state.requests}` };
}
