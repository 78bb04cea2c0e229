import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { REFERENCE_PLANS } from "../../seed/reference.js";
import { pricingPlans } from "./merchants.table.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const statements = () =>
  readFileSync(fileURLToPath(new URL("../../db/migrations/0036_plan_features_as_they_are.sql", import.meta.url)), "utf8")
    .split("--> statement-breakpoint")
    .map((s) => s.trim())
    .filter(Boolean);
const featuresOf = async (code: string) => (await t.db.select({ features: pricingPlans.features }).from(pricingPlans).where(eq(pricingPlans.code, code)))[0].features;

describe("the plan table says what each plan gives", () => {
  it("a fresh install: every store's reports and themes are on Starter; no plan promises what is not built", async () => {
    const all = REFERENCE_PLANS.flatMap((p) => p.features).join(" | ");
    expect(all).not.toMatch(/Next-day settlement|Weekly payouts|fastest payouts/);
    expect(await featuresOf("starter")).toEqual(expect.arrayContaining(["Sales, payment and settlement reports", "Public store page with a storefront theme"]));
    expect(await featuresOf("growth")).toContain("Featured product slots");
  });

  it("an existing install: plans with the first seeded features are corrected; a list an admin edited is kept", async () => {
    await t.db.update(pricingPlans).set({ features: ["Unlimited product listings", "Public store page", "Bitmarte delivery network", "Weekly payouts"] }).where(eq(pricingPlans.code, "starter"));
    await t.db.update(pricingPlans).set({ features: ["Everything in Growth", "Our own words"] }).where(eq(pricingPlans.code, "premium"));
    for (const statement of statements()) await t.db.execute(sql.raw(statement));
    expect(await featuresOf("starter")).toEqual(REFERENCE_PLANS.find((p) => p.code === "starter")?.features);
    expect(await featuresOf("premium")).toEqual(["Everything in Growth", "Our own words"]);
  });
});
