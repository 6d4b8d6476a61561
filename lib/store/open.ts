/** Opening the KV store. */

/** Opens the KV store at `path`, creating the folder of a local file path. */
export async function openStore(path: string): Promise<Deno.Kv> {
  if (path !== ":memory:" && !/^https?:\/\//.test(path)) {
    const dir = path.replace(/[\\/][^\\/]*$/, "");
    if (dir && dir !== path) await Deno.mkdir(dir, { recursive: true });
  }
  return await Deno.openKv(path);
}
