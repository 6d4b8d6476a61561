import assert from "node:assert/strict";
import { type Footprint, hasData, notLikeForLike } from "./site_kind.ts";

const fp = (
  target: string,
  organic: number,
  paid: number,
  localKw: number,
  localClicks = localKw * 20,
): Footprint => ({
  target,
  keywords: { organic, paid, local_pack: localKw },
  traffic: { local_pack: localClicks },
});

Deno.test("an information portal among local law firms is another kind of site (es)", () => {
  const set = [
    fp("navarroruizabogados.es", 640, 25, 18),
    fp("abogadosvelasco.es", 2450, 0, 6),
    fp("extranjeriamadrid-abogados.es", 95, 140, 4),
    fp("lexmigra.es", 0, 0, 0, 0),
    fp("tramitesextranjeria.info", 21000, 0, 0, 0),
  ];
  assert.match(notLikeForLike(set[4], set) ?? "", /information site or portal/);
  for (const f of set.slice(0, 3)) assert.equal(notLikeForLike(f, set), null, f.target);
  assert.equal(hasData(set[3]), false);
});

Deno.test("a city guide among plumbers (en) and a travel blog among hotels (it)", () => {
  const plumbers = [
    fp("smithplumbing.co.uk", 300, 10, 12),
    fp("leedsplumbers.co.uk", 500, 0, 9),
    fp("quickfix-heating.co.uk", 200, 30, 5),
    fp("homeadvice-guide.co.uk", 9000, 0, 0, 0),
  ];
  assert.ok(notLikeForLike(plumbers[3], plumbers));
  const hotels = [
    fp("hoteldantefirenze.it", 800, 0, 10),
    fp("hotelduomofirenze.it", 1200, 20, 14),
    fp("palazzobrunelleschi-hotel.it", 600, 0, 8),
    fp("firenzeviaggi.it", 15000, 0, 0, 0),
  ];
  assert.ok(notLikeForLike(hotels[3], hotels));
});

Deno.test("a large rival business is still a rival; without local data nothing is inferred (de)", () => {
  const big = [
    fp("kanzlei-a.de", 300, 0, 5),
    fp("kanzlei-b.de", 400, 0, 7),
    fp("grosskanzlei.de", 6000, 50, 3),
  ];
  assert.equal(notLikeForLike(big[2], big), null);
  const noLocal: Footprint[] = big.map((f) => ({
    ...f,
    keywords: { ...f.keywords, local_pack: null },
    traffic: { local_pack: null },
  }));
  assert.equal(
    notLikeForLike(
      { ...noLocal[2], keywords: { organic: 90000, paid: 0, local_pack: null } },
      noLocal,
    ),
    null,
  );
  // A known generalist is set aside whatever its footprint.
  assert.ok(notLikeForLike(fp("wikipedia.org", 900000, 0, 0, 0), big));
});
