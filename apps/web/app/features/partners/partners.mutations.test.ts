import type { Partner } from "@bitmarte/contracts";
import { describe, expect, it } from "vitest";
import { withoutPartner } from "./partners.mutations";

const partner = (id: string) => ({ id }) as Partner;

describe("withoutPartner", () => {
  it("drops the approved application from a page and counts one less", () => {
    const page = { rows: [partner("a"), partner("b")], count: 7 };
    expect(withoutPartner(page, "a")).toEqual({ rows: [partner("b")], count: 6 });
    expect(withoutPartner(page, "zzz")).toBe(page);
    expect(withoutPartner(undefined, "a")).toBeUndefined();
  });
});
