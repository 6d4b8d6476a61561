/** Query modifiers in Japanese: one row per class, each citing where its phrases come from. */
import type { ModifierTable } from "../classes.ts";

export const JA: ModifierTable = {
  language: "ja",
  unspaced: true,
  rows: [
    {
      class: "definition",
      phrases: ["とは", "意味", "定義"],
      source: "Wiktionary (ja): とは, 意味, 定義",
    },
    {
      class: "how_to",
      phrases: ["やり方", "方法", "使い方", "手順", "作り方", "仕方"],
      source: "Wiktionary (ja): やり方, 方法, 使い方, 手順",
    },
    {
      class: "comparison",
      phrases: ["比較", "おすすめ", "ランキング", "口コミ", "評判", "レビュー"],
      source: "Wiktionary (ja): 比較, おすすめ, 口コミ, 評判",
    },
    {
      class: "alternatives",
      phrases: ["代わり", "代替", "類似"],
      source: "Wiktionary (ja): 代わり, 代替",
    },
    {
      class: "price",
      phrases: ["料金", "価格", "値段", "費用", "相場", "安い"],
      source: "Wiktionary (ja): 料金, 価格, 値段, 費用, 相場",
    },
    {
      class: "cost",
      phrases: ["いくら"],
      source:
        "Google Search Quality Rater Guidelines 12.7 (Know queries); Ahrefs, search intent: cost questions are answered by cost guides as well as price pages",
    },
    {
      class: "free",
      phrases: ["無料", "タダ"],
      source: "Wiktionary (ja): 無料",
    },
    {
      class: "buy",
      phrases: ["購入", "買う", "通販", "販売", "予約", "申し込み"],
      source: "Wiktionary (ja): 購入, 通販, 予約",
    },
    {
      class: "near_me",
      phrases: ["近く", "近所", "周辺", "最寄り"],
      source: "Wiktionary (ja): 近く, 近所, 周辺, 最寄り",
    },
    {
      class: "login_support",
      phrases: ["ログイン", "サポート", "問い合わせ", "電話番号"],
      source: "Wiktionary (ja): ログイン, 問い合わせ",
    },
    {
      class: "jobs_salary",
      phrases: ["求人", "年収", "給料", "採用", "転職", "バイト"],
      source: "Wiktionary (ja): 求人, 年収, 給料, 採用, 転職",
    },
  ],
  personal: {
    words: ["私の", "自分の", "僕の", "うちの"],
    source: "Wiktionary (ja): 私の, 自分の (first-person possessive with の)",
  },
};
