/** Query modifiers in Spanish: one row per class, each citing where its phrases come from. */
import type { ModifierTable } from "../classes.ts";

export const ES: ModifierTable = {
  language: "es",
  rows: [
    {
      class: "definition",
      phrases: ["qué es", "que es", "qué son", "qué significa", "significado", "definición"],
      source: "Wikcionario (es): significado, definición; 'qué es' as the definition frame",
    },
    {
      class: "how_to",
      phrases: ["cómo", "como", "tutorial", "guía", "paso a paso"],
      source: "Wikcionario (es): cómo, guía, paso a paso",
    },
    {
      class: "comparison",
      phrases: ["comparativa", "comparación", "vs", "mejor", "mejores", "opiniones", "análisis"],
      source: "Wikcionario (es): comparativa, mejor, opinión",
    },
    {
      class: "alternatives",
      phrases: ["alternativa", "alternativas", "competidores", "similar a"],
      source: "Wikcionario (es): alternativa, competidor",
    },
    {
      class: "price",
      phrases: [
        "precio",
        "precios",
        "coste",
        "costo",
        "barato",
        "barata",
        "tarifa",
        "tarifas",
        "presupuesto",
      ],
      source: "Wikcionario (es): precio, coste, barato, tarifa, presupuesto",
    },
    {
      class: "cost",
      phrases: ["cuánto cuesta", "cuanto cuesta", "cuánto vale"],
      source:
        "Google Search Quality Rater Guidelines 12.7 (Know queries); Ahrefs, search intent: cost questions are answered by cost guides as well as price pages",
    },
    {
      class: "free",
      phrases: ["gratis", "gratuito", "gratuita", "gratuitos", "gratuitas"],
      source: "Wikcionario (es): gratis, gratuito",
    },
    {
      class: "buy",
      phrases: ["comprar", "compra", "tienda", "oferta", "ofertas", "descuento", "reservar"],
      source: "Wikcionario (es): comprar, tienda, oferta, descuento, reservar",
    },
    {
      class: "near_me",
      phrases: ["cerca de mí", "cerca de mi", "cerca", "cercano"],
      source: "Wikcionario (es): cerca, cercano",
    },
    {
      class: "login_support",
      phrases: [
        "iniciar sesión",
        "login",
        "acceso",
        "atención al cliente",
        "soporte",
        "contacto",
        "teléfono",
      ],
      source: "Wikcionario (es): iniciar sesión, atención al cliente, soporte",
    },
    {
      class: "jobs_salary",
      phrases: [
        "empleo",
        "empleos",
        "ofertas de empleo",
        "trabajo",
        "trabaja con nosotros",
        "sueldo",
        "salario",
        "vacantes",
      ],
      source: "Wikcionario (es): empleo, trabajo, sueldo, salario, vacante",
    },
    {
      class: "how_to",
      phrases: ["mejor manera de", "mejor forma de", "mejor momento para"],
      source:
        "Google Search Quality Rater Guidelines 12.7 (Know queries): the best way or time to do something asks how to do it, not which product ranks best",
    },
  ],
  personal: {
    words: ["mi", "mis", "nuestro", "nuestra", "nuestros", "nuestras"],
    source: "Wiktionary (es): determinantes posesivos mi, mis, nuestro",
  },
};
