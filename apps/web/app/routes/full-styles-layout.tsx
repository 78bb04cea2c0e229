import { MantineProvider } from "@mantine/core";
import mantineCoreStyles from "@mantine/core/styles.css?url";
import { Notifications } from "@mantine/notifications";
import mantineNotificationStyles from "@mantine/notifications/styles.css?url";
import { Outlet } from "react-router";
import { theme } from "../ui/theme";
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

export default function FullStylesLayout() {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" forceColorScheme="light">
      <Notifications position="top-right" zIndex={2000} />
      <Outlet />
    </MantineProvider>
  );
}
