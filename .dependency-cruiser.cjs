// Module rules for the API and the web app (docs/architecture.md explains them). `npm test` runs
// them (apps/api/test/architecture.test.ts), and so does `npm run check:deps`.

/**
 * The API's modules, bottom layer first. A module imports only modules of lower layers; modules of
 * one layer do not import each other. Keep docs/architecture.md in step with this list.
 */
const API_LAYERS = [
  { tier: "platform", modules: ["identity"] },
  { tier: "platform", modules: ["jobs", "audit", "ledger", "limits"] },
  { tier: "platform", modules: ["uploads", "mail", "banks"] },
  { tier: "platform", modules: ["contact", "notifications", "webhooks"] },
  { tier: "reference", modules: ["categories"] },
  { tier: "parties", modules: ["customers", "admins", "partners"] },
  { tier: "parties", modules: ["merchants"] },
  { tier: "parties", modules: ["auth"] },
  { tier: "catalogue", modules: ["products"] },
  { tier: "catalogue", modules: ["productimports"] },
  { tier: "catalogue", modules: ["merchandising"] },
  { tier: "catalogue", modules: ["themes"] },
  { tier: "commerce", modules: ["addresses", "logistics", "pricing"] },
  { tier: "commerce", modules: ["payments"] },
  { tier: "commerce", modules: ["giftcards"] },
  { tier: "commerce", modules: ["coupons"] },
  { tier: "commerce", modules: ["cart"] },
  { tier: "commerce", modules: ["orders"] },
  { tier: "after-sale", modules: ["fulfilment"] },
  { tier: "after-sale", modules: ["returns", "reviews"] },
  { tier: "after-sale", modules: ["payouts"] },
  { tier: "after-sale", modules: ["reports"] },
  { tier: "after-sale", modules: ["sellerhealth"] },
  { tier: "after-sale", modules: ["insights"] },
];

const MODULES = "^apps/api/src/modules/";
const anyOf = (names) => `(${names.join("|")})`;

const layerRules = API_LAYERS.flatMap((layer, i) => {
  const upper = API_LAYERS.slice(i).flatMap((l) => l.modules);
  return layer.modules.map((name) => ({
    name: "layer-order",
    comment: `${name} (${layer.tier}) imports only modules of lower layers`,
    severity: "error",
    from: { path: `${MODULES}${name}/`, pathNot: "\\.test\\.ts$" },
    to: { path: `${MODULES}${anyOf(upper.filter((m) => m !== name))}/` },
  }));
});

const knownModules = API_LAYERS.flatMap((l) => l.modules);

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "No import cycles, between modules or inside one.",
      severity: "error",
      from: { path: "^(apps|packages)/" },
      to: { circular: true },
    },
    {
      name: "module-in-a-layer",
      comment: "Every API module has a place in API_LAYERS (.dependency-cruiser.cjs).",
      severity: "error",
      from: { path: `${MODULES}(?!${anyOf(knownModules)}/)` },
      to: {},
    },
    ...layerRules,
    {
      name: "through-index",
      comment: "Another module is reached through its index.ts (or its *.table.ts, for foreign keys and joins).",
      severity: "error",
      from: { path: `${MODULES}([^/]+)/`, pathNot: "\\.test\\.ts$" },
      to: { path: `${MODULES}[^/]+/`, pathNot: [`${MODULES}$1/`, `${MODULES}[^/]+/(index|[^/]+\\.table)\\.ts$`] },
    },
    {
      name: "tables-only-from-tables-and-repositories",
      comment: "Only tables and repositories use another module's tables; services call its index.",
      severity: "error",
      from: { path: `${MODULES}([^/]+)/`, pathNot: ["\\.(table|repository)\\.ts$", "\\.test\\.ts$"] },
      to: { path: `${MODULES}[^/]+/[^/]+\\.table\\.ts$`, pathNot: `${MODULES}$1/` },
    },
    {
      name: "routes-without-drizzle",
      comment: "Routes are thin: no database access.",
      severity: "error",
      from: { path: "\\.routes\\.ts$" },
      to: { path: "(^|node_modules/)drizzle-orm" },
    },
    {
      name: "platform-below-modules",
      comment: "src/lib, src/http, src/adapters and src/config.ts know no module (src/db/schema.ts gathers the tables).",
      severity: "error",
      from: { path: "^apps/api/src/(lib|http|adapters|events|config\\.ts)", pathNot: "\\.test\\.ts$" },
      to: { path: MODULES },
    },
    {
      name: "lib-is-the-bottom",
      comment: "src/lib depends on nothing else of the server.",
      severity: "error",
      from: { path: "^apps/api/src/lib/" },
      to: { path: "^apps/api/src/(?!lib/)" },
    },
    {
      name: "web-not-api",
      comment: "The web app knows the API only through packages/contracts.",
      severity: "error",
      from: { path: "^apps/web/" },
      to: { path: "^apps/api/" },
    },
    {
      name: "contracts-stand-alone",
      comment: "packages/contracts imports neither app.",
      severity: "error",
      from: { path: "^packages/contracts/" },
      to: { path: "^apps/" },
    },
    {
      name: "features-apart",
      comment: "A web feature does not import another feature; pages compose them.",
      severity: "error",
      from: { path: "^apps/web/app/features/([^/]+)/" },
      to: { path: "^apps/web/app/features/", pathNot: "^apps/web/app/features/$1/" },
    },
    {
      name: "ui-and-lib-know-no-feature",
      comment: "The design system and the web lib import no feature and no route.",
      severity: "error",
      from: { path: "^apps/web/app/(ui|lib)/" },
      to: { path: "^apps/web/app/(features|routes|route-groups)/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["(^|/)(build|dist|\\.react-router|test-output|node_modules)/"] },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
  },
};
