import {
  type Category,
  categoriesEndpoints,
  MESSAGES,
  type ProductCard,
  productsEndpoints,
  storesEndpoints,
} from "@bitmarte/contracts";
import { callEndpoint, isApiError } from "../../lib/api-client";
import {
  type CategoryPath,
  type ProductFilters,
  resolveCategoryPath,
  STOREFRONT_PAGE_SIZE,
  toProductQuery,
  withCategoryPath,
} from "./product-filters";

/**
 * Data for the server-rendered storefront pages. Route loaders call these during server rendering
 * (and when the browser navigates, through the loader's data request); every call is public.
 */

export type Loaded<T> = { ok: true; data: T } | { ok: false; message: string };

/** A section that failed does not take the page down: it renders its own error state. */
async function settle<T>(promise: Promise<T>, failure: string): Promise<Loaded<T>> {
  try {
    return { ok: true, data: await promise };
  } catch (error) {
    if (isApiError(error) && error.isNetworkError) return { ok: false, message: MESSAGES.networkError };
    return { ok: false, message: failure };
  }
}

const TREE_TTL_MS = 60_000;
let treeCache: { at: number; epoch: number; tree: Category[] } | null = null;

/**
 * Counts the server's catalogue invalidations (the API's page cache bumps it on every `cache.invalidate`
 * notification), so what the render keeps is dropped together with the cached pages.
 */
const CATALOGUE_EPOCH = Symbol.for("bitmarte.catalogueEpoch");
function catalogueEpoch(): number {
  return ((globalThis as Record<symbol, unknown>)[CATALOGUE_EPOCH] as number | undefined) ?? 0;
}

/** The category tree changes rarely and every list page needs it: kept for a minute per server. */
export async function categoryTree(): Promise<Category[]> {
  const epoch = catalogueEpoch();
  if (treeCache && treeCache.epoch === epoch && Date.now() - treeCache.at < TREE_TTL_MS) return treeCache.tree;
  const tree = await callEndpoint(categoriesEndpoints.getAll, {});
  treeCache = { at: Date.now(), epoch, tree };
  return tree;
}

/** What a product card draws: the rest of the API's card stays out of the page's HTML and data. */
export type CardProduct = Pick<ProductCard, "id" | "name" | "hostedImages" | "pricing" | "storeId" | "storeName" | "inStock" | "averageRating" | "reviewCount">;

export function toCard(p: ProductCard): CardProduct {
  return {
    id: p.id,
    name: p.name,
    hostedImages: p.hostedImages.slice(0, 1),
    pricing: { sellingPrice: p.pricing.sellingPrice, price: p.pricing.price },
    storeId: p.storeId,
    storeName: p.storeName,
    inStock: p.inStock,
    averageRating: p.averageRating,
    reviewCount: p.reviewCount,
  };
}

const toCards = (products: ProductCard[]) => products.map(toCard);

const SECTION_LIMIT = 12;

/** What the home page shows above the fold, rendered on the server: banners, categories and the two deal rows. */
export async function loadHome() {
  const [featured, superDeals, dailyDeals, topCategories] = await Promise.all([
    settle(callEndpoint(storesEndpoints.featuredImages, {}), MESSAGES.errorOccurred),
    settle(callEndpoint(productsEndpoints.superDeals, { query: { limit: SECTION_LIMIT } }).then(toCards), MESSAGES.loadProductsRightNowFailed),
    settle(callEndpoint(productsEndpoints.dailyDiscountOffer, { query: { limit: SECTION_LIMIT } }).then(toCards), MESSAGES.loadProductsRightNowFailed),
    settle(callEndpoint(categoriesEndpoints.getTop, { query: { limit: 12 } }), MESSAGES.loadCategoriesFailed),
  ]);
  return { featured, superDeals, dailyDeals, topCategories };
}

/**
 * The home page's later sections (promotions, official stores, new arrivals): the browser asks for them
 * (`/home/sections`) when the visitor scrolls near them, so the first HTML stays small on a phone.
 */
export async function loadHomeSections() {
  const [promotions, outlets, newArrivals] = await Promise.all([
    settle(
      callEndpoint(productsEndpoints.promotionProducts, { query: { limit: 10 } }).then((list) => list.map((p) => ({ ...p, products: toCards(p.products) }))),
      MESSAGES.loadProductsRightNowFailed,
    ),
    settle(
      callEndpoint(productsEndpoints.officialOutlets, { query: { limit: 4 } }).then((list) => list.map((o) => ({ ...o, products: toCards(o.products.slice(0, 3)) }))),
      MESSAGES.loadStoresFailed,
    ),
    settle(
      callEndpoint(productsEndpoints.customerList, { query: { limit: SECTION_LIMIT, offset: 0, sortBy: "newest" } }).then((page) => ({
        ...page,
        data: toCards(page.data),
      })),
      MESSAGES.loadProductsRightNowFailed,
    ),
  ]);
  return { promotions, outlets, newArrivals };
}
export type HomeSectionsData = Awaited<ReturnType<typeof loadHomeSections>>;
export type HomeData = Awaited<ReturnType<typeof loadHome>>;

/** One page of a product list, with the filters made consistent with the category tree. */
export async function loadProductList(filters: ProductFilters) {
  const treeResult = await settle(categoryTree(), MESSAGES.loadCategoriesFailed);
  const tree = treeResult.ok ? treeResult.data : [];
  const path: CategoryPath = resolveCategoryPath(tree, filters);
  const applied = treeResult.ok ? withCategoryPath(filters, path) : filters;
  const products = await settle(
    callEndpoint(productsEndpoints.customerList, { query: toProductQuery(applied) }).then((page) => ({ ...page, data: toCards(page.data) })),
    MESSAGES.loadProductsFailed,
  );
  // The page lists only the top level of the tree (the path carries the chosen category's own levels):
  // the whole tree is ~23 KB of JSON that every list page's HTML would otherwise carry.
  const topLevel = tree.map((c) => ({ id: c.id, name: c.name, image: null, subCategories: [] }));
  return { filters: applied, path, tree: topLevel, products, pageSize: STOREFRONT_PAGE_SIZE };
}
export type ProductListData = Awaited<ReturnType<typeof loadProductList>>;

/** The product page: the product (null when it is not visible), similar products and recent reviews. */
export async function loadProductPage(id: string) {
  let product: Awaited<ReturnType<typeof fetchProduct>> | null = null;
  try {
    product = await fetchProduct(id);
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 422 || error.status === 400)) {
      return { product: null, related: null, reviews: null, policies: null, failure: null };
    }
    const message = isApiError(error) && error.isNetworkError ? MESSAGES.networkError : MESSAGES.loadProductsFailed;
    return { product: null, related: null, reviews: null, policies: null, failure: message };
  }
  const [related, reviews, policies] = await Promise.all([
    settle(
      callEndpoint(productsEndpoints.customerList, {
        query: { childCategoryId: product.childCategoryId, limit: 9, offset: 0, sortBy: "popular" },
      }).then((page) => page.data.filter((p) => p.id !== product.id).slice(0, 8)),
      MESSAGES.loadProductsRightNowFailed,
    ),
    settle(
      callEndpoint(storesEndpoints.productReviews, { params: { productId: product.id }, query: { page: 1, limit: 5 } }),
      MESSAGES.errorOccurred,
    ),
    // The store's policies are part of the page's HTML (no skeleton waiting for the browser to ask).
    callEndpoint(storesEndpoints.storePolicies, { params: { storeId: product.storeId } }).catch(() => null),
  ]);
  return { product, related, reviews, policies, failure: null };
}

function fetchProduct(id: string) {
  return callEndpoint(productsEndpoints.customerGet, { params: { id } });
}

/** A public store page: the store (null when unknown) and one page of its products. */
export async function loadStoreProducts(storeUrl: string, filters: ProductFilters) {
  let store: Awaited<ReturnType<typeof fetchStore>> | null = null;
  try {
    store = await fetchStore(storeUrl);
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 422 || error.status === 400)) {
      return { store: null, storePage: null, products: null, filters, pageSize: STOREFRONT_PAGE_SIZE, failure: null };
    }
    const message = isApiError(error) && error.isNetworkError ? MESSAGES.networkError : MESSAGES.loadStoresFailed;
    return { store: null, storePage: null, products: null, filters, pageSize: STOREFRONT_PAGE_SIZE, failure: message };
  }
  const applied: ProductFilters = { ...filters, storeId: store.store.id };
  const products = await settle(
    callEndpoint(productsEndpoints.customerList, { query: toProductQuery(applied) }),
    MESSAGES.loadProductsFailed,
  );
  // The whole store page goes along so the store header renders on the server without a second request.
  return { store: store.store, storePage: store, products, filters: applied, pageSize: STOREFRONT_PAGE_SIZE, failure: null };
}

function fetchStore(storeUrl: string) {
  return callEndpoint(storesEndpoints.storePage, { params: { storeUrl } });
}
