/** Mail bodies. Every link is absolute and ends with its token, so the dev page can list them. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
  links: string[];
}

const escape = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function layout(title: string, paragraphs: string[], action?: { label: string; url: string }): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escape(p)}</p>`).join("");
  const button = action
    ? `<p style="margin:24px 0"><a href="${escape(action.url)}" style="background:#0b7a6f;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escape(action.label)}</a></p><p style="color:#666;font-size:13px">Or open this link: ${escape(action.url)}</p>`
    : "";
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1a1a1a;max-width:560px;margin:0 auto;padding:24px"><h1 style="font-size:20px">${escape(title)}</h1>${body}${button}<p style="color:#888;font-size:12px;margin-top:32px">Bitmarte marketplace</p></body></html>`;
}

export function confirmEmailMail(name: string, url: string): MailContent {
  const lines = [`Hello ${name},`, "Welcome to Bitmarte. Please confirm your email address to start using your account.", "This link expires in 24 hours."];
  return {
    subject: "Confirm your Bitmarte account",
    text: `${lines.join("\n\n")}\n\n${url}\n`,
    html: layout("Confirm your email", lines, { label: "Confirm email", url }),
    links: [url],
  };
}

/** How long a link lives, in the words of a mail ("30 minutes", "1 hour", "2 hours"). */
export function durationWords(minutes: number): string {
  if (minutes % 60 !== 0) return `${minutes} minute${minutes === 1 ? "" : "s"}`;
  const hours = minutes / 60;
  return `${hours} hour${hours === 1 ? "" : "s"}`;
}

export function resetPasswordMail(name: string, url: string, ttlMinutes: number): MailContent {
  const lines = [`Hello ${name},`, "Someone asked to reset the password of your Bitmarte account. If it was you, use the link below.", `This link expires in ${durationWords(ttlMinutes)}. If you did not ask, you can ignore this mail.`];
  return {
    subject: "Reset your Bitmarte password",
    text: `${lines.join("\n\n")}\n\n${url}\n`,
    html: layout("Reset your password", lines, { label: "Reset password", url }),
    links: [url],
  };
}

/** Sent when a password is changed or reset: the owner learns of a change they did not make. */
export function passwordChangedMail(name: string, resetUrl: string): MailContent {
  const lines = [
    `Hello ${name},`,
    "The password of your Bitmarte account was just changed, and every other signed-in device was signed out.",
    "If this was you, there is nothing to do. If it was not, reset your password now and tell us.",
  ];
  return {
    subject: "Your Bitmarte password was changed",
    text: `${lines.join("\n\n")}\n\n${resetUrl}\n`,
    html: layout("Your password was changed", lines, { label: "Reset my password", url: resetUrl }),
    links: [],
  };
}

export function genericMail(subject: string, lines: string[], action?: { label: string; url: string }): MailContent {
  return {
    subject,
    text: `${lines.join("\n\n")}${action ? `\n\n${action.url}` : ""}\n`,
    html: layout(subject, lines, action),
    links: action ? [action.url] : [],
  };
}
