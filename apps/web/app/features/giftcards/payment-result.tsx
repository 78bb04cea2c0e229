import { SIGNED_IN_MESSAGES as MESSAGES } from "@bitmarte/contracts/signed-in";
import type { giftcardsEndpoints } from "@bitmarte/contracts";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { callEndpointEnvelope, endpointRoute, errorMessage, isApiError } from "../../lib/api-client";
import { formatNaira } from "../../lib/format";
import { Button, Skeleton } from "../../ui/light";
import { formClasses } from "../../ui/light/form-field";
import classes from "./payment-result.module.css";
import { customer, giftCardKeys } from "./giftcards.queries";

// Back from the payment page (`?reference=`): loaded after the page's first scripts (gift-cards-later.ts).

const pay = endpointRoute<typeof giftcardsEndpoints.pay>({ method: "POST", path: "/giftcards/pay", auth: "signed-in" });

/** Back from the payment page: the server verifies the payment (idempotent) and mails the card once paid. */
function giftCardPaymentQuery(reference: string) {
  return queryOptions({
    queryKey: giftCardKeys.payment(reference),
    queryFn: ({ signal }) => callEndpointEnvelope(pay, { body: { reference } }, { ...customer, signal }),
    enabled: reference.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

function Notice({ tone, title, onDismiss, children, ...rest }: { tone: "success" | "warning" | "error"; title: string; onDismiss: () => void; children: ReactNode } & Record<`data-${string}`, string>) {
  return (
    <div className={classes.notice} data-tone={tone} role={tone === "success" ? "status" : "alert"} {...rest}>
      <div className={classes.noticeBody}>
        <p className={classes.noticeTitle}>{title}</p>
        {children}
      </div>
      <button type="button" className={formClasses.close} aria-label="Dismiss" title="Dismiss" onClick={onDismiss}>
        ×
      </button>
    </div>
  );
}

export default function PaymentResult({ reference, onDismiss }: { reference: string; onDismiss: () => void }) {
  const payment = useQuery(giftCardPaymentQuery(reference));
  const queryClient = useQueryClient();
  // The list may have been read before the payment was verified: read it again once it is.
  const paid = payment.isSuccess;
  useEffect(() => {
    if (paid) void queryClient.invalidateQueries({ queryKey: giftCardKeys.mine() });
  }, [paid, queryClient]);
  if (payment.isPending) {
    return (
      <div role="status" aria-label="Checking your payment" style={{ marginBottom: 20 }}>
        <Skeleton height={72} />
      </div>
    );
  }
  if (payment.isError) {
    const pending = isApiError(payment.error) && payment.error.message === MESSAGES.giftCardPaymentPending;
    return (
      <Notice tone={pending ? "warning" : "error"} title={pending ? "Payment not complete yet" : "Payment not completed"} onDismiss={onDismiss} data-testid="giftcard-payment-failed">
        <p>{errorMessage(payment.error)}</p>
        <Button size="xs" variant="default" onClick={() => void payment.refetch()} loading={payment.isFetching}>
          Check again
        </Button>
      </Notice>
    );
  }
  const card = payment.data.data;
  return (
    <Notice tone="success" title={payment.data.message || MESSAGES.giftCardPurchased} onDismiss={onDismiss} data-testid="giftcard-payment-success">
      <p>
        <strong>{formatNaira(card.amount)}</strong> for {card.recipientName || card.recipientEmail}. Code{" "}
        <span className={classes.mono} data-testid="purchased-code">
          {card.code}
        </span>
        .
      </p>
    </Notice>
  );
}

