import assert from "node:assert/strict";
import { urlRole } from "./url_role.ts";

const role = (url: string) => urlRole(url).role;

Deno.test("[url role] print, AMP, sorted and tracked variants are duplicates of the page they copy", () => {
  // A recipe site (en), a newspaper (de), a shop (es), a forum (fr).
  const print = urlRole("https://cook.example/recipe/cornbread/print/");
  assert.equal(print.role, "duplicate");
  assert.equal(print.original, "https://cook.example/recipe/cornbread/");
  assert.equal(
    urlRole("https://zeitung.example/politik/wahl-2026/amp").original,
    "https://zeitung.example/politik/wahl-2026/",
  );
  assert.equal(urlRole("https://zeitung.example/artikel/drucken/").role, "duplicate");
  const sorted = urlRole("https://tienda.example/zapatillas/?orderby=price&color=rojo");
  assert.equal(sorted.role, "duplicate");
  assert.equal(sorted.original, "https://tienda.example/zapatillas/?color=rojo");
  assert.equal(role("https://forum.example/sujet/velo?replytocom=42"), "duplicate");
  assert.equal(role("https://blog.example/post/?utm_source=news"), "duplicate");
});

Deno.test("[url role] internal search results carry what was searched", () => {
  assert.equal(urlRole("https://cook.example/?s=chicken+thighs").searched, "chicken thighs");
  assert.equal(urlRole("https://shop.example/search?q=laufschuhe").role, "internal_search");
  assert.equal(urlRole("https://loja.example/busca/tenis-corrida").searched, "tenis corrida");
  // A search page with nothing searched is a page like any other.
  assert.equal(role("https://shop.example/search"), "content");
});

Deno.test("[url role] tag, author, date archives and page 2+ are archives; page 1 of a category is not", () => {
  assert.equal(role("https://cook.example/tag/chicken/page/7/"), "archive");
  assert.equal(role("https://blog.example/author/anna/"), "archive");
  assert.equal(role("https://news.example/2019/05/"), "archive");
  assert.equal(role("https://shop.example/kategorie/schuhe/?page=3"), "archive");
  assert.equal(role("https://shop.example/category/shoes/"), "content");
  assert.equal(role("https://blog.example/?p=123"), "content");
});

Deno.test("[url role] legal, account, cart and contact pages are utility; a product named like one is not", () => {
  for (
    const u of [
      "https://cook.example/privacy-policy/",
      "https://laden.example/datenschutz/",
      "https://boutique.example/mentions-legales",
      "https://shop.example/cart",
      "https://app.example/login",
      "https://firma.example/kontakt/",
    ]
  ) assert.equal(role(u), "utility", u);
  assert.equal(role("https://bakery.example/cookies/"), "content");
  assert.equal(role("https://cook.example/recipe/cookies-and-cream-cake/"), "content");
  assert.equal(role("https://cook.example/"), "homepage");
  assert.equal(role("https://cook.example/recipe/cornbread/"), "content");
});
