import type { ProductCard as ProductCardData, PublicProduct, ReviewPage } from "@bitmarte/contracts";
import { IconInfoCircle, IconMessageCircle, IconRosetteDiscountCheck, IconShoppingCartPlus } from "@tabler/icons-react";
import { type ReactNode, Suspense, useId, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { formatDate } from "../../lib/format";
import { imageSrcSet } from "../../lib/image-srcset";
import { Badge, Button, ButtonLink, Container, EmptyState, Skeleton, Stars, lightClasses } from "../../ui/light";
import { PriceLine, ProductRail } from "./product-card";
import classes from "./product-detail.module.css";
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

const GALLERY_SIZE = 800;
/** The gallery fills the phone's width, and half the page (at most 1200 px) from 62em. */
const GALLERY_SIZES = "(min-width: 62em) 580px, 100vw";
const THUMB_SIZE = 64;

function Gallery({ images, name }: { images: string[]; name: string }) {
  const listRef = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  if (images.length === 0) {
    return <div className={classes.galleryEmpty} aria-hidden="true" />;
  }
  const show = (index: number) => {
    const list = listRef.current;
    if (list) list.scrollTo({ left: index * list.clientWidth, behavior: "smooth" });
    setCurrent(index);
  };
  return (
    <div className={classes.galleryWrap}>
      <ul
        className={classes.gallery}
        ref={listRef}
        aria-label={`Images of ${name}`}
        // Scrolls sideways: keyboard users can focus it and use the arrow keys (WCAG 2.1.1).
        tabIndex={0}
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
              srcSet={imageSrcSet(src)}
              sizes={imageSrcSet(src) ? GALLERY_SIZES : undefined}
              alt={i === 0 ? name : `${name}, image ${i + 1}`}
              width={GALLERY_SIZE}
              height={GALLERY_SIZE}
              loading={i === 0 ? "eager" : "lazy"}
              fetchPriority={i === 0 ? "high" : undefined}
              decoding={i === 0 ? undefined : "async"}
            />
          </li>
        ))}
      </ul>
      {images.length > 1 ? (
        <ul className={classes.thumbs} aria-label="Choose an image">
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                className={classes.thumb}
                onClick={() => show(i)}
                aria-current={i === current ? "true" : undefined}
                aria-label={`Show image ${i + 1} of ${images.length}`}
              >
                <img
                  src={src}
                  srcSet={imageSrcSet(src)}
                  sizes={imageSrcSet(src) ? `${THUMB_SIZE}px` : undefined}
                  alt=""
                  width={THUMB_SIZE}
                  height={THUMB_SIZE}
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
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
      <p className={classes.stock} data-tone="backorder">
        Out of stock — the store takes backorders
      </p>
    ) : (
      <p className={classes.stock} data-tone="out">
        Sold out
      </p>
    );
  }
  if (available <= lowAt) {
    return (
      <p className={classes.stock} data-tone="low">
        Only {available} left
      </p>
    );
  }
  return <p className={classes.stock}>In stock</p>;
}

export interface AddToCartSlotProps {
  productId: string;
  variantId?: string;
  quantity: number;
  /** Options still to choose, or nothing left to sell. */
  disabled: boolean;
}

/** A whole number from the quantity field, kept between 1 and `max` (an empty field stays empty while typing). */
function clampQuantity(raw: string, max: number): number | "" {
  if (raw.trim() === "") return "";
  const n = Number.parseInt(raw, 10);
  if (!Number.isFinite(n)) return 1;
  return Math.min(max, Math.max(1, n));
}

function PurchasePanel({ product, addToCart }: { product: PublicProduct; addToCart?: (props: AddToCartSlotProps) => ReactNode }) {
  const [selection, setSelection] = useState<OptionSelection>(() => initialSelection(product));
  const [quantity, setQuantity] = useState<number | "">(1);
  const quantityId = useId();
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
  const wholeQuantity = quantity === "" ? 0 : Math.min(quantity, maxQuantity);

  const choose = (field: OptionField, value: string) => {
    setSelection((current) => {
      const next = { ...current, [field]: current[field] === value ? undefined : value };
      return dropSoldOut(optionGroups(product.variantProperties, product.variant, next, backorder), next);
    });
  };

  return (
    <div className={classes.stack}>
      <div className={classes.priceBlock}>
        <PriceLine price={price} listPrice={listPrice} size="lg" />
        <StockNote available={available} allowBackorder={backorder} />
      </div>

      {hasOptions
        ? groups.map((group) => (
            <div key={group.field} className={classes.option} role="radiogroup" aria-labelledby={`option-${group.field}`}>
              <span id={`option-${group.field}`} className={classes.optionLabel}>
                {group.label}
                {selection[group.field] ? <span className={lightClasses.dimmed} style={{ fontWeight: 400 }}>: {selection[group.field]}</span> : null}
              </span>
              <div className={classes.chips}>
                {group.choices.map((choice) => {
                  const checked = (selection[group.field] ?? "").toLowerCase() === choice.value.toLowerCase();
                  return (
                    <label key={choice.value} className={classes.chip}>
                      <input
                        type="radio"
                        name={`option-${product.id}-${group.field}`}
                        value={choice.value}
                        checked={checked}
                        onChange={() => choose(group.field, choice.value)}
                        onClick={() => {
                          // A second click on the chosen value clears it (change does not fire then).
                          if (checked) choose(group.field, choice.value);
                        }}
                        disabled={choice.soldOut}
                        aria-label={choice.soldOut ? `${choice.value} (sold out)` : `${choice.value}, ${choice.quantity} in stock`}
                      />
                      <span aria-hidden="true">{choice.value}</span>
                    </label>
                  );
                })}
              </div>
            </div>
          ))
        : null}

      <div className={classes.buyRow}>
        <div className={classes.quantity}>
          <label className={lightClasses.label} htmlFor={quantityId}>
            Quantity
          </label>
          <input
            id={quantityId}
            className={lightClasses.input}
            type="number"
            inputMode="numeric"
            min={1}
            max={maxQuantity}
            step={1}
            value={quantity}
            onChange={(e) => setQuantity(clampQuantity(e.currentTarget.value, maxQuantity))}
            onBlur={() => {
              if (quantity === "") setQuantity(1);
            }}
            disabled={soldOut}
          />
        </div>
        <div className={classes.buyButton}>
          {addToCart ? (
            addToCart({ productId: product.id, variantId: variant?.id, quantity: wholeQuantity, disabled: soldOut || missing.length > 0 })
          ) : (
            <Button size="md" fullWidth leftSection={<IconShoppingCartPlus size={18} aria-hidden />} disabled aria-describedby="cart-note">
              Add to cart
            </Button>
          )}
        </div>
      </div>
      {missing.length > 0 || !addToCart ? (
        <p id="cart-note" className={classes.note}>
          {missing.length > 0 ? `Choose a ${missing.join(" and ")}.` : ""}
          {addToCart ? "" : `${missing.length > 0 ? " " : ""}Cart opens soon.`}
        </p>
      ) : null}
    </div>
  );
}

function StoreCard({ product, followButton }: { product: PublicProduct; followButton?: ReactNode }) {
  const storeHref = `/storefront/${product.storeUrl}`;
  return (
    <section className={classes.store} aria-label="Store">
      <div className={classes.storeWho}>
        <span className={classes.storeLogo} aria-hidden="true">
          {product.storeLogo ? (
            <img
              src={product.storeLogo}
              srcSet={imageSrcSet(product.storeLogo)}
              sizes={imageSrcSet(product.storeLogo) ? "48px" : undefined}
              alt=""
              width={48}
              height={48}
              loading="lazy"
              decoding="async"
            />
          ) : (
            product.storeName.slice(0, 1)
          )}
        </span>
        <div className={classes.storeText}>
          <Link to={storeHref} className={classes.storeName}>
            {product.storeName}
          </Link>
          {product.isOfficialOutlet ? (
            <Badge className={classes.officialBadge}>
              <IconRosetteDiscountCheck size={12} aria-hidden />
              Official store
            </Badge>
          ) : (
            <span className={classes.storeNote}>Approved Bitmarte store</span>
          )}
        </div>
      </div>
      <div className={classes.storeActions}>
        {followButton}
        <ButtonLink to={storeHref} variant="default" size="sm">
          Visit store
        </ButtonLink>
      </div>
    </section>
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
    <table className={classes.specs}>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const noReviews = (
  <EmptyState icon={<IconMessageCircle size={28} stroke={1.6} />} title="No reviews yet" description="Customers who buy this product can review it after delivery." />
);

/** The short reviews list shown when the page is given no reviews section. */
function Reviews({ product, reviews }: { product: PublicProduct; reviews: Loaded<ReviewPage> | null }) {
  const rows = reviews?.ok ? reviews.data.rows : [];
  if (product.reviewCount === 0 || product.averageRating === null) return noReviews;
  return (
    <div className={classes.deferred}>
      <div className={classes.meta}>
        <span style={{ fontSize: 40, fontWeight: 700, lineHeight: 1, color: "var(--bm-text)" }}>{product.averageRating.toFixed(1)}</span>
        <Stars value={product.averageRating} size={20} label={`${product.averageRating.toFixed(1)} out of 5`} />
        <span>
          {product.reviewCount} {product.reviewCount === 1 ? "review" : "reviews"}
        </span>
      </div>
      {reviews && !reviews.ok ? <SectionError message={reviews.message} /> : null}
      {rows.map((r) => (
        <article key={r.id} className={lightClasses.card}>
          <div className={classes.meta}>
            <Stars value={r.rating} size={14} label={`${r.rating} out of 5`} />
            <strong style={{ color: "var(--bm-text)" }}>{r.customerName}</strong>
            <span>{formatDate(r.createdAt)}</span>
          </div>
          <p className={classes.description}>{r.comment}</p>
        </article>
      ))}
    </div>
  );
}

/** Waiting for a part below the fold (its code loads after the purchase panel works). */
function Deferred({ children, height = 120 }: { children: ReactNode; height?: number }) {
  return <Suspense fallback={<Skeleton height={height} />}>{children}</Suspense>;
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

/**
 * The product page: gallery, options with stock, price, quantity, store, details and reviews. The parts
 * below the fold (policies, reviews, similar products) sit in their own Suspense boundaries: their code
 * may load later (lazy), and React hydrates the purchase panel first, so "Add to cart" works early.
 */
export function ProductDetail({ product, related, reviews, followButton, policies, addToCart, reviewsSection }: ProductDetailProps) {
  const categoryBase = `/category/${product.categoryId}`;
  const hasRating = product.reviewCount > 0 && product.averageRating !== null;
  return (
    <Container className={classes.page}>
      <div className={classes.top}>
        <nav aria-label="Breadcrumb" className={classes.crumbs}>
          <ol>
            <li>
              <Link to="/">Home</Link>
            </li>
            <li>
              <Link to={categoryBase}>{product.category}</Link>
            </li>
            <li>
              <Link to={`${categoryBase}/${product.subCategoryId}`}>{product.subCategory}</Link>
            </li>
            <li>
              <Link to={`${categoryBase}/${product.subCategoryId}/${product.childCategoryId}`}>{product.childCategory}</Link>
            </li>
          </ol>
        </nav>

        <div className={classes.columns}>
          <Gallery images={product.hostedImages} name={product.name} />
          <div className={classes.stack}>
            <div className={classes.headline}>
              <h1 className={classes.name}>{product.name}</h1>
              <div className={classes.meta}>
                {hasRating && product.averageRating !== null ? (
                  <a href="#reviews" className={classes.ratingLink}>
                    <span aria-hidden="true" style={{ display: "inline-flex" }}>
                      <Stars value={product.averageRating} size={14} />
                    </span>
                    {product.averageRating.toFixed(1)} · {product.reviewCount} {product.reviewCount === 1 ? "review" : "reviews"}
                  </a>
                ) : (
                  <span>No reviews yet</span>
                )}
                <span>
                  Sold by{" "}
                  <Link to={`/storefront/${product.storeUrl}`} className={classes.link}>
                    {product.storeName}
                  </Link>
                </span>
              </div>
            </div>
            <PurchasePanel product={product} addToCart={addToCart} />
            <StoreCard product={product} followButton={followButton} />
          </div>
        </div>
      </div>

      <div className={classes.twoCols}>
        <StoreSection id="product-description" title="Description">
          <p className={classes.description}>{product.description}</p>
        </StoreSection>
        <StoreSection id="product-details" title="Details">
          <Specifications product={product} />
        </StoreSection>
      </div>

      {policies ? (
        <StoreSection id="product-policies" title="Store policies">
          <Deferred>{policies}</Deferred>
        </StoreSection>
      ) : null}

      <div id="reviews" className={classes.reviewsAnchor}>
        <StoreSection id="product-reviews" title="Reviews">
          <Deferred height={200}>{reviewsSection ?? <Reviews product={product} reviews={reviews} />}</Deferred>
        </StoreSection>
      </div>

      {related?.ok && related.data.length > 0 ? (
        <StoreSection
          id="product-related"
          title="More like this"
          seeAll={{ to: `${categoryBase}/${product.subCategoryId}/${product.childCategoryId}`, label: `All ${product.childCategory}` }}
        >
          <Deferred height={280}>
            <ProductRail products={related.data} label="More like this" />
          </Deferred>
        </StoreSection>
      ) : null}
    </Container>
  );
}

/** The product is not (or no longer) on sale: approved products of live stores only. */
export function ProductUnavailable({ failure }: { failure: string | null }) {
  return (
    <Container className={classes.unavailable}>
      {failure ? (
        <SectionError message={failure} />
      ) : (
        <EmptyState
          icon={<IconInfoCircle size={28} stroke={1.6} />}
          title="This product is not available"
          description="It may have been removed or be waiting for review. Have a look at similar products instead."
          action={
            <ButtonLink to="/search" variant="light">
              Browse products
            </ButtonLink>
          }
        />
      )}
    </Container>
  );
}
