import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type BrowserContext, chromium, type Page } from "playwright-core";
import { inject } from "vitest";
import { AccessibilityChecker, type AccessibilityViolation } from "./accessibility";
import { SCREENSHOT_DIR } from "./paths";

export const DEMO_PASSWORD = "Bitmarte#2026";

export const DESKTOP = { width: 1280, height: 800 } as const;
export const MOBILE = { width: 390, height: 844 } as const;

const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  baseURL: string;
  /** Errors thrown in the page (uncaught exceptions), to assert none happened. */
  pageErrors: string[];
  /** What the Content-Security-Policy refused (console reports), to assert nothing was. */
  cspViolations: string[];
  /** Serious and critical axe-core (WCAG 2.2 AA) violations on the pages shown, once per path and rule. */
  accessibilityViolations: AccessibilityViolation[];
  close: () => Promise<void>;
}

/** The checker of each journey page, so `visit()` can wait for the check of the page it opened. */
const checkers = new WeakMap<Page, AccessibilityChecker>();
/** Every session opened by this test file; the shared afterAll (accessibility-setup.ts) reads them. */
const sessionsOfThisFile: BrowserSession[] = [];

/** The accessibility violations of every session this test file opened. */
export function accessibilityViolationsOfThisFile(): AccessibilityViolation[] {
  return sessionsOfThisFile.flatMap((session) => session.accessibilityViolations);
}

/** The server of this worker: files running side by side never share one (nor its clock or data). */
export function serverOfThisWorker(): string {
  const servers = inject("baseURLs");
  const worker = Math.max(1, Number(process.env.VITEST_POOL_ID) || 1);
  return servers[(worker - 1) % servers.length] as string;
}

/** A fresh Chromium with its own profile directory (no cookies or storage shared between sessions). */
export async function openBrowser(viewport: { width: number; height: number } = DESKTOP): Promise<BrowserSession> {
  const baseURL = serverOfThisWorker();
  const userDataDir = mkdtempSync(path.join(tmpdir(), "bitmarte-e2e-profile-"));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: "/usr/bin/chromium",
    headless: true,
    args: CHROMIUM_ARGS,
    viewport,
    baseURL,
  });
  // A ceiling for each wait, not a pause: a dashboard's first load on a loaded machine took more than 15 s.
  context.setDefaultTimeout(30_000);
  context.on("page", refuseFixedPauses);
  const page = context.pages()[0] ?? (await context.newPage());
  refuseFixedPauses(page);
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  const cspViolations: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  // axe runs when E2E_AXE is "report" (prints) or "enforce" (fails the file; `npm test`'s default): see docs/accessibility.md.
  const accessibility = process.env.E2E_AXE && process.env.E2E_AXE !== "off" ? new AccessibilityChecker(page) : null;
  if (accessibility) checkers.set(page, accessibility);
  const session: BrowserSession = {
    context,
    page,
    baseURL,
    pageErrors,
    cspViolations,
    accessibilityViolations: accessibility?.violations ?? [],
    close: async () => {
      // Let a check under way finish (its page is still open) rather than cut it off.
      await accessibility?.idle();
      accessibility?.stop();
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
  sessionsOfThisFile.push(session);
  return session;
}

export async function screenshot(page: Page, name: string): Promise<string> {
  await waitForStillPage(page);
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  return file;
}

/** A journey waits for a state, never for the clock: a pause long enough on a quiet machine is too short on a busy one. */
function refuseFixedPauses(page: Page): void {
  page.waitForTimeout = async () => {
    throw new Error("page.waitForTimeout: wait for a state instead (a locator, a URL, a response, waitForStillPage)");
  };
}

/** How long the page must stay still (no DOM change, no ending animation) before it is photographed. */
const STILL_MS = 250;
/** A page still moving after this long is photographed as it is (a ticking timer, a live board). */
const STILL_LIMIT_MS = 5_000;

/**
 * DOM changes so far (counted from the first call), and what is still on its way: animations that will
 * end, and images loading (eager ones, and lazy ones in or near the viewport; a lazy image further down
 * has not been asked for).
 */
function pageMotion(): { changes: number; moving: number } {
  const holder = window as unknown as { __stillChanges?: number; __stillObserver?: MutationObserver };
  if (!holder.__stillObserver) {
    holder.__stillChanges = 0;
    holder.__stillObserver = new MutationObserver((records) => {
      holder.__stillChanges = (holder.__stillChanges ?? 0) + records.length;
    });
    holder.__stillObserver.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
  }
  const animating = document.getAnimations().filter((a) => a.playState === "running" && a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY);
  const loading = [...document.images].filter((img) => {
    if (img.complete) return false;
    if (img.loading !== "lazy") return true;
    const box = img.getBoundingClientRect();
    return box.bottom > -200 && box.top < window.innerHeight + 200;
  });
  return { changes: holder.__stillChanges ?? 0, moving: animating.length + loading.length };
}

/**
 * Waits until the page has come to rest (after a click, a navigation or a new viewport size: a dialog
 * sliding in, a list arriving, a layout reacting to the width), so a screenshot shows the state and not
 * half of a transition. Never fails: a page that keeps moving is photographed after STILL_LIMIT_MS.
 */
export async function waitForStillPage(page: Page): Promise<void> {
  const deadline = Date.now() + STILL_LIMIT_MS;
  let last: number | null = null;
  let stillSince = Date.now();
  while (Date.now() < deadline) {
    // A navigation under way destroys the page's context: that is motion too.
    const motion = await page.evaluate(pageMotion).catch(() => null);
    if (!motion || motion.moving > 0 || motion.changes !== last) {
      last = motion?.changes ?? null;
      stillSince = Date.now();
    } else if (Date.now() - stillSince >= STILL_MS) {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Fills the login form of an area's login page and submits it. */
export async function logIn(page: Page, loginPath: string, email: string, password = DEMO_PASSWORD): Promise<void> {
  await visit(page, loginPath);
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

/** Waits until React has hydrated the page, so typing and clicks reach React rather than the server-rendered HTML. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator("html[data-hydrated='true']").waitFor({ state: "attached" });
}

/** Goes to a path, waits for hydration and for the accessibility check of the page it opened. */
export async function visit(page: Page, pathname: string): Promise<void> {
  await page.goto(pathname);
  await waitForHydration(page);
  await checkers.get(page)?.idle();
}

/** Checks the page as it is now (a dialog open, say) even if its path was checked before. */
export async function checkAccessibility(page: Page): Promise<void> {
  await checkers.get(page)?.checkNow();
}
