import { lazy } from "react";
import { data } from "react-router";
import { AddToCartButton } from "../../features/cart/storefront";
import { ProductDetail, ProductUnavailable } from "../../features/storefront/product-detail";
import { loadProductPage } from "../../features/storefront/storefront-data.server";
import { StoreFollowButton } from "../../features/stores/store-follow-button";
import type { Route } from "./+types/product";

// Below the fold: their code loads after the page's own, so it does not hold up "Add to cart" (the
// server still renders them into the page's HTML; the product page keeps each in a Suspense boundary).
const ProductReviews = lazy(() => import("../../features/reviews/storefront").then((m) => ({ default: m.ProductReviews })));
const StorePolicies = lazy(() => import("../../features/stores/store-policies").then((m) => ({ default: m.StorePolicies })));

export const meta: Route.MetaFunction = ({ loaderData: page }) => {
  const product = page?.product;
  if (!product) return [{ title: "Product not available · Bitmarte" }];
  return [
    { title: `${product.name} · Bitmarte` },
    { name: "description", content: product.description.slice(0, 160) },
    { property: "og:title", content: product.name },
    ...(product.hostedImages[0] ? [{ property: "og:image", content: product.hostedImages[0] }] : []),
  ];
};

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => ({
  "Cache-Control": loaderHeaders.get("Cache-Control") ?? "public, max-age=0, s-maxage=60, stale-while-revalidate=300",
});

export async function loader({ params }: Route.LoaderArgs) {
  const page = await loadProductPage(params.id);
  if (!page.product) return data(page, { status: page.failure ? 503 : 404, headers: { "Cache-Control": "no-store" } });
  return page;
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, related, reviews, policies, failure } = loaderData;
  if (!product) return <ProductUnavailable failure={failure} />;
  return (
    <ProductDetail
      key={product.id}
      product={product}
      related={related}
      reviews={reviews}
      followButton={<StoreFollowButton storeId={product.storeId} storeName={product.storeName} />}
      policies={<StorePolicies storeId={product.storeId} withTitle={false} initialData={policies} />}
      addToCart={(props) => <AddToCartButton {...props} fullWidth />}
      reviewsSection={<ProductReviews productId={product.id} initial={reviews} />}
    />
  );
}
