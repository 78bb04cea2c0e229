import { MantineProvider } from "@mantine/core";
import mantineCoreStyles from "@mantine/core/styles.css?url";
import { Notifications } from "@mantine/notifications";
import mantineNotificationStyles from "@mantine/notifications/styles.css?url";
import { Outlet } from "react-router";
import { sessionFromRequest } from "../features/auth/session.server";
import { cssVariablesResolver, theme } from "../ui/theme";
import type { Route } from "./+types/full-styles-layout";

/**
 * Every page but the storefront's (accounts, cart, checkout, dashboards, log-in pages) draws with Mantine: its
 * provider, its notifications and its whole stylesheet live here. The storefront pages (home, category,
 * search, product, store) and the site header and footer draw with ui/light and load none of it.
 */
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: mantineCoreStyles },
  { rel: "stylesheet", href: mantineNotificationStyles },
];

/**
 * The signed-in customer, read on the server from the page request's cookie (customer pages only; the
 * merchant, admin and partner areas, which share this module, get null). The site layout seeds the
 * client cache with it (features/auth/session-seed.ts).
 */
export async function loader({ request }: Route.LoaderArgs) {
  return { session: await sessionFromRequest(request) };
}

/**
 * These pages may carry one person's name, cart and orders in their HTML: no shared cache may keep them,
 * and a browser's copy depends on its cookie. Every page below inherits this (none sets its own).
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
