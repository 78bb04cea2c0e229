import { Outlet } from "react-router";
import { sessionFromRequest } from "../../features/auth/session.server";
import type { Route } from "./+types/signed-in-layout";

/**
 * Every customer page that is not the storefront's (account, orders, cart, checkout, log-in pages…): the
 * signed-in customer is read on the server from the page request's cookie (features/auth/session.server.ts)
 * and the site layout seeds the client cache with it. No Mantine here: My account, My orders and Stores I
 * follow draw with ui/light; the other pages sit in the full-styles layout below it.
 */
export async function loader({ request }: Route.LoaderArgs) {
  return { session: await sessionFromRequest(request) };
}

/** Pages with one person's orders in them: no shared cache may keep them (as the full-styles layout). */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-cache", Vary: "Cookie" });

export default function SignedInLayout() {
  return <Outlet />;
}
