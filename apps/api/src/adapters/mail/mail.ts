import nodemailer from "nodemailer";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Delivers a mail from the outbox. Without SMTP there is no transport: mails stay in the outbox (dev page). */
export interface MailTransport {
  send(mail: OutgoingMail & { from: string }): Promise<void>;
}

export function smtpTransport(url: string): MailTransport {
  const transport = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail(mail);
    },
  };
}
