import { MantineProvider } from "@mantine/core";
import mantineCoreStyles from "@mantine/core/styles.css?url";
import { Notifications } from "@mantine/notifications";
import mantineNotificationStyles from "@mantine/notifications/styles.css?url";
import { Outlet } from "react-router";
import { cssVariablesResolver, theme } from "../ui/theme";
import type { Route } from "./+types/full-styles-layout";

/**
 * Every page but the storefront's and the light signed-in ones (My account, My orders, Stores I follow)
 * draws with Mantine (cart, checkout, dashboards, log-in pages…): its
 * provider, its notifications and its whole stylesheet live here. The storefront pages (home, category,
 * search, product, store) and the site header and footer draw with ui/light and load none of it.
 */
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: mantineCoreStyles },
  { rel: "stylesheet", href: mantineNotificationStyles },
];

/**
 * These pages may carry one person's name, cart and orders in their HTML: no shared cache may keep them,
 * and a browser's copy depends on its cookie. Every page below inherits this (none sets its own). The
 * customer's pages sit inside routes/customer/signed-in-layout.tsx, whose loader reads the session.
 */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-cache", Vary: "Cookie" });

export default function FullStylesLayout() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" forceColorScheme="light">
      <Notifications position="top-right" zIndex={2000} />
      <Outlet />
    </MantineProvider>
  );
}
