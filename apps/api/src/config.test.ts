import { describe, expect, it } from "vitest";
import { mailBanner } from "./config.js";

describe("start-up banner: mail", () => {
  it("says SMTP is used when it is configured, and names the dev outbox only without it", () => {
    const base = { NODE_ENV: "development" as const, APP_URL: "http://localhost:3000" };
    expect(mailBanner({ ...base, SMTP_URL: "smtp://user:secret@mail.example.com:587" })).toBe("Mails sent through SMTP (mail.example.com:587)");
    expect(mailBanner({ ...base, SMTP_URL: undefined })).toBe("Mails (no SMTP configured): http://localhost:3000/dev/mail");
    expect(mailBanner({ ...base, NODE_ENV: "production", SMTP_URL: undefined })).toContain("no SMTP configured");
  });
});
