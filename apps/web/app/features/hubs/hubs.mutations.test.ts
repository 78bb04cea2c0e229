import type { Hub } from "@bitmarte/contracts";
import { describe, expect, it } from "vitest";
import { withoutHub } from "./hubs.mutations";

const hub = (id: string) => ({ id, name: id }) as unknown as Hub;

describe("an approved hub application leaves the list (spec §4)", () => {
  it("removes the row with the approved id and counts one less", () => {
    const page = { rows: [hub("a"), hub("b"), hub("c")], count: 7 };
    expect(withoutHub(page, "b")).toEqual({ rows: [hub("a"), hub("c")], count: 6 });
  });

  it("leaves other pages unchanged", () => {
    const page = { rows: [hub("a")], count: 1 };
    expect(withoutHub(page, "z")).toBe(page);
    expect(withoutHub(undefined, "a")).toBeUndefined();
  });
});
