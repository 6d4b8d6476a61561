/** `deno task openapi`: writes openapi.yaml from the registry (a test fails when it is stale). */
import { openApiYaml } from "../lib/openapi.ts";
import { operations } from "../lib/operations/mod.ts";

const path = new URL("../openapi.yaml", import.meta.url);
await Deno.writeTextFile(path, openApiYaml(operations));
console.log(`wrote ${path.pathname} (${operations.length} operations)`);
