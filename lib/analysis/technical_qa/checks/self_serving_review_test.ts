import assert from "node:assert/strict";
import { factsOfHtml, page } from "../testing.ts";
import { selfServingReview } from "./self_serving_review.ts";

const ld = (o: unknown) => `<script type="application/ld+json">${JSON.stringify(o)}</script>`;
const rating = { "@type": "AggregateRating", ratingValue: 4.9, reviewCount: 80 };

Deno.test("[technical qa check] self_serving_review: a business rating itself (any subtype) is flagged", async () => {
  for (const type of ["Dentist", "Locksmith", "Organization", "Hotel"]) {
    const f = await factsOfHtml(
      page(
        ld({ "@context": "https://schema.org", "@type": type, name: "X", aggregateRating: rating }),
        "<p>x</p>",
      ),
    );
    assert.ok(selfServingReview.assess(f), type);
  }
});

Deno.test("[technical qa check] self_serving_review: a product's customer rating is not self-serving", async () => {
  const f = await factsOfHtml(
    page(
      ld({
        "@context": "https://schema.org",
        "@type": "Product",
        name: "X",
        aggregateRating: rating,
      }),
      "<p>x</p>",
    ),
  );
  assert.equal(selfServingReview.assess(f), null);
});
