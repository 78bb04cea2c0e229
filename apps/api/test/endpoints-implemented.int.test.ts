import { allEndpoints } from "@bitmarte/contracts";
import { expect, test } from "vitest";
import { createTestApp } from "./app.js";

const t = await createTestApp();

test("every endpoint of the table has a handler, so none answers 501", () => {
  const missing = allEndpoints.filter((e) => !t.app.implementedEndpoints.has(e.id)).map((e) => `${e.method} ${e.path}`);
  expect(missing).toEqual([]);
});
