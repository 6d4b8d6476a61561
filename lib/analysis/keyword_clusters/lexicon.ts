/** The word lists and patterns the clustering reads: modifiers, question frames, page words. */

/**
 * Search modifiers: they change the page type or the angle, not the topic, so two keywords
 * sharing only "best" or "free" should not look alike.
 */
export const MODIFIERS: ReadonlySet<string> = new Set(
  ("best top cheap cheapest buy free online review reviews near price prices pricing cost costs " +
    "new good great tool tools software app apps service services company companies agency " +
    "agencies template templates example examples guide guides tips ideas checklist list")
    .split(" "),
);

/** Heads with one of these words get a tool page. */
export const TOOL_WORDS = /\b(calculator|generator|checker|converter|estimator)s?\b/;
/** Informational keywords with these words ask for a long-form guide. */
export const GUIDE_WORDS = /\b(how|guide|tutorial|steps|checklist|learn)\b/;
/** Question openings kept as the page title. */
export const QUESTION_START = /^(how|what|why|when|where|who|which|can|does|do|is|are|should)\b/;

/** Modifiers of shopping searches (a comparison or a shop page), not of tasks or questions. */
export const BUYING_MODIFIER =
  /^(best|top|reviews?|vs|versus|compare|comparison|alternatives?|software|tools?|platform|pricing|prices?|buy|cheap|cheapest|deals?|discount|coupons?|sale|free|shop|for sale)$/;

/** Signals of a how-to or definition search (a guide or a glossary page). */
export const QUESTION_FRAME =
  /^(what is|what are|how to|guide|tutorial|definition|define|meaning|examples?|tips|ideas|checklist|steps|best practices?)$/;

/** Words that frame a question or a task, not its topic ("how to choose a ..."). */
export const FRAME_WORDS: ReadonlySet<string> = new Set(
  ("how what why when where which who whose choose choosing pick select find use using make " +
    "do does get is are can should vs versus").split(" "),
);

/**
 * A noun phrase of up to four words: letters only, no pronoun, article, verb frame or
 * politeness word ("dog bed", "sleeper sofa with storage"; not "turn up the volume").
 */
export const NOUN_PHRASE =
  /^(?!.*\b(i|you|my|your|me|we|our|the|a|an|to|is|are|do|does|can|please|turn|put|read|play|tell|give|show|need|want|get|make|let|help)\b)[\p{L} ]+$/u;
