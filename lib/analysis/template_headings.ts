/**
 * Section headings and navigation labels of generated page templates in the page's language:
 * a German template prints German headings. Languages or headings without a translation keep
 * English, and the analysis says so in its limitations.
 */

/** Translations of English template strings (`[v]` is the pattern variable). */
const TRANSLATIONS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  de: {
    "[v] at a glance": "[v] auf einen Blick",
    "Services in [v]": "Angebote in [v]",
    "Reviews and results in [v]": "Bewertungen und Erfahrungen in [v]",
    "Permits and rules in [v]": "Genehmigungen und Regeln in [v]",
    "Nearby areas": "In der Nähe",
    "FAQ about [v]": "Häufige Fragen zu [v]",
    "More about [v]": "Mehr über [v]",
    "Call to action": "Jetzt anfragen",
    Home: "Startseite",
  },
  fr: {
    "[v] at a glance": "[v] en bref",
    "Services in [v]": "Services à [v]",
    "Reviews and results in [v]": "Avis et résultats à [v]",
    "Permits and rules in [v]": "Autorisations et règles à [v]",
    "Nearby areas": "À proximité",
    "FAQ about [v]": "Questions fréquentes sur [v]",
    "More about [v]": "En savoir plus sur [v]",
    "Call to action": "Nous contacter",
    Home: "Accueil",
  },
  es: {
    "[v] at a glance": "[v] de un vistazo",
    "Services in [v]": "Servicios en [v]",
    "Reviews and results in [v]": "Opiniones y resultados en [v]",
    "Permits and rules in [v]": "Permisos y normas en [v]",
    "Nearby areas": "Zonas cercanas",
    "FAQ about [v]": "Preguntas frecuentes sobre [v]",
    "More about [v]": "Más sobre [v]",
    "Call to action": "Contactar",
    Home: "Inicio",
  },
  pt: {
    "[v] at a glance": "[v] em resumo",
    "Services in [v]": "Serviços em [v]",
    "Reviews and results in [v]": "Avaliações e resultados em [v]",
    "Permits and rules in [v]": "Licenças e regras em [v]",
    "Nearby areas": "Áreas próximas",
    "FAQ about [v]": "Perguntas frequentes sobre [v]",
    "More about [v]": "Mais sobre [v]",
    "Call to action": "Fale connosco",
    Home: "Início",
  },
};

/** A template string in `language`, and whether it had to stay English. */
export function localHeading(
  english: string,
  language: string,
): { text: string; english: boolean } {
  if (language === "en") return { text: english, english: false };
  const text = TRANSLATIONS[language]?.[english];
  return text ? { text, english: false } : { text: english, english: true };
}
