import assert from "node:assert/strict";
import { disavowHost, disavowLines } from "./disavow.ts";

Deno.test("[link risk] disavow lines name the pattern's hosts at domain level", () => {
  // A Spanish law firm's footer network, a Dutch shop's .xyz burst, a French brand's casino links.
  const text = disavowLines(
    [
      "blogjuridicomadrid.com",
      "https://www.derechohoy.info/footer",
      "fietsen-deals.xyz",
      "casino-gratuit.top.",
      "DERECHOHOY.info",
    ],
    "footer network first seen 2023-04-11 to 2023-05-09",
  );
  assert.deepEqual(text.split("\n"), [
    "# footer network first seen 2023-04-11 to 2023-05-09",
    "domain:blogjuridicomadrid.com",
    "domain:derechohoy.info",
    "domain:fietsen-deals.xyz",
    "domain:casino-gratuit.top",
  ]);
});

Deno.test("[link risk] a subdomain is never widened to its shared platform", () => {
  assert.equal(disavowHost("spam-blog.blogspot.com"), "spam-blog.blogspot.com");
  assert.equal(disavowHost("http://tr.example.com.tr:8080/x"), "tr.example.com.tr");
  assert.equal(disavowHost("not a domain"), null);
  assert.equal(disavowLines([], "nothing"), "");
});
