import type { ReactNode } from "react";
import { imageAtWidth } from "../../lib/image-srcset";
import { Badge, ButtonLink, Container, cx, EmptyState } from "../../ui/light";
import { ProductListing } from "./product-listing";
import { SectionError } from "./section-states";
import { IconCategory, IconRosetteDiscountCheck } from "./storefront-icons";
import classes from "./storefront.module.css";
import type { loadProductList, loadStoreProducts } from "./storefront-data.server";

type ProductListData = Awaited<ReturnType<typeof loadProductList>>;
type StoreProductsData = Awaited<ReturnType<typeof loadStoreProducts>>;

/** `/search?q=…`: every visible product matching the words (spelling mistakes allowed), with filters. */
export function SearchPage({ data }: { data: ProductListData }) {
  const { filters, path } = data;
  const categoryName = path.childCategory?.name ?? path.subCategory?.name ?? path.category?.name;
  return (
    <ProductListing
      title={filters.q ? `Results for “${filters.q}”` : (categoryName ?? "All products")}
      description={
        filters.q ? (
          <p className={classes.dimmed} data-testid="search-correction">
            {data.products.ok && data.products.data.correctedQuery
              ? `Showing results for “${data.products.data.correctedQuery}”`
              : "Closest matches first; close spellings count too."}
          </p>
        ) : null
      }
      crumbs={[{ label: "Home", to: "/" }, { label: filters.q ? "Search" : "All products" }]}
      basePath="/search"
      filters={filters}
      products={data.products}
      pageSize={data.pageSize}
      tree={data.tree.length > 0 ? data.tree : undefined}
      path={data.path}
      emptyHint={filters.q ? "Check the spelling, use fewer words, or remove a filter." : undefined}
    />
  );
}

export function categoryHref(ids: { categoryId: string; subCategoryId?: string | null; childCategoryId?: string | null }): string {
  return ["/category", ids.categoryId, ids.subCategoryId, ids.subCategoryId ? ids.childCategoryId : null].filter(Boolean).join("/");
}

/** `/category/:categoryId[/:subCategoryId[/:childCategoryId]]`: one level of the catalogue. */
export function CategoryPage({ data }: { data: ProductListData }) {
  const { path, filters } = data;
  const category = path.category;
  if (!category) return <CategoryNotFound />;
  const sub = path.subCategory;
  const child = path.childCategory;
  const basePath = categoryHref({ categoryId: category.id, subCategoryId: sub?.id, childCategoryId: child?.id });
  const crumbs: { label: string; to?: string }[] = [{ label: "Home", to: "/" }];
  crumbs.push(sub ? { label: category.name, to: categoryHref({ categoryId: category.id }) } : { label: category.name });
  if (sub) crumbs.push(child ? { label: sub.name, to: categoryHref({ categoryId: category.id, subCategoryId: sub.id }) } : { label: sub.name });
  if (child) crumbs.push({ label: child.name });

  const subLinks = child
    ? []
    : sub
      ? sub.childCategories.map((c) => ({ label: c.name, to: categoryHref({ categoryId: category.id, subCategoryId: sub.id, childCategoryId: c.id }) }))
      : category.subCategories.map((s) => ({ label: s.name, to: categoryHref({ categoryId: category.id, subCategoryId: s.id }) }));

  return (
    <ProductListing
      title={child?.name ?? sub?.name ?? category.name}
      crumbs={crumbs}
      basePath={basePath}
      filters={filters}
      pathFilters={["categoryId", "subCategoryId", "childCategoryId"]}
      products={data.products}
      pageSize={data.pageSize}
      path={path}
      subLinks={subLinks}
    />
  );
}

export function CategoryNotFound({ failure }: { failure?: string | null }) {
  return (
    <Container>
      <div className={classes.narrow}>
        {failure ? (
          <SectionError message={failure} />
        ) : (
          <EmptyState
            icon={<IconCategory size={28} stroke={1.6} />}
            title="This category does not exist"
            description="It may have been renamed or removed."
            action={
              <ButtonLink to="/search" variant="light">
                Browse all products
              </ButtonLink>
            }
          />
        )}
      </div>
    </Container>
  );
}

/** A simple store heading, used when no richer store header is given. */
function BasicStoreHeader({ store }: { store: NonNullable<StoreProductsData["store"]> }) {
  return (
    <div className={classes.outletName}>
      <span className={classes.avatar} data-size="lg">
        {store.logo ? <img src={imageAtWidth(store.logo, 128)} alt="" width={64} height={64} /> : store.storeName.slice(0, 1)}
      </span>
      <div className={cx(classes.titleBlock, classes.storeHeading)}>
        <p className={classes.storeName}>{store.storeName}</p>
        {store.isOfficialOutlet ? (
          <Badge className={classes.officialBadge}>
            <IconRosetteDiscountCheck size={12} aria-hidden />
            Official store
          </Badge>
        ) : null}
      </div>
    </div>
  );
}

/** `/storefront/:storeUrl`: a store's header and its products, with sorting and paging. */
export function StoreProductsPage({ data, header }: { data: StoreProductsData; header?: ReactNode }) {
  const { store } = data;
  if (!store || !data.products) {
    return (
      <Container>
        <div className={classes.narrow}>
          {data.failure ? (
            <SectionError message={data.failure} />
          ) : (
            <EmptyState
              title="This store does not exist"
              description="Check the address, or find the store's products through search."
              action={
                <ButtonLink to="/search" variant="light">
                  Browse products
                </ButtonLink>
              }
            />
          )}
        </div>
      </Container>
    );
  }
  return (
    <ProductListing
      header={header ?? <BasicStoreHeader store={store} />}
      title={`Products from ${store.storeName}`}
      titleOrder={header ? 2 : 1}
      crumbs={[{ label: "Home", to: "/" }, { label: store.storeName }]}
      basePath={`/storefront/${store.storeUrl}`}
      filters={data.filters}
      pathFilters={["storeId"]}
      products={data.products}
      pageSize={data.pageSize}
      showStoreFilter={false}
      emptyHint="This store has no products matching these filters."
    />
  );
}
