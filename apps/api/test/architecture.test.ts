import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { cruise, type ICruiseResult, type IConfiguration } from "dependency-cruiser";
import { afterAll, describe, expect, it } from "vitest";

// The module rules of docs/architecture.md, run by dependency-cruiser over the real code, and once
// over a small planted tree to prove that each rule still bites.
const ROOT = path.resolve(import.meta.dirname, "../../..");
const config = createRequire(import.meta.url)(path.join(ROOT, ".dependency-cruiser.cjs")) as IConfiguration;

async function check(baseDir: string, dirs: string[]) {
  const result = await cruise(dirs, {
    baseDir,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
    ...config.options,
  });
  const output = result.output as ICruiseResult;
  return output.summary.violations.map((v) => ({ rule: v.rule.name, from: v.from, to: v.to, cycle: v.cycle?.map((c) => c.name) }));
}

// dependency-cruiser reads the whole code base: on a busy machine that takes minutes.
describe("module layers", { timeout: 300_000 }, () => {
  it("the API, the web app and the contracts keep every rule: no violation, no cycle", async () => {
    const violations = await check(ROOT, ["apps/api/src", "apps/web/app", "packages/contracts/src"]);
    expect(violations).toEqual([]);
  });

  const planted = mkdtempSync(path.join(tmpdir(), "bitmarte-layers-"));
  afterAll(() => rmSync(planted, { recursive: true, force: true }));
  const plant = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(planted, file)), { recursive: true });
    writeFileSync(path.join(planted, file), text);
  };

  it("a planted violation of each rule fails the check", async () => {
    const m = "apps/api/src/modules";
    plant(`${m}/orders/index.ts`, `export { placeOrder } from "./orders.service";\n`);
    plant(`${m}/orders/orders.service.ts`, `import { x } from "../categories/index";\nexport const placeOrder = x;\n`);
    plant(`${m}/orders/orders.table.ts`, `export const orders = 1;\n`);
    plant(`${m}/orders/orders.repository.ts`, `export const findOrder = 1;\n`);
    plant(`${m}/orders/orders.routes.ts`, `import { eq } from "drizzle-orm";\nexport const r = eq;\n`);
    // categories (reference layer) reaching up into orders (commerce), and a cycle with it
    plant(`${m}/categories/index.ts`, `import { placeOrder } from "../orders/index";\nexport const x = placeOrder;\n`);
    // a service reading another module's table and repository
    plant(`${m}/cart/cart.service.ts`, `import { orders } from "../orders/orders.table";\nimport { findOrder } from "../orders/orders.repository";\nexport const c = [orders, findOrder];\n`);
    plant(`${m}/cart/index.ts`, `export { c } from "./cart.service";\n`);
    // a module nobody placed in a layer
    plant(`${m}/gadgets/index.ts`, `import { c } from "../cart/index";\nexport const g = c;\n`);
    // the platform knowing a module
    plant("apps/api/src/http/guards.ts", `import { c } from "../modules/cart/index";\nexport const guard = c;\n`);
    // the web importing the server, and one feature importing another
    plant("apps/web/app/features/cart/cart-view.ts", `import { c } from "../../../../api/src/modules/cart/index";\nimport { o } from "../orders/order-view";\nexport const v = [c, o];\n`);
    plant("apps/web/app/features/orders/order-view.ts", `export const o = 1;\n`);
    plant("apps/web/app/ui/button.ts", `import { o } from "../features/orders/order-view";\nexport const b = o;\n`);

    const rules = new Set((await check(planted, ["apps"])).map((v) => v.rule));
    expect([...rules].sort()).toEqual(
      [
        "features-apart",
        "layer-order",
        "module-in-a-layer",
        "no-circular",
        "platform-below-modules",
        "routes-without-drizzle",
        "tables-only-from-tables-and-repositories",
        "through-index",
        "ui-and-lib-know-no-feature",
        "web-not-api",
      ].sort(),
    );
  });
});
