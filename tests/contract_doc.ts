/** The error table of `docs/contract.md` (section "Error codes"), as tests read it. */

/** The contract page. */
export const CONTRACT_PATH = new URL("../docs/contract.md", import.meta.url);

/** One row of the table: the code's status and whether it is retryable by default. */
export interface DocumentedError {
  status: number;
  retryable: boolean;
}

/**
 * `code -> { status, retryable }` of the rows under the "Error codes" heading of `markdown`, in
 * their order; a code listed twice is an error.
 */
export function errorTable(markdown: string): Map<string, DocumentedError> {
  const start = markdown.search(/^### Error codes$/m);
  if (start < 0) throw new Error('docs/contract.md has no "### Error codes" section');
  const rest = markdown.slice(start).split("\n").slice(1);
  const end = rest.findIndex((line) => /^#{1,6} /.test(line));
  const table = new Map<string, DocumentedError>();
  for (const line of end < 0 ? rest : rest.slice(0, end)) {
    const m = /^\|\s*`([A-Z_]+)`\s*\|\s*(\d{3})\s*\|\s*(yes|no)\s*\|/.exec(line);
    if (!m) continue;
    if (table.has(m[1])) throw new Error(`docs/contract.md lists ${m[1]} twice`);
    table.set(m[1], { status: Number(m[2]), retryable: m[3] === "yes" });
  }
  return table;
}
