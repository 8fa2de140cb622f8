/**
 * The text of each email the accounts send: a plain version and a simple HTML one.
 *
 * A name is only written into an email to an address that has been proven to belong to the
 * account (issue 23, item 5): the confirmation goes to whatever address someone typed in, with
 * whatever name they typed, so it greets without one; the other emails name the person only
 * when the account's address is confirmed.
 */
import { escapeHtml } from "./escape-html.ts";
import type { Email, EmailKind } from "./mailer.ts";

function compose(
  kind: EmailKind,
  to: string,
  subject: string,
  lines: string[],
  action: { label: string; url: string },
): Email {
  const text = [...lines, "", `${action.label}: ${action.url}`, "", "— Squish"].join("\n");
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n")}
<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#2563eb;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="color:#555;font-size:13px">Or paste this address into your browser: ${escapeHtml(action.url)}</p>
<p>— Squish</p></body></html>`;
  return { kind, to, subject, text, html };
}

/** "Hello Ann," for a confirmed account's name, else just "Hello,". */
function greeting(name: string | undefined): string {
  return name ? `Hello ${name},` : "Hello,";
}

export function confirmEmailMessage(to: string, url: string): Email {
  return compose(
    "confirm-email",
    to,
    "Confirm your Squish account",
    [
      greeting(undefined),
      "Thanks for signing up. Confirm your email address to finish creating your account.",
      "If you did not sign up, ignore this email.",
    ],
    { label: "Confirm my email", url },
  );
}

/** `name`: the account's name when its address is confirmed, else undefined. */
export function resetPasswordMessage(to: string, name: string | undefined, url: string): Email {
  return compose(
    "reset-password",
    to,
    "Reset your Squish password",
    [
      greeting(name),
      "Someone asked to reset the password of your Squish account. The link works once and expires in one hour.",
      "If it was not you, ignore this email: your password stays as it is.",
    ],
    { label: "Choose a new password", url },
  );
}

/** To the owner of an address someone tried to sign up with again (the sign-up page does not say). */
export function signUpAttemptMessage(to: string, name: string | undefined, url: string): Email {
  return compose(
    "sign-up-attempt",
    to,
    "Someone tried to sign up to Squish with your email",
    [
      greeting(name),
      "Someone tried to create a Squish account with this email address, which already has one.",
      "If it was you, sign in instead; if you forgot your password, choose “Forgot password” in the sign-in window.",
      "If it was not you, ignore this email: nothing about your account changed.",
    ],
    { label: "Go to Squish", url },
  );
}

/**
 * To a confirmed address whose account was just signed in to from a device or network it has not
 * used lately. Optional: only while "Email notifications" is on (Settings, Notifications).
 */
export function newSignInMessage(to: string, name: string | undefined, when: Date, url: string): Email {
  const time = when.toISOString().slice(0, 16).replace("T", " ");
  return compose(
    "new-sign-in",
    to,
    "A new sign-in to your Squish account",
    [
      greeting(name),
      `Your Squish account was signed in to at ${time} UTC from a device or network it has not used lately.`,
      "If it was you, there is nothing to do.",
      "If it was not, change your password now: every other session is signed out when you do.",
      "You get these because “Email notifications” is on in your Squish settings.",
    ],
    { label: "Change my password", url },
  );
}
