import type { Review, ReviewPage } from "@bitmarte/contracts";
import { IconMessageCircle } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage } from "../../lib/api-client";
import { formatDate } from "../../lib/format";
import { Button, EmptyState, Stars, lightClasses } from "../../ui/light";
import classes from "./product-reviews.module.css";
import { productReviewsQuery } from "./product-reviews.queries";

/** The page size of the product page's reviews (the page's loader reads the first page with it). */
export const PRODUCT_REVIEWS_PAGE = 5;

type Loaded<T> = { ok: true; data: T } | { ok: false; message: string };

function StarBars({ page }: { page: ReviewPage }) {
  const total = page.count || 1;
  return (
    <ul className={classes.bars} aria-label="Reviews per star">
      {[5, 4, 3, 2, 1].map((star) => {
        const n = page.starCounts[star - 1] ?? 0;
        return (
          <li key={star} className={classes.bar} aria-label={`${star} stars: ${n}`}>
            <span className={classes.barLabel} aria-hidden="true">
              {star} star{star === 1 ? "" : "s"}
            </span>
            <span className={classes.barTrack} aria-hidden="true">
              <span className={classes.barFill} style={{ width: `${(n / total) * 100}%` }} />
            </span>
            <span className={classes.barCount} aria-hidden="true">
              {n}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function ReviewItem({ r }: { r: Review }) {
  return (
    <article className={classes.review} data-testid="product-review">
      <div className={classes.reviewHead}>
        <div className={classes.reviewWho}>
          <Stars value={r.rating} size={14} label={`${r.rating} out of 5`} />
          <span className={classes.name}>{r.customerName}</span>
          <span className={classes.verified}>Verified purchase</span>
        </div>
        <span className={classes.date}>{formatDate(r.createdAt)}</span>
      </div>
      {r.comment ? <p className={classes.comment}>{r.comment}</p> : null}
      {r.reply ? (
        <div className={classes.reply} data-testid="product-review-reply">
          <p className={classes.replyHead}>
            <span className={classes.name}>Reply from {r.reply.storeName}</span>
            <span className={classes.date}>{formatDate(r.reply.repliedAt)}</span>
          </p>
          <p className={classes.replyText}>{r.reply.text}</p>
        </div>
      ) : null}
    </article>
  );
}

/**
 * The reviews section of a product page: average, stars and count, a bar per star, and the reviews
 * newest first with "More reviews". The first page comes with the page (server-rendered); later pages are
 * read through the query cache under the reviews keys.
 */
export function ProductReviews({ productId, initial }: { productId: string; initial: Loaded<ReviewPage> | null }) {
  const queryClient = useQueryClient();
  const [first, setFirst] = useState<ReviewPage | null>(initial?.ok ? initial.data : null);
  const [more, setMore] = useState<Review[]>([]);
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(initial && !initial.ok ? initial.message : null);

  async function load(next: number) {
    setBusy(true);
    setFailure(null);
    try {
      const data = await queryClient.fetchQuery(productReviewsQuery(productId, next, PRODUCT_REVIEWS_PAGE));
      if (next === 1) setFirst(data);
      else setMore((rows) => [...rows, ...data.rows.filter((r) => !rows.some((x) => x.id === r.id))]);
      setPage(next);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  if (!first) {
    return failure ? (
      <div className={classes.alert} role="alert">
        <p className={classes.alertTitle}>Reviews could not be loaded</p>
        <div className={classes.alertBody}>
          <span>{failure}</span>
          <Button size="xs" variant="default" onClick={() => void load(1)} loading={busy}>
            Try again
          </Button>
        </div>
      </div>
    ) : null;
  }
  if (first.count === 0 || first.averageRating === null) {
    return (
      <EmptyState
        icon={<IconMessageCircle size={28} stroke={1.6} />}
        title="No reviews yet"
        description="Customers who buy this product can review it after delivery."
      />
    );
  }
  const rows = [...first.rows, ...more];
  const left = first.count - rows.length;
  return (
    <div className={classes.section} data-testid="product-reviews">
      <div className={classes.summary}>
        <div className={classes.average}>
          <span className={classes.figure} data-testid="product-rating-average">
            {first.averageRating.toFixed(1)}
          </span>
          <div className={classes.averageText}>
            <Stars value={first.averageRating} size={20} label={`${first.averageRating.toFixed(1)} out of 5`} />
            <span className={lightClasses.dimmed}>
              {first.count} {first.count === 1 ? "review" : "reviews"}
            </span>
          </div>
        </div>
        <StarBars page={first} />
      </div>
      <div className={classes.list}>
        {rows.map((r) => (
          <ReviewItem key={r.id} r={r} />
        ))}
      </div>
      {failure ? (
        <p className={classes.error} role="alert">
          {failure}
        </p>
      ) : null}
      {left > 0 ? (
        <div>
          <Button variant="default" onClick={() => void load(page + 1)} loading={busy}>
            More reviews ({left})
          </Button>
        </div>
      ) : null}
    </div>
  );
}
