import { describe, expect, it } from "vitest";
import { orderItemsSummary } from "./order-items-summary";

const item = (over: Partial<{ quantity: number; variant: string | null }> = {}) => ({ productName: "Joggers Trousers", hostedImages: [], ...over });

describe("orderItemsSummary", () => {
  it("reads one line of three as that line, not as two more items", () => {
    expect(orderItemsSummary({ firstItem: item({ quantity: 3 }), itemCount: 3, lineCount: 1 })).toBe("Joggers Trousers × 3");
  });

  it("names the variant and counts the other lines", () => {
    expect(orderItemsSummary({ firstItem: item({ quantity: 1, variant: "M · Blue" }), itemCount: 4, lineCount: 3 })).toBe(
      "Joggers Trousers (M · Blue) and 2 more items",
    );
    expect(orderItemsSummary({ firstItem: item({ quantity: 2 }), itemCount: 3, lineCount: 2 })).toBe("Joggers Trousers × 2 and 1 more item");
  });

  it("is empty for an order without items", () => {
    expect(orderItemsSummary({ firstItem: null, itemCount: 0, lineCount: 0 })).toBe("");
  });
});
