/** Query modifiers in English: one row per class, each citing where its phrases come from. */
import type { ModifierTable } from "../classes.ts";

export const EN: ModifierTable = {
  language: "en",
  rows: [
    {
      class: "definition",
      phrases: ["what is", "what are", "what does", "meaning", "definition", "define"],
      source:
        "Google Search Quality Rater Guidelines 12.7 (Know queries); Semrush, Search intent: informational keyword modifiers",
    },
    {
      class: "how_to",
      phrases: ["how to", "how do i", "how do you", "tutorial", "step by step", "guide"],
      source:
        "Google Search Quality Rater Guidelines 12.7 (Know queries, 'how to'); Semrush, informational modifiers",
    },
    {
      class: "comparison",
      phrases: ["vs", "versus", "compare", "comparison", "best", "top", "review", "reviews"],
      source:
        "Semrush, Search intent: commercial keyword modifiers (best, top, review, vs, comparison)",
    },
    {
      class: "alternatives",
      phrases: ["alternative", "alternatives", "competitors", "similar to"],
      source: "Ahrefs, Search intent: commercial investigation ('alternatives', 'competitors')",
    },
    {
      class: "price",
      phrases: [
        "price",
        "prices",
        "pricing",
        "cost",
        "costs",
        "cheap",
        "cheapest",
        "quote",
        "fees",
      ],
      source:
        "Semrush, transactional modifiers (price, cheap); Wiktionary (en): price, cost, quote",
    },
    {
      class: "cost",
      phrases: ["how much is", "how much are", "how much does", "how much do"],
      source:
        "Google Search Quality Rater Guidelines 12.7 (Know queries); Ahrefs, search intent: cost questions are answered by cost guides as well as price pages",
    },
    {
      class: "free",
      phrases: ["free", "for free", "free trial", "free version"],
      source: "Wiktionary (en): free (adj., 'obtainable without payment')",
    },
    {
      class: "buy",
      phrases: [
        "buy",
        "order",
        "purchase",
        "for sale",
        "shop",
        "discount",
        "coupon",
        "deals",
        "booking",
      ],
      source: "Semrush, transactional modifiers (buy, order, purchase, coupon, discount)",
    },
    {
      class: "near_me",
      phrases: ["near me", "nearby", "near by", "close to me", "open now", "in my area"],
      source:
        "Google Search Quality Rater Guidelines 12.7 (Visit-in-person queries); Think with Google, 'near me' searches",
    },
    {
      class: "login_support",
      phrases: [
        "login",
        "log in",
        "sign in",
        "customer service",
        "support",
        "contact",
        "phone number",
        "my account",
      ],
      source: "Google Search Quality Rater Guidelines 12.7 (Website queries)",
    },
    {
      class: "jobs_salary",
      phrases: [
        "jobs",
        "job",
        "careers",
        "career",
        "salary",
        "salaries",
        "hiring",
        "vacancies",
        "internship",
      ],
      source: "Wiktionary (en): job, career, salary, vacancy",
    },
    {
      class: "how_to",
      phrases: ["best way to", "best time to"],
      source:
        "Google Search Quality Rater Guidelines 12.7 (Know queries): the best way or time to do something asks how to do it, not which product ranks best",
    },
  ],
  personal: {
    words: ["my", "our"],
    source: "Wiktionary (en): possessive determiners my, our",
  },
};
