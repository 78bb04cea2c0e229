import type { Category, ProductCard as ProductCardData } from "@bitmarte/contracts";
import { Anchor, Box, Breadcrumbs, Button, Checkbox, CloseButton, Container, Group, NativeSelect, Pill, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconAdjustmentsHorizontal, IconSearchOff } from "@tabler/icons-react";
import { type FormEvent, type ReactNode, useId } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { formatNaira } from "../../lib/format";
import { EmptyState } from "../../ui/empty-state";
import { LinkPagination } from "../../ui/link-pagination";
import { ProductGrid } from "./product-card";
import {
  activeFilterCount,
  type CategoryPath,
  clearFilters,
  effectiveSort,
  hrefWith,
  type ProductFilters,
  SORT_LABELS,
  sortOptions,
} from "./product-filters";
import { SectionError } from "./section-states";
import type { Loaded } from "./storefront-data.server";
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
  products: Loaded<{ data: ProductCardData[]; count: number }>;
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
    submit(compactFormData(form, drop), { action, method: "get", preventScrollReset: true });
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

/** The filters as a GET form: works without JavaScript (Apply), applies at once with it. */
function FilterForm({ idPrefix, basePath, filters, pathFilters, tree, path, stores, showStoreFilter }: FilterFormProps) {
  const submitFilters = useSubmitFilters(basePath);
  const autoApply = (event: FormEvent<HTMLElement>, drop: string[] = []) => {
    const form = (event.currentTarget as HTMLInputElement | HTMLSelectElement).form;
    submitFilters(form, drop);
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
      onSubmit={(event) => {
        event.preventDefault();
        submitFilters(event.currentTarget);
      }}
    >
      {hidden("q", filters.q)}
      {hidden("sort", filters.sort)}
      <Stack gap="md">
        {tree ? (
          <>
            <NativeSelect
              id={`${idPrefix}-category`}
              label="Category"
              name="categoryId"
              defaultValue={category?.id ?? ""}
              data={[{ value: "", label: "All categories" }, ...tree.map((c) => ({ value: c.id, label: c.name }))]}
              onChange={(e) => autoApply(e, ["subCategoryId", "childCategoryId"])}
            />
            {category && category.subCategories.length > 0 ? (
              <NativeSelect
                id={`${idPrefix}-sub`}
                label="Sub-category"
                name="subCategoryId"
                defaultValue={subCategory?.id ?? ""}
                data={[{ value: "", label: `All of ${category.name}` }, ...category.subCategories.map((s) => ({ value: s.id, label: s.name }))]}
                onChange={(e) => autoApply(e, ["childCategoryId"])}
              />
            ) : null}
            {subCategory && subCategory.childCategories.length > 0 ? (
              <NativeSelect
                id={`${idPrefix}-child`}
                label="Child category"
                name="childCategoryId"
                defaultValue={path?.childCategory?.id ?? ""}
                data={[{ value: "", label: `All of ${subCategory.name}` }, ...subCategory.childCategories.map((c) => ({ value: c.id, label: c.name }))]}
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

        <Box>
          <Text component="span" size="sm" fw={500} id={`${idPrefix}-price`}>
            Price (₦)
          </Text>
          <Group gap="xs" grow wrap="nowrap" mt={4} role="group" aria-labelledby={`${idPrefix}-price`}>
            <TextInput
              id={`${idPrefix}-min`}
              name="minPrice"
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              placeholder="Min"
              aria-label="Minimum price"
              defaultValue={filters.minPrice ?? ""}
              size="sm"
            />
            <TextInput
              id={`${idPrefix}-max`}
              name="maxPrice"
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              placeholder="Max"
              aria-label="Maximum price"
              defaultValue={filters.maxPrice ?? ""}
              size="sm"
            />
          </Group>
        </Box>

        <Checkbox
          id={`${idPrefix}-stock`}
          name="inStock"
          value="true"
          label="In stock only"
          defaultChecked={filters.inStock}
          onChange={(e) => autoApply(e)}
        />

        {showStoreFilter && !pathFilters.includes("storeId") ? (
          <NativeSelect
            id={`${idPrefix}-store`}
            label="Store"
            description={stores.length > 0 ? "Stores in these results" : undefined}
            name="storeId"
            defaultValue={filters.storeId ?? ""}
            data={[{ value: "", label: "All stores" }, ...stores]}
            onChange={(e) => autoApply(e)}
          />
        ) : (
          hidden("storeId", filters.storeId)
        )}

        <Button type="submit" variant="light">
          Apply filters
        </Button>
      </Stack>
    </Form>
  );
}

function SortForm({ basePath, filters, pathFilters }: { basePath: string; filters: ProductFilters; pathFilters: (keyof ProductFilters)[] }) {
  const submitFilters = useSubmitFilters(basePath);
  const keep: (keyof ProductFilters)[] = ["q", "categoryId", "subCategoryId", "childCategoryId", "storeId", "minPrice", "maxPrice"];
  return (
    <Form method="get" action={basePath} preventScrollReset aria-label="Sort products" onSubmit={(e) => { e.preventDefault(); submitFilters(e.currentTarget); }}>
      {keep.map((key) => {
        const value = filters[key];
        return value !== null && value !== "" && !pathFilters.includes(key) ? <input key={key} type="hidden" name={key} value={String(value)} /> : null;
      })}
      {filters.inStock ? <input type="hidden" name="inStock" value="true" /> : null}
      <Group gap={6} wrap="nowrap">
        <NativeSelect
          label="Sort by"
          name="sort"
          size="sm"
          defaultValue={effectiveSort(filters)}
          data={sortOptions(Boolean(filters.q)).map((s) => ({ value: s, label: SORT_LABELS[s] }))}
          onChange={(e) => submitFilters(e.currentTarget.form)}
          styles={{ root: { display: "flex", alignItems: "center", gap: 8 }, label: { whiteSpace: "nowrap" } }}
        />
        <noscript>
          <Button type="submit" size="sm" variant="default">
            Sort
          </Button>
        </noscript>
      </Group>
    </Form>
  );
}

function ActiveFilters({ basePath, filters, pathFilters, path, stores }: { basePath: string; filters: ProductFilters; pathFilters: (keyof ProductFilters)[]; path?: CategoryPath; stores: { value: string; label: string }[] }) {
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
    <Group gap={6} wrap="wrap" aria-label="Active filters">
      {chips.map((chip) => (
        <Pill key={chip.label} size="md" withRemoveButton={false} style={{ paddingRight: 2 }}>
          <Group gap={2} wrap="nowrap">
            <span>{chip.label}</span>
            <CloseButton component={Link} to={chip.to} size="xs" aria-label={`Remove filter ${chip.label}`} preventScrollReset />
          </Group>
        </Pill>
      ))}
      {chips.length > 1 ? (
        <Anchor component={Link} to={hrefWith(basePath, clearFilters(filters, pathFilters), {}, pathFilters)} size="sm">
          Clear all
        </Anchor>
      ) : null}
    </Group>
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
  const formProps = { basePath, filters, pathFilters, tree, path, stores, showStoreFilter };
  const first = count === 0 ? 0 : (filters.page - 1) * pageSize + 1;
  const last = Math.min(count, filters.page * pageSize);

  return (
    <Container size="lg" py={{ base: "md", sm: "lg" }}>
      <Stack gap="md">
        {crumbs && crumbs.length > 0 ? (
          <Breadcrumbs separatorMargin={6} aria-label="Breadcrumb" fz="sm" style={{ flexWrap: "wrap" }}>
            {crumbs.map((c) =>
              c.to ? (
                <Anchor key={c.label} component={Link} to={c.to} size="sm" c="dimmed" className="bm-crumb">
                  {c.label}
                </Anchor>
              ) : (
                <Text key={c.label} size="sm" aria-current="page">
                  {c.label}
                </Text>
              ),
            )}
          </Breadcrumbs>
        ) : null}
        {header}
        <Stack gap={4}>
          <Title order={titleOrder} fz={titleOrder === 1 ? { base: 22, sm: 28 } : { base: 19, sm: 22 }} lh={1.2}>
            {title}
          </Title>
          {description}
        </Stack>
        {subLinks && subLinks.length > 0 ? (
          <Group gap={8} wrap="wrap" component="nav" aria-label="Narrow by category">
            {subLinks.map((s) => (
              <Button key={s.to} component={Link} to={s.to} variant="default" size="xs" radius="xl">
                {s.label}
              </Button>
            ))}
          </Group>
        ) : null}

        <Group align="flex-start" gap="xl" wrap="nowrap">
          <Box component="aside" w={240} visibleFrom="md" style={{ flexShrink: 0 }} aria-label="Filters">
            <FilterForm key={formKey} idPrefix={`${uid}-side`} {...formProps} />
          </Box>

          <Stack gap="md" style={{ flex: 1, minWidth: 0 }}>
            <Box hiddenFrom="md">
              <details className={classes.filtersToggle}>
                <summary>
                  <Group
                    component="span"
                    gap={6}
                    px="md"
                    py={8}
                    style={{ border: "1px solid var(--mantine-color-gray-3)", borderRadius: "var(--mantine-radius-md)", display: "inline-flex" }}
                  >
                    <IconAdjustmentsHorizontal size={18} aria-hidden />
                    <Text component="span" size="sm" fw={600}>
                      Filters{active > 0 ? ` (${active})` : ""}
                    </Text>
                  </Group>
                </summary>
                <Box pt="md" pb="xs">
                  <FilterForm key={formKey} idPrefix={`${uid}-top`} {...formProps} />
                </Box>
              </details>
            </Box>

            <Group justify="space-between" align="center" gap="sm" wrap="wrap">
              <Text size="sm" c="dimmed" role="status" data-testid="result-count">
                {!products.ok
                  ? ""
                  : count === 0
                    ? "No products"
                    : rows.length === 0
                      ? `${count.toLocaleString("en-NG")} products`
                      : `${first.toLocaleString("en-NG")}–${last.toLocaleString("en-NG")} of ${count.toLocaleString("en-NG")} products`}
              </Text>
              <SortForm key={formKey} basePath={basePath} filters={filters} pathFilters={pathFilters} />
            </Group>
            <ActiveFilters basePath={basePath} filters={filters} pathFilters={pathFilters} path={path} stores={stores} />

            <Box aria-busy={loading || undefined} style={{ opacity: loading ? 0.55 : 1, transition: "opacity 120ms ease" }}>
              {!products.ok ? (
                <SectionError message={products.message} />
              ) : rows.length === 0 ? (
                <EmptyState
                  icon={<IconSearchOff size={28} stroke={1.6} />}
                  title={filters.page > 1 && count > 0 ? "This page is past the end of the list" : "No products match"}
                  description={emptyHint ?? (active > 0 ? "Try removing a filter or widening the price range." : "Try another word or browse the categories.")}
                  action={
                    active > 0 || filters.page > 1 ? (
                      <Button component={Link} to={hrefWith(basePath, clearFilters(filters, pathFilters), {}, pathFilters)} variant="light">
                        Show all results
                      </Button>
                    ) : (
                      <Button component={Link} to="/" variant="light">
                        Back to the home page
                      </Button>
                    )
                  }
                />
              ) : (
                <ProductGrid products={rows} label="Products" headingLevel={2} />
              )}
            </Box>

            <LinkPagination page={filters.page} totalPages={products.ok ? totalPages : 1} hrefFor={(page) => hrefWith(basePath, filters, { page }, pathFilters)} />
          </Stack>
        </Group>
      </Stack>
    </Container>
  );
}
