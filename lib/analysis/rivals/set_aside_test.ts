import assert from "node:assert/strict";
import { setAsideByKeywords, setAsideByLinks, sharedLeadingWord } from "./set_aside.ts";

Deno.test("[rivals] platforms, marketplaces and portals are set aside in link data (fashion PL, pet food US, law ES)", () => {
  assert.equal(setAsideByLinks("www.facebook.com", 100)?.kind, "platform");
  assert.equal(setAsideByLinks("allegro.pl", 86)?.kind, "marketplace");
  assert.equal(setAsideByLinks("ceneo.pl", 74)?.kind, "marketplace");
  assert.equal(setAsideByLinks("wp.pl", 88)?.kind, "portal");
  assert.equal(setAsideByLinks("amazon.com", 99)?.kind, "marketplace");
  assert.equal(setAsideByLinks("chewy-rival.example", 55), null);
  assert.equal(setAsideByLinks("abogados-rival.es", 40), null);
});

Deno.test("[rivals] generalists by size and namesakes by their own brand queries (fintech UK, payroll DE, hotels IT)", () => {
  const target = { domain: "halomoney.co.uk", keywords: 3100 };
  const row = (domain: string, keywords: number, shared: number, position: number) => ({
    domain,
    competitor_keywords: keywords,
    intersections: shared,
    avg_position: position,
  });
  assert.equal(setAsideByKeywords(row("halotop.co.uk", 2100, 85, 2.1), target)?.kind, "namesake");
  assert.equal(setAsideByKeywords(row("xbox.com", 410000, 150, 3.2), target)?.kind, "generalist");
  assert.equal(setAsideByKeywords(row("plumsave.co.uk", 4600, 210, 6.8), target), null);
  // Two payroll rivals sharing the word "lohn" but ranking like rivals are rivals.
  assert.equal(
    setAsideByKeywords(row("lohnwerk.de", 5000, 300, 8.1), {
      domain: "lohnpilot.de",
      keywords: 4000,
    }),
    null,
  );
  assert.equal(sharedLeadingWord("hoteldante.it", "hotelroma.it"), "hotel");
});

Deno.test("[rivals] publications are prospects, not rivals, in link data (fashion PL, pets US, tech DE)", async () => {
  const { publicationOf } = await import("./set_aside.ts");
  assert.equal(setAsideByLinks("szafiarka.blog", 31)?.kind, "publication");
  assert.equal(publicationOf("dogfoodforum.net")?.kind, "publication");
  assert.equal(publicationOf("heise-magazin.de")?.kind, "publication");
  assert.equal(publicationOf("newsletter-tools.com"), null);
  assert.equal(publicationOf("trendomania.pl"), null);
});

Deno.test("[rivals] namesakes from the owner's brand terms, or the domains' shared leading letters (fintech UK, ice cream, software FR)", async () => {
  const { namesakeWord } = await import("./set_aside.ts");
  assert.equal(namesakeWord("halowaypoint.com", "halomoney.co.uk", ["Halo Money"]), "halo");
  assert.equal(namesakeWord("halotop.co.uk", "halo.co.uk"), "halo");
  assert.equal(namesakeWord("plumsave.co.uk", "halomoney.co.uk", ["Halo Money"]), null);
  assert.equal(namesakeWord("sagefemme.fr", "sage.fr", ["Sage"]), "sage");
  // The owner's words decide when given: a shared prefix that is not the brand is no namesake.
  assert.equal(namesakeWord("moneybox.com", "moneywise.co.uk", ["Wise Money"]), null);
  // A platform compared on keywords is set aside for ranking everywhere, not for its links.
  assert.match(
    setAsideByKeywords(
      { domain: "youtube.com", intersections: 270, competitor_keywords: 3.4e6, avg_position: 9 },
      { domain: "halomoney.co.uk", keywords: 3100 },
    )?.reason ?? "",
    /every topic/,
  );
});

Deno.test("[rivals] directories, stats sites and the owner's own other domains are not rivals (trades DE, SaaS US, shop FR)", async () => {
  const { knownSetAside, namedLikeOwner } = await import("./set_aside.ts");
  assert.equal(knownSetAside("www.gelbeseiten.de")?.kind, "directory");
  assert.equal(knownSetAside("similarweb.com")?.kind, "directory");
  assert.equal(knownSetAside("pagesjaunes.fr")?.kind, "directory");
  assert.equal(namedLikeOwner("halomoney.com", ["halomoney"])?.kind, "namesake");
  assert.equal(namedLikeOwner("plumsave.co.uk", ["halomoney"]), null);
  const target = { domain: "paws-and-plate.co.uk", keywords: 900 };
  const row = {
    domain: "pawsandplate.com",
    competitor_keywords: 800,
    intersections: 120,
    avg_position: 7,
  };
  assert.equal(setAsideByKeywords(row, target)?.kind, "namesake");
});

Deno.test("[set aside] weak domains on the most abused TLDs are spam sites in link data", () => {
  // A Mexican mattress niche, a Polish fashion niche, a German tools niche.
  assert.equal(setAsideByLinks("colchones-baratos-mx.xyz", 12)?.kind, "spam_site");
  assert.equal(setAsideByLinks("sukienki-tanio.top", 8)?.kind, "spam_site");
  assert.equal(setAsideByLinks("werkzeug-angebote.click", 20)?.kind, "spam_site");
  // Authority says otherwise: a strong .xyz is read like any domain.
  assert.equal(setAsideByLinks("abc.xyz", 70), null);
  assert.equal(setAsideByLinks("colchonesluna.mx", 12), null);
});
