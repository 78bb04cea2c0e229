import { createHmac } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { WEBHOOK_MESSAGES, WEBHOOK_SIGNATURE_HEADER } from "@bitmarte/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BrowserSession, checkAccessibility, DESKTOP, logIn, MOBILE, openBrowser, screenshot } from "./support/browser";
import { clearToasts, toast } from "./stores-support";

const SELLER = "chinedu.eze@bitmarte.test";
const ADMIN = "admin@bitmarte.test";

/** Whether a delivery's signature header verifies with this secret (`t.body`, HMAC-SHA256). */
function signedWith(secret: string, header: string | string[] | undefined, body: string): boolean {
  const [t, v1] = String(header ?? "").split(",").map((part) => part.split("=")[1]);
  return v1 === createHmac("sha256", secret).update(`${t}.${body}`).digest("hex");
}

/** A receiver of the store's own system, on this machine (allowed outside production). */
const arrived: { path: string; headers: IncomingHttpHeaders; body: string }[] = [];
let receiver: Server;
let receiverUrl: string;

describe("outbound webhooks", () => {
  let merchant: BrowserSession;

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        arrived.push({ path: req.url ?? "/", headers: req.headers, body: Buffer.concat(chunks).toString() });
        res.writeHead(200, { "content-type": "application/json" }).end('{"received":true}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/${crypto.randomUUID().slice(0, 8)}`;
    merchant = await openBrowser(MOBILE);
  });

  afterAll(async () => {
    await merchant?.close();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  });

  it("a store owner adds an endpoint, keeps its secret, sends a test event and sees it delivered in the log", async () => {
    const { page } = merchant;
    await logIn(page, "/merchant/login", SELLER);
    await page.waitForURL((url) => url.pathname === "/merchant");
    await page.goto("/merchant/webhooks");
    await page.getByRole("heading", { level: 1, name: "Webhooks" }).waitFor();

    await page.getByRole("button", { name: "Add endpoint" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a webhook endpoint" });
    await dialog.waitFor();
    // Nothing chosen: the form says what is missing.
    await dialog.getByLabel(/Endpoint address/).fill(receiverUrl);
    await dialog.getByRole("button", { name: "Add endpoint" }).click();
    await dialog.getByText(WEBHOOK_MESSAGES.eventsRequired).waitFor();
    await dialog.getByLabel("Description").fill("Warehouse order sync");
    await dialog.getByRole("checkbox", { name: "Order created" }).check();
    await dialog.getByRole("checkbox", { name: "Stock low" }).check();
    // Choosing an event clears the form's "choose at least one" message.
    await dialog.getByText(WEBHOOK_MESSAGES.eventsRequired).waitFor({ state: "hidden" });
    await checkAccessibility(page);
    await screenshot(page, "webhooks-add-mobile");
    await dialog.getByRole("button", { name: "Add endpoint" }).click();

    const secretDialog = page.getByRole("dialog", { name: "Signing secret" });
    await secretDialog.waitFor();
    const secret = (await secretDialog.getByTestId("webhook-secret").innerText()).trim();
    expect(secret).toMatch(/^whsec_/);
    await secretDialog.getByRole("button", { name: "Copy secret" }).waitFor();
    await checkAccessibility(page);
    await screenshot(page, "webhooks-secret-mobile");
    await secretDialog.getByRole("button", { name: "I have saved it" }).click();
    await secretDialog.waitFor({ state: "hidden" });
    await clearToasts(page);

    const link = page.getByRole("link", { name: receiverUrl }).first();
    await link.waitFor();
    await screenshot(page, "webhooks-list-mobile");
    await link.click();
    await page.waitForURL((url) => /^\/merchant\/webhooks\/[0-9a-f-]{36}$/.test(url.pathname));
    await page.getByText("No deliveries yet").waitFor();

    await page.getByRole("button", { name: "Send test event" }).click();
    await toast(page, WEBHOOK_MESSAGES.testQueued);
    // The log reads itself again while a delivery waits; it lands as delivered with the receiver's answer.
    await page.getByTestId("webhook-delivery-succeeded").first().waitFor({ timeout: 60_000 });
    await page.getByText('{"received":true}').first().waitFor();
    await clearToasts(page);
    await checkAccessibility(page);
    await screenshot(page, "webhooks-endpoint-mobile");

    const test = arrived.find((a) => receiverUrl.endsWith(a.path));
    expect(test, "the test event reached the receiver").toBeTruthy();
    expect(JSON.parse(test?.body ?? "{}")).toMatchObject({ event: "webhook.test" });
    expect(test?.headers[WEBHOOK_SIGNATURE_HEADER]).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);

    // Replay the delivery: a second one arrives.
    await page.getByRole("button", { name: /^Replay the test event delivery/ }).first().click();
    await toast(page, WEBHOOK_MESSAGES.replayQueued);
    await page.getByTestId("webhook-delivery-succeeded").nth(1).waitFor({ timeout: 60_000 });

    await page.setViewportSize(DESKTOP);
    await page.reload();
    await page.getByTestId("webhook-delivery-succeeded").nth(1).waitFor();
    await checkAccessibility(page);
    await screenshot(page, "webhooks-endpoint-desktop");
    await page.goto("/merchant/webhooks");
    await page.getByRole("link", { name: receiverUrl }).first().waitFor();
    await screenshot(page, "webhooks-list-desktop");
    expect(merchant.pageErrors).toEqual([]);
  }, 180_000);

  it("an admin adds a platform endpoint, rotates its secret (the next delivery is signed with the new one), disables and removes it", async () => {
    const admin = await openBrowser(DESKTOP);
    try {
      const { page } = admin;
      const url = `${receiverUrl}-platform-${crypto.randomUUID().slice(0, 8)}`;
      await logIn(page, "/admin/login", ADMIN);
      await page.waitForURL((u) => u.pathname === "/admin");
      await page.goto("/admin/webhooks");
      await page.getByRole("heading", { level: 1, name: "Webhooks" }).waitFor();
      await page.getByRole("button", { name: "Add endpoint" }).first().click();
      const dialog = page.getByRole("dialog", { name: "Add a webhook endpoint" });
      await dialog.getByLabel(/Endpoint address/).fill(url);
      await dialog.getByLabel("Description").fill("Finance system");
      await dialog.getByRole("checkbox", { name: "Payout processed" }).check();
      await dialog.getByRole("checkbox", { name: "Refund decided" }).check();
      await dialog.getByRole("button", { name: "Add endpoint" }).click();
      const secretDialog = page.getByRole("dialog", { name: "Signing secret" });
      const first = (await secretDialog.getByTestId("webhook-secret").innerText()).trim();
      await secretDialog.getByRole("button", { name: "I have saved it" }).click();
      await clearToasts(page);

      await page.getByRole("link", { name: url }).first().click();
      await page.waitForURL((u) => /^\/admin\/webhooks\/[0-9a-f-]{36}$/.test(u.pathname));
      await page.getByRole("button", { name: "Send test event" }).click();
      await page.getByTestId("webhook-delivery-succeeded").first().waitFor({ timeout: 60_000 });
      const before = arrived.filter((a) => url.endsWith(a.path));
      expect(before).toHaveLength(1);
      expect(signedWith(first, before[0].headers[WEBHOOK_SIGNATURE_HEADER], before[0].body)).toBe(true);

      // Rotating asks first, then shows the new secret once; the next delivery is signed with it alone.
      await page.getByRole("button", { name: "Rotate secret" }).click();
      const confirm = page.getByRole("dialog", { name: "Rotate the signing secret?" });
      await confirm.getByRole("button", { name: "Rotate secret" }).click();
      const rotated = page.getByRole("dialog", { name: "Signing secret" });
      const second = (await rotated.getByTestId("webhook-secret").innerText()).trim();
      expect(second).toMatch(/^whsec_/);
      expect(second).not.toBe(first);
      await rotated.getByRole("button", { name: "I have saved it" }).click();
      await clearToasts(page);
      await page.getByRole("button", { name: "Send test event" }).click();
      await page.getByTestId("webhook-delivery-succeeded").nth(1).waitFor({ timeout: 60_000 });
      const after = arrived.filter((a) => url.endsWith(a.path));
      expect(after).toHaveLength(2);
      expect(signedWith(second, after[1].headers[WEBHOOK_SIGNATURE_HEADER], after[1].body)).toBe(true);
      expect(signedWith(first, after[1].headers[WEBHOOK_SIGNATURE_HEADER], after[1].body)).toBe(false);
      await checkAccessibility(page);
      await screenshot(page, "webhooks-admin-endpoint-desktop");

      // Disabled, it cannot be sent a test event; removed, it leaves the list.
      await page.getByRole("button", { name: "Disable" }).click();
      await toast(page, WEBHOOK_MESSAGES.endpointDisabled);
      await page.getByRole("button", { name: "Enable" }).waitFor();
      await clearToasts(page);
      expect(await page.getByRole("button", { name: "Send test event" }).isDisabled()).toBe(true);
      await page.getByRole("button", { name: "Remove endpoint" }).click();
      await page.getByRole("dialog", { name: "Remove this endpoint?" }).getByRole("button", { name: "Remove endpoint" }).click();
      await toast(page, WEBHOOK_MESSAGES.endpointDeleted);
      await page.waitForURL((u) => u.pathname === "/admin/webhooks");
      await page.getByRole("link", { name: url }).waitFor({ state: "detached" });
      await page.setViewportSize(MOBILE);
      await screenshot(page, "webhooks-admin-list-mobile");
      expect(admin.pageErrors).toEqual([]);
    } finally {
      await admin.close();
    }
  }, 240_000);
});
