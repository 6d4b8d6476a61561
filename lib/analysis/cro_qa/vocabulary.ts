/**
 * The words of conversion, per goal and language: what a call to action for each goal says,
 * what proof and objection handling look like, and generic CTA texts that say nothing.
 * English, German, French, Spanish and Portuguese (booking and donation also Italian, Dutch,
 * Polish and the Nordic languages).
 */
import type { Goal } from "./input.ts";

/** CTA wording per goal (lowercase, accent-folded matching is done by the caller). */
export const GOAL_CTA: Readonly<Record<Goal, RegExp>> = {
  donation:
    /\b(donat\w*|give (now|monthly|today)|make a (gift|donation)|(jetzt |monatlich )?spenden|spende\w*|faire un don|je donne|donar|dona ahora|haz un donativo|doar|doe agora|dona ora|doneer\w*|wpłać|przekaż darowiznę|donera|ge en gåva|støt nu)\b/,
  trial:
    /\b(free trial|try (it )?(for )?free|try \w+|start (your |a )?(free )?trial|kostenlos testen|jetzt testen|essai gratuit|essayer|prueba gratis|probar gratis|teste gratis|experimente)\b/,
  demo:
    /\b(demo|démo|book a (call|meeting)|schedule a (call|meeting)|see it in action|termin vereinbaren|démonstration|demostración|demonstração)\b/,
  booking:
    /\b((book|schedule) (a |an |your )?(table|room|appointment|stay|visit|tour|session|class|now|online)|book now|reserve|make a reservation|réserv\w*|reserv(ar|e|a|ieren)\w*|prenot\w*|reserveren|termin buchen|jetzt buchen|online buchen|zarezerwuj|boka( bord| tid)?|bestil bord|agendar|marcar consulta|pedir cita)\b/,
  signup:
    /\b(sign ?up|get started|create (an |your )?(free )?account|register|join (free|now)|registrieren|konto erstellen|s'inscrire|inscri(pción|rse|ção|ver-se)|crear cuenta|criar conta)\b/,
  purchase:
    /\b(buy( now)?|add to (cart|bag|basket)|order now|checkout|shop now|purchase|in den warenkorb|jetzt kaufen|acheter|ajouter au panier|comprar|añadir al carrito|adicionar ao carrinho)\b/,
  contact_sales:
    /\b(contact (us|sales)|talk to (sales|an expert|us)|get a quote|request a quote|request pricing|kontakt|angebot anfordern|contactez|nous contacter|demander un devis|devis gratuit|contáctanos|contacto|fale conosco|solicitar (orçamento|presupuesto))\b/,
  subscribe:
    /\b(subscribe|join (the |our )?(newsletter|list)|get (the )?updates|abonnieren|newsletter|s'abonner|suscribir(se)?|assinar|subscrever|subscreva|inscreva-se)\b/,
  download:
    /\b(download|get (the|your) (free )?(guide|ebook|report|template|checklist)|herunterladen|télécharger|descargar|baixar)\b/,
  learn_more:
    /\b(learn more|read more|find out more|see how|discover|mehr erfahren|en savoir plus|saber más|saiba mais)\b/,
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
    /\b(no credit card|cancel any ?time|no (?:contract|commitment)|without commitment|money[- ]back|free trial|guarantee|keine kreditkarte|jederzeit kündbar|monatlich kündbar|ohne (?:vertragsbindung|mindestlaufzeit|abo)|geld-zurück|garantie|sans carte|sans engagement|résiliable à tout moment|sin tarjeta|sin permanencia|sin compromiso|cancela cuando|sem cartão|sem fidelização|sem compromisso|cancele quando|garantia|senza vincoli|senza impegno|disdici quando|geen contract|maandelijks opzegbaar|bez zobowiąza|bez umowy|ingen bindningstid|ingen binding|uden binding)\b/,
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
