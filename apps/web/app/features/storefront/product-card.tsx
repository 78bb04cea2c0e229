import { Link } from "react-router";
import { formatNaira } from "../../lib/format";
import { imageAtWidth, imageSrcSet } from "../../lib/image-srcset";
import { Badge, VisuallyHidden } from "../../ui/light";
import { savingPercent } from "./product-options";
import type { CardProduct as ProductCardData } from "./storefront-data.server";
import { IconStarFilled } from "./storefront-icons";
import classes from "./storefront.module.css";

/** Product images are square; this is the size they are drawn at in cards (the browser scales them). */
const CARD_IMAGE_SIZE = 320;

/** How wide a card is drawn, so the browser picks the right copy from the srcset. */
export const GRID_IMAGE_SIZES = "(min-width: 64em) 280px, (min-width: 40em) 31vw, 46vw";
export const RAIL_IMAGE_SIZES = "(min-width: 48em) 230px, 42vw";

export function PriceLine({ price, listPrice, size = "md" }: { price: number; listPrice: number; size?: "md" | "lg" }) {
  const saving = savingPercent(listPrice, price);
  return (
    <div className={classes.priceLine} data-size={size}>
      <span className={classes.price} data-testid="price">
        {formatNaira(price)}
      </span>
      {saving > 0 ? (
        <>
          <s className={classes.listPrice}>
            <VisuallyHidden>List price </VisuallyHidden>
            {formatNaira(listPrice)}
          </s>
          <Badge color="red" className={classes.saving}>
            -{saving}%
          </Badge>
        </>
      ) : null}
    </div>
  );
}

export function RatingLine({ rating, count }: { rating: number | null; count: number }) {
  if (!count || rating === null) return null;
  return (
    <div className={classes.rating}>
      <VisuallyHidden>{`Rated ${rating.toFixed(1)} out of 5 from ${count} reviews`}</VisuallyHidden>
      <IconStarFilled size={12} aria-hidden />
      <span aria-hidden="true">
        {rating.toFixed(1)} ({count})
      </span>
    </div>
  );
}

export interface ProductCardProps {
  product: ProductCardData;
  /** Images in the first screenful load at once (the very first ones first); the rest wait until they scroll near. */
  eager?: boolean;
  /** Raise the image's fetch priority (the first row of the home page). */
  priority?: boolean;
  headingLevel?: 2 | 3 | 4;
  /** The `sizes` of the card's image: how wide the card is drawn. */
  sizes?: string;
}

export function ProductCard({ product, eager = false, priority = false, headingLevel = 3, sizes = GRID_IMAGE_SIZES }: ProductCardProps) {
  const Heading = `h${headingLevel}` as const;
  const image = product.hostedImages[0];
  const srcSet = imageSrcSet(image);
  return (
    <Link to={`/product/${product.id}`} className={classes.card} prefetch="intent" data-testid="product-card">
      {image ? (
        <img
          className={classes.cardImage}
          src={srcSet ? imageAtWidth(image, CARD_IMAGE_SIZE) : image}
          srcSet={srcSet}
          sizes={srcSet ? sizes : undefined}
          alt=""
          width={CARD_IMAGE_SIZE}
          height={CARD_IMAGE_SIZE}
          loading={eager ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : undefined}
          decoding="async"
        />
      ) : (
        <div className={classes.cardImage} aria-hidden="true" />
      )}
      <div className={classes.cardBody}>
        <Heading className={classes.name}>{product.name}</Heading>
        <PriceLine price={product.pricing.sellingPrice} listPrice={product.pricing.price} />
        <RatingLine rating={product.averageRating} count={product.reviewCount} />
        <div className={classes.cardFoot}>
          <span>{product.storeName}</span>
          {!product.inStock ? (
            <Badge color="gray" className={classes.soldOut}>
              Sold out
            </Badge>
          ) : null}
        </div>
      </div>
    </Link>
  );
}

/** A row of product cards that scrolls sideways (swipe on phones). */
export function ProductRail({
  products,
  label,
  eagerCount = 0,
  priorityCount = 0,
}: {
  products: ProductCardData[];
  label: string;
  eagerCount?: number;
  /** The first cards whose images are fetched first (the top of the home page). */
  priorityCount?: number;
}) {
  return (
    <ul className={classes.rail} aria-label={label}>
      {products.map((p, i) => (
        <li key={p.id}>
          <ProductCard product={p} eager={i < eagerCount} priority={i < priorityCount} sizes={RAIL_IMAGE_SIZES} />
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
          <ProductCard product={p} eager={i < eagerCount} priority={i < Math.min(eagerCount, 2)} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
