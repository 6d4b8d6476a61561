/**
 * Prints the result of one expert case (`../shared/eval/expert-cases`), to read what an
 * analysis says before encoding or fixing a statement:
 * `npx -y deno@2.9.6 run -A tools/expert_case.ts /serp/volatility serp-volatility/13_pet_insurance_drop_interval`
 */
import { setup } from "../tests/helpers.ts";
import { sharedPath } from "../tests/shared.ts";

const [endpoint, file] = Deno.args;
if (!endpoint || !file) {
  console.error("usage: tools/expert_case.ts <endpoint> <folder/NN_name>");
  Deno.exit(2);
}
const body = JSON.parse(
  await Deno.readTextFile(sharedPath(`eval/expert-cases/${file}.json`)),
);
const h = await setup({ credits: 100_000 });
const res = await h.post(`${endpoint}?sync=true`, body);
console.log(JSON.stringify(await res.json(), null, 1));
await h.close();
