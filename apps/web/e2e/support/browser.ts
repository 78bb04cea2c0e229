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
  const page = context.pages()[0] ?? (await context.newPage());
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
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  return file;
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
