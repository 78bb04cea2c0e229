// Limits on guessing and mailing, counted in PostgreSQL so every server process sees the same counts.
// Past a soft per-address limit, a proof-of-work challenge lets people behind one busy address through.
export { addressKey } from "./address.js";
export {
  type Attempt,
  ChallengeRequired,
  type ChallengeScope,
  challengeRequired,
  guarded,
  type LimitCtx,
  type LimitName,
  RateLimited,
  redeemChallenge,
  takeAttempt,
  withChallengeSolution,
} from "./limits.service.js";
