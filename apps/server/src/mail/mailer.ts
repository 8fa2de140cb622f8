/**
 * Sends the few emails the accounts need (confirm your address, reset your password). With an SMTP
 * server configured they go out over it; otherwise (the embedded default) each message is logged and
 * written to the outbox folder, so a person running Squish locally can open the link.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import nodemailer from "nodemailer";
import { escapeHtml } from "./escape-html.ts";
import type { Logger } from "../logger.ts";

/** What an email is for; the per-recipient cap counts each kind on its own (recipient-cap.ts). */
export type EmailKind = "confirm-email" | "reset-password" | "sign-up-attempt" | "new-sign-in" | "announcement";

export interface Email {
  to: string;
  subject: string;
  text: string;
  html: string;
  kind?: EmailKind;
  /** Extra headers (an announcement's List-Unsubscribe). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(email: Email): Promise<void>;
  /** Where messages go, for the start-up log: "smtp" or the outbox folder. */
  describe(): string;
  close(): void;
}

export function smtpMailer(url: string, from: string, logger: Logger): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send({ to, subject, text, html, headers }) {
      const email = { to, subject, text, html };
      await transport.sendMail({ from, ...email, ...(headers && { headers }) });
      logger.info({ to: email.to, subject: email.subject }, "email sent");
    },
    describe: () => "smtp",
    close: () => transport.close(),
  };
}

function fileSafe(text: string): string {
  return text.replace(/[^a-z0-9@._-]+/gi, "-").slice(0, 60);
}

/**
 * Writes each message as an HTML page a person can open in a browser and click through, with who
 * it was for and its subject at the top.
 */
export function outboxMailer(folder: string, from: string, logger: Logger): Mailer {
  let sequence = 0;
  return {
    async send(email) {
      mkdirSync(folder, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = join(folder, `${stamp}-${++sequence}-${fileSafe(email.to)}.html`);
      const header = `<!-- From: ${from} | To: ${email.to} | Subject: ${email.subject} -->\n`;
      const banner = `<p style="font:13px system-ui;color:#555;border-bottom:1px solid #ddd;padding-bottom:8px">To: ${escapeHtml(email.to)}<br>Subject: ${escapeHtml(email.subject)}</p>`;
      writeFileSync(
        file,
        header +
          email.html
            .replace("<body", `<body data-to="${escapeHtml(email.to)}"`)
            .replace(/(<body[^>]*>)/, `$1${banner}`),
      );
      logger.info({ to: email.to, subject: email.subject, file, text: email.text }, "email written to the outbox");
    },
    describe: () => folder,
    close: () => {},
  };
}
