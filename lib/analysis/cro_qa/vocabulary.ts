/**
 * The words of conversion, per goal and language: what a call to action for each goal says,
 * what proof and objection handling look like, and generic CTA texts that say nothing.
 * Calls to action in English, German, French, Spanish, Portuguese, Italian, Dutch, Polish and
 * Swedish; proof and objections mainly in the first five.
 */
import type { Goal } from "./input.ts";
import { wholeWords } from "../../toolkit/text.ts";

/**
 * CTA wording per goal (lowercase; the caller lowercases), in en, de, fr, es, pt, it, nl, pl and
 * sv: what the button says the visitor will do.
 */
export const GOAL_CTA: Readonly<Record<Goal, RegExp>> = {
  donation: wholeWords(
    "donat\\w*|give (now|monthly|today)|make a (gift|donation)|(jetzt |monatlich )?spenden|spende\\w*|faire un don|je donne|donar|dona ahora|haz un donativo|doar|doe agora|dona ora|doneer\\w*|wpłać|przekaż darowiznę|donera|ge en gåva|støt nu",
  ),
  trial: wholeWords(
    "free trial|try (it )?(for )?free|try \\w+|start (your |a )?(free )?trial|kostenlos testen|jetzt testen|essai gratuit|essayer|prueba gratis|probar gratis|teste gratis|experimente|prova gratis|gratis proberen|probeer gratis|wypróbuj|testa gratis",
  ),
  demo: wholeWords(
    "demo|démo|book a (call|meeting)|schedule a (call|meeting)|see it in action|termin vereinbaren|démonstration|demostración|demonstração|dimostrazione|demonstratie",
  ),
  booking: wholeWords(
    "(book|schedule) (a |an |your )?(table|room|appointment|stay|visit|tour|session|class|now|online)|book now|reserve|make a reservation|réserv\\w*|reserv(ar|e|a|ieren)\\w*|prenot\\w*|reserveren|termin buchen|jetzt buchen|online buchen|zarezerwuj|umów (się|wizytę)|boka( bord| tid)?|bestil bord|agend\\w*|marcar consulta|pedir cita|afspraak maken|maak een afspraak|plan een afspraak",
  ),
  signup: wholeWords(
    "sign ?up|get started|create (an |your )?(free )?account|register( now)?|join (free|now)|registrieren|jetzt anmelden|konto erstellen|s'inscrire|inscri(pción|rse|ção|ver-se)|crear cuenta|criar conta|registrati|iscriviti|aanmelden|registreren|inschrijven|zarejestruj( się)?|zapisz się|registrera dig|anmäl dig",
  ),
  purchase: wholeWords(
    "buy( now)?|add to (cart|bag|basket)|order now|checkout|shop now|purchase|in den warenkorb|jetzt kaufen|acheter|ajouter au panier|comprar|añadir al carrito|adicionar ao carrinho|aggiungi al carrello|acquista|in winkelwagen|bestel nu|nu kopen|do koszyka|kup teraz|lägg i varukorgen|köp nu",
  ),
  contact_sales: wholeWords(
    "contact (us|sales)|talk to (sales|an expert|us)|get a (free )?quote|request a quote|request pricing|kontakt|angebot anfordern|kostenloses angebot|contactez|nous contacter|demander un devis|devis gratuit|contáctanos|contacto|pide (un )?presupuesto|fale conosco|solicit(ar|e) (um )?(orçamento|presupuesto)|peça (um )?orçamento|richiedi (un )?preventivo|preventivo gratuito|contattaci|offerte (aan)?vragen|vraag (een |gratis |vrijblijvend )*offerte( aan)?|neem contact op|zapytaj o wycenę|bezpłatna wycena|begär offert|få en offert|kontakta oss",
  ),
  subscribe: wholeWords(
    "subscribe|join (the |our )?(newsletter|list)|get (the )?updates|abonnieren|newsletter|s'abonner|suscribir(se)?|assinar|subscrever|subscreva|inscreva-se|iscriviti alla newsletter|abonneren|zapisz się do newslettera|prenumerera",
  ),
  download: wholeWords(
    "download|get (the|your) (free )?(guide|ebook|report|template|checklist)|herunterladen|télécharger|descargar|baixar|scarica|downloaden|pobierz|ladda ner",
  ),
  learn_more: wholeWords(
    "learn more|read more|find out more|see how|discover|mehr erfahren|en savoir plus|saber más|saiba mais|scopri di più|lees meer|meer informatie|dowiedz się więcej|läs mer",
  ),
};

/** CTA texts that say nothing about what happens next. */
export const GENERIC_CTA =
  /^(submit|send|go|click here|here|ok|continue|next|more|absenden|senden|weiter|envoyer|valider|enviar|continuar)$/;

/** Kinds of proof and how they read. */
export const PROOF: readonly [string, RegExp][] = [
  ["rating", /\b\d(?:[.,]\d)?\s*(?:\/|out of|von|sur|de)\s*5\b|★/],
  ["reviews", /\b\d[\d,.]*\+?\s+(reviews|ratings|bewertungen|avis|opiniones|avaliações)\b/],
  [
    "customers",
    /\b(trusted by|used by|loved by|join|más de|mais de|plus de|über|oltre|ruim|ponad)\s+[\d,.]+\+?|[\d,.]+\+?\s+(customers|teams|companies|businesses|users|kunden|unternehmen|firmen|clients|entreprises|clientes|empresas|negocios|usuarios|utilisateurs|aziende|clienti|klanten|bedrijven|firm|klientów|użytkowników)\b/,
  ],
  ["testimonial", /[“"«„][^"”»“]{30,}[”"»“]\s*[—–-]\s*\p{Lu}/u],
  [
    "case_study",
    /\b(case stud(y|ies)|customer stor(y|ies)|fallstudie|étude de cas|caso de éxito|estudo de caso)\b/,
  ],
  [
    "results",
    /\b\d{1,3}\s?%\s+(more|less|faster|fewer|higher|lower|mehr|weniger|plus|moins|más|menos|mais)\b/,
  ],
  ["certification", /\b(soc ?2|iso ?27001|gdpr|hipaa|pci[ -]dss|dsgvo|rgpd)\b/],
];

/** Objections and how a page answers them. */
export const OBJECTIONS: readonly [string, RegExp][] = [
  [
    "price",
    /\b(pricing|price|per month|\/mo|per user|preise|tarifs?|precios?|preços?)\b|[$€£]\s?\d|\d\s?(€|zł|kr|CHF)/,
  ],
  [
    "risk_free",
    // Risk reversal and commitment-free terms (no card, no contract, cancel any time, a
    // guarantee), in the languages the service reads: the answer to "what if it is not for me".
    /\b(no credit card|cancel any ?time|no (?:contract|commitment|obligation|membership)(?: required)?|without commitment|money[- ]back|(?:full )?refund(?:able)?|free cancellation|free trial|guarantee|unverbindlich|kostenlos stornieren|annulation gratuite|sans prépaiement|cancelación gratuita|cancelamento gratuito|cancellazione gratuita|vrijblijvend|gratis annuleren|zonder verplichtingen|geen verplichtingen|niet goed,? geld terug|keine kreditkarte|jederzeit kündbar|monatlich kündbar|ohne (?:vertragsbindung|mindestlaufzeit|abo)|geld-zurück|garantie|sans carte|sans engagement|résiliable à tout moment|sin tarjeta|sin permanencia|sin compromiso|cancela cuando|sem cartão|sem fidelização|sem compromisso|cancele quando|garantia|senza vincoli|senza impegno|disdici quando|geen contract|maandelijks opzegbaar|bez zobowiąza|bez umowy|ingen bindningstid|ingen binding|uden binding)\b/,
  ],
  [
    "faq",
    /\b(faq|frequently asked|häufige fragen|questions fréquentes|preguntas frecuentes|perguntas frequentes)\b/,
  ],
  [
    "security",
    /\b(secure|security|encrypted|encryption|privacy|data protection|sicher|datenschutz|sécurité|seguridad|segurança)\b/,
  ],
  [
    "support",
    /\b(support|help center|24\/7|live chat|onboarding|kundenservice|assistance|soporte|suporte)\b/,
  ],
  [
    "delivery",
    /\b(free shipping|free delivery|returns?|delivery in|versand|livraison|envío|entrega)\b/,
  ],
];

/** What each goal's visitors most need answered before they act. */
export const GOAL_OBJECTIONS: Readonly<Record<Goal, string[]>> = {
  booking: ["risk_free", "price"],
  donation: ["security"],
  trial: ["risk_free", "price"],
  demo: ["security", "support"],
  signup: ["risk_free", "security"],
  purchase: ["price", "delivery", "risk_free"],
  contact_sales: ["support", "security"],
  subscribe: ["risk_free"],
  download: [],
  learn_more: [],
};
