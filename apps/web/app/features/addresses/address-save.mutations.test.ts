import { describe, expect, it } from "vitest";
import { ADDRESSES_KEY } from "./address-save.mutations";
import { addressKeys } from "./addresses.queries";

describe("the address dialog's changes", () => {
  it("refresh the address book's reads (the same key)", () => {
    expect(ADDRESSES_KEY).toEqual(addressKeys.all);
  });
});
