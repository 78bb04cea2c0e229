import { Outlet } from "react-router";
import { sessionFromRequest } from "../../features/auth/session.server";
import type { Route } from "./+types/signed-in-layout";

/**
 * The signed-in customer pages drawn with ui/light, like the storefront (no Mantine provider or
 * stylesheet): the session is read on the server from the page request's cookie, as the full-styles
 * layout does for the other customer pages, and the site layout seeds the client cache with it.
 */
export async function loader({ request }: Route.LoaderArgs) {
  return { session: await sessionFromRequest(request) };
}

/** Pages with one person's orders in them: no shared cache may keep them (as the full-styles layout). */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-cache", Vary: "Cookie" });

export default function SignedInLayout() {
  return <Outlet />;
}
