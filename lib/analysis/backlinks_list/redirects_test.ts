import assert from "node:assert/strict";
import type { Backlink } from "../../providers/provider.ts";
import { redirectPlan, slugOf } from "./redirects.ts";

const link = (url_to: string, status: number, redirect: string | null = null): Backlink => ({
  url_from: "https://news.example/a",
  domain_from: "news.example",
  url_to,
  domain_to: "site.example",
  tld_from: "example",
  rank: 10,
  page_from_rank: 10,
  domain_from_rank: 60,
  backlink_spam_score: 0,
  dofollow: true,
  item_type: "anchor",
  anchor: "recipe",
  attributes: [],
  page_from_title: "",
  page_from_status_code: 200,
  domain_from_country: null,
  semantic_location: "article",
  is_new: false,
  is_lost: false,
  is_broken: status >= 400,
  url_to_status_code: status,
  url_to_redirect_target: redirect,
  first_seen: null,
  prev_seen: null,
  last_seen: null,
} as Backlink);

Deno.test("[backlinks list] a migration's dead URLs map to the live page with the same slug (recipes, shop, university)", () => {
  assert.equal(
    slugOf("https://x.example/recipes/4812-brown-butter-cornbread/"),
    "brown-butter-cornbread",
  );
  const recipes = redirectPlan([
    link("https://r.example/recipes/4812-cornbread/", 404),
    link("https://r.example/recipes/3310-lemon-orzo/", 404),
    link("https://r.example/recipe/cornbread/", 200),
    link(
      "https://r.example/recipes/1021-banana-bread/",
      301,
      "https://r.example/recipe/lemon-orzo/",
    ),
  ]);
  assert.equal(
    recipes.targets.get("https://r.example/recipes/4812-cornbread/"),
    "https://r.example/recipe/cornbread/",
  );
  assert.equal(
    recipes.targets.get("https://r.example/recipes/3310-lemon-orzo/"),
    "https://r.example/recipe/lemon-orzo/",
  );
  assert.deepEqual(recipes.rule, {
    from: "/recipes/{id}-{slug}/",
    to: "/recipe/{slug}/",
    links: 2,
  });
  // A shop's dead product URLs with no live equivalent in the answer: no invented target.
  const shop = redirectPlan([
    link("https://s.example/p/123-red-shoe", 404),
    link("https://s.example/", 200),
  ]);
  assert.equal(shop.targets.size, 0);
  assert.equal(shop.rule, null);
  // A university's dead pages under different sections share no rule.
  const uni = redirectPlan([
    link("https://u.example/research/centre-a", 404),
    link("https://u.example/news/2024/story", 404),
  ]);
  assert.equal(uni.rule, null);
});
