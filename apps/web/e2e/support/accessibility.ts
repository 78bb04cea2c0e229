import { AxeBuilder } from "@axe-core/playwright";
import type { Page, Request } from "playwright-core";

/** WCAG 2.2 level A and AA, as axe-core tags them. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** The impacts that fail a journey. */
const FAILING_IMPACTS = new Set(["serious", "critical"]);

/** How long the page must stay unchanged (no DOM change, no request in flight) before it is checked. */
const QUIET_MS = 500;
/** A page still busy after this long is checked as it is (a spinner that never stops is worth seeing too). */
const SETTLE_LIMIT_MS = 15_000;
/** A check during which the page changed (a dialog opening, a list arriving) is thrown away and redone. */
const ATTEMPTS = 3;

export interface AccessibilityViolation {
  /** The axe rule, e.g. "color-contrast". */
  rule: string;
  impact: string;
  /** The page's path (no query string): violations are kept once per path and rule. */
  path: string;
  help: string;
  /** CSS selectors of the offending elements (the first few). */
  targets: string[];
}

const MAX_TARGETS = 5;

/** Counts DOM changes in the page, so a check can tell whether the page moved while it ran. */
function installMutationCounter(): number {
  const holder = window as unknown as { __a11yMutations?: number; __a11yObserver?: MutationObserver };
  if (!holder.__a11yObserver) {
    holder.__a11yMutations = 0;
    holder.__a11yObserver = new MutationObserver((records) => {
      holder.__a11yMutations = (holder.__a11yMutations ?? 0) + records.length;
    });
    holder.__a11yObserver.observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  }
  return holder.__a11yMutations ?? 0;
}

function pageState(): { hydrated: boolean; mutations: number; moving: number } {
  const holder = window as unknown as { __a11yMutations?: number };
  return {
    hydrated: document.documentElement.dataset.hydrated === "true",
    mutations: holder.__a11yMutations ?? 0,
    // CSS transitions and animations that end (a toast fading in, a dialog sliding): colours measured
    // half-way through one are not the page's colours. A spinner (infinite) is not waited for.
    moving: document.getAnimations().filter((a) => a.playState === "running" && a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY).length,
  };
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs axe-core on every page a journey's browser shows, once per path: after each full load and each
 * in-app navigation, as soon as the page has settled (hydrated, no request in flight, no DOM change for
 * a moment). Checks run one at a time beside the journey; `idle()` waits for them, and `visit()` does
 * so the page it opened is checked in the state it was opened in.
 */
export class AccessibilityChecker {
  readonly violations: AccessibilityViolation[] = [];
  /** Paths checked, or being checked, in this session. */
  private readonly checked = new Set<string>();
  private readonly inFlight = new Set<Request>();
  private queue: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(private readonly page: Page) {
    const forget = (request: Request) => this.inFlight.delete(request);
    page.on("request", (request) => this.inFlight.add(request));
    page.on("requestfinished", forget);
    page.on("requestfailed", forget);
    page.on("response", (response) => {
      // A server-sent event stream stays open for the life of the page: it is not a page still loading.
      if ((response.headers()["content-type"] ?? "").includes("text/event-stream")) forget(response.request());
    });
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) this.schedule();
    });
  }

  /** Queues a check of the page as it will be once settled (nothing happens for a path already checked). */
  schedule(): Promise<void> {
    this.queue = this.queue.then(() => this.checkCurrentPage()).catch(() => undefined);
    return this.queue;
  }

  /** Checks the page as it is now, even if its path was checked before, and waits for the result. */
  async checkNow(): Promise<void> {
    await this.idle();
    if (!this.page.isClosed() && this.page.url().startsWith("http")) this.checked.delete(this.currentPath());
    await this.schedule();
  }

  /** Resolves when every queued check has finished. */
  async idle(): Promise<void> {
    let current: Promise<void>;
    do {
      current = this.queue;
      await current;
    } while (current !== this.queue);
  }

  /** Stops checking (the browser is closing); checks already running end quietly. */
  stop(): void {
    this.closed = true;
  }

  private currentPath(): string {
    return new URL(this.page.url()).pathname;
  }

  private async checkCurrentPage(): Promise<void> {
    if (this.closed || this.page.isClosed() || !this.page.url().startsWith("http")) return;
    const path = this.currentPath();
    if (this.checked.has(path)) return;
    this.checked.add(path);
    try {
      for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
        await this.waitUntilSettled();
        if (this.closed || this.page.isClosed() || this.currentPath() !== path) break;
        const before = await this.page.evaluate(installMutationCounter);
        const results = await new AxeBuilder({ page: this.page }).withTags(WCAG_TAGS).setLegacyMode(true).analyze();
        if (this.currentPath() !== path) break;
        const after = await this.page.evaluate(pageState);
        // The page changed under the check (a toast, a dialog, a list arriving): what axe saw may be
        // half of a transition. Check again once it has settled; the last attempt counts as it is.
        if ((after.mutations !== before || after.moving > 0) && attempt < ATTEMPTS) continue;
        this.record(path, results.violations);
        return;
      }
    } catch {
      // The page navigated or closed while it was being checked: the next page is checked on its own.
    }
    // Not checked (the journey moved on first): a later visit of the same path checks it.
    this.checked.delete(path);
  }

  private async waitUntilSettled(): Promise<void> {
    const deadline = Date.now() + SETTLE_LIMIT_MS;
    let lastMutations = await this.page.evaluate(installMutationCounter);
    let quietSince = Date.now();
    while (Date.now() < deadline && !this.closed) {
      await delay(100);
      const state = await this.page.evaluate(pageState);
      if (!state.hydrated || this.inFlight.size > 0 || state.moving > 0 || state.mutations !== lastMutations) {
        lastMutations = state.mutations;
        quietSince = Date.now();
      } else if (Date.now() - quietSince >= QUIET_MS) {
        return;
      }
    }
  }

  private record(
    path: string,
    violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] }[],
  ): void {
    for (const violation of violations) {
      const impact = violation.impact ?? "";
      if (!FAILING_IMPACTS.has(impact)) continue;
      if (this.violations.some((known) => known.path === path && known.rule === violation.id)) continue;
      this.violations.push({
        rule: violation.id,
        impact,
        path,
        help: violation.help,
        targets: violation.nodes.slice(0, MAX_TARGETS).map((node) => node.target.map(String).join(" >>> ")),
      });
    }
  }
}

/** One line per violation, for a readable test failure. */
export function describeViolations(violations: AccessibilityViolation[]): string[] {
  return violations.map((v) => `${v.path} ${v.rule} (${v.impact}): ${v.help} — ${v.targets.join(", ")}`);
}
