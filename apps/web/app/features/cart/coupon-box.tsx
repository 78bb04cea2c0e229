import { type CartState, CouponCodeSchema, type PublicCoupon } from "@bitmarte/contracts";
import { Alert, Badge, Button, CloseButton, Group, Skeleton, Stack, Text } from "@mantine/core";
import { IconDiscount2, IconInfoCircle } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage } from "../../lib/api-client";
import { MoneyText } from "../../ui/money-text";
import { notifyError, notifySuccess } from "../../ui/notify";
import { CodeEntryBox, useCodeEntry } from "./code-entry-box";
import { couponLookupIds, describeCoupon, describeMinimum } from "./cart-model";
import { useApplyCoupon, useRemoveCoupon, useValidateCoupon } from "./cart.mutations";
import { customerCouponsQuery } from "./cart.queries";

/** Coupon code entry, the codes on the cart, and the offers of the cart's stores. */
export function CouponBox({ cart }: { cart: CartState }) {
  const entry = useCodeEntry(CouponCodeSchema, "Enter a coupon code");
  /** Why an applied code gives nothing yet (minimum not met, …). */
  const [notice, setNotice] = useState<string | null>(null);
  const apply = useApplyCoupon();
  const validate = useValidateCoupon();
  const remove = useRemoveCoupon();
  const { storeIds, productIds } = couponLookupIds(cart.cartItemsList);
  const offers = useQuery(customerCouponsQuery(storeIds, productIds));

  const applyCode = (raw: string) => {
    const code = entry.checkedCode(raw);
    if (code === null) return;
    setNotice(null);
    apply.mutate(code, {
      onSuccess: ({ data, message }) => {
        notifySuccess(message);
        entry.clearCode();
        if (data.discount === 0) {
          validate.mutate(code, {
            onSuccess: ({ data: check }) =>
              setNotice(`${data.code} is on your cart but gives no discount yet${check.reason ? `: ${check.reason}` : "."}`),
          });
        }
      },
      onError: (error) => entry.setFieldError(errorMessage(error)),
    });
  };

  const applied = cart.appliedDiscountCodes;
  const codeOffers = (offers.data ?? []).filter((o) => !applied.some((a) => a.couponId === o.id));

  return (
    <CodeEntryBox
      titleId="coupon-title"
      title="Coupon"
      formLabel="Apply a coupon"
      inputLabel="Coupon code"
      placeholder="e.g. SAVE20"
      entry={entry}
      applying={apply.isPending}
      onSubmit={() => applyCode(entry.code)}
    >
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
    </CodeEntryBox>
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

