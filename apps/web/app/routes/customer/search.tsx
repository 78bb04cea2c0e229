import { parseProductFilters, SearchPage } from "../../features/storefront";
import { loadProductList } from "../../features/storefront/storefront-data.server";
import type { Route } from "./+types/search";

export const meta: Route.MetaFunction = ({ data }) => [
  {
    title: data?.filters.q
      ? `“${data.filters.q}” · Bitmarte`
      : `${data?.path.childCategory?.name ?? data?.path.subCategory?.name ?? data?.path.category?.name ?? "All products"} · Bitmarte`,
  },
  { name: "description", content: "Search products from approved stores on Bitmarte." },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "public, max-age=0, s-maxage=60, stale-while-revalidate=300" });

export async function loader({ request }: Route.LoaderArgs) {
  return loadProductList(parseProductFilters(new URL(request.url).searchParams));
}

export default function Search({ loaderData }: Route.ComponentProps) {
  return <SearchPage data={loaderData} />;
}
