import type { CartItem } from "@bitmarte/contracts";
import { SIGNED_IN_MESSAGES as MESSAGES } from "@bitmarte/contracts/signed-in";
import { useQuery } from "@tanstack/react-query";
import { type ComponentPropsWithoutRef, lazy, type ReactNode, Suspense } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { errorMessage } from "../../lib/api-client";
import { variantLabel } from "../../lib/variant-price";
import { Button, ButtonLink, cx, EmptyState, ErrorState, Skeleton, toast } from "../../ui/light";
import cards from "../../ui/light/cards.module.css";
import { SignedInPage } from "../../ui/light/signed-in-page";
import { ShellIcon } from "../../ui/shell-icons";
import { isSignedOutError, loginReturnPath } from "./cart-auth";
import { IconTrash } from "./cart-icons";
import { type CartStoreGroup, cartItemCount, groupCartByStore, maxQuantity, pickupLine, roundNaira } from "./cart-model";
import { cartClasses as classes, LineImage, loadFailure, Money, QuantityStepper } from "./cart-parts";
import { useRemoveCartItem, useSelectCartItems, useUpdateCartItem } from "./cart.mutations";
import { cartQuery, shippingFeeQuery } from "./cart.queries";

// The summary and the coupon and gift card boxes: in the page's HTML from the server, their code asked for as
// the lines draw (its checkout button is a plain link until then).
const CartSide = lazy(() => import("./cart-later").then((m) => ({ default: m.CartSide })));

const TITLE = "Your cart";

/** The customer's cart (ui/light): items by store, selection for checkout, coupons, gift cards and totals. */
export function CartScreen() {
  const cart = useQuery(cartQuery());
  const addressId = cart.data?.selectedShippingAddress?.id ?? null;
  const shipping = useQuery(shippingFeeQuery(addressId));

  // A failed refetch (offline after a change) keeps the last cart on screen; only a cart never read is an error.
  if (cart.isPending) return <CartSkeleton />;
  if (!cart.data) {
    return (
      <SignedInPage title={TITLE}>
        <ErrorState message={loadFailure(cart.error, MESSAGES.loadCartFailed)} onRetry={() => void cart.refetch()} />
      </SignedInPage>
    );
  }

  const data = cart.data;
  if (data.cartItemsList.length === 0) {
    return (
      <SignedInPage title={TITLE}>
        <EmptyState
          icon={<ShellIcon name="shoppingCart" size={28} stroke={1.6} />}
          title="Your cart is empty"
          description="Browse the stores on Bitmarte and add what you like; items from several stores check out together."
          action={<ButtonLink to="/">Start shopping</ButtonLink>}
        />
      </SignedInPage>
    );
  }

  const units = cartItemCount(data.cartItemsList);
  const groups = groupCartByStore(data, shipping.data?.shippingFees ?? data.shippingFees);
  const selectedCount = data.cartItemsList.filter((i) => i.selected).length;

  return (
    <SignedInPage
      title={TITLE}
      description={`${units} ${units === 1 ? "item" : "items"} from ${groups.length} ${groups.length === 1 ? "store" : "stores"}. Only selected items are checked out.`}
    >
      <div className={classes.layout}>
        <div className={classes.column}>
          {groups.map((group) => (
            <StoreGroup key={group.storeId} group={group} hasAddress={!!addressId} shippingLoading={shipping.isFetching} />
          ))}
        </div>
        <Suspense fallback={<SideOutline />}>
          <CartSide cart={data} groups={groups} selectedCount={selectedCount} />
        </Suspense>
      </div>
    </SignedInPage>
  );
}

/** The cart's outline while it loads: the page's title, two stores and the summary. */
export function CartSkeleton() {
  return (
    <SignedInPage title={TITLE}>
      <div className={classes.layout} role="status" aria-busy="true" aria-label="Loading your cart">
        <div className={cards.box}>
          <Skeleton height={20} width="40%" />
          <Skeleton height={72} />
          <Skeleton height={72} />
        </div>
        <SideOutline />
      </div>
    </SignedInPage>
  );
}

/** The summary's outline (its code loads after the lines'). */
function SideOutline() {
  return (
    <div className={cards.box} aria-busy="true">
      <Skeleton height={200} />
    </div>
  );
}

/** A checkbox that can also show "some" (a store with part of its items selected); the browser reads that out as mixed. */
function Checkbox({ indeterminate = false, ...rest }: { indeterminate?: boolean } & Omit<ComponentPropsWithoutRef<"input">, "type">) {
  return (
    <input
      ref={(input) => {
        if (input) input.indeterminate = indeterminate;
      }}
      type="checkbox"
      {...rest}
    />
  );
}

/** Sends the customer to log in when the server no longer accepts the token; otherwise toasts the spec's wording. */
function useCartFailure() {
  const navigate = useNavigate();
  const location = useLocation();
  return (error: unknown, fallback: string) => {
    if (isSignedOutError(error)) navigate(loginReturnPath(location.pathname, location.search));
    else toast(errorMessage(error, fallback), "error");
  };
}

function StoreGroup({ group, hasAddress, shippingLoading }: { group: CartStoreGroup; hasAddress: boolean; shippingLoading: boolean }) {
  const select = useSelectCartItems();
  const fail = useCartFailure();
  const toggleStore = () => {
    const selected = group.selection !== "all";
    const ids = group.items.filter((i) => i.selected !== selected).map((i) => i.id);
    select.mutate({ cartItemIds: ids, selected }, { onError: (error) => fail(error, MESSAGES.updateCartItemFailed) });
  };

  let fee: ReactNode;
  if (group.selection === "none") fee = <span>Nothing selected</span>;
  else if (!hasAddress)
    fee = (
      <Link to="/addresses">
        Add an address
      </Link>
    );
  else if (shippingLoading && !group.shipping) fee = <Skeleton height={16} width={80} />;
  else if (group.shipping) fee = <Money amount={group.shipping.fee} className={classes.strong} data-testid="store-shipping" />;
  else fee = <span>—</span>;

  return (
    <section className={cards.box} aria-label={group.storeName} data-testid="cart-store">
      <div className={classes.storeHead}>
        <Checkbox
          checked={group.selection === "all"}
          indeterminate={group.selection === "some"}
          onChange={toggleStore}
          disabled={select.isPending}
          aria-label={`Select all items from ${group.storeName}`}
        />
        <div>
          <h2>{group.storeName}</h2>
          {group.pickup ? (
<p className={classes.dim}>Ships from {pickupLine(group.pickup)}</p>
          ) : null}
        </div>
      </div>
      <hr />
      <ul className={classes.lines}>
        {group.items.map((item) => (
          <CartLine key={item.id} item={item} />
        ))}
      </ul>
      <hr />
      <div className={classes.row}>
        <span>
          Shipping
          {group.shipping ? ` · ${group.shipping.vehicleType}, ${group.shipping.chargeableWeight} kg` : ""}
        </span>
        {fee}
      </div>
    </section>
  );
}

function CartLine({ item }: { item: CartItem }) {
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const fail = useCartFailure();
  const busy = update.isPending || remove.isPending;
  const variant = variantLabel(item.productVariant);
  const max = maxQuantity(item);

  const change = (body: { quantity?: number; selected?: boolean }) =>
    update.mutate({ cartItemId: item.id, ...body }, { onError: (error) => fail(error, MESSAGES.updateCartItemFailed) });

  return (
    <li className={cx(classes.line, busy && classes.busy)} data-testid="cart-line">
      <Checkbox
        checked={item.selected}
        onChange={(e) => change({ selected: e.currentTarget.checked })}
        disabled={busy}
        aria-label={`Select ${item.productName} for checkout`}
      />
      <LineImage src={item.hostedImages[0]} />
      <div className={classes.lineBody}>
        <div>
          <div>
            <Link to={`/product/${item.productId}`} className={classes.name}>
              {item.productName}
            </Link>
            {variant ? <p>{variant}</p> : null}
            <span>
              <Money amount={item.unitPrice} />
              {item.pricing.price > item.unitPrice ? <Money amount={item.pricing.price} className={classes.was} /> : null}
            </span>
          </div>
          <Money amount={roundNaira(item.lineTotal)} className={classes.strong} />
        </div>
        <div className={classes.controls}>
          <QuantityStepper
            name={item.productName}
            quantity={item.quantity}
            canDecrease={!busy && item.quantity > 1}
            canIncrease={!busy && item.quantity < max}
            decreaseLabel={`Decrease quantity of ${item.productName}`}
            increaseLabel={`Increase quantity of ${item.productName}`}
            onChange={(quantity) => change({ quantity })}
            quantityTestId="cart-quantity"
          />
          <Button
            variant="subtle"
            size="xs"
            className={classes.remove}
            leftSection={<IconTrash size={14} />}
            loading={remove.isPending}
            disabled={busy}
            onClick={() => remove.mutate(item.id, { onError: (error) => fail(error, MESSAGES.removeCartItemFailed) })}
            aria-label={`Remove ${item.productName} from cart`}
          >
            Remove
          </Button>
        </div>
        {item.available !== null && item.available < item.quantity ? <p className={classes.warning}>Only {item.available} left in stock</p> : null}
      </div>
    </li>
  );
}
