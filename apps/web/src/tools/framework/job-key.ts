/**
 * A short fingerprint of a job, so a finished card can tell whether a new choice would give a
 * different file. A logo's bytes count by their length and a sample, not whole. A password is
 * never copied into it: the fingerprint stays on the result, and the password belongs only to the
 * file's options (the right password always gives the same file, so nothing is lost).
 */
export function jobKey(job: unknown): string {
  return JSON.stringify(job, (key, value: unknown) => {
    if (key === "password") return undefined;
    if (value instanceof Uint8Array) {
      let hash = value.length;
      for (let i = 0; i < value.length; i += Math.max(1, Math.floor(value.length / 256))) {
        hash = (hash * 31 + value[i]!) | 0;
      }
      return `bytes:${value.length}:${hash}`;
    }
    return value;
  });
}
