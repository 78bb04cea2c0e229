import type { Coupon } from "@bitmarte/contracts";
import type { TestApp } from "../app.js";
import type { Person } from "./people.js";

export const COUPONS_URL = "/api/v1/coupons";

/** A valid create-coupon body: 10 % off everything in the store from 2020 on; override any field. */
export function couponBody(over: Record<string, unknown> = {}) {
  return {
    code: `SAVE${Math.random().toString(36).slice(2, 7).toUpperCase()}`,
    description: "Ten percent off",
    discountMode: "Code",
    discountType: "Percent",
    discountValue: 10,
    startDate: "2020-01-01",
    ...over,
  };
}

/** Creates a coupon through the API as `merchant`. */
export async function makeCoupon(t: TestApp, merchant: Person, over: Record<string, unknown> = {}): Promise<Coupon> {
  const res = await t.call("POST", `${COUPONS_URL}/create-coupon`, { token: merchant.token, body: couponBody(over) });
  if (res.statusCode !== 201) throw new Error(`coupon create failed: ${res.body}`);
  return res.json().data;
}

export async function applyCoupon(t: TestApp, customer: Person, code: string) {
  const res = await t.call("POST", "/api/v1/applycoupon/apply-coupon", { token: customer.token, body: { code } });
  if (res.statusCode !== 200) throw new Error(`apply coupon failed: ${res.body}`);
  return res.json().data;
}
