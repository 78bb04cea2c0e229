import { describe, expect, it } from "vitest";
import { storeLocationLabel } from "./store-location";

describe("storeLocationLabel", () => {
  it("joins city and state", () => {
    expect(storeLocationLabel({ city: "Ikeja", state: "Lagos" })).toBe("Ikeja, Lagos");
  });

  it("shows whichever part is set, once", () => {
    expect(storeLocationLabel({ city: "", state: "Kano" })).toBe("Kano");
    expect(storeLocationLabel({ city: "Lagos", state: "Lagos" })).toBe("Lagos");
  });

  it("is null without a location", () => {
    expect(storeLocationLabel(null)).toBeNull();
    expect(storeLocationLabel(undefined)).toBeNull();
    expect(storeLocationLabel({ city: " ", state: "" })).toBeNull();
  });
});
