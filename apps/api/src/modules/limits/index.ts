// Limits on guessing and mailing, counted in PostgreSQL so every server process sees the same counts.
export { type Attempt, guarded, type LimitCtx, type LimitName, RateLimited, takeAttempt } from "./limits.service.js";
