import type { Category } from "@bitmarte/contracts";
import { type ChangeEvent, type ComponentPropsWithoutRef, type ReactNode, useId } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { formatNaira } from "../../lib/format";
import { Button, ButtonLink, Container, cx, EmptyState, lightClasses } from "../../ui/light";
import { ListPagination } from "../../ui/light/pagination";
import { ProductGrid } from "./product-card";
import { activeFilterCount, type CategoryPath, clearFilters, effectiveSort, hrefWith, type ProductFilters, SORT_LABELS, sortOptions } from "./product-filters";
import { SectionError } from "./section-states";
import type { CardProduct as ProductCardData, Loaded } from "./storefront-data.server";
import { IconAdjustmentsHorizontal, IconSearchOff, IconX } from "./storefront-icons";
import classes from "./storefront.module.css";

export interface ListingCrumb {
  label: string;
  to?: string;
}

export interface ProductListingProps {
  title: ReactNode;
  description?: ReactNode;
  crumbs?: ListingCrumb[];
  /** Where the list lives; filter links and the filter form point here. */
  basePath: string;
  filters: ProductFilters;
  /** Filters carried by the path (category and store pages), left out of links. */
  pathFilters?: (keyof ProductFilters)[];
  /** `countIsEstimate`: a broad search's count to two figures, shown as "about …". */
  products: Loaded<{ data: ProductCardData[]; count: number; countIsEstimate?: boolean }>;
  pageSize: number;
  /** Show the category selects (search page); category pages link to their sub-levels instead. */
  tree?: Category[];
  path?: CategoryPath;
  /** Links to narrower categories (category pages). */
  subLinks?: { label: string; to: string }[];
  showStoreFilter?: boolean;
  /** Content shown above the results, e.g. a store header. */
  header?: ReactNode;
  emptyHint?: ReactNode;
  /** 2 when the page's main heading is elsewhere (store pages). */
  titleOrder?: 1 | 2;
}

/** Drops empty fields so shared URLs stay short. */
function compactFormData(form: HTMLFormElement, drop: string[] = []): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) {
    if (typeof value === "string" && value.trim() !== "" && !drop.includes(key)) params.append(key, value.trim());
  }
  return params;
}

function useSubmitFilters(action: string) {
  const submit = useSubmit();
  return (form: HTMLFormElement | null, drop: string[] = []) => {
    if (!form) return;
    submit(compactFormData(form, drop), {
      action,
      method: "get",
      preventScrollReset: true,
    });
  };
}

function storeOptions(filters: ProductFilters, products: ProductCardData[]) {
  const seen = new Map<string, string>();
  for (const p of products) if (!seen.has(p.storeId)) seen.set(p.storeId, p.storeName);
  if (filters.storeId && !seen.has(filters.storeId)) seen.set(filters.storeId, "Selected store");
  return [...seen].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
}

interface FilterFormProps {
  idPrefix: string;
  basePath: string;
  filters: ProductFilters;
  pathFilters: (keyof ProductFilters)[];
  tree?: Category[];
  path?: CategoryPath;
  stores: { value: string; label: string }[];
  showStoreFilter: boolean;
}

/** A native select with its label above it (and an optional hint under the label). */
function SelectField({
  id,
  label,
  hint,
  options,
  className,
  ...rest
}: { id: string; label: string; hint?: string; options: { value: string; label: string }[] } & ComponentPropsWithoutRef<"select">) {
  return (
    <div className={className}>
      <label className={lightClasses.label} htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className={classes.hint} id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <select id={id} className={cx(lightClasses.input, classes.select)} aria-describedby={hint ? `${id}-hint` : undefined} {...rest}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The filters as a GET form: works without JavaScript (Apply), applies at once with it. */
function FilterForm({ idPrefix, basePath, filters, pathFilters, tree, path, stores, showStoreFilter }: FilterFormProps) {
  const submitFilters = useSubmitFilters(basePath);
  const autoApply = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>, drop: string[] = []) => {
    submitFilters(event.currentTarget.form, drop);
  };
  const hidden = (name: keyof ProductFilters, value: string | null) =>
    value && !pathFilters.includes(name) ? <input type="hidden" name={name} value={value} /> : null;

  const category = path?.category ?? null;
  const subCategory = path?.subCategory ?? null;

  return (
    <Form
      method="get"
      action={basePath}
      preventScrollReset
      aria-label="Filter products"
      className={classes.filterForm}
      onSubmit={(event) => {
        event.preventDefault();
        submitFilters(event.currentTarget);
      }}
    >
      {hidden("q", filters.q)}
      {hidden("sort", filters.sort)}
      {tree ? (
        <>
          <SelectField
            id={`${idPrefix}-category`}
            label="Category"
            name="categoryId"
            defaultValue={category?.id ?? ""}
            options={[{ value: "", label: "All categories" }, ...tree.map((c) => ({ value: c.id, label: c.name }))]}
            onChange={(e) => autoApply(e, ["subCategoryId", "childCategoryId"])}
          />
          {category && category.subCategories.length > 0 ? (
            <SelectField
              id={`${idPrefix}-sub`}
              label="Sub-category"
              name="subCategoryId"
              defaultValue={subCategory?.id ?? ""}
              options={[{ value: "", label: `All of ${category.name}` }, ...category.subCategories.map((s) => ({ value: s.id, label: s.name }))]}
              onChange={(e) => autoApply(e, ["childCategoryId"])}
            />
          ) : null}
          {subCategory && subCategory.childCategories.length > 0 ? (
            <SelectField
              id={`${idPrefix}-child`}
              label="Child category"
              name="childCategoryId"
              defaultValue={path?.childCategory?.id ?? ""}
              options={[{ value: "", label: `All of ${subCategory.name}` }, ...subCategory.childCategories.map((c) => ({ value: c.id, label: c.name }))]}
              onChange={(e) => autoApply(e)}
            />
          ) : null}
        </>
      ) : (
        <>
          {hidden("categoryId", filters.categoryId)}
          {hidden("subCategoryId", filters.subCategoryId)}
          {hidden("childCategoryId", filters.childCategoryId)}
        </>
      )}

      <fieldset className={classes.fieldset}>
        <legend className={lightClasses.label}>Price (₦)</legend>
        <div className={classes.priceInputs}>
          <input
            id={`${idPrefix}-min`}
            className={lightClasses.input}
            name="minPrice"
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            placeholder="Min"
            aria-label="Minimum price"
            defaultValue={filters.minPrice ?? ""}
          />
          <input
            id={`${idPrefix}-max`}
            className={lightClasses.input}
            name="maxPrice"
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            placeholder="Max"
            aria-label="Maximum price"
            defaultValue={filters.maxPrice ?? ""}
          />
        </div>
      </fieldset>

      <label className={lightClasses.checkbox} htmlFor={`${idPrefix}-stock`}>
        <input id={`${idPrefix}-stock`} type="checkbox" name="inStock" value="true" defaultChecked={filters.inStock} onChange={(e) => autoApply(e)} />
        In stock only
      </label>

      {showStoreFilter && !pathFilters.includes("storeId") ? (
        <SelectField
          id={`${idPrefix}-store`}
          label="Store"
          hint={stores.length > 0 ? "Stores in these results" : undefined}
          name="storeId"
          defaultValue={filters.storeId ?? ""}
          options={[{ value: "", label: "All stores" }, ...stores]}
          onChange={(e) => autoApply(e)}
        />
      ) : (
        hidden("storeId", filters.storeId)
      )}

      <Button type="submit" variant="light">
        Apply filters
      </Button>
    </Form>
  );
}

function SortForm({ basePath, filters, pathFilters }: { basePath: string; filters: ProductFilters; pathFilters: (keyof ProductFilters)[] }) {
  const submitFilters = useSubmitFilters(basePath);
  const id = useId();
  const keep: (keyof ProductFilters)[] = ["q", "categoryId", "subCategoryId", "childCategoryId", "storeId", "minPrice", "maxPrice"];
  return (
    <Form
      method="get"
      action={basePath}
      preventScrollReset
      aria-label="Sort products"
      className={classes.sortForm}
      onSubmit={(e) => {
        e.preventDefault();
        submitFilters(e.currentTarget);
      }}
    >
      {keep.map((key) => {
        const value = filters[key];
        return value !== null && value !== "" && !pathFilters.includes(key) ? <input key={key} type="hidden" name={key} value={String(value)} /> : null;
      })}
      {filters.inStock ? <input type="hidden" name="inStock" value="true" /> : null}
      <label className={lightClasses.label} htmlFor={`${id}-sort`}>
        Sort by
      </label>
      <select
        id={`${id}-sort`}
        className={cx(lightClasses.input, classes.select)}
        name="sort"
        defaultValue={effectiveSort(filters)}
        onChange={(e) => submitFilters(e.currentTarget.form)}
      >
        {sortOptions(Boolean(filters.q)).map((s) => (
          <option key={s} value={s}>
            {SORT_LABELS[s]}
          </option>
        ))}
      </select>
      <noscript>
        <Button type="submit" size="sm" variant="default">
          Sort
        </Button>
      </noscript>
    </Form>
  );
}

function ActiveFilters({
  basePath,
  filters,
  pathFilters,
  path,
  stores,
}: {
  basePath: string;
  filters: ProductFilters;
  pathFilters: (keyof ProductFilters)[];
  path?: CategoryPath;
  stores: { value: string; label: string }[];
}) {
  const chips: { label: string; to: string }[] = [];
  const link = (patch: Partial<ProductFilters>) => hrefWith(basePath, filters, patch, pathFilters);
  if (!pathFilters.includes("categoryId") && path?.category) {
    const name = path.childCategory?.name ?? path.subCategory?.name ?? path.category.name;
    chips.push({ label: name, to: link({ categoryId: null, subCategoryId: null, childCategoryId: null }) });
  }
  if (filters.minPrice !== null || filters.maxPrice !== null) {
    const label =
      filters.minPrice !== null && filters.maxPrice !== null
        ? `${formatNaira(filters.minPrice)} – ${formatNaira(filters.maxPrice)}`
        : filters.minPrice !== null
          ? `From ${formatNaira(filters.minPrice)}`
          : `Up to ${formatNaira(filters.maxPrice ?? 0)}`;
    chips.push({ label, to: link({ minPrice: null, maxPrice: null }) });
  }
  if (filters.inStock) chips.push({ label: "In stock", to: link({ inStock: false }) });
  if (filters.storeId && !pathFilters.includes("storeId")) {
    chips.push({ label: stores.find((s) => s.value === filters.storeId)?.label ?? "Store", to: link({ storeId: null }) });
  }
  if (chips.length === 0) return null;
  return (
    <ul className={classes.chips} aria-label="Active filters">
      {chips.map((chip) => (
        <li key={chip.label} className={classes.chip}>
          {chip.label}
          <Link to={chip.to} className={classes.chipRemove} aria-label={`Remove filter ${chip.label}`} preventScrollReset>
            <IconX size={14} aria-hidden />
          </Link>
        </li>
      ))}
      {chips.length > 1 ? (
        <li>
          <Link to={hrefWith(basePath, clearFilters(filters, pathFilters), {}, pathFilters)} className={classes.textLink}>
            Clear all
          </Link>
        </li>
      ) : null}
    </ul>
  );
}

/** A storefront product list: filters, sorting, results and pagination, all in the URL. */
export function ProductListing({
  title,
  description,
  crumbs,
  basePath,
  filters,
  pathFilters = [],
  products,
  pageSize,
  tree,
  path,
  subLinks,
  showStoreFilter = true,
  header,
  emptyHint,
  titleOrder = 1,
}: ProductListingProps) {
  const navigation = useNavigation();
  const uid = useId();
  const loading = navigation.state === "loading" && navigation.location?.pathname === basePath;
  const rows = products.ok ? products.data.data : [];
  const count = products.ok ? products.data.count : 0;
  const totalPages = Math.max(1, Math.ceil(count / pageSize));
  const stores = storeOptions(filters, rows);
  const formKey = JSON.stringify(filters);
  const active = activeFilterCount(filters, pathFilters);
  const formProps = {
    basePath,
    filters,
    pathFilters,
    tree,
    path,
    stores,
    showStoreFilter,
  };
  const first = count === 0 ? 0 : (filters.page - 1) * pageSize + 1;
  const last = Math.min(count, filters.page * pageSize);
  const TitleTag = titleOrder === 1 ? "h1" : "h2";

  return (
    <Container className={cx(classes.page, classes.stack)}>
      {crumbs && crumbs.length > 0 ? (
        <nav aria-label="Breadcrumb" className={classes.crumbs}>
          <ol>
            {crumbs.map((c) => (
              <li key={c.label}>{c.to ? <Link to={c.to}>{c.label}</Link> : <span aria-current="page">{c.label}</span>}</li>
            ))}
          </ol>
        </nav>
      ) : null}
      {header}
      <div className={classes.titleBlock}>
        <TitleTag className={classes.listingTitle} data-order={titleOrder}>
          {title}
        </TitleTag>
        {description}
      </div>
      {subLinks && subLinks.length > 0 ? (
        <nav aria-label="Narrow by category" className={classes.subLinks}>
          {subLinks.map((s) => (
            <ButtonLink key={s.to} to={s.to} variant="default" size="xs" className={classes.pill}>
              {s.label}
            </ButtonLink>
          ))}
        </nav>
      ) : null}

      <div className={classes.listingBody}>
        <aside className={classes.sidebar} aria-label="Filters">
          <FilterForm key={formKey} idPrefix={`${uid}-side`} {...formProps} />
        </aside>

        <div className={classes.results}>
          <details className={classes.filtersToggle}>
            <summary>
              <IconAdjustmentsHorizontal size={18} aria-hidden />
              Filters{active > 0 ? ` (${active})` : ""}
            </summary>
            <FilterForm key={formKey} idPrefix={`${uid}-top`} {...formProps} />
          </details>

          <div className={classes.toolbar}>
            <p className={classes.dimmed} role="status" data-testid="result-count">
              {!products.ok
                ? ""
                : count === 0
                  ? "No products"
                  : `${rows.length === 0 ? "" : `${first.toLocaleString("en-NG")}–${last.toLocaleString("en-NG")} of `}${products.data.countIsEstimate ? "about " : ""}${count.toLocaleString("en-NG")} products`}
            </p>
            <SortForm key={formKey} basePath={basePath} filters={filters} pathFilters={pathFilters} />
          </div>
          <ActiveFilters basePath={basePath} filters={filters} pathFilters={pathFilters} path={path} stores={stores} />

          <div className={classes.busy} aria-busy={loading || undefined}>
            {!products.ok ? (
              <SectionError message={products.message} />
            ) : rows.length === 0 ? (
              <EmptyState
                icon={<IconSearchOff size={28} stroke={1.6} />}
                title={filters.page > 1 && count > 0 ? "This page is past the end of the list" : "No products match"}
                description={emptyHint ?? (active > 0 ? "Try removing a filter or widening the price range." : "Try another word or browse the categories.")}
                action={
                  active > 0 || filters.page > 1 ? (
                    <ButtonLink to={hrefWith(basePath, clearFilters(filters, pathFilters), {}, pathFilters)} variant="light">
                      Show all results
                    </ButtonLink>
                  ) : (
                    <ButtonLink to="/" variant="light">
                      Back to the home page
                    </ButtonLink>
                  )
                }
              />
            ) : (
              <ProductGrid products={rows} label="Products" headingLevel={2} />
            )}
          </div>

          <ListPagination
            page={filters.page}
            totalPages={products.ok ? totalPages : 1}
            hrefFor={(page) => hrefWith(basePath, filters, { page }, pathFilters)}
          />
        </div>
      </div>
    </Container>
  );
}
