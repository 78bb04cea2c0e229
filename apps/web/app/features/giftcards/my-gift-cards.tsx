import type { GiftCard, GiftCardStatus } from "@bitmarte/contracts";
import { SIGNED_IN_MESSAGES as MESSAGES } from "@bitmarte/contracts/signed-in";
import { lazy, type ReactNode, Suspense, useEffect, useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { errorMessage } from "../../lib/api-client";
import { formatDate, formatNaira } from "../../lib/format";
import { Badge, Button, cx, EmptyState, ErrorState, Skeleton } from "../../ui/light";
import { ListPagination } from "../../ui/light/pagination";
import { signedInClasses } from "../../ui/light/signed-in-page";
import { rangeLabel } from "../../ui/range-label";
import type { StatusTone } from "../../ui/status-badge";
import { outline as icon } from "../../ui/light/outline-icon";
import { IconGift } from "./gift-card-icons";
import { GIFT_CARD_STATUS_LABELS } from "./gift-card-status";
import type { MyGiftCardsResult } from "./giftcards.queries";
import panels from "./gift-cards.module.css";
import classes from "./my-gift-cards.module.css";

// The cards the customer bought, below the forms: loaded after the page's first scripts (gift-cards-later.ts).

// Tabler Icons (MIT) drawings.
const IconChevronDown = icon("M6 9l6 6l6 -6");
const IconChevronUp = icon("M6 15l6 -6l6 6");

const activities = () => import("./gift-card-activities");
const Activities = lazy(activities);

const TONE_COLORS: Record<StatusTone, "brand" | "orange" | "red" | "gray"> = {
  success: "brand",
  warning: "orange",
  danger: "red",
  neutral: "gray",
  info: "gray",
};

function GiftCardStatusBadge({ status }: { status: GiftCardStatus }) {
  const { label, tone } = GIFT_CARD_STATUS_LABELS[status];
  return <Badge color={TONE_COLORS[tone]}>{label}</Badge>;
}

/** The list of cards (`cards` is the page's query), with paging kept in the address. */
export default function MyGiftCards({ cards, page, pageSize }: { cards: MyGiftCardsResult; page: number; pageSize: number }) {
  const [params] = useSearchParams();
  // The activity's code comes after the page is drawn, so opening a card shows it at once.
  useEffect(() => {
    void activities();
  }, []);

  let body: ReactNode;
  if (cards.isPending) {
    body = (
      <div role="status" aria-busy="true" aria-label="Loading your gift cards" style={{ display: "grid", gap: 12 }}>
        {["a", "b", "c"].map((key) => (
          <Skeleton key={key} height={72} />
        ))}
      </div>
    );
  } else if (cards.isError) {
    body = <ErrorState message={errorMessage(cards.error, MESSAGES.loadGiftCardsFailed)} onRetry={() => void cards.refetch()} />;
  } else if (cards.data.rows.length === 0) {
    body = <EmptyState icon={<IconGift size={28} stroke={1.6} />} title="No gift cards yet" description="Gift cards you buy or receive appear here with their balance." />;
  } else {
    const totalPages = Math.max(1, Math.ceil(cards.data.count / pageSize));
    const hrefFor = (p: number) => {
      const next = new URLSearchParams(params);
      next.delete("reference");
      if (p > 1) next.set("page", String(p));
      else next.delete("page");
      const search = next.toString();
      return search ? `?${search}` : "?";
    };
    body = (
      <>
        <ul className={cx(classes.list, cards.isPlaceholderData && classes.refreshing)}>
          {cards.data.rows.map((card) => (
            <GiftCardRow key={card.id} card={card} />
          ))}
        </ul>
        {totalPages > 1 ? (
          <div className={signedInClasses.listFooter}>
            <span>{rangeLabel(page, pageSize, cards.data.count)}</span>
            <ListPagination page={page} totalPages={totalPages} hrefFor={hrefFor} label="Gift card pages" />
          </div>
        ) : null}
      </>
    );
  }

  return (
    <section className={panels.panel} aria-labelledby="my-giftcards">
      <h2 className={panels.panelTitle} id="my-giftcards">
        My gift cards
      </h2>
      {body}
    </section>
  );
}

function GiftCardRow({ card }: { card: GiftCard }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const Chevron = open ? IconChevronUp : IconChevronDown;
  return (
    <li className={classes.card} data-testid="my-giftcard">
      <div className={classes.cardTop}>
        <div className={classes.who}>
          <div className={classes.codeLine}>
            <Link className={cx(classes.codeLink, classes.mono)} to={`/gift-cards/${card.code}`}>
              {card.code}
            </Link>
            <GiftCardStatusBadge status={card.status} />
          </div>
          <p className={classes.small}>
            For {card.recipientName ? `${card.recipientName} (${card.recipientEmail})` : card.recipientEmail} · bought {formatDate(card.createdAt)}
            {card.expiresAt ? ` · expires ${formatDate(card.expiresAt)}` : ""}
          </p>
        </div>
        <div className={classes.figures}>
          <div className={classes.figure}>
            <span className={classes.small}>Balance</span>
            <span className={classes.balance}>{formatNaira(card.balance)}</span>
          </div>
          <div className={classes.figure}>
            <span className={classes.small}>Value</span>
            <span>{formatNaira(card.amount)}</span>
          </div>
        </div>
      </div>
      <Button
        variant="subtle"
        size="xs"
        className={classes.toggle}
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`${open ? "Hide" : "Show"} activity of ${card.code}`}
      >
        Activity
        <Chevron size={14} />
      </Button>
      <div id={panelId}>
        {open ? (
          <Suspense fallback={<Skeleton height={60} />}>
            <Activities id={card.id} />
          </Suspense>
        ) : null}
      </div>
    </li>
  );
}
