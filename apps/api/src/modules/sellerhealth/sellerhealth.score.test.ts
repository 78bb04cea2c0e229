import { SELLER_HEALTH_FACTORS, SELLER_HEALTH_RULES } from "@bitmarte/contracts";
import { describe, expect, it } from "vitest";
import { factorMeasure, factorPoints, levelForScore, scoreFactors } from "./sellerhealth.score.js";

const clean = Object.fromEntries(SELLER_HEALTH_FACTORS.map((k) => [k, { cases: 0, outOf: 0, average: null }])) as Parameters<typeof scoreFactors>[0];

describe("seller health score", () => {
  it("weights add up to 100 and a store with nothing against it scores 100", () => {
    expect(SELLER_HEALTH_FACTORS.reduce((s, k) => s + SELLER_HEALTH_RULES[k].weight, 0)).toBe(100);
    expect(scoreFactors(clean).score).toBe(100);
  });

  it("gives full points at the target, none at the floor, a straight line between", () => {
    expect(factorPoints("late_confirmations", 5)).toBe(20);
    expect(factorPoints("late_confirmations", 30)).toBe(0);
    expect(factorPoints("late_confirmations", 17.5)).toBe(10);
    expect(factorPoints("late_confirmations", 80)).toBe(0);
    expect(factorPoints("ratings", 4.8)).toBe(15);
    expect(factorPoints("ratings", 3.5)).toBe(7.5);
    expect(factorPoints("ratings", 1)).toBe(0);
    expect(factorPoints("chargebacks", 0)).toBe(10);
    expect(factorPoints("chargebacks", 2.5)).toBe(5);
  });

  it("measures percentages of cases and averages of stars; nothing measured is full points", () => {
    expect(factorMeasure("store_cancellations", { cases: 1, outOf: 7 })).toBe(14.3);
    expect(factorMeasure("store_cancellations", { cases: 0, outOf: 0 })).toBeNull();
    expect(factorMeasure("ratings", { cases: 0, outOf: 3, average: 3.666 })).toBe(3.67);
    expect(factorPoints("faulty_returns", null)).toBe(15);
  });

  it("puts a score on the level of the thresholds it falls below", () => {
    const t = { warningBelow: 70, demotionBelow: 50, payoutHoldBelow: 30 };
    expect(levelForScore(70, t)).toBe("good");
    expect(levelForScore(69, t)).toBe("warning");
    expect(levelForScore(49, t)).toBe("demoted");
    expect(levelForScore(29, t)).toBe("payout_hold");
    expect(levelForScore(0, t)).toBe("payout_hold");
  });
});
