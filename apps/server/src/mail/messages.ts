/** The text of each email the accounts send: a plain version and a simple HTML one. */
import { escapeHtml } from "./escape-html.ts";
import type { Email } from "./mailer.ts";

function compose(to: string, subject: string, lines: string[], action: { label: string; url: string }): Email {
  const text = [...lines, "", `${action.label}: ${action.url}`, "", "— Squish"].join("\n");
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n")}
<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#2563eb;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="color:#555;font-size:13px">Or paste this address into your browser: ${escapeHtml(action.url)}</p>
<p>— Squish</p></body></html>`;
  return { to, subject, text, html };
}

export function confirmEmailMessage(to: string, name: string, url: string): Email {
  return compose(
    to,
    "Confirm your Squish account",
    [
      `Hello ${name},`,
      "Thanks for signing up. Confirm your email address to finish creating your account.",
      "If you did not sign up, ignore this email.",
    ],
    { label: "Confirm my email", url },
  );
}

export function resetPasswordMessage(to: string, name: string, url: string): Email {
  return compose(
    to,
    "Reset your Squish password",
    [
      `Hello ${name},`,
      "Someone asked to reset the password of your Squish account. The link works once and expires in one hour.",
      "If it was not you, ignore this email: your password stays as it is.",
    ],
    { label: "Choose a new password", url },
  );
}

/** To the owner of an address someone tried to sign up with again (the sign-up page does not say). */
export function signUpAttemptMessage(to: string, name: string, url: string): Email {
  return compose(
    to,
    "Someone tried to sign up to Squish with your email",
    [
      `Hello ${name},`,
      "Someone tried to create a Squish account with this email address, which already has one.",
      "If it was you, sign in instead; if you forgot your password, choose “Forgot password” in the sign-in window.",
      "If it was not you, ignore this email: nothing about your account changed.",
    ],
    { label: "Go to Squish", url },
  );
}
