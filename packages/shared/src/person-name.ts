/**
 * What a person's name may hold (issue 23, item 5). Names are shown on the page and, before the
 * address is proven, were written into emails sent to any address typed in: a name with line
 * breaks and a link read as the site's own words. So a name is one line of visible text: no
 * control characters (line breaks included), no bidi overrides that reorder what is shown, and
 * not made only of characters that show nothing.
 */

/** C0/C1 controls and DEL, line and paragraph separators, and the bidi embedding, override and isolate controls. */
const CONTROL = /[\p{Cc}\u2028\u2029\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/**
 * Characters that draw nothing on their own: spaces, format characters (zero-width space,
 * joiners, soft hyphen...), combining marks with no letter to sit on, and the Hangul and braille
 * fillers that fonts draw blank.
 */
const INVISIBLE_ONLY = /^[\s\p{Z}\p{Cf}\p{M}\u115F\u1160\u3164\uFFA0\u2800]*$/u;

export const NAME_CONTROL_MESSAGE = "Name must be one line of text, without control characters.";
export const NAME_EMPTY_MESSAGE = "Name must contain at least one visible character.";

/** The sentence saying what is wrong with a name, or undefined when it may be used. */
export function nameProblem(name: string): string | undefined {
  if (CONTROL.test(name)) return NAME_CONTROL_MESSAGE;
  if (INVISIBLE_ONLY.test(name)) return NAME_EMPTY_MESSAGE;
  return undefined;
}
