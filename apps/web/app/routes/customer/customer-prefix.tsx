import { redirect } from "react-router";
import type { Route } from "./+types/customer-prefix";

/** /customer/... is the customer area too (spec §2): send it to the unprefixed path. */
export function loader({ url }: Route.LoaderArgs) {
  const rest = url.pathname.replace(/^\/customer(?=\/|$)/, "");
  const target = rest === "" || rest === "/" ? "/account" : rest;
  return redirect(`${target}${url.search}`, 301);
}

export default function CustomerPrefix() {
  return null;
}
