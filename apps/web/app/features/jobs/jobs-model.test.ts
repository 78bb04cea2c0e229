import { describe, expect, it } from "vitest";
import { attemptsOf, jobFilterOptions, jobLabel, payloadSummary } from "./jobs-model";

describe("failed jobs", () => {
  it("names known jobs in words and leaves others as they are", () => {
    expect(jobLabel("mail.send")).toBe("Send an email");
    expect(jobLabel("fulfilment.completeOrder")).toBe("fulfilment.completeOrder");
  });

  it("offers every known job in the filter, and names seen in the list", () => {
    const options = jobFilterOptions([{ name: "mail.send" }, { name: "payouts.settle" }]);
    expect(options.map((o) => o.value)).toContain("orders.expireUnpaid");
    expect(options.filter((o) => o.value === "mail.send")).toHaveLength(1);
    expect(options.at(-1)).toEqual({ value: "payouts.settle", label: "payouts.settle" });
  });

  it("shows the payload on one short line", () => {
    expect(payloadSummary({ outboxId: "8f1c2d" })).toBe("outboxId: 8f1c2d");
    expect(payloadSummary({ ids: [1, 2], n: 3 })).toBe("ids: [1,2], n: 3");
    expect(payloadSummary({})).toBe("—");
    expect(payloadSummary(null)).toBe("—");
    expect(payloadSummary({ text: "x".repeat(200) }, 20)).toHaveLength(20);
  });

  it("counts the first run and its retries", () => {
    expect(attemptsOf({ retryCount: 5 })).toBe(6);
  });
});
