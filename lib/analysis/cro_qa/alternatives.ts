/**
 * Call-to-action texts for the goal, in the page's language: what happens on click, in the
 * visitor's words. `{x}` is the offer (the keyword, else the page's headline noun phrase); a
 * text that needs it is left out when there is none. No claim the page does not make.
 */
import type { Facts } from "./facts.ts";
import type { Goal } from "./input.ts";

const TEXTS: Readonly<Record<string, Readonly<Record<Goal, string[]>>>> = {
  en: {
    booking: ["Book now", "Check availability"],
    donation: ["Donate now", "Give monthly"],
    trial: ["Start your free trial", "Try {x} free"],
    demo: ["Book a demo", "See {x} in action"],
    signup: ["Create your free account", "Get started with {x}"],
    purchase: ["Add to cart", "Buy {x}"],
    contact_sales: ["Talk to sales", "Get a quote for {x}"],
    subscribe: ["Subscribe", "Get {x} updates by email"],
    download: ["Download the guide", "Get the free {x}"],
    learn_more: ["See how it works", "Learn how {x} works"],
  },
  de: {
    booking: ["Jetzt reservieren", "Verfügbarkeit prüfen"],
    donation: ["Jetzt spenden", "Monatlich spenden"],
    trial: ["Jetzt kostenlos testen", "{x} gratis testen"],
    demo: ["Demo vereinbaren", "{x} live erleben"],
    signup: ["Kostenloses Konto erstellen", "Mit {x} starten"],
    purchase: ["In den Warenkorb", "{x} kaufen"],
    contact_sales: ["Vertrieb kontaktieren", "Angebot für {x} anfordern"],
    subscribe: ["Newsletter abonnieren"],
    download: ["Leitfaden herunterladen"],
    learn_more: ["So funktioniert es"],
  },
  fr: {
    booking: ["Réserver maintenant", "Voir les disponibilités"],
    donation: ["Faire un don", "Donner chaque mois"],
    trial: ["Commencer l'essai gratuit", "Essayer {x} gratuitement"],
    demo: ["Réserver une démo", "Voir {x} en action"],
    signup: ["Créer un compte gratuit", "Commencer avec {x}"],
    purchase: ["Ajouter au panier", "Acheter {x}"],
    contact_sales: ["Contacter l'équipe commerciale", "Demander un devis"],
    subscribe: ["S'abonner"],
    download: ["Télécharger le guide"],
    learn_more: ["Voir comment ça marche"],
  },
  es: {
    booking: ["Reservar ahora", "Ver disponibilidad"],
    donation: ["Dona ahora", "Dona cada mes"],
    trial: ["Empieza tu prueba gratis", "Prueba {x} gratis"],
    demo: ["Reserva una demo", "Ve {x} en acción"],
    signup: ["Crea tu cuenta gratis", "Empieza con {x}"],
    purchase: ["Añadir al carrito", "Comprar {x}"],
    contact_sales: ["Habla con ventas", "Pide un presupuesto"],
    subscribe: ["Suscríbete"],
    download: ["Descarga la guía"],
    learn_more: ["Descubre cómo funciona"],
  },
  pt: {
    booking: ["Reservar agora", "Ver disponibilidade"],
    donation: ["Doe agora", "Doe todos os meses"],
    trial: ["Comece seu teste grátis", "Experimente {x} grátis"],
    demo: ["Agende uma demonstração", "Veja {x} em ação"],
    signup: ["Crie sua conta grátis", "Comece com {x}"],
    purchase: ["Adicionar ao carrinho", "Comprar {x}"],
    contact_sales: ["Fale com vendas", "Peça um orçamento"],
    subscribe: ["Inscreva-se"],
    download: ["Baixe o guia"],
    learn_more: ["Veja como funciona"],
  },
  nl: {
    booking: ["Reserveer nu", "Bekijk beschikbaarheid"],
    donation: ["Doneer nu", "Doneer maandelijks"],
    trial: ["Start gratis proefperiode", "Probeer {x} gratis"],
    demo: ["Plan een demo", "Bekijk {x} in actie"],
    signup: ["Maak een gratis account aan", "Ga aan de slag met {x}"],
    purchase: ["In winkelwagen", "Koop {x}"],
    contact_sales: ["Neem contact op met sales", "Vraag een offerte aan voor {x}"],
    subscribe: ["Inschrijven", "Ontvang updates over {x} per e-mail"],
    download: ["Download de gids", "Ontvang gratis {x}"],
    learn_more: ["Bekijk hoe het werkt", "Ontdek hoe {x} werkt"],
  },
  it: {
    booking: ["Prenota ora", "Verifica la disponibilità"],
    donation: ["Dona ora", "Dona ogni mese"],
    trial: ["Inizia la prova gratuita", "Prova {x} gratis"],
    demo: ["Prenota una demo", "Guarda {x} in azione"],
    signup: ["Crea il tuo account gratuito", "Inizia con {x}"],
    purchase: ["Aggiungi al carrello", "Acquista {x}"],
    contact_sales: ["Parla con il team commerciale", "Richiedi un preventivo per {x}"],
    subscribe: ["Iscriviti", "Ricevi gli aggiornamenti su {x} via e-mail"],
    download: ["Scarica la guida", "Scarica gratis {x}"],
    learn_more: ["Scopri come funziona", "Scopri come funziona {x}"],
  },
};

/** The page's language for CTA texts (its declared or detected language; English otherwise). */
export function languageOf(f: Facts): string {
  const declared = f.page.lang?.toLowerCase().split(/[-_]/)[0] ?? null;
  const lang = declared || f.page.text_language || "en";
  return Object.hasOwn(TEXTS, lang) ? lang : "en";
}

/** Up to three CTA texts for the goal. */
export function alternativesFor(f: Facts, offer: string | null = null): string[] {
  const texts = TEXTS[languageOf(f)][f.goal];
  const out = texts.flatMap((t) => {
    if (!t.includes("{x}")) return [t];
    return offer ? [t.replace("{x}", offer)] : [];
  });
  return [...new Set(out)].slice(0, 3);
}
