import assert from "node:assert/strict";
import { hasShared, needsShared, sharedPath } from "./shared.ts";

Deno.test("[shared] a test needing a file missing from ../shared is ignored and says why", () => {
  const missing = needsShared("no/such/file.json", "[area] reads a corpus");
  assert.deepEqual(missing, {
    name: "[area] reads a corpus (skipped: ../shared/no/such/file.json not found)",
    ignore: true,
  });
  assert.equal(hasShared("no/such/file.json"), false);
});

Deno.test("[shared] paths resolve inside the sibling shared folder", () => {
  const url = sharedPath("spec/service-spec.md");
  assert.match(url.pathname, /\/shared\/spec\/service-spec\.md$/);
  assert.equal(new URL("../", sharedPath("spec/x")).href, sharedPath("").href);
  const present = needsShared("", "[area] reads shared");
  assert.equal(present.ignore, !hasShared());
  assert.equal(present.name === "[area] reads shared", hasShared());
});
