/**
 * The rules of `classifyResult`, first match decides (see result_type.ts for the sources).
 * Structure first (schema.org types Google documents for rich results: Product/Offer,
 * LocalBusiness, ItemList, DiscussionForumPosting/QAPage, VideoObject, NewsArticle; tel: links,
 * booking buttons, add-to-cart), then platforms by their documented role, then the SERP item's
 * own wording in English, German, French, Italian, Dutch and Spanish.
 */
import type { ResultMatch, ResultRule, ResultSignals, SignalSource } from "./result_type.ts";

/** What every result-type rule decides: the type of one ranking result. */
export const DECIDES = "result_type";

/**
 * What a rule's signal weighs in the reading's confidence, by where it comes from: the page's
 * own structure most, a platform's documented role next, the SERP item's wording least.
 */
export const SOURCE_WEIGHT: Readonly<Record<SignalSource, number>> = {
  structure: 0.8,
  platform: 0.75,
  serp: 0.5,
};

/** Listings: a page repeating this many ratings or tel: numbers lists businesses. */
const LISTINGS = 5;

/** A category page has at least this many add-to-cart buttons. */
const CART_BUTTONS = 3;

/** A list article has at least this many numbered headings (H1-H3). */
const NUMBERED_HEADINGS = 5;

/** What a rule states; `test` becomes its `decide`. */
interface Spec extends ResultMatch {
  id: string;
  when: string;
  because: string;
  test: (s: ResultSignals) => boolean;
}

/** The rule of `spec`: its match when the test finds the signal; it weighs its source's weight. */
function resultRule(spec: Spec): ResultRule {
  const match: ResultMatch = { type: spec.type, source: spec.source, signal: spec.signal };
  return {
    id: spec.id,
    decides: DECIDES,
    when: spec.when,
    because: spec.because,
    confidence: SOURCE_WEIGHT[spec.source],
    decide: (s) => (spec.test(s) ? { ...match } : null),
  };
}

const typed = (re: RegExp) => (s: ResultSignals) => [...s.types].some((t) => re.test(t));
const inWords = (re: RegExp) => (s: ResultSignals) => re.test(s.words);

/**
 * An editorial page by its own structured data (an article, a recipe, a how-to): sites put their
 * LocalBusiness or a reviewed Product in every page's graph, so those types make a page a
 * business or product page only when it is not declared an article, or sells (add-to-cart).
 */
const editorial = (s: ResultSignals) =>
  typed(/^(Article|BlogPosting|NewsArticle|Recipe|HowTo|TechArticle|Review)$/)(s) &&
  !ADD_TO_CART.test(pageText(s));

/** schema.org LocalBusiness and the subtypes businesses use (Plumber, Dentist, AutoRepair ...). */
const LOCAL_BUSINESS =
  /^(LocalBusiness|ProfessionalService|HomeAndConstructionBusiness|AutomotiveBusiness|AutoRepair|MedicalBusiness|MedicalClinic|Dentist|Physician|LegalService|Attorney|Notary|FinancialService|AccountingService|Plumber|Electrician|Locksmith|RoofingContractor|HVACBusiness|GeneralContractor|HousePainter|MovingCompany|HealthAndBeautyBusiness|BeautySalon|HairSalon|DaySpa|Store|BikeStore|FoodEstablishment|Restaurant|LodgingBusiness|Hotel|ChildCare|EmergencyService|EntertainmentBusiness|SportsActivityLocation|TravelAgency|RealEstateAgent|InsuranceAgency|Optician|Veterinary\w*|\w+Contractor)$/;

/** A booking, call, quote or enrolment call to action. */
const BOOKING =
  /\b(book (now|online|an? appointment|a table|a visit)|call (now|us|today)|get a (free )?quote|request a (free )?quote|schedule (a|an|your)|apply now|applications? (for [\w ]{1,30} )?(are |now )?open|afspraak|bel (ons|nu|direct)|offerte|termin (vereinbaren|buchen|online)|jetzt (anrufen|buchen)|rufen sie (uns )?an|angebot anfordern|rendez vous|appelez|demandez un devis|devis gratuit|prenota|chiama(ci)? (ora|subito)?|richiedi (un )?preventivo|reserva|pide cita|pedir cita|llamanos|solicita presupuesto)\b/;

/** Add to cart in the languages covered (lower-case text). */
export const ADD_TO_CART =
  /\b(add to (cart|basket|bag)|buy now|in den warenkorb|jetzt kaufen|ajouter au panier|acheter maintenant|aggiungi al carrello|acquista ora|in (de )?winkelwagen|koop nu|(a|a\u00f1)adir al carrito|comprar ahora|adicionar ao carrinho|comprar agora|do koszyka|kup teraz|l\u00e4gg i varukorgen|k\u00f6p nu|l\u00e6g i kurv|legg i handlekurv)\b/;

/** A price written out: a currency beside a figure. */
const PRICE =
  /(?:[€$£]|\b(?:eur|usd|gbp|chf)\b)\s?\d|\d[\d.,]*\s?(?:[€$£]|\b(?:eur|euro|usd|gbp|chf)\b)/;

/** Stock status, as product snippets state it. */
const IN_STOCK =
  /\b(in stock|out of stock|op voorraad|auf lager|lieferbar|en stock|disponibile|disponible|sold out)\b/;

/** A count of listings ("64 results", "120 Ergebnisse", "35 bedrijven"). */
const LISTING_COUNT =
  /\b\d+\s+(results|listings|businesses|companies|providers|resultaten|bedrijven|ergebnisse|treffer|anbieter|firmen|resultats|entreprises|professionnels|risultati|aziende|resultados|empresas)\b/;

/** "Find / compare X ... reviews, prices, ratings": an aggregator's promise. */
const FIND_COMPARE =
  /\b(find|compare|vind|vergelijk|finden|vergleichen|trouvez|trouver|comparez|trova|confronta|encuentra|compara)\b.*\b(reviews?|ratings?|prices?|prijs|prijzen|beoordelingen|bewertungen|preise|avis|prix|tarifs|recensioni|prezzi|opiniones|precios|opening ?hours|openingstijden|offnungszeiten|horaires|orari|horarios|phone numbers?|telefoonnummers|adres|address|adresse|indirizzo)\b/;

/** "All the X in <place> at a glance". */
const ALL_OF =
  /^(all|alle|tous les|toutes les|tutti i|tutte le|todos los|todas las)\s+(\w+\s+){1,3}(in|im|en|a|à|op|near|bei)\b/;

/** A site's search or listing path. */
const SEARCH_PATH =
  /\/(search|zoeken|suche|recherche|cerca|buscar|busqueda|find|listings?|directory|verzeichnis|annuaire)(\/|$)/;

/** Forum and UGC hosts by documented role. */
const FORUM_HOSTS =
  /(^|\.)(reddit\.com|quora\.com|stackexchange\.com|stackoverflow\.com|gutefrage\.net|answers\.com|mumsnet\.com|forocoches\.com|hardware\.fr|forum\.\w+\.\w+)$|^(forum|forums|community|discuss)\./;

/** Video hosts. */
const VIDEO_HOSTS = /(^|\.)(youtube\.com|youtu\.be|vimeo\.com|tiktok\.com|dailymotion\.com)$/;

/** Review platforms, business directories and marketplaces by documented role. */
const DIRECTORY_HOSTS =
  /(^|\.)(yelp\.[a-z.]+|trustpilot\.com|tripadvisor\.[a-z.]+|yellowpages\.[a-z.]+|yell\.com|gelbeseiten\.de|dasoertliche\.de|11880\.com|pagesjaunes\.fr|paginegialle\.it|paginasamarillas\.es|goudengids\.(nl|be)|telefoonboek\.nl|checkatrade\.com|trustatrader\.com|mybuilder\.com|houzz\.[a-z.]+|thumbtack\.com|angi\.com|homeadvisor\.com|bark\.com|werkspot\.nl|myhammer\.de|treatwell\.[a-z.]+|doctolib\.[a-z.]+|jameda\.de|zocdoc\.com|g2\.com|capterra\.[a-z.]+|booking\.com|airbnb\.[a-z.]+|marktplaats\.nl|leboncoin\.fr|kleinanzeigen\.de|subito\.it|wallapop\.com|etsy\.com|ebay\.[a-z.]+|amazon\.[a-z.]+|bol\.com|idealo\.[a-z.]+)$/;

/** Calculator, generator, checker words. */
const TOOL =
  /\b(calculator|generator|checker|converter|estimator|simulator|rechner|generateur|calculateur|calcolatore|calcolo|calculadora|simulador|rekenhulp|berekenen)s?\b/;

/** "10 best", "top 7", "die besten", "les meilleurs", "i migliori", "de beste", "los mejores". */
const LISTICLE =
  /(^|\s)(top\s+)?\d+\s+(best|beste|besten|meilleur|meilleurs|migliori|mejores|top)\b|\b(best|top \d+|die besten|les meilleur(e)?s?|i migliori|le migliori|de beste|los mejores|las mejores)\b/;

/** A page's own text: links, buttons, body. */
function pageText(s: ResultSignals): string {
  const p = s.page;
  if (!p) return "";
  return [...(p.buttons ?? []).map((b) => b.text), ...(p.links ?? []).map((l) => l.text)]
    .join(" | ").toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");
}

/** Distinct phone numbers linked with tel:. */
function telLinks(s: ResultSignals): number {
  const tels = (s.page?.links ?? []).filter((l) => /^tel:/i.test(l.href.trim()));
  return new Set(tels.map((l) => l.href.replace(/[^\d+]/g, ""))).size;
}

/** Ratings repeated over a page ("4.6 (231 reviews)", "★ 4,8"): one per listed business. */
function repeatedRatings(s: ResultSignals): number {
  const text = s.page?.text ?? "";
  const re =
    /\d[.,]\d\s*(\/\s*5|★|stars?|sterren|sterne|etoiles|étoiles|stelle|estrellas)|\(\d+\s*(reviews|beoordelingen|reviews?|bewertungen|avis|recensioni|opiniones|reseñas)\)/gi;
  return (text.match(re) ?? []).length;
}

/** The page is the site's homepage. */
const isHomepage = (s: ResultSignals) =>
  s.path === "/" || s.path === "" || /^\/(index\.\w+|home)?$/.test(s.path);

/** A location page on a local SERP: its last path segment starts with a word of the query. */
function locationPage(s: ResultSignals): boolean {
  if (!s.context.local || !s.context.keyword) return false;
  const last = s.path.split("/").filter(Boolean).pop() ?? "";
  const first = last.split(/[-_]/)[0];
  const query = normalizeWords(s.context.keyword);
  return first.length >= 3 && query.includes(first);
}

function normalizeWords(text: string): string[] {
  return text.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "").split(/[^\p{L}\p{N}]+/u);
}

const structure: ResultRule[] = [
  resultRule({
    id: "forum_schema",
    when: "the page declares DiscussionForumPosting, QAPage or SocialMediaPosting structured data",
    because:
      "Google Search Central, discussion forum and Q&A page structured data: these types mark user-generated discussions and questions with their answers",
    type: "forum",
    source: "structure",
    signal: "DiscussionForumPosting or QAPage structured data",
    test: typed(/^(DiscussionForumPosting|QAPage|SocialMediaPosting)$/),
  }),
  resultRule({
    id: "video_schema",
    when: "the page declares VideoObject structured data without Article or BlogPosting",
    because:
      "Google Search Central, video SEO best practices: a watch page is one whose main purpose is the video; an article that embeds a video stays an article",
    type: "video",
    source: "structure",
    signal: "VideoObject structured data without an article",
    test: (s) => typed(/^VideoObject$/)(s) && !typed(/Article|BlogPosting/)(s),
  }),
  resultRule({
    id: "news_schema",
    when: "the page declares NewsArticle, ReportageNewsArticle or LiveBlogPosting structured data",
    because:
      "Google Search Central, article structured data: NewsArticle and LiveBlogPosting mark news coverage",
    type: "news",
    source: "structure",
    signal: "NewsArticle structured data",
    test: typed(/^(NewsArticle|ReportageNewsArticle|LiveBlogPosting)$/),
  }),
  resultRule({
    id: "repeated_listings",
    when:
      `the page repeats at least ${LISTINGS} ratings and is not declared an article, or links at least ${LISTINGS} distinct tel: numbers`,
    because:
      "SEO practice: a directory lists many businesses, each with its rating or phone number",
    type: "directory",
    source: "structure",
    signal: "many repeated listings with ratings or phone numbers",
    test: (s) => (repeatedRatings(s) >= LISTINGS && !editorial(s)) || telLinks(s) >= LISTINGS,
  }),
  resultRule({
    id: "product_list",
    when:
      `the page declares ItemList, CollectionPage, OfferCatalog or ProductCollection with Product or Offer and is not declared an article, or shows at least ${CART_BUTTONS} add-to-cart buttons`,
    because:
      "Google Search Central, ecommerce site structure and product structured data: a category page lists a site's products, each with its offer",
    type: "category",
    source: "structure",
    signal: "a list of products (ItemList/CollectionPage with Product, or several add-to-cart)",
    test: (s) =>
      (!editorial(s) && typed(/^(ItemList|CollectionPage|OfferCatalog|ProductCollection)$/)(s) &&
        typed(/^(Product|Offer|AggregateOffer)$/)(s)) ||
      (pageText(s).match(new RegExp(ADD_TO_CART.source, "g")) ?? []).length >= CART_BUTTONS,
  }),
  resultRule({
    id: "product_schema",
    when:
      "the page declares Product, Offer, AggregateOffer, SoftwareApplication or WebApplication structured data, is not declared an article, and shows an add-to-cart, a written price or a price Google shows",
    because:
      "Google Search Central, product structured data: Product with an Offer (price, availability) marks a page selling one product",
    type: "product",
    source: "structure",
    signal: "Product/Offer structured data with a price or add-to-cart",
    test: (s) =>
      !editorial(s) &&
      typed(/^(Product|Offer|AggregateOffer|SoftwareApplication|WebApplication)$/)(s) &&
      (ADD_TO_CART.test(pageText(s)) || PRICE.test(s.page?.text ?? "") || s.price),
  }),
  resultRule({
    id: "buy_box",
    when:
      "the page, not declared an article, has an add-to-cart with a written price and a stock status (a buy box, with or without product markup)",
    because:
      "Google Search Central, product snippets: Google reads a product's price and availability; a buy box states both",
    type: "product",
    source: "structure",
    signal: "a buy box without markup: one add-to-cart with a price and a stock status",
    test: (s) =>
      !editorial(s) && ADD_TO_CART.test(pageText(s)) &&
      PRICE.test(s.page?.text ?? "") && IN_STOCK.test((s.page?.text ?? "").toLowerCase()),
  }),
  resultRule({
    id: "local_business",
    when:
      "the page, not declared an article, declares LocalBusiness (or a subtype) or Service structured data, or links a tel: number beside a booking or call button",
    because:
      "Google Search Central, local business structured data: LocalBusiness describes a business, its services and how to reach it",
    type: "service",
    source: "structure",
    signal: "LocalBusiness structured data, or a tel: link with a booking or call button",
    test: (s) =>
      !editorial(s) &&
      (typed(LOCAL_BUSINESS)(s) || typed(/^Service$/)(s) ||
        (telLinks(s) >= 1 && BOOKING.test(pageText(s)))),
  }),
  resultRule({
    id: "list_article",
    when:
      `the page declares ItemList with Article or BlogPosting, or has at least ${NUMBERED_HEADINGS} numbered headings`,
    because:
      'SEO practice: a numbered or "best" list article sets its items as a list or numbered headings',
    type: "listicle",
    source: "structure",
    signal: "an article with an ItemList or five numbered headings",
    test: (s) =>
      (typed(/^ItemList$/)(s) && typed(/Article|BlogPosting/)(s)) ||
      (s.page?.headings ?? []).filter((h) => h.level <= 3 && /^#?\d+[.):]?\s/.test(h.text))
          .length >= NUMBERED_HEADINGS,
  }),
];

const platforms: ResultRule[] = [
  resultRule({
    id: "forum_platform",
    when:
      "the host is a forum or Q&A platform (Reddit, Quora, Stack Exchange, gutefrage and others) or a forum subdomain",
    because:
      "the platforms' documented role: their pages are user-generated discussions and answers",
    type: "forum",
    source: "platform",
    signal: "a forum or Q&A platform",
    test: (s) => FORUM_HOSTS.test(s.host),
  }),
  resultRule({
    id: "video_platform",
    when: "the host is a video platform (YouTube, Vimeo, TikTok, Dailymotion)",
    because: "the platforms' documented role: their pages are watch pages for one video",
    type: "video",
    source: "platform",
    signal: "a video platform",
    test: (s) => VIDEO_HOSTS.test(s.host),
  }),
  resultRule({
    id: "directory_platform",
    when:
      "the host is a known review platform, business directory or marketplace (Yelp, Trustpilot, Yellow Pages, Checkatrade, G2, Amazon and others)",
    because: "the platforms' documented role: their pages list many businesses, reviews or offers",
    type: "directory",
    source: "platform",
    signal: "a review platform, business directory or marketplace",
    test: (s) => DIRECTORY_HOSTS.test(s.host),
  }),
];

const serpItem: ResultRule[] = [
  resultRule({
    id: "forum_url",
    when:
      "the URL is a forum, community, thread, discussion, questions or topic path, or a Reddit comments thread",
    because: "SEO practice: forum software puts threads under such paths",
    type: "forum",
    source: "serp",
    signal: "a forum thread URL",
    test: (s) =>
      /\/(forums?|community|threads?|discussions?|questions|topic|showthread\.php)(\/|$)/.test(
        s.path,
      ) || /\/r\/[^/]+\/comments\//.test(s.path),
  }),
  resultRule({
    id: "tool_words",
    when:
      "the title, breadcrumb or snippet names a calculator, generator, checker, converter, estimator or simulator (in the languages covered)",
    because:
      "SEO practice: a calculator or generator answers the query with a working tool rather than a text",
    type: "tool",
    source: "serp",
    signal: "a calculator or generator",
    test: inWords(TOOL),
  }),
  resultRule({
    id: "listing_page",
    when:
      "the title, breadcrumb or snippet gives a count of results or listings, promises to find or compare by reviews, prices or contact details, or lists all of a kind in a place, or the path is a search or listing path",
    because:
      "SEO practice: aggregators describe themselves by their count of listings and the comparison they offer",
    type: "directory",
    source: "serp",
    signal: "a listing page: a count of results, find/compare by reviews or prices, a search path",
    test: (s) =>
      LISTING_COUNT.test(s.words) || FIND_COMPARE.test(s.snippet) ||
      FIND_COMPARE.test(s.title) || ALL_OF.test(s.snippet) || SEARCH_PATH.test(s.path),
  }),
  resultRule({
    id: "category_url",
    when:
      "the path is a category or collection path, or the title, breadcrumb or snippet gives a count of products",
    because:
      "Google Search Central, ecommerce site structure: category pages list a site's products under category URLs",
    type: "category",
    source: "serp",
    signal: "a category URL or a count of products",
    test: (s) =>
      /\/(category|categories|c|collections?|kategorie|categorie|categoria|catalog|catalogue)\/[^/]+/
        .test(s.path) ||
      /\b\d+\s+(products|items|producten|artikel|produkte|produits|articles|prodotti|productos)\b/
        .test(s.words),
  }),
  resultRule({
    id: "product_snippet",
    when:
      "Google shows a price on the result, its title, breadcrumb or snippet states stock or add-to-cart, or the path is a product path",
    because:
      "Google Search Central, product snippets: a price and an availability on the result mark a product page",
    type: "product",
    source: "serp",
    signal: "a price Google shows, stock status, add-to-cart or a product URL",
    test: (s) =>
      s.price || IN_STOCK.test(s.words) || ADD_TO_CART.test(s.words) ||
      /\/(products?|dp|item|itm|artikel|produit|prodotto|producto)\/[^/]+/.test(s.path),
  }),
  resultRule({
    id: "booking_snippet",
    when: "the title or snippet makes a booking, call or quote call to action",
    because:
      "SEO practice: a service business's page asks the searcher to book, call or request a quote",
    type: "service",
    source: "serp",
    signal: "a booking or call to action in the snippet",
    test: (s) => BOOKING.test(s.snippet) || BOOKING.test(s.title),
  }),
  resultRule({
    id: "local_business_result",
    when:
      "the SERP shows a local pack or map, and the result is a homepage, carries a star rating, or is a location page named after a word of the query",
    because:
      "Google Search Central, local results: searchers want a business near them, and a business ranks with its homepage or location pages",
    type: "service",
    source: "serp",
    signal: "a business's homepage, rated, or a location page on a local result page",
    test: (s) => s.context.local === true && (isHomepage(s) || s.rating || locationPage(s)),
  }),
  resultRule({
    id: "best_list_title",
    when: 'the title is a numbered or "best"/"top" list (in the languages covered)',
    because: 'SEO practice: a numbered or "best" title announces a list article',
    type: "listicle",
    source: "serp",
    signal: 'a numbered or "best" list',
    test: (s) => LISTICLE.test(s.title),
  }),
  resultRule({
    id: "news_url",
    when:
      "the path starts with a news folder (/news/, /nieuws/, /nachrichten/, /actualites/, /notizie/, /noticias/)",
    because: "SEO practice: publishers file news under a news path",
    type: "news",
    source: "serp",
    signal: "a news URL",
    test: (s) => /^\/(news|nieuws|nachrichten|actualites|notizie|noticias)\//.test(s.path),
  }),
  resultRule({
    id: "brand_homepage",
    when: "the SERP shows no local pack or map and the result is a homepage",
    because: "SEO practice: a brand ranks with its homepage, its money page",
    type: "product",
    source: "serp",
    signal: "a brand's homepage (its money page)",
    test: (s) => s.context.local !== true && isHomepage(s),
  }),
];

/** Every rule, structure first. */
export const RESULT_RULES: readonly ResultRule[] = [...structure, ...platforms, ...serpItem];
