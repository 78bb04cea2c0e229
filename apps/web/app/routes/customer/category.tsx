import { data } from "react-router";
import { CategoryPage } from "../../features/storefront/listing-pages";
import { parseProductFilters } from "../../features/storefront/product-filters";
import { loadProductList } from "../../features/storefront/storefront-data.server";
import type { Route } from "./+types/category";

export const meta: Route.MetaFunction = ({ loaderData: page }) => {
  const path = page?.path;
  const name = path?.childCategory?.name ?? path?.subCategory?.name ?? path?.category?.name;
  return [
    { title: name ? `${name} · Bitmarte` : "Category · Bitmarte" },
    { name: "description", content: name ? `Shop ${name} from approved stores on Bitmarte.` : "Shop by category on Bitmarte." },
  ];
};

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => ({
  "Cache-Control": loaderHeaders.get("Cache-Control") ?? "public, max-age=0, s-maxage=60, stale-while-revalidate=300",
});

export async function loader({ url, params }: Route.LoaderArgs) {
  const filters = parseProductFilters(url.searchParams);
  const page = await loadProductList({
    ...filters,
    categoryId: params.categoryId,
    subCategoryId: params.subCategoryId ?? null,
    childCategoryId: params.childCategoryId ?? null,
  });
  // Every level of the path must exist and belong to its parent; anything else is not a page.
  const found =
    page.path.category?.id === params.categoryId &&
    (params.subCategoryId === undefined || page.path.subCategory?.id === params.subCategoryId) &&
    (params.childCategoryId === undefined || page.path.childCategory?.id === params.childCategoryId);
  if (!found) {
    return data({ ...page, path: { category: null, subCategory: null, childCategory: null } }, { status: 404, headers: { "Cache-Control": "no-store" } });
  }
  return page;
}

export default function Category({ loaderData }: Route.ComponentProps) {
  return <CategoryPage data={loaderData} />;
}
