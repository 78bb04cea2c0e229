import type { ProductCard as ProductCardData } from "@bitmarte/contracts";
import { Badge, Group, Text, VisuallyHidden } from "@mantine/core";
import { IconStarFilled } from "@tabler/icons-react";
import { Link } from "react-router";
import { formatNaira } from "../../lib/format";
import { savingPercent } from "./product-options";
import classes from "./storefront.module.css";

/** Product images are square; this is the size they are drawn at in cards (the browser scales them). */
const CARD_IMAGE_SIZE = 320;

export function PriceLine({ price, listPrice, size = "md" }: { price: number; listPrice: number; size?: "md" | "lg" }) {
  const saving = savingPercent(listPrice, price);
  return (
    <Group gap={6} wrap="wrap" align="baseline">
      <Text fw={700} fz={size === "lg" ? 28 : "md"} c="dark.9" style={{ fontVariantNumeric: "tabular-nums" }} data-testid="price">
        {formatNaira(price)}
      </Text>
      {saving > 0 ? (
        <>
          <Text component="s" c="dimmed" fz={size === "lg" ? "md" : "xs"} style={{ fontVariantNumeric: "tabular-nums" }}>
            <VisuallyHidden component="span">List price </VisuallyHidden>
            {formatNaira(listPrice)}
          </Text>
          <Badge color="red" variant="light" size={size === "lg" ? "md" : "xs"} radius="sm">
            -{saving}%
          </Badge>
        </>
      ) : null}
    </Group>
  );
}

export function RatingLine({ rating, count }: { rating: number | null; count: number }) {
  if (!count || rating === null) return null;
  return (
    <Group gap={4} wrap="nowrap" aria-label={`Rated ${rating.toFixed(1)} out of 5 from ${count} reviews`}>
      <IconStarFilled size={12} color="var(--mantine-color-yellow-6)" aria-hidden />
      <Text fz="xs" c="dimmed" aria-hidden>
        {rating.toFixed(1)} ({count})
      </Text>
    </Group>
  );
}

export interface ProductCardProps {
  product: ProductCardData;
  /** Images in the first screenful load at once; the rest wait until they scroll near. */
  eager?: boolean;
  headingLevel?: 2 | 3 | 4;
}

export function ProductCard({ product, eager = false, headingLevel = 3 }: ProductCardProps) {
  const Heading = `h${headingLevel}` as const;
  const image = product.hostedImages[0];
  return (
    <Link to={`/product/${product.id}`} className={classes.card} prefetch="intent" data-testid="product-card">
      {image ? (
        <img
          className={classes.cardImage}
          src={image}
          alt=""
          width={CARD_IMAGE_SIZE}
          height={CARD_IMAGE_SIZE}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
        />
      ) : (
        <div className={classes.cardImage} aria-hidden />
      )}
      <div className={classes.cardBody}>
        <Heading className={classes.name}>{product.name}</Heading>
        <PriceLine price={product.pricing.sellingPrice} listPrice={product.pricing.price} />
        <RatingLine rating={product.averageRating} count={product.reviewCount} />
        <Group gap={6} justify="space-between" wrap="nowrap" mt="auto">
          <Text fz="xs" c="dimmed" truncate>
            {product.storeName}
          </Text>
          {!product.inStock ? (
            <Badge color="gray" variant="light" size="xs" radius="sm" style={{ flexShrink: 0 }}>
              Sold out
            </Badge>
          ) : null}
        </Group>
      </div>
    </Link>
  );
}

/** A row of product cards that scrolls sideways (swipe on phones). */
export function ProductRail({ products, label, eagerCount = 0 }: { products: ProductCardData[]; label: string; eagerCount?: number }) {
  return (
    <ul className={classes.rail} aria-label={label}>
      {products.map((p, i) => (
        <li key={p.id}>
          <ProductCard product={p} eager={i < eagerCount} />
        </li>
      ))}
    </ul>
  );
}

export function ProductGrid({
  products,
  label,
  eagerCount = 4,
  headingLevel = 3,
}: {
  products: ProductCardData[];
  label: string;
  eagerCount?: number;
  /** 2 on a listing page, where the grid comes straight after the page's h1. */
  headingLevel?: 2 | 3;
}) {
  return (
    <ul className={classes.grid} aria-label={label} data-testid="product-grid">
      {products.map((p, i) => (
        <li key={p.id}>
          <ProductCard product={p} eager={i < eagerCount} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
