/**
 * The toasts whose words differ between tools (image-tools.md section 8), derived from the tool's
 * verb so a new tool speaks like the others: "Compress" gives 'Compression Failed', 'Failed to
 * compress {name}. ', 'File Not Compressed'... A definition may override any of them.
 */

export interface VerbForms {
  /** "Compress", "Resize", "Crop". */
  verb: string;
  /** "Compression", "Resizing", "Cropping". */
  noun: string;
  /** "compressed", "resized", "cropped". */
  past: string;
  /** "Compressing", "Resizing", "Cropping". */
  gerund: string;
}

export interface ToolMessages {
  /** Asked to process a file that is not there. */
  missingIdTitle: string;
  failedTitle: string;
  failed(name: string, reason?: string): string;
  notReady: string;
  notProcessedTitle: string;
  notProcessed: string;
  nothingToProcess: { title: string; description: string };
  noResults: { title: string; description: string };
  batchStarted(count: number): { title: string; description: string };
  /** A guest's "process all" over the tool's cap (batch.guestCap), with a Login button. */
  batchLimited: { title: string; description: string };
}

const title = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export function deriveMessages(forms: VerbForms, overrides: Partial<ToolMessages> = {}): ToolMessages {
  const verb = forms.verb.toLowerCase();
  return {
    missingIdTitle: `${forms.noun} Error`,
    failedTitle: `${forms.noun} Failed`,
    failed: (name, reason) => `Failed to ${verb} ${name}. ${reason || "Please try again."}`,
    notReady: `Please ${verb} the image first before downloading`,
    notProcessedTitle: `File Not ${title(forms.past)}`,
    notProcessed: `Please ${verb} the image first to see the comparison`,
    nothingToProcess: { title: `No Files to ${forms.verb}`, description: `All files are already ${forms.past}` },
    noResults: { title: `No ${title(forms.past)} Files`, description: `Please ${verb} some images first` },
    batchStarted: (count) => ({ title: `${forms.noun} Started`, description: `${forms.gerund} ${count} images...` }),
    batchLimited: {
      title: "Batch Processing Limited",
      description: `Please log in to ${verb} multiple files at once.`,
    },
    ...overrides,
  };
}
