import type { CustomerShippingAddress } from "@bitmarte/contracts";
import type { TestApp } from "../app.js";
import type { Person } from "./people.js";

export const ADDRESS_URL = "/api/v1/customershippingaddress";

export function addressBody(over: Record<string, unknown> = {}) {
  return {
    fullName: "Ada Obi",
    phoneNumber: "+2348012345678",
    emailAddress: "ada@example.test",
    stateOrRegion: "Lagos",
    city: "Lekki",
    address: "12 Admiralty Way, Lekki Phase 1",
    ...over,
  };
}

/** Adds a shipping address through the API as `customer`. */
export async function makeAddress(t: TestApp, customer: Person, over: Record<string, unknown> = {}): Promise<CustomerShippingAddress> {
  const res = await t.call("POST", ADDRESS_URL, { token: customer.token, body: addressBody(over) });
  if (res.statusCode !== 201) throw new Error(`address fixture failed: ${res.body}`);
  return res.json().data;
}

export function vehicleBody(over: Record<string, unknown> = {}) {
  return { name: "Test bike", type: "bike", plateNumber: `TST-${Math.floor(Math.random() * 1e6)}-BK`, capacityKg: 10, ...over };
}
