import { afterAll, expect } from "vitest";
import { describeViolations } from "./accessibility";
import { accessibilityViolationsOfThisFile } from "./browser";

// Runs after every journey file (after its own afterAll hooks have closed the browsers). With
// E2E_AXE=enforce (what `npm test` sets) any serious or critical WCAG 2.2 AA violation on a page the
// journeys showed fails the file, listed by path and rule; with E2E_AXE=report they are printed.
afterAll(() => {
  const found = describeViolations(accessibilityViolationsOfThisFile());
  if (process.env.E2E_AXE === "enforce") expect(found).toEqual([]);
  else if (found.length > 0) console.warn(`axe (WCAG 2.2 AA), serious or critical:\n${found.join("\n")}`);
});
