/**
 * A recipe the page shows: an ingredients section and a method section (their headings in 11
 * languages), with the times and yield its key facts state. Google's *Recipe structured data*
 * requires `name` and `image`; ingredients, instructions, times and yield are what the recipe
 * rich result and the recipe carousel show.
 */
import type { PageModel } from "../../web/html.ts";
import { sectionBlocks } from "./sections.ts";

/** What the page shows of its recipe. */
export interface RecipeFacts {
  ingredients: string[];
  steps: string[];
  prepTime: string | null;
  cookTime: string | null;
  totalTime: string | null;
  yield: string | null;
}

const INGREDIENTS =
  /^(ingredients?|zutaten|ingrédients|ingredientes|ingredienti|ingrediënten|składniki|ingredienser|ingredienser|材料)\b/iu;
const METHOD =
  /^(instructions|method|directions|preparation|steps|zubereitung|anleitung|préparation|étapes|preparación|elaboración|preparo|modo de preparo|preparação|preparazione|procedimento|bereiding|bereidingswijze|przygotowanie|sposób przygotowania|gör så här|tillagning|instruktioner|fremgangsmåde|fremgangsmåte|sådan gør du|slik gjør du|så här gör du|so geht's|so wird's gemacht|how to make it|作り方|手順)/iu;
/** "Prep time: 15 min", "Zubereitungszeit 20 Minuten", "Cuisson : 1 h 10". */
const TIMES: [keyof Pick<RecipeFacts, "prepTime" | "cookTime" | "totalTime">, RegExp][] = [
  [
    "prepTime",
    /(prep(aration)?( time)?|vorbereitung(szeit)?|arbeitszeit|préparation|preparación|preparo|preparazione|voorbereiding(stijd)?|przygotowanie|förberedelse|forberedelse|準備)/iu,
  ],
  [
    "cookTime",
    /(cook(ing)?( time)?|bake|backzeit|kochzeit|garzeit|cuisson|cocción|cozedura|cozimento|cottura|bereidingstijd|kooktijd|pieczenie|gotowanie|tillagningstid|koketid|tilberedningstid|調理時間)/iu,
  ],
  [
    "totalTime",
    /(total( time)?|gesamtzeit|temps total|tiempo total|tempo total|tempo totale|totale tijd|łączny czas|total tid|合計)/iu,
  ],
];
const DURATION =
  /(\d+)\s*(h|hours?|hrs?|std\.?|stunden?|heures?|horas?|or[ae]|uur|godz\.?|godzin[ya]?|timmar?|timer?|時間)?\s*(?:(\d+)\s*)?(m|min\.?|mins|minutes?|minuten?|minutos?|minuti|minuut|minut[y]?|minuter|minutter|分)?/iu;
const YIELD =
  /(serves|servings?|makes|yield|portionen|personen|pers\.|portions?|personnes|raciones|porciones|personas|porções|pessoas|porzioni|persone|porties|personen|porcj[ie]|osób|portioner|personer|人分)\s*:?\s*(\d+)|(\d+)\s*(servings?|portionen|personen|portions|personnes|porciones|personas|porções|pessoas|porzioni|persone|porties|porcj[ie]|osób|portioner|personer|人分)/iu;

/** The recipe the page shows, or null when it has no ingredients and method sections. */
export function recipeOf(page: PageModel): RecipeFacts | null {
  const ingredients = sectionBlocks(page, INGREDIENTS)?.filter((b) => b.tag === "li")
    .map((b) => b.text) ?? [];
  const steps = sectionBlocks(page, METHOD)?.filter((b) => b.tag === "li" || b.tag === "p")
    .map((b) => b.text) ?? [];
  if (ingredients.length < 2 || steps.length < 1) return null;
  const facts = [
    ...page.facts.map((f) => `${f.label}: ${f.value}`),
    ...page.blocks.slice(0, 60).map((b) => b.text).filter((t) => t.length <= 80),
  ];
  const out: RecipeFacts = {
    ingredients,
    steps,
    prepTime: null,
    cookTime: null,
    totalTime: null,
    yield: null,
  };
  for (const [key, label] of TIMES) {
    const line = facts.find((t) => label.test(t) && DURATION.test(t.replace(label, "")));
    if (line) out[key] = isoDuration(line.replace(label, ""));
  }
  const y = facts.map((t) => YIELD.exec(t)).find((m) => m);
  if (y) out.yield = y[2] ?? y[3];
  return out;
}

/** "1 h 10 min" → "PT1H10M", "45 min" → "PT45M" (ISO 8601 durations, as Google asks). */
function isoDuration(text: string): string | null {
  const m = DURATION.exec(text);
  if (!m) return null;
  const first = Number(m[1]);
  const hours = m[2] ? first : 0;
  const minutes = m[2] ? Number(m[3] ?? 0) : first;
  if (hours === 0 && minutes === 0) return null;
  return `PT${hours ? `${hours}H` : ""}${minutes ? `${minutes}M` : ""}`;
}
