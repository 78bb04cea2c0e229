import type { Order, OrderReview } from "@bitmarte/contracts";
import type { QueryKey } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState } from "react";
import { formatDate } from "../../lib/format";
import { imageAtWidth } from "../../lib/image-srcset";
import { Badge, Button, Stars } from "../../ui/light";
import { IconStar } from "../../ui/light/page-icons";
import { sectionCardClasses as classes } from "../../ui/light/section-card";
import type { ReviewTarget } from "./order-review-form";

// The review form comes after the page is drawn (prefetched once the order can be reviewed).
const reviewForm = () => import("./order-review-form");
const OrderReviewForm = lazy(reviewForm);

const REVIEWABLE = new Set(["delivered", "completed"]);

function WrittenReview({ review }: { review: OrderReview }) {
  return (
    <div className={classes.written} data-testid="review-written">
      <div className={classes.writtenHead}>
        <Stars value={review.rating} size={16} label={`You rated it ${review.rating} out of 5`} />
        <span className={classes.dimmedSmall}>Reviewed {formatDate(review.createdAt)}</span>
        {review.hidden ? <Badge color="gray">Hidden by Bitmarte</Badge> : null}
      </div>
      {review.comment ? <p className={classes.comment}>{review.comment}</p> : null}
    </div>
  );
}

function ReviewSlot({ title, image, review, refreshKeys, target, testId }: { title: string; image?: string | null; review: OrderReview | null | undefined; refreshKeys: readonly QueryKey[]; target: ReviewTarget; testId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <li className={classes.entry} data-testid={testId}>
      <div className={classes.entryWithImage}>
        {image !== undefined ? (
          image ? <img className={classes.entryImage} src={imageAtWidth(image, 160)} alt="" width={48} height={48} loading="lazy" /> : <span className={classes.entryImage} aria-hidden="true" />
        ) : null}
        <div className={classes.entryBody}>
          <p className={classes.strong}>{title}</p>
          {review ? (
            <WrittenReview review={review} />
          ) : open ? (
            <Suspense fallback={<span className={classes.dimmedSmall}>Opening the form…</span>}>
              <OrderReviewForm label={title} refreshKeys={refreshKeys} target={target} onCancel={() => setOpen(false)} />
            </Suspense>
          ) : (
            <div>
              <Button size="xs" variant="light" leftSection={<IconStar size={14} aria-hidden />} onClick={() => setOpen(true)}>
                Write a review
              </Button>
            </div>
          )}
        </div>
      </div>
    </li>
  );
}

/**
 * The reviews part of the customer's order page (ui/light): once the order is delivered, a review per item
 * and one for the store; a written review shows in place of its form.
 */
export function CustomerOrderReviews({ order, refreshKeys }: { order: Order; refreshKeys: readonly QueryKey[] }) {
  const reviewable = REVIEWABLE.has(order.orderStatus);
  useEffect(() => {
    if (reviewable) void reviewForm();
  }, [reviewable]);
  if (!reviewable) return null;
  return (
    <section className={classes.card} aria-labelledby="order-reviews-title" data-testid="order-reviews">
      <div className={classes.cardHeader}>
        <h2 className={classes.cardTitle} id="order-reviews-title">
          Reviews
        </h2>
      </div>
      <p className={classes.cardIntro}>Tell other customers about what you received and about {order.storeName}.</p>
      <ul className={classes.list}>
        {order.orderItems.map((item) => (
          <ReviewSlot
            key={item.id}
            testId="item-review"
            title={item.productName}
            image={item.hostedImages[0] ?? null}
            review={item.review}
            refreshKeys={refreshKeys}
            target={{ kind: "product", orderItemId: item.id }}
          />
        ))}
        <ReviewSlot testId="store-review" title={order.storeName} review={order.merchantReview} refreshKeys={refreshKeys} target={{ kind: "merchant", orderId: order.id }} />
      </ul>
    </section>
  );
}
