import type { MerchantReviewBody, ProductReviewBody, storesEndpoints } from "@bitmarte/contracts";
import { ORDER_PAGE_MESSAGES, ORDER_REVIEW_COMMENT_MAX } from "@bitmarte/contracts/signed-in";
import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type KeyboardEvent, useId, useState } from "react";
import { callEndpointEnvelope, endpointRoute, errorMessage } from "../../lib/api-client";
import { Button, toast } from "../../ui/light";
import { formClasses, TextAreaField } from "../../ui/light/form-field";
import classes from "./order-review-form.module.css";
import { RATING_WORDS } from "./rating-words";

// The review endpoints named by route only: the form draws with ui/light, after the order page, without zod.
const reviewProduct = endpointRoute<typeof storesEndpoints.reviewProduct>({ method: "POST", path: "/reviews/product", auth: "signed-in" });
const reviewMerchant = endpointRoute<typeof storesEndpoints.reviewMerchant>({ method: "POST", path: "/reviews/merchant", auth: "signed-in" });

/** What is reviewed: an item of the order, or its store. */
export type ReviewTarget = { kind: "product"; orderItemId: string } | { kind: "merchant"; orderId: string };

const STAR_PATH = "M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z";

/** The customer reviews an item or the store; the order page and every review list read again. */
function useWriteReview(refreshKeys: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, rating, comment }: { target: ReviewTarget; rating: number; comment?: string }) =>
      target.kind === "product"
        ? callEndpointEnvelope(reviewProduct, { body: { orderItemId: target.orderItemId, rating, comment } satisfies ProductReviewBody }, { userType: "customer" })
        : callEndpointEnvelope(reviewMerchant, { body: { orderId: target.orderId, rating, comment } satisfies MerchantReviewBody }, { userType: "customer" }),
    onSuccess: () => {
      for (const queryKey of refreshKeys) void queryClient.invalidateQueries({ queryKey });
      // reviews.queries.ts reviewKeys.all: the product's reviews and My reviews.
      void queryClient.invalidateQueries({ queryKey: ["reviews"] });
    },
  });
}

/**
 * Stars and a comment, then "Post review". Each star is a radio button: arrow keys move between them, Space or
 * Enter chooses one (Enter must not send the form).
 */
export default function OrderReviewForm({ label, refreshKeys, target, onCancel }: { label: string; refreshKeys: readonly QueryKey[]; target: ReviewTarget; onCancel: () => void }) {
  const write = useWriteReview(refreshKeys);
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState("");
  const [missing, setMissing] = useState(false);
  const id = useId();

  const choose = (value: number) => {
    setRating(value);
    setMissing(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rating < 1) {
      setMissing(true);
      return;
    }
    write.mutate({ target, rating, comment: comment.trim() || undefined }, { onSuccess: (res) => toast(res.message) });
  };

  return (
    <form className={classes.form} onSubmit={submit} noValidate>
      <fieldset className={classes.rating} aria-describedby={missing ? `${id}-missing` : undefined}>
        <legend className={classes.legend}>
          Your rating<span className={classes.hidden}> for {label}</span>
        </legend>
        <div className={classes.stars} data-testid="review-rating">
          {[1, 2, 3, 4, 5].map((value) => (
            <label key={value} className={classes.star} data-on={value <= rating || undefined}>
              <input
                type="radio"
                name={`${id}-rating`}
                value={value}
                checked={rating === value}
                onChange={() => choose(value)}
                onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => {
                  if (e.key === "Enter") {
                    e.preventDefault();
                    choose(value);
                  }
                }}
                aria-label={`${value} star${value === 1 ? "" : "s"}`}
              />
              <svg width={28} height={28} viewBox="0 0 24 24" aria-hidden="true">
                <path d={STAR_PATH} fill="currentColor" />
              </svg>
            </label>
          ))}
          <span className={classes.word} aria-live="polite">
            {RATING_WORDS[rating] ?? ""}
          </span>
        </div>
        {missing ? (
          <p className={formClasses.error} id={`${id}-missing`} role="alert">
            {ORDER_PAGE_MESSAGES.chooseRating}
          </p>
        ) : null}
      </fieldset>
      <TextAreaField
        id={`${id}-comment`}
        label="Comment (optional)"
        placeholder="What did you like, or not?"
        rows={3}
        maxLength={ORDER_REVIEW_COMMENT_MAX}
        value={comment}
        onChange={(e) => setComment(e.currentTarget.value)}
      />
      {write.isError ? (
        <p className={formClasses.alert} role="alert">
          {errorMessage(write.error)}
        </p>
      ) : null}
      <div className={classes.buttons}>
        <Button type="submit" size="sm" loading={write.isPending}>
          Post review
        </Button>
        <Button variant="default" size="sm" onClick={onCancel} disabled={write.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
