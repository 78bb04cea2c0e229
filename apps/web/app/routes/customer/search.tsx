import { SearchPage } from "../../features/storefront/listing-pages";
import { parseProductFilters } from "../../features/storefront/product-filters";
import { loadProductList } from "../../features/storefront/storefront-data.server";
import type { Route } from "./+types/search";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData?.filters.q
      ? `“${loaderData.filters.q}” · Bitmarte`
      : `${loaderData?.path.childCategory?.name ?? loaderData?.path.subCategory?.name ?? loaderData?.path.category?.name ?? "All products"} · Bitmarte`,
  },
  { name: "description", content: "Search products from approved stores on Bitmarte." },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "public, max-age=0, s-maxage=60, stale-while-revalidate=300" });

export async function loader({ url }: Route.LoaderArgs) {
  return loadProductList(parseProductFilters(url.searchParams));
}

export default function Search({ loaderData }: Route.ComponentProps) {
  return <SearchPage data={loaderData} />;
}
