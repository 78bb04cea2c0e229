import { describe, expect, it } from "vitest";
import { normaliseToken, tokenProblem } from "./delivery-token";

describe("delivery token entry", () => {
  it("keeps digits only, at most six", () => {
    expect(normaliseToken("12 34-56")).toBe("123456");
    expect(normaliseToken("1234567")).toBe("123456");
    expect(normaliseToken("abc")).toBe("");
  });

  it("accepts exactly six digits, with the contract's messages otherwise", () => {
    expect(tokenProblem("123456")).toBeNull();
    expect(tokenProblem("12345")).toBe("The delivery token has 6 digits");
    expect(tokenProblem("")).toBe("The delivery token has 6 digits");
    expect(tokenProblem("12a456")).toBe("The delivery token has 6 digits");
  });
});
