/**
 * How a tool folder writes its definition: its verb forms once ("Compress", "Compression",
 * "compressed", "Compressing"), from which the buttons ("Compress", "Compress All"), the card's
 * statuses ("Compressing", "Compressed") and every toast (tool-messages.ts) follow, with any exact
 * wording a tool needs given as an override.
 */
import type { ToolDefinition, ToolTexts } from "./tool-definition.ts";
import { deriveMessages, type ToolMessages, type VerbForms } from "./tool-messages.ts";

export interface ToolWords extends VerbForms {
  /** The card's status when a file is done, when not the past participle ("Done" for a chain). */
  done?: string;
}

/** The compressors' words. */
export const COMPRESS_WORDS: ToolWords = {
  verb: "Compress",
  noun: "Compression",
  past: "compressed",
  gerund: "Compressing",
};

type VerbTexts = "verb" | "verbAll" | "doneLabel" | "workingLabel";

export type ToolSpec<S extends object, O extends object> = Omit<ToolDefinition<S, O>, "texts" | "messages"> & {
  words: ToolWords;
  texts: Omit<ToolTexts, VerbTexts>;
  /** Toasts whose exact words differ from the derived ones. */
  messages?: Partial<ToolMessages>;
};

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The texts the verb forms give. */
export function verbTexts(words: ToolWords): Pick<ToolTexts, VerbTexts> {
  return {
    verb: words.verb,
    verbAll: `${words.verb} All`,
    doneLabel: words.done ?? capitalised(words.past),
    workingLabel: words.gerund,
  };
}

export function defineTool<S extends object, O extends object>(spec: ToolSpec<S, O>): ToolDefinition<S, O> {
  const { words, texts, messages, ...rest } = spec;
  return { ...rest, texts: { ...texts, ...verbTexts(words) }, messages: deriveMessages(words, messages) };
}
