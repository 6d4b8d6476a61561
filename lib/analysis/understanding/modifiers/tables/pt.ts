/** Query modifiers in Portuguese: one row per class, each citing where its phrases come from. */
import type { ModifierTable } from "../classes.ts";

export const PT: ModifierTable = {
  language: "pt",
  rows: [
    {
      class: "definition",
      phrases: ["o que é", "o que são", "o que significa", "significado", "definição"],
      source: "Wikcionário (pt): significado, definição; 'o que é' as the definition frame",
    },
    {
      class: "how_to",
      phrases: ["como", "tutorial", "guia", "passo a passo"],
      source: "Wikcionário (pt): como, guia, passo a passo",
    },
    {
      class: "comparison",
      phrases: [
        "comparativo",
        "comparação",
        "vs",
        "melhor",
        "melhores",
        "avaliação",
        "avaliações",
        "review",
      ],
      source: "Wikcionário (pt): comparação, melhor, avaliação",
    },
    {
      class: "alternatives",
      phrases: ["alternativa", "alternativas", "concorrentes", "similar a"],
      source: "Wikcionário (pt): alternativa, concorrente",
    },
    {
      class: "price",
      phrases: [
        "preço",
        "preços",
        "custo",
        "barato",
        "barata",
        "valor",
        "orçamento",
        "tarifa",
      ],
      source: "Wikcionário (pt): preço, custo, barato, orçamento",
    },
    {
      class: "cost",
      phrases: ["quanto custa", "quanto custam"],
      source:
        "Google Search Quality Rater Guidelines 12.7 (Know queries); Ahrefs, search intent: cost questions are answered by cost guides as well as price pages",
    },
    {
      class: "free",
      phrases: ["grátis", "gratis", "gratuito", "gratuita", "gratuitos"],
      source: "Wikcionário (pt): grátis, gratuito",
    },
    {
      class: "buy",
      phrases: ["comprar", "compra", "loja", "promoção", "desconto", "reservar"],
      source: "Wikcionário (pt): comprar, loja, promoção, desconto, reservar",
    },
    {
      class: "near_me",
      phrases: ["perto de mim", "próximo de mim", "perto", "próximo"],
      source: "Wikcionário (pt): perto, próximo",
    },
    {
      class: "login_support",
      phrases: [
        "login",
        "entrar",
        "área do cliente",
        "atendimento",
        "suporte",
        "contato",
        "contacto",
        "telefone",
      ],
      source: "Wikcionário (pt): atendimento, suporte, contato",
    },
    {
      class: "jobs_salary",
      phrases: [
        "vagas",
        "vaga",
        "emprego",
        "empregos",
        "trabalho",
        "trabalhe conosco",
        "salário",
        "carreira",
      ],
      source: "Wikcionário (pt): vaga, emprego, trabalho, salário, carreira",
    },
    {
      class: "how_to",
      phrases: ["melhor forma de", "melhor maneira de", "melhor época para"],
      source:
        "Google Search Quality Rater Guidelines 12.7 (Know queries): the best way or time to do something asks how to do it, not which product ranks best",
    },
  ],
  personal: {
    words: ["meu", "minha", "meus", "minhas", "nosso", "nossa", "nossos", "nossas"],
    source: "Wiktionary (pt): pronomes possessivos meu, minha, nosso",
  },
};
