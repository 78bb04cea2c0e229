import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BrowserSession, openBrowser, waitForStillPage } from "./support/browser";

// The journeys' own rules about time: they wait for states, never for the clock.
describe("the journeys' browser", () => {
  let browser: BrowserSession;

  beforeAll(async () => {
    browser = await openBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("refuses a fixed pause", async () => {
    await expect(browser.page.waitForTimeout(10)).rejects.toThrow(/wait for a state/);
    const second = await browser.context.newPage();
    await expect(second.waitForTimeout(10)).rejects.toThrow(/wait for a state/);
    await second.close();
  });

  // No retry: a wait that returned early would pass on a second try by luck.
  it("waits for a page to come to rest: a transition, then what its end adds", { retry: 0 }, async () => {
    const { page } = browser;
    await page.setContent(`
      <div id="bar" style="width: 0; height: 8px; background: green; transition: width 600ms linear"></div>
      <ul id="list"></ul>
      <script>
        const bar = document.getElementById("bar");
        bar.addEventListener("transitionend", () => { document.getElementById("list").innerHTML = "<li>arrived</li>"; });
        bar.getBoundingClientRect(); // its width 0 laid out, so the change below starts the transition now
        bar.style.width = "300px";
      </script>`);
    await waitForStillPage(page);
    const state = await page.evaluate(() => ({
      width: getComputedStyle(document.getElementById("bar") as HTMLElement).width,
      items: document.querySelectorAll("#list li").length,
    }));
    expect(state).toEqual({ width: "300px", items: 1 });
  });
});
