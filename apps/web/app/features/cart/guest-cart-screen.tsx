import type { productsEndpoints, ProductCard, ProductVariantItem } from "@bitmarte/contracts";
import { SIGNED_IN_MESSAGES as MESSAGES } from "@bitmarte/contracts/signed-in";
import { useQueries, useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { callEndpoint, endpointRoute } from "../../lib/api-client";
import { type GuestCartLine, removeFromGuestCart, setGuestQuantity, useGuestCart } from "../../lib/guest-cart";
import { priceAfterDiscount, variantLabel } from "../../lib/variant-price";
import { Button, ButtonLink, cx, EmptyState, ErrorState, Skeleton } from "../../ui/light";
import cards from "../../ui/light/cards.module.css";
import { outline as icon } from "../../ui/light/outline-icon";
import { SignedInPage } from "../../ui/light/signed-in-page";
import { ShellIcon } from "../../ui/shell-icons";
import { loginReturnPath } from "./cart-auth";
import { IconTrash } from "./cart-icons";
import { roundNaira } from "./cart-model";
import { cartClasses as classes, LineImage, loadFailure, Money, QuantityStepper } from "./cart-parts";
import side from "./cart-side.module.css";

// Named by route only: the cart page draws with ui/light and carries no zod.
const productsByIds = endpointRoute<typeof productsEndpoints.customerByIds>({ method: "POST", path: "/products/customer/product", auth: "public" });
const productDetail = endpointRoute<typeof productsEndpoints.customerGet>({ method: "GET", path: "/products/customer/product/:id", auth: "public" });

// Tabler Icons (MIT) drawing.
const IconLogin = icon("M15 8v-2a2 2 0 0 0 -2 -2h-7a2 2 0 0 0 -2 2v12a2 2 0 0 0 2 2h7a2 2 0 0 0 2 -2v-2M21 12h-13l3 -3M11 15l-3 -3");

/** The most of one line a guest cart keeps (lib/guest-cart caps it too). */
const GUEST_MAX_QUANTITY = 100;

/**
 * A signed-out visitor's cart (kept in this browser), drawn with ui/light. Checkout asks them to log in or
 * sign up; the items join their account's cart at login.
 */
export function GuestCartScreen() {
  const lines = useGuestCart();
  const ids = [...new Set(lines.map((l) => l.productId))].sort();
  const products = useQuery({
    queryKey: ["guest-cart", "products", ids],
    queryFn: ({ signal }) => callEndpoint(productsByIds, { body: { ids } }, { userType: "customer", signal }),
    enabled: ids.length > 0,
  });
  // A line with a variant needs the product's variants for its size, colour and price (cards carry neither).
  const withVariants = [...new Set(lines.filter((l) => l.variantId).map((l) => l.productId))].sort();
  const details = useQueries({
    queries: withVariants.map((id) => ({
      queryKey: ["guest-cart", "product", id],
      queryFn: ({ signal }: { signal: AbortSignal }) => callEndpoint(productDetail, { params: { id } }, { userType: "customer", signal }),
    })),
  });
  const variantsById = new Map<string, ProductVariantItem>();
  for (const detail of details) for (const v of detail.data?.variant ?? []) variantsById.set(v.id, v);
  const variantsPending = details.some((d) => d.isPending);
  const failedDetails = details.filter((d) => d.isError);
  const variantOf = (line: GuestCartLine) => (line.variantId ? variantsById.get(line.variantId) : undefined);
  const unitPrice = (line: GuestCartLine, product: ProductCard) => {
    const variant = variantOf(line);
    return variant ? priceAfterDiscount(product.pricing.sellingPrice, variant.discount) : product.pricing.sellingPrice;
  };

  if (lines.length === 0) {
    return (
      <SignedInPage title="Your cart">
        <EmptyState
          icon={<ShellIcon name="shoppingCart" size={28} stroke={1.6} />}
          title="Your cart is empty"
          description="Browse the stores on Bitmarte and add what you like; you only need an account at checkout."
          action={<ButtonLink to="/">Start shopping</ButtonLink>}
        />
      </SignedInPage>
    );
  }

  const units = lines.reduce((n, l) => n + l.quantity, 0);
  const description = `${units} ${units === 1 ? "item" : "items"}. Log in or create an account at checkout; your cart comes with you.`;
  // Without the products (or a variant's sizes and prices) the lines cannot be drawn or priced: say so, and try again.
  const failed = products.isError ? products.error : failedDetails[0]?.error;
  if (failed) {
    const retry = () => {
      if (products.isError) void products.refetch();
      for (const detail of failedDetails) void detail.refetch();
    };
    return (
      <SignedInPage title="Your cart" description={description}>
        <ErrorState message={loadFailure(failed, MESSAGES.loadProductsFailed)} onRetry={retry} />
      </SignedInPage>
    );
  }

  const byId = new Map((products.data ?? []).map((p) => [p.id, p]));
  const known = lines.filter((l) => byId.has(l.productId));
  const subtotal = roundNaira(known.reduce((sum, l) => sum + unitPrice(l, byId.get(l.productId) as ProductCard) * l.quantity, 0));
  const pricing = products.isPending || variantsPending;

  return (
    <SignedInPage title="Your cart" description={description}>
      <div className={classes.layout}>
        <section className={cards.box} aria-label="Items in your cart">
          <ul className={classes.lines} data-divided>
            {lines.map((line) => (
              <GuestLine
                key={`${line.productId}:${line.variantId ?? ""}`}
                line={line}
                product={byId.get(line.productId)}
                variant={variantOf(line)}
                price={byId.has(line.productId) ? unitPrice(line, byId.get(line.productId) as ProductCard) : 0}
                loading={products.isPending || (!!line.variantId && variantsPending)}
              />
            ))}
          </ul>
        </section>
        <section className={cx(cards.box, side.summary)} aria-label="Order summary">
          <div className={classes.row}>
            <span>Subtotal</span>
            {pricing ? <Skeleton height={18} width={80} /> : <Money amount={subtotal} className={classes.strong} data-testid="guest-subtotal" />}
          </div>
          <p className={classes.dim}>Shipping, coupons and gift cards are worked out at checkout, once you choose a delivery address.</p>
          <ButtonLink to={loginReturnPath("/cart")} leftSection={<IconLogin size={18} />} fullWidth size="lg">
            Log in to check out
          </ButtonLink>
          <p className={side.note}>
            New to Bitmarte?{" "}
            <Link to="/signup">
              Create an account
            </Link>
          </p>
        </section>
      </div>
    </SignedInPage>
  );
}

function GuestLine({
  line,
  product,
  variant,
  price,
  loading,
}: { line: GuestCartLine; product: ProductCard | undefined; variant: ProductVariantItem | undefined; price: number; loading: boolean }) {
  const remove = () => removeFromGuestCart(line.productId, line.variantId);
  if (loading) {
    return (
      <li>
        <Skeleton height={64} />
      </li>
    );
  }
  if (!product) {
    return (
      <li data-testid="guest-cart-line" className={classes.controls}>
        <span className={classes.dim}>This product is no longer available.</span>
        <Button size="xs" variant="subtle" className={classes.remove} onClick={remove}>
          Remove
        </Button>
      </li>
    );
  }
  const label = variantLabel(variant);
  return (
    <li data-testid="guest-cart-line" className={classes.line}>
      <LineImage src={product.hostedImages[0]} />
      <div className={classes.lineBody}>
        <div>
          <div>
            <Link to={`/product/${product.id}`} className={classes.name}>
              {product.name}
            </Link>
            {label ? (
              <p data-testid="guest-cart-variant">
                {label}
              </p>
            ) : null}
            <span className={classes.dim}>{product.storeName}</span>
            <Money amount={price} />
          </div>
          <Money amount={roundNaira(price * line.quantity)} className={classes.strong} />
        </div>
        <div className={classes.controls}>
          <QuantityStepper
            name={product.name}
            quantity={line.quantity}
            canDecrease={line.quantity > 1}
            canIncrease={line.quantity < GUEST_MAX_QUANTITY}
            decreaseLabel={`One fewer ${product.name}`}
            increaseLabel={`One more ${product.name}`}
            onChange={(quantity) => setGuestQuantity(line.productId, line.variantId, quantity)}
          />
          <Button size="xs" variant="subtle" className={classes.remove} leftSection={<IconTrash size={14} />} onClick={remove}>
            Remove
          </Button>
        </div>
      </div>
    </li>
  );
}
