import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { addressKey } from "./address.js";
import { checkSolution, issueChallenge, leadingZeroBits } from "./challenge.js";

const config = { CHALLENGE_SECRET: "k".repeat(32), JWT_SECRET: "j".repeat(32), CHALLENGE_DIFFICULTY_BITS: 6, CHALLENGE_TTL_SECONDS: 60 };
const now = new Date("2026-11-27T10:00:00Z");

function solve(salt: string, difficulty: number): string {
  for (let nonce = 0; ; nonce++) {
    if (leadingZeroBits(createHash("sha256").update(salt + nonce).digest()) >= difficulty) return `${salt}:${nonce}`;
  }
}

describe("leadingZeroBits", () => {
  it("counts zero bits from the first byte", () => {
    expect(leadingZeroBits(new Uint8Array([0x80]))).toBe(0);
    expect(leadingZeroBits(new Uint8Array([0x01, 0xff]))).toBe(7);
    expect(leadingZeroBits(new Uint8Array([0x00, 0x00, 0x10]))).toBe(19);
    expect(leadingZeroBits(new Uint8Array([0, 0]))).toBe(16);
  });
});

describe("challenges", () => {
  it("a solved challenge passes for its scope until it expires", () => {
    const c = issueChallenge(config, "mail", now);
    expect(c.difficulty).toBe(6);
    expect(c.expiresAt).toBe("2026-11-27T10:01:00.000Z");
    const solution = solve(c.salt, c.difficulty);
    expect(checkSolution(config, solution, "mail", now)).toMatchObject({ ok: true });
    expect(checkSolution(config, solution, "contact", now)).toEqual({ ok: false, reason: "scope" });
    expect(checkSolution(config, solution, "mail", new Date(now.getTime() + 60_000))).toEqual({ ok: false, reason: "expired" });
    expect(checkSolution({ ...config, CHALLENGE_SECRET: "x".repeat(32) }, solution, "mail", now)).toEqual({ ok: false, reason: "signature" });
  });

  it("refuses too little work, a changed difficulty and malformed headers", () => {
    const c = issueChallenge({ ...config, CHALLENGE_DIFFICULTY_BITS: 12 }, "mail", now);
    let weak = "";
    for (let nonce = 0; !weak; nonce++) {
      if (leadingZeroBits(createHash("sha256").update(c.salt + nonce).digest()) < 12) weak = `${c.salt}:${nonce}`;
    }
    expect(checkSolution(config, weak, "mail", now)).toEqual({ ok: false, reason: "work" });
    const cheaper = c.salt.replace(".12.", ".1.");
    expect(checkSolution(config, solve(cheaper, 1), "mail", now)).toEqual({ ok: false, reason: "signature" });
    for (const header of ["", ":1", `${c.salt}:`, `${c.salt}:abc`, `${c.salt}:${"9".repeat(17)}`, "v2.a.b.c.d.e:1"]) {
      expect(checkSolution(config, header, "mail", now)).toMatchObject({ ok: false, reason: "malformed" });
    }
  });

  it("two challenges never share an id", () => {
    const ids = new Set(Array.from({ length: 100 }, () => issueChallenge(config, "mail", now).salt.split(".")[4]));
    expect(ids.size).toBe(100);
  });
});

describe("addressKey", () => {
  it("keeps IPv4, unwraps IPv4 written as IPv6, and groups IPv6 by /64", () => {
    expect(addressKey("102.89.32.7")).toBe("102.89.32.7");
    expect(addressKey("::ffff:102.89.32.7")).toBe("102.89.32.7");
    expect(addressKey("2c0f:f5c0:0001:0002:aaaa:bbbb:cccc:dddd")).toBe("2c0f:f5c0:1:2::/64");
    expect(addressKey("2c0f:f5c0:1:2::1")).toBe("2c0f:f5c0:1:2::/64");
    expect(addressKey("2c0f:f5c0::1")).toBe("2c0f:f5c0:0:0::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(addressKey("unknown")).toBe("unknown");
  });
});
