/** `docs/contract.md` against the code: its error table is `lib/errors.ts`, code by code. */
import assert from "node:assert/strict";
import { ApiError, ERROR_CODES, ERROR_STATUS } from "../lib/errors.ts";
import { CONTRACT_PATH, errorTable } from "./contract_doc.ts";

const table = errorTable(await Deno.readTextFile(CONTRACT_PATH));

Deno.test("[contract doc] the error table lists every code of lib/errors.ts, in its order, and no other", () => {
  assert.deepEqual([...table.keys()], [...ERROR_CODES]);
});

Deno.test("[contract doc] each code's status and default retryability are the code's", () => {
  for (const code of ERROR_CODES) {
    const row = table.get(code);
    assert.ok(row, `${code} is not in docs/contract.md`);
    assert.equal(row.status, ERROR_STATUS[code], `${code}: status`);
    assert.equal(row.retryable, new ApiError(code, "").retryable, `${code}: retryable`);
  }
});

Deno.test("[contract doc] the table is read from its own section only, and a code listed twice is refused", () => {
  const doc =
    "### Error codes\n\n| `NOT_FOUND` | 404 | no | x |\n| `RATE_LIMITED` | 400 | yes | y |\n" +
    "\n## Next\n\n| `CONFLICT` | 409 | no | not in the section |\n";
  const parsed = errorTable(doc);
  assert.deepEqual([...parsed.keys()], ["NOT_FOUND", "RATE_LIMITED"]);
  assert.equal(parsed.get("RATE_LIMITED")?.status, 400);
  assert.throws(() => errorTable("## Errors\n"), /no "### Error codes" section/);
  assert.throws(
    () =>
      errorTable("### Error codes\n| `CONFLICT` | 409 | no | a |\n| `CONFLICT` | 409 | no | b |\n"),
    /lists CONFLICT twice/,
  );
});
