/**
 * Which tools can open files shared to the app or opened with it (record 0023): every built tool
 * that takes at least one of them, those that take them all first, in catalogue order.
 */

export interface SharedFileLike {
  name: string;
  type: string;
}

export interface ShareableTool {
  id: string;
  name: string;
  path: string;
  accepts(file: SharedFileLike): boolean;
}

export interface ShareChoice<F extends SharedFileLike = SharedFileLike> {
  id: string;
  name: string;
  path: string;
  /** The shared files this tool takes (the others are left out when it opens). */
  files: F[];
  /** Whether it takes every shared file. */
  all: boolean;
}

export function shareChoices<F extends SharedFileLike>(
  tools: readonly ShareableTool[],
  files: readonly F[],
): ShareChoice<F>[] {
  if (files.length === 0) return [];
  const choices = tools
    .map((tool) => {
      const taken = files.filter((file) => tool.accepts(file));
      return { id: tool.id, name: tool.name, path: tool.path, files: taken, all: taken.length === files.length };
    })
    .filter((choice) => choice.files.length > 0);
  // A stable sort keeps catalogue order within each group.
  return choices.sort((a, b) => Number(b.all) - Number(a.all));
}

/** "Takes 2 of 3 files", for a tool that cannot take them all. */
export function partialNote(choice: ShareChoice, total: number): string | null {
  if (choice.all) return null;
  return `Takes ${choice.files.length} of ${total} files`;
}
