import { defineJob } from "../jobs/index.js";
import { sendOutboxMail, sweepOutbox } from "./mail.service.js";

/** Mail's background jobs; src/app.ts registers them. */
export const mailJobs = [
  // Retries after about 30 s, 1, 2, 4 and 8 minutes (with jitter), then the dead letter.
  defineJob("mail.send", sendOutboxMail, { retryDelaySeconds: 30, batchSize: 10, pollSeconds: 1 }),
  defineJob("mail.sweep", sweepOutbox, { schedule: "* * * * *", retryLimit: 1, timeoutSeconds: 120, pollSeconds: 10 }),
];
