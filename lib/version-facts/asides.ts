// The marks that say a sentence is about another release than the page's, so that it may name what only
// that release has. Recognised (case-insensitive; V is a release number such as 0.7 or 0.7.0, optionally
// written "Celerity 0.7", "release 0.7", "version 0.7" or "v0.7.0"):
// - `<Since version="V" … />` in the sentence (in a heading: the whole section);
// - a preposition before V: "in V", "since V", "from V (on)", "as of V", "until V", "up to V",
//   "before V", "after V", "with V", "prior to V", "starting with V";
// - V doing something: "V adds / added / introduces / introduced / removes / removed / renames /
//   renamed / deprecates / deprecated / replaces / replaced / brings / brought / changes / changed";
// - something happening in V: "added / introduced / removed / new / gone / deprecated / renamed /
//   changed / arrived in|with|since V";
// - "V and later / newer / earlier / older";
// - without a number, about the releases before the page's: "no more", "no longer", "formerly",
//   "previously", "used to", "earlier / older releases", "was / were / has been removed / renamed".
// A code block is marked when the sentence leading into it (ending in ":") is, or its info string (a
// title such as "CMakeLists.txt for 0.6") is.

const RELEASE = String.raw`(?:celerity\s+|release\s+|version\s+|v)?(\d+\.\d+(?:\.\d+)?)`;
const FORMS = [
  String.raw`\b(?:in|since|from|as\s+of|until|up\s+to|before|after|with|for|prior\s+to|starting\s+with)\s+${RELEASE}\b`,
  String.raw`\b${RELEASE}\s+(?:adds|added|introduces|introduced|removes|removed|renames|renamed|deprecates|deprecated|replaces|replaced|brings|brought|changes|changed)\b`,
  String.raw`\b(?:added|introduced|removed|new|gone|deprecated|renamed|changed|arrived)\s+(?:in|with|since)\s+${RELEASE}\b`,
  String.raw`\b${RELEASE}\s+and\s+(?:later|newer|earlier|older)\b`,
  String.raw`<Since\s+[^>]*?version="${RELEASE}"`,
].map((form) => new RegExp(form, 'gi'));

/** What a mark without a release number stands for: the releases before the page's. */
export const EARLIER = '<earlier';
const EARLIER_FORM =
  /\b(?:no\s+more|no\s+longer|formerly|previously|used\s+to|(?:earlier|older)\s+releases|(?:was|were|has\s+been|have\s+been)\s+(?:removed|renamed))\b/i;

/** `0.7.0` → `0.7`, `0.3.1` stays: the labels of the API history and the version facts. */
export const releaseLabel = (release: string): string => release.replace(/^(\d+\.\d+)\.0$/, '$1');

/** The releases `text` is marked as being about, as labels. Inline code is quoted, not a mark: a quoted
 * message such as "starved … for 1.2 s" names no release. */
export function markedReleases(text: string): string[] {
  const prose = text.replace(/`[^`]*`/g, ' ');
  const releases = new Set<string>();
  for (const form of FORMS) for (const match of prose.matchAll(form)) releases.add(releaseLabel(match[1]!));
  if (EARLIER_FORM.test(prose)) releases.add(EARLIER);
  return [...releases];
}
