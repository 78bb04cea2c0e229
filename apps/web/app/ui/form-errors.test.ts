import { z } from "zod";
import { describe, expect, it } from "vitest";
import { ApiError } from "../lib/api-client";
import { failureMessage, fieldPath, schemaErrors } from "./form-errors";

describe("form errors", () => {
  it("shows the first field error of a 422, otherwise the server's message", () => {
    const invalid = new ApiError({ message: "Some fields are not valid", code: "VALIDATION_FAILED", status: 422, errors: [{ path: "body.reason", message: "Reason is required" }] });
    expect(failureMessage(invalid)).toBe("Reason is required");
    expect(failureMessage(new ApiError({ message: "This store is already approved", code: "CONFLICT", status: 409 }))).toBe("This store is already approved");
    expect(failureMessage(new Error("boom"), "Fallback")).toBe("Fallback");
    expect(fieldPath("body.store.storeName")).toBe("store.storeName");
  });

  it("turns schema issues into form errors, one per field", () => {
    const schema = z.object({ name: z.string().min(2, "Too short").regex(/^a/, "Starts with a"), age: z.number() });
    expect(schemaErrors(schema, { name: "b", age: 3 })).toEqual({ name: "Too short" });
  });
});
