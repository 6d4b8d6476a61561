/** What every check reads, computed once: headline, calls to action, proof and objection handling found in the page. */
import type { PageLink, PageModel } from "../../web/html.ts";
import type { PageForm } from "../../web/html_forms.ts";
import type { CroQaInput, Goal } from "./input.ts";
import { decodeSafe } from "../page_match.ts";
import { GOAL_CTA, OBJECTIONS, PROOF } from "./vocabulary.ts";

/** A call to action found on the page. */
export interface Cta {
  text: string;
  href: string | null;
  /** The goal its wording serves, or null. */
  goal: Goal | null;
  /** Words of page text before it (its place on the page); null when not found in the text. */
  at: number | null;
  kind: "link" | "button";
  /** A call, message or booking link (a secondary path), not an offer of its own. */
  contact: boolean;
}

/** A quote of the page text that shows something (proof, an answer to an objection). */
export interface Quote {
  kind: string;
  text: string;
}

/** The facts of one review. */
export interface Facts {
  page: PageModel;
  goal: Goal;
  goalSource: "declared" | "inferred" | "page_type" | "default";
  /** The keyword the visitor searched (or clicked an ad for), when given. */
  keyword: string | null;
  /** Where visitors come from, when given (paid_search, email, organic ...). */
  trafficSource: string | null;
  headline: string | null;
  subheadline: string | null;
  ctas: Cta[];
  proof: Quote[];
  objections: Quote[];
  /** Words in the page's text. */
  words: number;
  /** The page's forms (HTML input only). */
  forms: PageForm[];
}

/** Where a button or link is not one of the page's own calls to action (overlays: consent, chat). */
const NAV = new Set(["nav", "header", "footer", "overlay"]);

/** Links that open a conversation or a booking: a call, WhatsApp, a scheduling page. */
const CONTACT_LINK =
  /^(tel:|sms:|mailto:|https?:\/\/(wa\.me|api\.whatsapp\.com|web\.whatsapp\.com|m\.me|t\.me|calendly\.com|cal\.com|outlook\.office365\.com\/owa\/calendar|meetings\.hubspot\.com|doctolib\.|booksy\.|treatwell\.))/i;

/** The usual goal of a page type, when neither the request nor the page's CTAs say. */
const PAGE_TYPE_GOAL: Record<string, Goal> = {
  product: "purchase",
  pricing: "signup",
  comparison_page: "trial",
  homepage: "signup",
  landing_page: "signup",
  feature: "signup",
  blog_post: "subscribe",
  docs: "learn_more",
};

/** Reads the page into the facts. */
export function factsOf(input: CroQaInput, page: PageModel, forms: PageForm[] = []): Facts {
  const ctas = ctasOf(page);
  const declared = input.conversion_goal;
  const inferred = inferGoal(ctas);
  const h1 = page.headings.find((h) => h.level === 1)?.text ?? null;
  const byType = input.page_type ? PAGE_TYPE_GOAL[input.page_type] ?? null : null;
  return {
    page,
    goal: declared ?? inferred ?? byType ?? "learn_more",
    goalSource: declared ? "declared" : inferred ? "inferred" : byType ? "page_type" : "default",
    keyword: input.keyword?.trim() || null,
    trafficSource: input.traffic_source?.trim().toLowerCase() || null,
    headline: h1,
    // The first sentence-long paragraph of the content: never a pop-up's, a banner's or the menu's.
    subheadline:
      page.blocks.find((b) =>
        b.tag === "p" && b.text.split(/\s+/).length >= 6 && !b.regions.some((r) => NAV.has(r))
      )?.text ?? null,
    ctas,
    proof: proofOf(page),
    objections: quotes(page, OBJECTIONS),
    words: page.word_count,
    forms,
  };
}

/** Links and buttons that read as calls to action (outside navigation and footer). */
function ctasOf(page: PageModel): Cta[] {
  const atWord = (text: string): number | null => {
    const i = page.text.indexOf(text);
    return i < 0 ? null : page.text.slice(0, i).split(" ").length - 1;
  };
  const goalOfPath = (href: string): Goal | null => {
    // A malformed URL or encoding is read as written, never thrown.
    const path = /^[a-z]+:\/\//i.test(href)
      ? URL.parse(href)?.pathname ?? ""
      : href.split(/[?#]/)[0];
    return path.length > 1 ? goalOf(decodeSafe(path).replace(/[/._-]+/g, " ")) : null;
  };
  const goalOf = (text: string): Goal | null => {
    const norm = text.toLowerCase();
    for (const [goal, pattern] of Object.entries(GOAL_CTA) as [Goal, RegExp][]) {
      if (pattern.test(norm)) return goal;
    }
    return null;
  };
  // With a <main> landmark, what sits outside it (newsletter boxes, site-wide banners) is the
  // site's chrome, not this page's calls to action.
  const hasMain = page.blocks.some((b) => b.regions.includes("main"));
  const chrome = (regions: readonly string[]) =>
    regions.some((r) => NAV.has(r)) || (hasMain && !regions.includes("main"));
  const out: Cta[] = [];
  for (const b of page.buttons) {
    if (b.text && !chrome(b.regions)) {
      out.push({
        text: b.text,
        href: null,
        goal: goalOf(b.text),
        at: atWord(b.text),
        kind: "button",
        contact: false,
      });
    }
  }
  for (const l of page.links) {
    if (!l.text || chrome(l.regions)) continue;
    const contact = contactLink(l);
    // A phone number or an address as the link's words is a contact, whatever it spells.
    const bare = contact && /^[\d\s+().\/-]+$|@/.test(l.text);
    // Else its words, else where it leads ("/cabazes/subscrever", "/donate", "/checkout").
    const goal = bare
      ? "contact_sales"
      : goalOf(l.text) ?? goalOfPath(l.url ?? l.href) ?? (contact ? "contact_sales" : null);
    if ((goal || l.button_like) && l.text.split(/\s+/).length <= 8) {
      const at = atWord(l.text);
      out.push({ text: l.text, href: l.url ?? l.href, goal, at, kind: "link", contact });
    }
  }
  return out.sort((a, b) => (a.at ?? 1e9) - (b.at ?? 1e9));
}

/** A call, message or booking link: a call to action of the contact kind. */
function contactLink(l: PageLink): boolean {
  return CONTACT_LINK.test(l.href.trim());
}

/**
 * The goal most of the page's CTAs serve (learn_more only when nothing else). A phone or chat
 * link whose words name no goal counts half: it is the fallback channel beside the page's own
 * call to action.
 */
function inferGoal(ctas: readonly Cta[]): Goal | null {
  const counts = new Map<Goal, number>();
  for (const c of ctas) {
    const weight = c.contact && c.goal === "contact_sales" ? 0.5 : 1;
    if (c.goal) counts.set(c.goal, (counts.get(c.goal) ?? 0) + weight);
  }
  const ranked = [...counts].sort((a, b) =>
    Number(a[0] === "learn_more") - Number(b[0] === "learn_more") || b[1] - a[1]
  );
  return ranked[0]?.[0] ?? null;
}

/** Proof quoted from the text, and quoted testimonials (a <blockquote> outside the chrome). */
function proofOf(page: PageModel): Quote[] {
  const found = quotes(page, PROOF);
  if (found.some((q) => q.kind === "testimonial")) return found;
  const quote = page.blocks.find((b) =>
    b.tag === "blockquote" && !b.regions.some((r) => NAV.has(r)) && b.text.split(/\s+/).length >= 8
  );
  return quote ? [...found, { kind: "testimonial", text: quote.text.slice(0, 300) }] : found;
}

/**
 * The first quote of each kind: the sentence of the page's content (its paragraphs, list items
 * and quotes outside menus, banners and dialogs) that says it; else the words around it in the
 * page text, cut at word boundaries.
 */
function quotes(page: PageModel, kinds: readonly [string, RegExp][]): Quote[] {
  const blocks = page.blocks.filter((b) => !b.regions.some((r) => NAV.has(r))).map((b) => b.text);
  const out: Quote[] = [];
  for (const [kind, pattern] of kinds) {
    const re = new RegExp(pattern.source, "iu");
    const block = blocks.find((t) => re.test(t));
    if (block) {
      const sentence = block.split(/(?<=[.!?])\s+/).find((x) => re.test(x)) ?? block;
      out.push({ kind, text: clip(sentence, 240) });
      continue;
    }
    const m = re.exec(page.text);
    if (!m) continue;
    const from = page.text.lastIndexOf(" ", Math.max(0, m.index - 40)) + 1;
    const end = page.text.indexOf(" ", m.index + m[0].length + 60);
    out.push({ kind, text: page.text.slice(from, end < 0 ? undefined : end).trim() });
  }
  return out;
}

/** A text cut at a word boundary to at most `max` characters. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text.trim();
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), 1)).trim()}…`;
}
