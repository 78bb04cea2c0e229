import { describe, expect, it } from "vitest";
import { CouponCodeSchema } from "./entities/coupons.js";
import { checkCouponCode } from "./signed-in.js";

describe("checkCouponCode", () => {
  it.each(["", "  ", "AB", " ab ", "SAVE20", " save-20_x ", "SAVE 20", "ÄBC", "X".repeat(32), "X".repeat(33), "%%"])(
    "agrees with CouponCodeSchema on %j",
    (value) => {
      const schema = CouponCodeSchema.safeParse(value);
      expect(checkCouponCode(value)).toEqual(schema.success ? { ok: true, code: schema.data } : { ok: false, error: schema.error.issues[0]?.message });
    },
  );
});
