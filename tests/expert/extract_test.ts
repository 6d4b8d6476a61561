/**
 * Expert case 31: `/extract` on a Japanese recipe article inside a publisher's chrome: the
 * recipe as lists, the person as author, JSON-LD dates, Japanese counted as words.
 */
import assert from "node:assert/strict";
import type { Json } from "./case_reading.ts";
import { readCase, statement } from "./harness.ts";

const c31 = readCase("/extract", "extract/31_japanese_recipe_article");

const content = (r: Json) => r.content as string;
const meta = (r: Json) => r.metadata as Record<string, unknown>;
const headings = (r: Json) => (r.headings as { text: string }[]).map((h) => h.text);
/** The content with every kind of space folded to one ASCII space. */
const folded = (r: Json) => content(r).replace(/[\s\u3000]+/g, " ");

statement(
  c31,
  1,
  "all 8 ingredients with quantities, the 4 seasonings and 6 steps, as lists",
  (r) => {
    const text = folded(r);
    for (
      const item of [
        "じゃがいも 3個（約400g）",
        "玉ねぎ 1個",
        "にんじん 1/2本",
        "牛こま切れ肉 150g",
        "しらたき 100g",
        "絹さや 6枚",
        "サラダ油 大さじ1",
        "だし汁 300ml",
        "しょうゆ 大さじ2と1/2",
        "砂糖 大さじ2",
        "みりん 大さじ2",
        "酒 大さじ2",
      ]
    ) {
      assert.ok(text.includes(item), item);
    }
    const steps = [...content(r).matchAll(/^(\d)\. /gm)].map((m) => Number(m[1]));
    for (let n = 1; n <= 6; n++) assert.ok(steps.includes(n), `step ${n}`);
    assert.ok(steps.indexOf(1) < steps.indexOf(6));
    assert.ok((content(r).match(/^- /gm) ?? []).length >= 12, "ingredients as a list");
  },
);

statement(c31, 2, "no chrome in the content", (r) => {
  for (
    const chrome of [
      "Cookie",
      "関連記事",
      "人気レシピランキング",
      "メルマガ登録",
      "スポンサーリンク",
      "コメントを書く",
      "この記事を書いた人",
      "料理研究家・管理栄養士",
    ]
  ) {
    assert.ok(!content(r).includes(chrome), chrome);
  }
});

statement(c31, 3, "the author is the person", (r) => assert.equal(meta(r).author, "佐藤 恵美"));

statement(c31, 4, "published 2024-11-05 and modified 2026-10-02, Japan time", (r) => {
  assert.match(String(meta(r).published), /^2024-11-05/);
  assert.match(String(meta(r).modified), /^2026-10-02/);
});

statement(c31, 5, "lang and detected language ja", (r) => {
  assert.equal(meta(r).lang, "ja");
  assert.equal(meta(r).detected_language, "ja");
});

statement(c31, 6, "the article's title; content headings without the chrome's", (r) => {
  assert.match(String(meta(r).title), /^基本の肉じゃがの作り方｜味が染みるコツと黄金比/);
  for (const h of ["材料（2人分）", "作り方", "味が染みる3つのコツ"]) {
    assert.ok(headings(r).includes(h), h);
  }
  for (
    const h of [
      "関連記事",
      "人気レシピランキング",
      "メルマガ登録",
      "この記事を書いた人",
      "コメント（3件）",
      "Cookieの使用について",
    ]
  ) {
    assert.ok(!headings(r).includes(h), h);
  }
});

statement(c31, 7, "word count reflects Japanese text (at least 300)", (r) => {
  assert.ok((r.word_count as number) >= 300, String(r.word_count));
});

statement(c31, 8, "not noindex", (r) => assert.equal(meta(r).noindex, false));
