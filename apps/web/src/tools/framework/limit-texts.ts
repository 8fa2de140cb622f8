/**
 * The sentences a tool shows when more files arrive than it takes (image-tools.md section 8),
 * from the site's limits, so a limit changed in packages/shared changes every page's words.
 */
import { GUEST_MAX_FILES, SIGNED_IN_MAX_FILES } from "@squish/shared/limits";

/** The guest's and the signed-in person's sentence, naming the files as the tool does ("images", "PDFs"). */
export function limitTexts(unit: string): { guest: string; signedIn: string } {
  return {
    guest: `You can only process ${GUEST_MAX_FILES} ${unit} without logging in. Please log in to process up to ${SIGNED_IN_MAX_FILES} ${unit}.`,
    signedIn: `You can process up to ${SIGNED_IN_MAX_FILES} ${unit} at once.`,
  };
}
