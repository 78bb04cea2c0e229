import type { ProductCard as ProductCardData, PublicProduct, ReviewPageSchema } from "@bitmarte/contracts";
import {
  Anchor,
  Avatar,
  Badge,
  Box,
  Breadcrumbs,
  Button,
  Chip,
  Container,
  Grid,
  Group,
  NumberInput,
  Paper,
  Rating,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { IconInfoCircle, IconMessageCircle, IconRosetteDiscountCheck, IconShoppingCartPlus } from "@tabler/icons-react";
import { type ReactNode, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import type { z } from "zod";
import { formatDate } from "../../lib/format";
import { EmptyState } from "../../ui/empty-state";
import { PriceLine, ProductRail } from "./product-card";
import {
  dropSoldOut,
  type OptionField,
  type OptionSelection,
  optionGroups,
  priceAfterDiscount,
  selectedVariant,
  stockFor,
} from "./product-options";
import { SectionError, StoreSection } from "./section-states";
import type { Loaded } from "./storefront-data.server";
import classes from "./storefront.module.css";

type ReviewPage = z.infer<typeof ReviewPageSchema>;

const GALLERY_SIZE = 800;

function Gallery({ images, name }: { images: string[]; name: string }) {
  const listRef = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  if (images.length === 0) {
    return <Box className={classes.galleryImage} bg="gray.1" style={{ borderRadius: "var(--mantine-radius-lg)" }} aria-hidden />;
  }
  const show = (index: number) => {
    const list = listRef.current;
    if (list) list.scrollTo({ left: index * list.clientWidth, behavior: "smooth" });
    setCurrent(index);
  };
  return (
    <Stack gap="xs">
      <ul
        className={classes.gallery}
        ref={listRef}
        aria-label={`Images of ${name}`}
        onScroll={() => {
          const list = listRef.current;
          if (list && list.clientWidth > 0) setCurrent(Math.round(list.scrollLeft / list.clientWidth));
        }}
        data-testid="product-gallery"
      >
        {images.map((src, i) => (
          <li key={src}>
            <img
              className={classes.galleryImage}
              src={src}
              alt={i === 0 ? name : `${name}, image ${i + 1}`}
              width={GALLERY_SIZE}
              height={GALLERY_SIZE}
              loading={i === 0 ? "eager" : "lazy"}
              fetchPriority={i === 0 ? "high" : undefined}
              decoding="async"
            />
          </li>
        ))}
      </ul>
      {images.length > 1 ? (
        <ul className={classes.thumbs} aria-label="Choose an image">
          {images.map((src, i) => (
            <li key={src}>
              <button type="button" className={classes.thumb} onClick={() => show(i)} aria-current={i === current ? "true" : undefined} aria-label={`Show image ${i + 1} of ${images.length}`}>
                <img src={src} alt="" width={64} height={64} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </Stack>
  );
}

function initialSelection(product: PublicProduct): OptionSelection {
  const groups = optionGroups(product.variantProperties, product.variant, {}, product.contSalesOutOfStock);
  const selection: OptionSelection = {};
  for (const g of groups) {
    const open = g.choices.filter((c) => !c.soldOut);
    if (open.length === 1 && g.choices.length === 1) selection[g.field] = open[0].value;
  }
  return selection;
}

function StockNote({ available, allowBackorder, lowAt = 5 }: { available: number; allowBackorder: boolean; lowAt?: number }) {
  if (available <= 0) {
    return allowBackorder ? (
      <Text size="sm" c="orange.8" fw={600}>
        Out of stock — the store takes backorders
      </Text>
    ) : (
      <Text size="sm" c="red.7" fw={600}>
        Sold out
      </Text>
    );
  }
  if (available <= lowAt) {
    return (
      <Text size="sm" c="orange.8" fw={600}>
        Only {available} left
      </Text>
    );
  }
  return (
    <Text size="sm" c="brand.8" fw={600}>
      In stock
    </Text>
  );
}

export interface AddToCartSlotProps {
  productId: string;
  variantId?: string;
  quantity: number;
  /** Options still to choose, or nothing left to sell. */
  disabled: boolean;
}

function PurchasePanel({ product, addToCart }: { product: PublicProduct; addToCart?: (props: AddToCartSlotProps) => ReactNode }) {
  const [selection, setSelection] = useState<OptionSelection>(() => initialSelection(product));
  const [quantity, setQuantity] = useState<number | string>(1);
  const backorder = product.contSalesOutOfStock;
  const groups = useMemo(() => optionGroups(product.variantProperties, product.variant, selection, backorder), [product, selection, backorder]);
  const hasOptions = groups.length > 0 && product.variant.length > 0;
  const variant = hasOptions ? selectedVariant(groups, product.variant, selection) : null;
  const available = hasOptions ? (variant ? Math.max(0, variant.quantity) : stockFor(product.variant, selection)) : Math.max(0, product.quantity);
  const price = variant ? priceAfterDiscount(product.pricing.sellingPrice, variant.discount) : product.pricing.sellingPrice;
  const listPrice = Math.max(product.pricing.price, product.pricing.sellingPrice);
  const missing = hasOptions ? groups.filter((g) => !selection[g.field]).map((g) => g.label.toLowerCase()) : [];
  const maxQuantity = backorder ? 99 : Math.max(1, Math.min(99, available));
  const soldOut = available <= 0 && !backorder;
  const wholeQuantity = typeof quantity === "number" ? quantity : Number.parseInt(quantity, 10) || 0;

  const choose = (field: OptionField, value: string) => {
    setSelection((current) => {
      const next = { ...current, [field]: current[field] === value ? undefined : value };
      return dropSoldOut(optionGroups(product.variantProperties, product.variant, next, backorder), next);
    });
  };

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <PriceLine price={price} listPrice={listPrice} size="lg" />
        <StockNote available={available} allowBackorder={backorder} />
      </Stack>

      {hasOptions
        ? groups.map((group) => (
            <Stack key={group.field} gap={6} role="radiogroup" aria-labelledby={`option-${group.field}`}>
              <Text id={`option-${group.field}`} size="sm" fw={600}>
                {group.label}
                {selection[group.field] ? (
                  <Text component="span" c="dimmed" fw={400}>
                    : {selection[group.field]}
                  </Text>
                ) : null}
              </Text>
              <Group gap={8}>
                {group.choices.map((choice) => {
                  const checked = (selection[group.field] ?? "").toLowerCase() === choice.value.toLowerCase();
                  return (
                    <Chip
                      key={choice.value}
                      type="radio"
                      checked={checked}
                      onChange={() => choose(group.field, choice.value)}
                      disabled={choice.soldOut}
                      variant="outline"
                      aria-label={choice.soldOut ? `${choice.value} (sold out)` : `${choice.value}, ${choice.quantity} in stock`}
                      styles={choice.soldOut ? { label: { textDecoration: "line-through" } } : undefined}
                    >
                      {choice.value}
                    </Chip>
                  );
                })}
              </Group>
            </Stack>
          ))
        : null}

      <Group align="flex-end" gap="sm" wrap="nowrap">
        <NumberInput
          label="Quantity"
          value={quantity}
          onChange={setQuantity}
          min={1}
          max={maxQuantity}
          clampBehavior="strict"
          allowDecimal={false}
          allowNegative={false}
          w={110}
          disabled={soldOut}
        />
        <Box style={{ flex: 1 }}>
          {addToCart ? (
            addToCart({ productId: product.id, variantId: variant?.id, quantity: wholeQuantity, disabled: soldOut || missing.length > 0 })
          ) : (
            <Button size="md" fullWidth leftSection={<IconShoppingCartPlus size={18} />} disabled aria-describedby="cart-note">
              Add to cart
            </Button>
          )}
        </Box>
      </Group>
      {missing.length > 0 || !addToCart ? (
        <Text id="cart-note" size="xs" c="dimmed">
          {missing.length > 0 ? `Choose a ${missing.join(" and ")}.` : ""}
          {addToCart ? "" : `${missing.length > 0 ? " " : ""}Cart opens soon.`}
        </Text>
      ) : null}
    </Stack>
  );
}

function Specifications({ product }: { product: PublicProduct }) {
  const rows: [string, string][] = [];
  if (product.sku) rows.push(["SKU", product.sku]);
  if (!product.IsDigitalProduct) {
    rows.push(["Weight", `${product.weight} ${product.weightUnit}`]);
    if (product.dimensions) {
      const d = product.dimensions;
      rows.push(["Dimensions (L × W × H)", `${d.length} × ${d.width} × ${d.height} ${product.dimensionUnit}`]);
    }
  } else {
    rows.push(["Type", "Digital product"]);
  }
  rows.push(["Category", [product.category, product.subCategory, product.childCategory].join(" › ")]);
  return (
    <Table variant="vertical" withTableBorder layout="fixed" fz="sm">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w="40%">{label}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Reviews({ product, reviews }: { product: PublicProduct; reviews: Loaded<ReviewPage> | null }) {
  const rows = reviews?.ok ? reviews.data.rows : [];
  if (product.reviewCount === 0 || product.averageRating === null) {
    return (
      <EmptyState
        icon={<IconMessageCircle size={28} stroke={1.6} />}
        title="No reviews yet"
        description="Customers who buy this product can review it after delivery."
      />
    );
  }
  return (
    <Stack gap="md">
      <Group gap="md" align="center">
        <Text fz={40} fw={700} lh={1}>
          {product.averageRating.toFixed(1)}
        </Text>
        <Stack gap={2}>
          <Rating value={product.averageRating} fractions={10} readOnly aria-label={`${product.averageRating.toFixed(1)} out of 5`} />
          <Text size="sm" c="dimmed" className="bm-crumb">
            {product.reviewCount} {product.reviewCount === 1 ? "review" : "reviews"}
          </Text>
        </Stack>
      </Group>
      {reviews && !reviews.ok ? <SectionError message={reviews.message} /> : null}
      {rows.length > 0 ? (
        <Stack gap="sm">
          {rows.map((r) => (
            <Paper key={r.id} withBorder p="md" radius="md">
              <Group justify="space-between" gap="xs">
                <Group gap="xs">
                  <Rating value={r.rating} readOnly size="xs" aria-label={`${r.rating} out of 5`} />
                  <Text size="sm" fw={600}>
                    {r.customerName}
                  </Text>
                </Group>
                <Text size="xs" c="dimmed">
                  {formatDate(r.createdAt)}
                </Text>
              </Group>
              <Text size="sm" mt={6}>
                {r.comment}
              </Text>
            </Paper>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

export interface ProductDetailProps {
  product: PublicProduct;
  related: Loaded<ProductCardData[]> | null;
  reviews: Loaded<ReviewPage> | null;
  /** The store's follow button (from the stores feature). */
  followButton?: ReactNode;
  /** The store's policies (from the stores feature). */
  policies?: ReactNode;
  /** The cart's add button; without it the button shows disabled with a note. */
  addToCart?: (props: AddToCartSlotProps) => ReactNode;
  /** The reviews section (from the reviews feature); without it a short list of the first reviews. */
  reviewsSection?: ReactNode;
}

/** The product page: gallery, options with stock, price, quantity, store, details and reviews. */
export function ProductDetail({ product, related, reviews, followButton, policies, addToCart, reviewsSection }: ProductDetailProps) {
  const categoryBase = `/category/${product.categoryId}`;
  return (
    <Container size="lg" py={{ base: "md", sm: "lg" }}>
      <Stack gap={40}>
        <Stack gap="md">
          <Breadcrumbs separatorMargin={6} aria-label="Breadcrumb" style={{ flexWrap: "wrap" }}>
            <Anchor component={Link} to="/" size="sm" c="dimmed" className="bm-crumb">
              Home
            </Anchor>
            <Anchor component={Link} to={categoryBase} size="sm" c="dimmed" className="bm-crumb">
              {product.category}
            </Anchor>
            <Anchor component={Link} to={`${categoryBase}/${product.subCategoryId}`} size="sm" c="dimmed" className="bm-crumb">
              {product.subCategory}
            </Anchor>
            <Anchor component={Link} to={`${categoryBase}/${product.subCategoryId}/${product.childCategoryId}`} size="sm" c="dimmed" className="bm-crumb">
              {product.childCategory}
            </Anchor>
          </Breadcrumbs>

          <Grid gap={{ base: "md", md: 40 }}>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Gallery images={product.hostedImages} name={product.name} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Stack gap="md">
                <Stack gap={6}>
                  <Title order={1} fz={{ base: 22, sm: 28 }} lh={1.25}>
                    {product.name}
                  </Title>
                  <Group gap="sm" wrap="wrap">
                    {product.reviewCount > 0 && product.averageRating !== null ? (
                      <Anchor href="#reviews" size="sm" c="dimmed" className="bm-crumb">
                        <Group gap={4} component="span">
                          <Rating value={product.averageRating} fractions={10} readOnly size="xs" aria-hidden />
                          {product.averageRating.toFixed(1)} · {product.reviewCount} {product.reviewCount === 1 ? "review" : "reviews"}
                        </Group>
                      </Anchor>
                    ) : (
                      <Text size="sm" c="dimmed" className="bm-crumb">
                        No reviews yet
                      </Text>
                    )}
                    <Text size="sm" c="dimmed" className="bm-crumb">
                      Sold by{" "}
                      <Anchor component={Link} to={`/storefront/${product.storeUrl}`} size="sm">
                        {product.storeName}
                      </Anchor>
                    </Text>
                  </Group>
                </Stack>
                <PurchasePanel product={product} addToCart={addToCart} />
                <Paper withBorder radius="lg" p="md" component="section" aria-label="Store">
                  <Group justify="space-between" wrap="wrap" gap="sm">
                    <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                      <Avatar src={product.storeLogo} alt="" radius="md" size={48} color="brand">
                        {product.storeName.slice(0, 1)}
                      </Avatar>
                      <Stack gap={2} style={{ minWidth: 0 }}>
                        <Anchor component={Link} to={`/storefront/${product.storeUrl}`} fw={700} c="dark" truncate>
                          {product.storeName}
                        </Anchor>
                        {product.isOfficialOutlet ? (
                          <Badge variant="light" size="sm" radius="sm" tt="none" leftSection={<IconRosetteDiscountCheck size={12} />}>
                            Official store
                          </Badge>
                        ) : (
                          <Text size="xs" c="dimmed">
                            Approved Bitmarte store
                          </Text>
                        )}
                      </Stack>
                    </Group>
                    <Group gap="xs">
                      {followButton}
                      <Button component={Link} to={`/storefront/${product.storeUrl}`} variant="default" size="sm">
                        Visit store
                      </Button>
                    </Group>
                  </Group>
                </Paper>
              </Stack>
            </Grid.Col>
          </Grid>
        </Stack>

        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={40}>
          <StoreSection id="product-description" title="Description">
            <Text size="sm" style={{ whiteSpace: "pre-line" }}>
              {product.description}
            </Text>
          </StoreSection>
          <StoreSection id="product-details" title="Details">
            <Specifications product={product} />
          </StoreSection>
        </SimpleGrid>

        {policies ? (
          <StoreSection id="product-policies" title="Store policies">
            {policies}
          </StoreSection>
        ) : null}

        <Box id="reviews">
          <StoreSection id="product-reviews" title="Reviews">
            {reviewsSection ?? <Reviews product={product} reviews={reviews} />}
          </StoreSection>
        </Box>

        {related?.ok && related.data.length > 0 ? (
          <StoreSection id="product-related" title="More like this" seeAll={{ to: `${categoryBase}/${product.subCategoryId}/${product.childCategoryId}`, label: `All ${product.childCategory}` }}>
            <ProductRail products={related.data} label="More like this" />
          </StoreSection>
        ) : null}
      </Stack>
    </Container>
  );
}

/** The product is not (or no longer) on sale: approved products of live stores only. */
export function ProductUnavailable({ failure }: { failure: string | null }) {
  return (
    <Container size="sm" py={48}>
      {failure ? (
        <SectionError message={failure} />
      ) : (
        <EmptyState
          icon={<IconInfoCircle size={28} stroke={1.6} />}
          title="This product is not available"
          description="It may have been removed or be waiting for review. Have a look at similar products instead."
          action={
            <Button component={Link} to="/search" variant="light">
              Browse products
            </Button>
          }
        />
      )}
    </Container>
  );
}

