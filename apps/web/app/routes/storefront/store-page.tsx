import { data } from "react-router";
import { parseProductFilters, StoreProductsPage } from "../../features/storefront";
import { loadStoreProducts } from "../../features/storefront/storefront-data.server";
import { StoreHeader } from "../../features/stores/storefront";
import type { Route } from "./+types/store-page";

export const meta: Route.MetaFunction = ({ loaderData: page }) => [
  { title: page?.store ? `${page.store.storeName} · Bitmarte` : "Store · Bitmarte" },
  ...(page?.store ? [{ name: "description", content: `Shop ${page.store.storeName} on Bitmarte.` }] : []),
];

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => ({
  "Cache-Control": loaderHeaders.get("Cache-Control") ?? "public, max-age=0, s-maxage=60, stale-while-revalidate=300",
});

export async function loader({ url, params }: Route.LoaderArgs) {
  const filters = parseProductFilters(url.searchParams);
  const page = await loadStoreProducts(params.storeUrl, filters);
  if (!page.store) return data(page, { status: page.failure ? 503 : 404, headers: { "Cache-Control": "no-store" } });
  return page;
}

export default function StorePage({ loaderData }: Route.ComponentProps) {
  const { storePage } = loaderData;
  return (
    <StoreProductsPage
      data={loaderData}
      header={storePage ? <StoreHeader key={storePage.store.storeUrl} storeUrl={storePage.store.storeUrl} initialData={storePage} /> : undefined}
    />
  );
}
