import { redirect } from "react-router";
import type { Route } from "./+types/account-redirect";

const MOVED = new Set(["orders", "addresses", "gift-cards"]);

/** Orders, addresses and gift cards live at the top level (/orders…); old /account/… links still work. */
export function loader({ url, params }: Route.LoaderArgs) {
  // Any other /account/… address is not a page: My account is.
  if (!MOVED.has(params.section ?? "")) return redirect("/account", 302);
  return redirect(`${url.pathname.replace(/^\/account/, "")}${url.search}`, 301);
}

export default function AccountRedirect() {
  return null;
}
