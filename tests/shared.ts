/**
 * The sibling `../shared` folder (spec, design notes, benchmark corpora): CI has it beside the
 * clone; a clone without it skips the tests that read it, saying so in the test name.
 */

/** The root of `../shared`, beside the repository. */
const SHARED_ROOT = new URL("../../shared/", import.meta.url);

/** The URL of `rel` inside `../shared` (e.g. `spec/service-spec.md`). */
export function sharedPath(rel: string): URL {
  return new URL(rel.replace(/^\/+/, ""), SHARED_ROOT);
}

/** True when `rel` (default: the folder itself) exists inside `../shared`. */
export function hasShared(rel = ""): boolean {
  try {
    Deno.statSync(sharedPath(rel));
    return true;
  } catch {
    return false;
  }
}

/**
 * `name` and `ignore` of a test that reads `rel` from `../shared`: skipped, with the reason in its
 * name, when the file is missing. Use: `Deno.test({ ...needsShared(rel, "[area] ..."), fn })`.
 */
export function needsShared(rel: string, name: string): { name: string; ignore: boolean } {
  const present = hasShared(rel);
  return {
    name: present ? name : `${name} (skipped: ../shared/${rel} not found)`,
    ignore: !present,
  };
}
