import { StorefrontHome } from "../../features/storefront/storefront-home";
import { loadHome } from "../../features/storefront/storefront-data.server";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [
  { title: "Bitmarte — shop from trusted stores" },
  { name: "description", content: "Shop from approved independent stores across Nigeria, with tracked delivery and easy returns." },
];

/** Anonymous, public data: shared caches may keep it briefly; browsers always check again. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "public, max-age=0, s-maxage=60, stale-while-revalidate=300" });

export async function loader() {
  return loadHome();
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <StorefrontHome data={loaderData} />;
}
