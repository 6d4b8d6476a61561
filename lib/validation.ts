/** Turns zod issues into the `INVALID_PARAMETERS` error: every issue's path and a plain message. */
import type { z } from "zod";
import { invalidParameters, type Issue } from "./errors.ts";

/** `a.b[2].c` for a zod path. */
export function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (out, part) =>
      typeof part === "number" ? `${out}[${part}]` : out ? `${out}.${String(part)}` : String(part),
    "",
  );
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let v = root;
  for (const part of path) {
    if (v === null || typeof v !== "object") return undefined;
    v = (v as Record<PropertyKey, unknown>)[part as string];
  }
  return v;
}

/** A short rendering of a refused value for messages. */
export function describeValue(value: unknown): string {
  if (value === undefined) return "nothing";
  if (Array.isArray(value)) {
    return `an array of ${value.length} item${value.length === 1 ? "" : "s"}`;
  }
  if (typeof value === "string") {
    return value.length > 60 ? `a string of ${value.length} characters` : JSON.stringify(value);
  }
  if (value !== null && typeof value === "object") return "an object";
  return String(value);
}

function sizeNoun(origin: string): string {
  return origin === "array" || origin === "set"
    ? " items"
    : origin === "string"
    ? " characters"
    : "";
}

function issueMessage(issue: z.core.$ZodIssue, value: unknown): string {
  const got = ` (got ${describeValue(value)})`;
  switch (issue.code) {
    case "invalid_type":
      return value === undefined ? "is required" : `must be ${article(issue.expected)}${got}`;
    case "too_big": {
      const max = Number(issue.maximum);
      const noun = sizeNoun(issue.origin);
      if (noun) return `must have at most ${max}${noun}${got}`;
      return (issue.inclusive === false ? `must be less than ${max}` : `must be at most ${max}`) +
        got;
    }
    case "too_small": {
      const min = Number(issue.minimum);
      const noun = sizeNoun(issue.origin);
      if (noun) return `must have at least ${min}${noun.replace(/s$/, min === 1 ? "" : "s")}${got}`;
      return (issue.inclusive === false
        ? `must be greater than ${min}`
        : `must be at least ${min}`) +
        got;
    }
    case "invalid_value":
      return `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}${got}`;
    case "invalid_format":
      // A regex check with its own message says what is expected better than "valid value".
      if (issue.format === "regex" && !issue.message.startsWith("Invalid")) {
        return `${issue.message}${got}`;
      }
      return `must be a valid ${issue.format}${got}`;
    case "not_multiple_of":
      return `must be a multiple of ${issue.divisor}${got}`;
    case "invalid_union":
      return `does not match any accepted form${got}`;
    default:
      return issue.message;
  }
}

function article(type: string): string {
  const map: Record<string, string> = {
    int: "an integer",
    integer: "an integer",
    array: "an array",
    object: "an object",
    number: "a number",
    string: "a string",
    boolean: "a boolean (true or false)",
  };
  return map[type] ?? `a ${type}`;
}

/** Maps a zod error to issues, one per field (unknown keys are named one by one). */
export function toIssues(error: z.ZodError, input: unknown): Issue[] {
  const out: Issue[] = [];
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) {
        out.push({
          path: formatPath([...issue.path, key]),
          message: "is not a field of this request (check the spelling against the OpenAPI schema)",
        });
      }
      continue;
    }
    const message = issue.code === "custom"
      ? issue.message
      : issueMessage(issue, valueAt(input, issue.path));
    out.push({ path: formatPath(issue.path), message });
  }
  return out;
}

/** Parses `input` with `schema`, or throws 400 `INVALID_PARAMETERS` listing every issue. */
export function parseInput<T>(schema: z.ZodType<T>, input: unknown): T {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw invalidParameters(toIssues(parsed.error, input));
}

/** Why a string with a lone surrogate is refused (REST bodies and MCP tool arguments alike). */
export const LONE_SURROGATE =
  "holds a lone surrogate (\\ud800-\\udfff without its pair): not valid Unicode text";

/**
 * The path (`a.b[2]`, "" for the value itself) of the first string, key or value, holding a lone
 * surrogate, or null. Walks with its own stack, so a value nested any depth deep cannot overflow
 * the call stack.
 */
export function illFormedPath(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, ""]];
  while (stack.length > 0) {
    const [item, path] = stack.pop()!;
    if (typeof item === "string") {
      if (!item.isWellFormed()) return path;
      continue;
    }
    if (item === null || typeof item !== "object") continue;
    const children: [unknown, string][] = [];
    for (const [key, child] of Object.entries(item)) {
      const at = Array.isArray(item) ? `${path}[${key}]` : path ? `${path}.${key}` : key;
      if (!key.isWellFormed()) return at;
      children.push([child, at]);
    }
    // Reversed onto the stack: the first field is looked at first, as a recursive walk would.
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
  return null;
}
