import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
import { describe, expect, it } from "vitest";
import { createLogger } from "../logger.ts";
import { outboxMailer, smtpMailer } from "./mailer.ts";
import { resetPasswordMessage } from "./messages.ts";

const logger = createLogger("silent");
const message = resetPasswordMessage(
  "ada@example.com",
  "Ada <script>",
  "http://localhost:3000/api/auth/reset-password?token=abc",
);

describe("sending email", () => {
  it("delivers over SMTP to a real server", async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          received.push(Buffer.concat(chunks).toString("utf8"));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.server.address() as AddressInfo;
    const mailer = smtpMailer(`smtp://127.0.0.1:${port}`, "Squish <no-reply@squish.test>", logger);
    try {
      await mailer.send(message);
    } finally {
      mailer.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    expect(received).toHaveLength(1);
    expect(received[0]).toContain("Subject: Reset your Squish password");
    expect(received[0]).toContain("To: ada@example.com");
    expect(received[0]).toContain("token=3Dabc"); // quoted-printable "=" inside the link
  });

  it("writes to the outbox when no SMTP server is configured, with the link clickable and names escaped", async () => {
    const folder = join(mkdtempSync(join(tmpdir(), "squish-outbox-")), "outbox");
    await outboxMailer(folder, "Squish <no-reply@squish.test>", logger).send(message);
    const files = readdirSync(folder);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/ada@example\.com\.html$/);
    const html = readFileSync(join(folder, files[0]!), "utf8");
    expect(html).toContain('href="http://localhost:3000/api/auth/reset-password?token=abc"');
    expect(html).toContain("Subject: Reset your Squish password");
    expect(html).not.toContain("<script>");
  });
});
