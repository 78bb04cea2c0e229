import { type RouteConfig, type RouteConfigEntry, index, layout, prefix, route } from "@react-router/dev/routes";
import { routes as buying } from "./route-groups/buying";
import { routes as catalogue } from "./route-groups/catalogue";
import { routes as contact } from "./route-groups/contact";
import { routes as fulfilment } from "./route-groups/fulfilment";
import { routes as money } from "./route-groups/money";
import { routes as partners } from "./route-groups/partners";
import { routes as payouts } from "./route-groups/payouts";
import { routes as people } from "./route-groups/people";
import { routes as platform } from "./route-groups/platform";
import { routes as reports } from "./route-groups/reports";
import { routes as returns } from "./route-groups/returns";
import { routes as reviews } from "./route-groups/reviews";
import { routes as sellerHealth } from "./route-groups/seller-health";
import { routes as stores } from "./route-groups/stores";
import { routes as themes } from "./route-groups/themes";
import { routes as webhooks } from "./route-groups/webhooks";
import { routes as productImports } from "./route-groups/product-imports";

type Area = "customer" | "merchant" | "admin";
type Group = Record<Area, RouteConfigEntry[]> & { partner?: RouteConfigEntry[] };
const groups: Group[] = [catalogue, stores, buying, money, partners, fulfilment, platform, people, payouts, reports, returns, contact, themes, reviews, sellerHealth, webhooks, productImports];
const grouped = (area: Area | "partner"): RouteConfigEntry[] => groups.flatMap((g) => g[area] ?? []);
/** First path segments of the storefront pages (home is the index): they stay out of the full-styles layout. */
const STOREFRONT_PATHS = new Set<string | undefined>(["search", "category", "product", "storefront", "help", "terms", "privacy"]);
/** Signed-in customer pages drawn with ui/light (issue 24): under the site layout, out of the full-styles one. */
const LIGHT_SIGNED_IN_PATHS = new Set<string | undefined>([
  "orders",
  "following",
  "addresses",
  "gift-cards",
  "orders/:id",
  "cart",
  "checkout",
]);
const claimed = (area: Area) => new Set(grouped(area).map((r) => r.path?.split("/")[0]));

/** Coming-soon section pages that share one module; each gets its own route id. Real pages replace them. */
function sections(area: Area | "account", file: string, slugs: readonly string[]) {
  const taken = area === "account" ? new Set<string | undefined>() : claimed(area);
  return slugs.filter((slug) => !taken.has(slug)).map((slug) => route(slug, file, { id: `${area}-${slug}` }));
}

export default [
  // The home page's later sections, fetched by the browser as it scrolls (JSON, no page)
  route("home/sections", "routes/customer/home-sections.ts"),
  // Customer area (no prefix) and the public storefront
  layout("routes/customer/site-layout.tsx", [
    // The storefront pages: light (only the part of Mantine's CSS they use).
    index("routes/customer/home.tsx"),
    ...grouped("customer").filter((r) => STOREFRONT_PATHS.has(r.path?.split("/")[0])),
    layout("routes/customer/signed-in-layout.tsx", { id: "signed-in-customer" }, [
      route("account", "routes/customer/account-home.tsx"),
      ...grouped("customer").filter((r) => LIGHT_SIGNED_IN_PATHS.has(r.path)),
      // Every other customer page draws with Mantine; it shares this layout's session read.
      layout("routes/full-styles-layout.tsx", { id: "full-styles-customer" }, [
        route("login", "routes/customer/login.tsx"),
        route("signup", "routes/customer/signup.tsx"),
        route("forgot-password", "routes/customer/forgot-password.tsx"),
        route("reset-password/:token", "routes/customer/reset-password.tsx"),
        route("confirm-email/:token", "routes/customer/confirm-email.tsx"),
        ...grouped("customer").filter((r) => !STOREFRONT_PATHS.has(r.path?.split("/")[0]) && !LIGHT_SIGNED_IN_PATHS.has(r.path)),
        // My account's own pages (its home is light, above); pathless, so /account itself matches only the home.
        layout("routes/customer/account-layout.tsx", [
          route("account/change-password", "routes/customer/change-password.tsx"),
          route("account/profile", "routes/customer/account-profile.tsx"),
          route("account/reviews", "routes/customer/account-reviews.tsx"),
          // Old /account/orders… links (one route: every route is in the manifest each page loads).
          route("account/:section/*", "routes/customer/account-redirect.tsx"),
        ]),
      ]),
    ]),
    // Any other address: the storefront's own 404, with its header and footer.
    route("*", "routes/not-found.tsx"),
  ]),
  layout("routes/full-styles-layout.tsx", { id: "full-styles" }, [
    route("customer/*", "routes/customer/customer-prefix.tsx"),

    // Merchant area
    ...prefix("merchant", [
      route("login", "routes/merchant/login.tsx"),
      route("signup", "routes/merchant/signup.tsx"),
      route("forgot-password", "routes/merchant/forgot-password.tsx"),
      route("reset-password/:token", "routes/merchant/reset-password.tsx"),
      route("confirm-email/:token", "routes/merchant/confirm-email.tsx"),
      layout("routes/merchant/area-layout.tsx", [
        index("routes/merchant/dashboard.tsx"),
        route("change-password", "routes/merchant/change-password.tsx"),
        ...grouped("merchant"),
        ...sections("merchant", "routes/merchant/section.tsx", [
          "products",
          "orders",
          "coupons",
          "staff",
          "store-profile",
          "transactions",
          "reports",
          "themes",
        ]),
      ]),
    ]),

    // Admin area (admin, super admin, dispatcher, scheduler)
    ...prefix("admin", [
      route("login", "routes/admin/login.tsx"),
      route("forgot-password", "routes/admin/forgot-password.tsx"),
      route("reset-password/:token", "routes/admin/reset-password.tsx"),
      layout("routes/admin/area-layout.tsx", [
        index("routes/admin/dashboard.tsx"),
        route("change-password", "routes/admin/change-password.tsx"),
        ...grouped("admin"),
        ...sections("admin", "routes/admin/section.tsx", [
          "stores",
          "products",
          "orders",
          "hubs",
          "categories",
          "transactions",
          "payouts",
          "logistics",
          "admins",
        ]),
      ]),
    ]),

    // Shipping partner area
    ...prefix("shipping-partner", [
      route("login", "routes/shipping-partner/login.tsx"),
      route("forgot-password", "routes/shipping-partner/forgot-password.tsx"),
      route("reset-password/:token", "routes/shipping-partner/reset-password.tsx"),
      route("onboard", "routes/shipping-partner/onboard.tsx"),
      layout("routes/shipping-partner/area-layout.tsx", [
        index("routes/shipping-partner/orders.tsx"),
        route("change-password", "routes/shipping-partner/change-password.tsx"),
        ...grouped("partner"),
      ]),
    ]),

    // Development helpers
    route("dev/mail", "routes/dev/mail.tsx"),
  ]),
] satisfies RouteConfig;
