/**
 * Layout checks of a page as a reader sees it, run in the browser: no word broken inside, no
 * button narrower than its label, touch targets large enough, no sideways scrolling of the page.
 */
import type { Page } from "playwright-core";

/** What `layoutProblems` checks. */
export interface LayoutChecks {
  /** Also require buttons, form fields, disclosures and the header's links ≥ 44 × 44 px. */
  touchTargets?: boolean;
}

/**
 * The page-side check, as source (the tests have no DOM types). For every word of every visible
 * text node (words end at spaces and after hyphens) it compares the Range's client rects: a word
 * on more than one line is broken, unless it is wider on one line than the room its section
 * gives. Long ids and URLs (over 20 characters, not only letters) may wrap anywhere. Every visible button must be as wide as its
 * label on one line and at most two lines tall.
 */
const CHECK = `(options) => {
  const problems = [];
  const root = document.documentElement;
  if (root.scrollWidth > window.innerWidth) {
    problems.push("the page scrolls sideways: " + root.scrollWidth + " px wide in a " +
      window.innerWidth + " px viewport");
  }
  const probe = document.createElement("span");
  probe.style.position = "absolute";
  probe.style.visibility = "hidden";
  probe.style.whiteSpace = "pre";
  probe.style.left = "0";
  probe.style.top = "0";
  document.body.append(probe);
  /** The width of text in el's font on one line. */
  const oneLine = (el, text) => {
    const cs = getComputedStyle(el);
    probe.style.font = cs.font;
    probe.style.letterSpacing = cs.letterSpacing;
    probe.style.textTransform = cs.textTransform;
    probe.textContent = text;
    return probe.getBoundingClientRect().width;
  };
  /** The number of lines rects lie on. */
  const lineCount = (rects) => {
    const tops = [];
    for (const r of rects) {
      if (r.width < 0.5) continue;
      if (!tops.some((t) => Math.abs(t - r.top) < 3)) tops.push(r.top);
    }
    return tops.length;
  };
  const name = (el) => {
    const parts = [];
    for (let e = el; e && e !== document.body && parts.length < 4; e = e.parentElement) {
      parts.unshift(e.id ? e.tagName.toLowerCase() + "#" + e.id : e.tagName.toLowerCase());
      if (e.id) break;
    }
    return parts.join(" > ");
  };
  /** The content width of the nearest section (or main): the most room a word can get. */
  const room = (el) => {
    const box = el.closest("section, .card, header, main") ?? document.body;
    const cs = getComputedStyle(box);
    return box.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
  };
  const visible = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden";

  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const broken = new Map();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!el || el.closest("script, style, pre, textarea, select, [hidden]") || !visible(el)) continue;
    for (const m of node.data.matchAll(/[^\\s-]+-?/g)) {
      const range = document.createRange();
      range.setStart(node, m.index);
      range.setEnd(node, m.index + m[0].length);
      const lines = lineCount(range.getClientRects());
      if (lines < 2) continue;
      // A long id or URL (over 20 characters, not only letters) may wrap where it has to.
      if (m[0].length > 20 && !/^[\\p{L}]+-?$/u.test(m[0])) continue;
      const width = oneLine(el, m[0]);
      const space = room(el);
      if (width <= space) {
        const key = m[0] + " in " + name(el);
        if (!broken.has(key)) {
          broken.set(key, '"' + m[0] + '" broken over ' + lines + " lines in " + name(el) +
            " (" + Math.round(width) + " px on one line, " + Math.round(space) + " px of room)");
        }
      }
    }
  }
  problems.push(...broken.values());

  for (const button of document.querySelectorAll("button")) {
    if (!visible(button)) continue;
    const label = button.textContent.trim();
    const cs = getComputedStyle(button);
    const inner = button.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
    const needed = oneLine(button, label);
    const lineHeight = parseFloat(cs.lineHeight) || parseFloat(cs.fontSize) * 1.2;
    const chrome = parseFloat(cs.paddingTop) + parseFloat(cs.paddingBottom) +
      parseFloat(cs.borderTopWidth) + parseFloat(cs.borderBottomWidth);
    const height = button.getBoundingClientRect().height;
    const words = label.split(/\\s+/).length;
    // A one-word label needs its width; a longer one may wrap between words, up to two lines.
    if (words === 1 && inner + 0.5 < needed) {
      problems.push('button "' + label + '" (' + name(button) + ") is " + Math.round(inner) +
        " px wide inside, its label needs " + Math.round(needed) + " px");
    }
    if (height > Math.max(44, 2 * lineHeight + chrome) + 1) {
      problems.push('button "' + label + '" (' + name(button) + ") is " + Math.round(height) +
        " px tall: more than two lines");
    }
  }

  if (options.touchTargets) {
    const targets = document.querySelectorAll(
      "button, input:not([type=hidden]), select, textarea, summary, header a",
    );
    for (const el of targets) {
      if (!visible(el)) continue;
      const r = el.getBoundingClientRect();
      if (r.height < 44 - 0.5 || r.width < 44 - 0.5) {
        const label = (el.textContent || el.getAttribute("aria-label") || el.id).trim();
        problems.push("touch target " + name(el) + ' "' + label.slice(0, 40) + '" is ' +
          Math.round(r.width) + " x " + Math.round(r.height) + " px (under 44 x 44)");
      }
    }
  }
  probe.remove();
  return problems;
}`;

/** What is wrong with the page's layout now, one line each (none: `[]`). */
export async function layoutProblems(page: Page, checks: LayoutChecks = {}): Promise<string[]> {
  return await page.evaluate<string[]>(`(${CHECK})(${JSON.stringify(checks)})`);
}
