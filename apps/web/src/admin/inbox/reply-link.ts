/**
 * A reply to a contact message or tool request as a `mailto:` link: the admin answers from their
 * own mail program (the server sends no free-form mail), to the sender, with the subject and the
 * original message quoted below.
 */
export interface ReplyTo {
  email: string;
  subject: string;
  /** The message being answered, quoted in the reply. */
  quoted: string;
}

export function replyLink({ email, subject, quoted }: ReplyTo): string {
  const body = `\n\n${quoted
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join("\n")}`;
  // encodeURIComponent, not URLSearchParams: mail programs read "+" as a plus, not a space.
  // The address's "@" stays as it is (RFC 6068); anything else unusual in it is encoded.
  const to = encodeURIComponent(email).replace("%40", "@");
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** "Re: …" once, however many times a thread has been answered. */
export function replySubject(subject: string): string {
  return /^re:/i.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`;
}
