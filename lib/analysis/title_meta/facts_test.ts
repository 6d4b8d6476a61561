import assert from "node:assert/strict";
import { factsWith } from "./testing.ts";

const shop = (lang: string, h1: string, price: string, buy: string, main: string) =>
  `<html lang="${lang}"><head></head><body><header><nav><a href="/">Home</a><a href="/cart">${buy}</a></nav></header>
<main><h1>${h1}</h1>${main}<p>${price}</p></main><footer><p>Shop</p></footer></body></html>`;

Deno.test("[title meta facts] a product page without markup: one buy control beside a price, in several languages", () => {
  for (
    const [lang, h1, price, buy, keyword] of [
      [
        "pt",
        "Ração Seca Gato Adulto Salmão 2 kg",
        "24,90 €",
        "Adicionar ao carrinho",
        "ração gato salmão",
      ],
      [
        "sv",
        "Vandringskängor Fjällvandrare Dam",
        "1 499 kr",
        "Lägg i varukorgen",
        "vandringskängor dam",
      ],
      ["en", "Cast iron skillet, 26 cm", "£39.00", "Add to basket", "cast iron skillet"],
    ]
  ) {
    const main = `<p>Description of the item, its size and its material, as the shop writes it.</p>
<form><button type="submit">${buy}</button></form>`;
    const f = factsWith({ keyword }, shop(lang, h1, price, buy, main));
    assert.equal(f.pageType, "product", h1);
  }
  // A category lists one buy control per item: not one product.
  const tiles = Array.from(
    { length: 6 },
    (_, i) =>
      `<li><a href="/p${i}">Skillet ${i}</a> £${30 + i}.00 <button>Add to basket</button></li>`,
  ).join("");
  const category = factsWith(
    { keyword: "cast iron skillets" },
    shop("en", "Cast iron skillets", "From £30.00", "Add to basket", `<ul>${tiles}</ul>`),
  );
  assert.notEqual(category.pageType, "product");
});
