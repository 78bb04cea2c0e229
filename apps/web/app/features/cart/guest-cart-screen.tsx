import { type ProductCard, type ProductVariantItem, productsEndpoints } from "@bitmarte/contracts";
import { ActionIcon, Anchor, Button, Divider, Grid, Group, Image, Paper, Skeleton, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconLogin, IconMinus, IconPhoto, IconPlus, IconShoppingCart, IconTrash } from "@tabler/icons-react";
import { useQueries, useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { callEndpoint } from "../../lib/api-client";
import { type GuestCartLine, removeFromGuestCart, setGuestQuantity, useGuestCart } from "../../lib/guest-cart";
import { priceAfterDiscount, variantLabel } from "../../lib/variant-price";
import { EmptyState } from "../../ui/empty-state";
import { MoneyText } from "../../ui/money-text";
import { PageHeader } from "../../ui/page-header";
import { loginReturnPath } from "./cart-auth";
import { roundNaira } from "./cart-model";

/**
 * A signed-out visitor's cart (kept in this browser). Checkout asks them to log in or sign up; the items
 * join their account's cart at login.
 */
export function GuestCartScreen() {
  const lines = useGuestCart();
  const ids = [...new Set(lines.map((l) => l.productId))].sort();
  const products = useQuery({
    queryKey: ["guest-cart", "products", ids],
    queryFn: ({ signal }) => callEndpoint(productsEndpoints.customerByIds, { body: { ids } }, { userType: "customer", signal }),
    enabled: ids.length > 0,
  });
  // A line with a variant needs the product's variants for its size, colour and price (cards carry neither).
  const withVariants = [...new Set(lines.filter((l) => l.variantId).map((l) => l.productId))].sort();
  const details = useQueries({
    queries: withVariants.map((id) => ({
      queryKey: ["guest-cart", "product", id],
      queryFn: ({ signal }: { signal: AbortSignal }) => callEndpoint(productsEndpoints.customerGet, { params: { id } }, { userType: "customer", signal }),
    })),
  });
  const variantsById = new Map<string, ProductVariantItem>();
  for (const detail of details) for (const v of detail.data?.variant ?? []) variantsById.set(v.id, v);
  const variantsPending = details.some((d) => d.isPending);
  const variantOf = (line: GuestCartLine) => (line.variantId ? variantsById.get(line.variantId) : undefined);
  const unitPrice = (line: GuestCartLine, product: ProductCard) => {
    const variant = variantOf(line);
    return variant ? priceAfterDiscount(product.pricing.sellingPrice, variant.discount) : product.pricing.sellingPrice;
  };

  if (lines.length === 0) {
    return (
      <>
        <PageHeader title="Your cart" />
        <EmptyState
          icon={<IconShoppingCart size={28} stroke={1.6} />}
          title="Your cart is empty"
          description="Browse the stores on Bitmarte and add what you like; you only need an account at checkout."
          action={
            <Button component={Link} to="/">
              Start shopping
            </Button>
          }
        />
      </>
    );
  }

  const byId = new Map((products.data ?? []).map((p) => [p.id, p]));
  const known = lines.filter((l) => byId.has(l.productId));
  const subtotal = roundNaira(known.reduce((sum, l) => sum + unitPrice(l, byId.get(l.productId) as ProductCard) * l.quantity, 0));
  const units = lines.reduce((n, l) => n + l.quantity, 0);

  return (
    <>
      <PageHeader title="Your cart" description={`${units} ${units === 1 ? "item" : "items"}. Log in or create an account at checkout; your cart comes with you.`} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <Paper withBorder radius="lg" p="md">
            <Stack gap="md">
              {lines.map((line, i) => (
                <Stack key={`${line.productId}:${line.variantId ?? ""}`} gap="md">
                  {i > 0 ? <Divider /> : null}
                  <GuestLine
                    line={line}
                    product={byId.get(line.productId)}
                    variant={variantOf(line)}
                    price={byId.has(line.productId) ? unitPrice(line, byId.get(line.productId) as ProductCard) : 0}
                    loading={products.isPending || (!!line.variantId && variantsPending)}
                  />
                </Stack>
              ))}
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <Paper withBorder radius="lg" p="md" component="section" aria-label="Order summary">
            <Stack gap="sm">
              <Group justify="space-between">
                <Text size="sm">Subtotal</Text>
                {products.isPending || variantsPending ? <Skeleton h={18} w={80} /> : <MoneyText amount={subtotal} fw={700} data-testid="guest-subtotal" />}
              </Group>
              <Text size="xs" c="dimmed">
                Shipping, coupons and gift cards are worked out at checkout, once you choose a delivery address.
              </Text>
              <Button component={Link} to={loginReturnPath("/cart")} leftSection={<IconLogin size={18} aria-hidden />} fullWidth size="md">
                Log in to check out
              </Button>
              <Text size="sm" ta="center">
                New to Bitmarte?{" "}
                <Anchor component={Link} to="/signup">
                  Create an account
                </Anchor>
              </Text>
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </>
  );
}

function GuestLine({
  line,
  product,
  variant,
  price,
  loading,
}: { line: GuestCartLine; product: ProductCard | undefined; variant: ProductVariantItem | undefined; price: number; loading: boolean }) {
  if (loading) return <Skeleton h={64} radius="md" />;
  if (!product) {
    return (
      <Group justify="space-between" data-testid="guest-cart-line">
        <Text size="sm" c="dimmed">
          This product is no longer available.
        </Text>
        <Button size="compact-sm" variant="subtle" color="red" onClick={() => removeFromGuestCart(line.productId, line.variantId)}>
          Remove
        </Button>
      </Group>
    );
  }
  const set = (q: number) => setGuestQuantity(line.productId, line.variantId, q);
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" data-testid="guest-cart-line">
      {product.hostedImages[0] ? (
        <Image src={product.hostedImages[0]} alt="" w={64} h={64} radius="md" fit="cover" style={{ flexShrink: 0 }} />
      ) : (
        <ThemeIcon size={64} radius="md" variant="light" color="gray" aria-hidden style={{ flexShrink: 0 }}>
          <IconPhoto size={24} />
        </ThemeIcon>
      )}
      <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Anchor component={Link} to={`/product/${product.id}`} c="inherit" fw={600} size="sm" lineClamp={2}>
              {product.name}
            </Anchor>
            {variantLabel(variant) ? (
              <Text size="xs" data-testid="guest-cart-variant">
                {variantLabel(variant)}
              </Text>
            ) : null}
            <Text size="xs" c="dimmed">
              {product.storeName}
            </Text>
            <MoneyText amount={price} size="sm" />
          </Stack>
          <MoneyText amount={roundNaira(price * line.quantity)} fw={700} size="sm" style={{ whiteSpace: "nowrap" }} />
        </Group>
        <Group justify="space-between" gap="xs">
          <Group gap={4} wrap="nowrap" role="group" aria-label={`Quantity of ${product.name}`}>
            <ActionIcon variant="default" size="md" onClick={() => set(line.quantity - 1)} disabled={line.quantity <= 1} aria-label={`One fewer ${product.name}`}>
              <IconMinus size={14} />
            </ActionIcon>
            <Text size="sm" w={32} ta="center" aria-live="polite">
              {line.quantity}
            </Text>
            <ActionIcon variant="default" size="md" onClick={() => set(line.quantity + 1)} disabled={line.quantity >= 100} aria-label={`One more ${product.name}`}>
              <IconPlus size={14} />
            </ActionIcon>
          </Group>
          <Button size="compact-sm" variant="subtle" color="red" leftSection={<IconTrash size={14} />} onClick={() => removeFromGuestCart(line.productId, line.variantId)}>
            Remove
          </Button>
        </Group>
      </Stack>
    </Group>
  );
}
