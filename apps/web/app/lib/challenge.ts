import type { Challenge } from "@bitmarte/contracts";
import { CHALLENGE_ALGORITHM, MESSAGES } from "@bitmarte/contracts/light";

/**
 * The browser's side of the server's proof-of-work challenge (a 429 with code CHALLENGE_REQUIRED past a
 * soft per-address limit, e.g. many people signing up behind one mobile carrier address): find a nonce
 * so that SHA-256(salt + nonce) starts with `difficulty` zero bits, with WebCrypto.
 */

/** Solves a challenge; answers the value of the solution header (`<salt>:<nonce>`). */
export type ChallengeSolver = (challenge: Challenge, signal?: AbortSignal) => Promise<string>;

/** Digests started together (one WebCrypto call each): 256 measured fastest in Chromium, about 28,000 a second. */
const BATCH = 256;

export function leadingZeroBits(bytes: Uint8Array): number {
  let bits = 0;
  for (const byte of bytes) {
    if (byte !== 0) return bits + Math.clz32(byte) - 24;
    bits += 8;
  }
  return bits;
}

/** The challenge of an error envelope, when it carries a usable one. */
export function challengeOf(status: number, envelope: { code?: unknown; challenge?: unknown } | null): Challenge | null {
  if (status !== 429 || envelope?.code !== "CHALLENGE_REQUIRED") return null;
  const c = envelope.challenge as Partial<Challenge> | undefined;
  if (!c || c.algorithm !== CHALLENGE_ALGORITHM || typeof c.salt !== "string" || typeof c.header !== "string") return null;
  if (typeof c.difficulty !== "number" || !Number.isInteger(c.difficulty) || c.difficulty < 1 || c.difficulty > 32) return null;
  return c as Challenge;
}

/** Finds the nonce with WebCrypto (secure pages only: HTTPS or localhost). */
export async function solveChallenge(challenge: Challenge, signal?: AbortSignal): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new Error("WebCrypto is not available on this page");
  const encoder = new TextEncoder();
  let lastYield = Date.now();
  for (let start = 0; ; start += BATCH) {
    signal?.throwIfAborted();
    // Digest results arrive as a stream of tasks: give the page a turn now and then to paint and take input.
    if (Date.now() - lastYield > 40) {
      await nextTurn();
      lastYield = Date.now();
    }
    const digests = await Promise.all(
      Array.from({ length: BATCH }, (_, i) => subtle.digest("SHA-256", encoder.encode(challenge.salt + (start + i)))),
    );
    const found = digests.findIndex((d) => leadingZeroBits(new Uint8Array(d)) >= challenge.difficulty);
    if (found >= 0) return `${challenge.salt}:${start + found}`;
  }
}

/** After the next frame where there are frames (the browser), else after the current task. */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame === "function" && typeof document !== "undefined" && document.visibilityState === "visible") {
      requestAnimationFrame(() => setTimeout(resolve, 0));
    } else {
      setTimeout(resolve, 0);
    }
  });
}

let solving = 0;
let notice: HTMLElement | null = null;

/** A small "Checking your connection…" status at the top of the page while any challenge is being solved. */
function showNotice(): void {
  solving += 1;
  if (notice || typeof document === "undefined") return;
  notice = document.createElement("div");
  notice.setAttribute("role", "status");
  notice.dataset.testid = "checking-connection";
  notice.textContent = MESSAGES.checkingConnection;
  // Set through the CSSOM (not a style attribute), which the page's Content-Security-Policy allows.
  Object.assign(notice.style, {
    position: "fixed",
    top: "12px",
    left: "50%",
    transform: "translateX(-50%)",
    zIndex: "10000",
    padding: "8px 16px",
    borderRadius: "8px",
    background: "#1f2937",
    color: "#ffffff",
    font: "500 14px/1.4 system-ui, sans-serif",
    boxShadow: "0 4px 12px rgba(0,0,0,0.2)",
    width: "max-content",
    maxWidth: "calc(100vw - 24px)",
  });
  document.body.appendChild(notice);
}

function hideNotice(): void {
  solving = Math.max(0, solving - 1);
  if (solving === 0 && notice) {
    notice.remove();
    notice = null;
  }
}

/** The API client's solver: solves while the page says "Checking your connection…". */
export const passChallenge: ChallengeSolver = async (challenge, signal) => {
  showNotice();
  try {
    await nextTurn();
    return await solveChallenge(challenge, signal);
  } finally {
    hideNotice();
  }
};
