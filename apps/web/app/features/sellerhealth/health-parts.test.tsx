import { SELLER_HEALTH_RULES, type SellerHealthFactor } from "@bitmarte/contracts";
import { MantineProvider } from "@mantine/core";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import "../../test/render";
import { theme } from "../../ui/theme";
import { FactorCard, measureText } from "./health-parts";

afterEach(cleanup);

const factor = (key: SellerHealthFactor["key"], over: Partial<SellerHealthFactor>): SellerHealthFactor => {
  const rule = SELLER_HEALTH_RULES[key];
  return { key, label: rule.label, cases: 0, outOf: 0, measure: null, unit: rule.unit, points: rule.weight, weight: rule.weight, fullAt: rule.fullAt, zeroAt: rule.zeroAt, counts: rule.counts, advice: rule.advice, ...over };
};

describe("seller health factor", () => {
  it("says what was measured, in cases or stars", () => {
    expect(measureText(factor("store_cancellations", { cases: 1, outOf: 7, measure: 14.3 }))).toBe("1 of 7 (14.3%)");
    expect(measureText(factor("ratings", { outOf: 3, measure: 3.67 }))).toBe("3.7 stars average from 3 reviews");
    expect(measureText(factor("ratings", {}))).toBe("No reviews yet");
    expect(measureText(factor("chargebacks", {}))).toBe("Nothing to measure yet");
  });

  it("shows the points out of the weight, what counts and what to do", () => {
    render(
      <MantineProvider theme={theme}>
        <FactorCard factor={factor("store_cancellations", { cases: 1, outOf: 7, measure: 14.3, points: 6.3 })} />
      </MantineProvider>,
    );
    expect(screen.getByText("6.3 / 20 points")).toBeTruthy();
    expect(screen.getByRole("progressbar", { name: "Cancellations by the store: 6.3 of 20 points" })).toBeTruthy();
    expect(screen.getByText(/Full points at 2% or less; none at 20% or more/)).toBeTruthy();
    expect(screen.getByText(SELLER_HEALTH_RULES.store_cancellations.advice)).toBeTruthy();
  });
});
