import type { ProductCard } from "@bitmarte/contracts";
import { data } from "react-router";
import { StoreProductsPage } from "../../features/storefront/listing-pages";
import { parseProductFilters } from "../../features/storefront/product-filters";
import { loadStoreProducts } from "../../features/storefront/storefront-data.server";
import { socialsForThemedPage, StoreFollowButton, StoreHeader } from "../../features/stores/storefront";
import { ThemedStorefront, type ThemeProduct } from "../../features/themes/storefront";
import type { Route } from "./+types/store-page";
import css from "./store-page.module.css";

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
  if (!page.store) return data({ ...page, themed: null }, { status: page.failure ? 503 : 404, headers: { "Cache-Control": "no-store" } });
  const theme = page.storePage?.activeTheme;
  if (!page.storePage || !theme || !page.products?.ok) return { ...page, themed: null };
  // What the store's theme draws, shaped here on the server so the page's script carries none of the shaping:
  // socials set only in the store profile still reach the page; the theme's and the store's testimonials together.
  return {
    ...page,
    themed: {
      layout: { ...theme, socials: socialsForThemedPage(theme.socials, page.storePage.socialLinks) },
      products: page.products.data.data.map(toThemeProduct),
      testimonials: [
        ...theme.testimonials.map((t) => ({ id: t.id, name: t.name, content: t.content, rating: t.rating })),
        ...page.storePage.testimonials.map((t) => ({ id: t.id, name: t.name, title: t.title, content: t.content, rating: t.rating })),
      ],
    },
  };
}

const toThemeProduct = (p: ProductCard): ThemeProduct => ({
  id: p.id,
  name: p.name,
  image: p.hostedImages[0] ?? null,
  price: p.pricing.sellingPrice,
  listPrice: p.pricing.price,
  inStock: p.inStock,
});

export default function StorePage({ loaderData }: Route.ComponentProps) {
  const { storePage, products, filters, pageSize, themed } = loaderData;
  // The store's active theme draws the page; without one (or when products failed) the plain list stands in.
  if (storePage && themed && products?.ok) {
    const { layout } = themed;
    const pageCount = Math.max(1, Math.ceil(products.data.count / pageSize));
    const href = (page: number) => {
      const search = new URLSearchParams();
      if (filters.q) search.set("q", filters.q);
      if (page > 1) search.set("page", String(page));
      const text = search.toString();
      return `/storefront/${storePage.store.storeUrl}${text ? `?${text}` : ""}`;
    };
    return (
      <div className={css.themed}>
        <ThemedStorefront
          themeId={layout.activeThemeId}
          layout={layout}
          store={{ ...storePage.store, location: storePage.store.location }}
          products={themed.products}
          policies={storePage.policies}
          testimonials={themed.testimonials}
          paging={{ page: filters.page, pageCount, href }}
          search={filters.q}
          actions={<StoreFollowButton storeId={storePage.store.id} storeName={storePage.store.storeName} />}
        />
      </div>
    );
  }
  return (
    <StoreProductsPage
      data={loaderData}
      header={storePage ? <StoreHeader key={storePage.store.storeUrl} storeUrl={storePage.store.storeUrl} initialData={storePage} /> : undefined}
    />
  );
}
