import mantineCoreStyles from "@mantine/core/styles.css?url";
import { Outlet } from "react-router";
import type { Route } from "./+types/full-styles-layout";

/**
 * Pages other than the storefront's (accounts, cart, checkout, dashboards, log-in pages) get Mantine's whole
 * stylesheet; the storefront pages load only the part they use (ui/mantine-storefront.css, in root.tsx).
 */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: mantineCoreStyles }];

export default function FullStylesLayout() {
  return <Outlet />;
}
