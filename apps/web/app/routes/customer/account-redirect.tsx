import { redirect } from "react-router";
import type { Route } from "./+types/account-redirect";

/** Orders, addresses and gift cards live at the top level (/orders…); old /account/… links still work. */
export function loader({ url }: Route.LoaderArgs) {
  return redirect(`${url.pathname.replace(/^\/account/, "")}${url.search}`, 301);
}

export default function AccountRedirect() {
  return null;
}
