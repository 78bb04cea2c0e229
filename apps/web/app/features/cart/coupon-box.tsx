import { type CartState, CouponCodeSchema, type PublicCoupon } from "@bitmarte/contracts";
import { Alert, Badge, Button, CloseButton, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconDiscount2, IconInfoCircle } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { errorMessage } from "../../lib/api-client";
import { MoneyText } from "../../ui/money-text";
import { notifyError, notifySuccess } from "../../ui/notify";
import { couponLookupIds, describeCoupon, describeMinimum } from "./cart-model";
import { useApplyCoupon, useRemoveCoupon, useValidateCoupon } from "./cart.mutations";
import { customerCouponsQuery } from "./cart.queries";

/** Coupon code entry, the codes on the cart, and the offers of the cart's stores. */
export function CouponBox({ cart }: { cart: CartState }) {
  const [code, setCode] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  /** Why an applied code gives nothing yet (minimum not met, …). */
  const [notice, setNotice] = useState<string | null>(null);
  const apply = useApplyCoupon();
  const validate = useValidateCoupon();
  const remove = useRemoveCoupon();
  const { storeIds, productIds } = couponLookupIds(cart.cartItemsList);
  const offers = useQuery(customerCouponsQuery(storeIds, productIds));

  const applyCode = (raw: string) => {
    const parsed = CouponCodeSchema.safeParse(raw);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? "Enter a coupon code");
      return;
    }
    setFieldError(null);
    setNotice(null);
    apply.mutate(parsed.data, {
      onSuccess: ({ data, message }) => {
        notifySuccess(message);
        setCode("");
        if (data.discount === 0) {
          validate.mutate(parsed.data, {
            onSuccess: ({ data: check }) =>
              setNotice(`${data.code} is on your cart but gives no discount yet${check.reason ? `: ${check.reason}` : "."}`),
          });
        }
      },
      onError: (error) => setFieldError(errorMessage(error)),
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    applyCode(code);
  };

  const applied = cart.appliedDiscountCodes;
  const codeOffers = (offers.data ?? []).filter((o) => !applied.some((a) => a.couponId === o.id));

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="coupon-title">
      <Stack gap="sm">
        <Title order={2} fz="md" id="coupon-title">
          Coupon
        </Title>
        <form onSubmit={onSubmit} noValidate aria-label="Apply a coupon">
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              label="Coupon code"
              placeholder="e.g. SAVE20"
              value={code}
              onChange={(e) => {
                setCode(e.currentTarget.value);
                setFieldError(null);
              }}
              error={fieldError}
              autoComplete="off"
              style={{ flex: 1 }}
              styles={{ input: { textTransform: "uppercase" } }}
            />
            <Button type="submit" mt={25} loading={apply.isPending} variant="light">
              Apply
            </Button>
          </Group>
        </form>
        {notice ? (
          <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />} role="status" data-testid="coupon-notice">
            {notice}
          </Alert>
        ) : null}
        {applied.length > 0 ? (
          <Stack gap={6} aria-label="Discounts on your cart">
            {applied.map((a) => (
              <Group key={a.couponId} justify="space-between" gap="xs" wrap="nowrap" data-testid="applied-coupon">
                <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                  <Badge variant="light" leftSection={<IconDiscount2 size={12} />} tt="none">
                    {a.code ?? "Automatic"}
                  </Badge>
                  <Text size="xs" c="dimmed" truncate>
                    {storeNameOf(cart, a.storeId)}
                  </Text>
                </Group>
                <Group gap={4} wrap="nowrap">
                  <MoneyText amount={-a.amount} size="sm" c="brand.8" />
                  {a.code && a.discountMode === "Code" ? (
                    <CloseButton
                      size="sm"
                      aria-label={`Remove coupon ${a.code}`}
                      disabled={remove.isPending}
                      onClick={() => remove.mutate(a.code as string, { onError: (error) => notifyError(error) })}
                    />
                  ) : null}
                </Group>
              </Group>
            ))}
          </Stack>
        ) : null}
        {offers.isLoading ? <Skeleton h={40} /> : null}
        {codeOffers.length > 0 ? (
          <Stack gap={6}>
            <Text size="xs" fw={600} c="dimmed" tt="uppercase">
              Offers from these stores
            </Text>
            {codeOffers.slice(0, 5).map((offer) => (
              <Offer key={offer.id} offer={offer} onApply={applyCode} applying={apply.isPending} />
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}

function storeNameOf(cart: CartState, storeId: string): string {
  return cart.cartItemsList.find((i) => i.storeId === storeId)?.storeName ?? "";
}

function Offer({ offer, onApply, applying }: { offer: PublicCoupon; onApply: (code: string) => void; applying: boolean }) {
  const minimum = describeMinimum(offer);
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" data-testid="coupon-offer">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={600}>
          {describeCoupon(offer)} · {offer.storeName}
        </Text>
        <Text size="xs" c="dimmed" lineClamp={2}>
          {[offer.description, minimum, offer.discountMode === "Automatic" ? "Applied automatically" : null].filter(Boolean).join(" · ")}
        </Text>
      </Stack>
      {offer.code && offer.discountMode === "Code" ? (
        <Button size="compact-xs" variant="default" onClick={() => onApply(offer.code as string)} disabled={applying} aria-label={`Apply coupon ${offer.code}`}>
          {offer.code}
        </Button>
      ) : null}
    </Group>
  );
}

