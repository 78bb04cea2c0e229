import type { FollowedStore } from "@bitmarte/contracts";
import { MESSAGES } from "@bitmarte/contracts/light";
import { IconHeart } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { errorMessage } from "../../lib/api-client";
import { formatDate } from "../../lib/format";
import { imageAtWidth } from "../../lib/image-srcset";
import { ButtonLink, cx, EmptyState, ErrorState, Skeleton } from "../../ui/light";
import { ListPagination } from "../../ui/light/pagination";
import { signedInClasses } from "../../ui/light/signed-in-page";
import { rangeLabel } from "../../ui/range-label";
import classes from "./followed-stores.module.css";
import { StoreFollowButton } from "./store-follow-button";
import { followedStoresQuery } from "./store-public.queries";

const PAGE_SIZE = 12;

function FollowedStoreCard({ store }: { store: FollowedStore }) {
  return (
    <article className={classes.card} aria-label={store.storeName}>
      <div className={classes.who}>
        {store.logo ? (
          <img className={classes.logo} src={imageAtWidth(store.logo, 96)} alt="" width={48} height={48} loading="lazy" />
        ) : (
          <span className={classes.logo} aria-hidden="true">
            {store.storeName.slice(0, 2).toUpperCase()}
          </span>
        )}
        <div style={{ minWidth: 0 }}>
          <Link className={classes.name} to={`/storefront/${store.storeUrl}`}>
            {store.storeName}
          </Link>
          <p className={classes.since}>Following since {formatDate(store.followedAt)}</p>
        </div>
      </div>
      <div className={classes.follow}>
        <StoreFollowButton storeId={store.storeId} storeName={store.storeName} size="xs" />
      </div>
    </article>
  );
}

/** The stores a customer follows (GET /followstore), with paging kept in the address. */
export function FollowedStores() {
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const query = useQuery(followedStoresQuery({ page, limit: PAGE_SIZE }));

  if (query.isPending) {
    return (
      <div className={signedInClasses.cardGrid} role="status" aria-busy="true" aria-label="Loading followed stores">
        {["a", "b", "c", "d", "e", "f"].map((key) => (
          <Skeleton key={key} height={82} />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return <ErrorState message={errorMessage(query.error, MESSAGES.loadStoresFailed)} onRetry={() => void query.refetch()} />;
  }
  if (query.data.rows.length === 0) {
    return (
      <EmptyState
        icon={<IconHeart size={28} stroke={1.6} />}
        title="You do not follow any store yet"
        description="Follow stores you like to find them quickly and hear about their offers."
        action={
          <ButtonLink to="/" variant="light">
            Browse Bitmarte
          </ButtonLink>
        }
      />
    );
  }
  const totalPages = Math.max(1, Math.ceil(query.data.count / PAGE_SIZE));
  const hrefFor = (p: number) => {
    const next = new URLSearchParams(params);
    if (p > 1) next.set("page", String(p));
    else next.delete("page");
    const search = next.toString();
    return search ? `?${search}` : "?";
  };
  return (
    <>
      <div className={cx(signedInClasses.cardGrid, query.isPlaceholderData && classes.refreshing)}>
        {query.data.rows.map((store) => (
          <FollowedStoreCard key={store.storeId} store={store} />
        ))}
      </div>
      <div className={signedInClasses.listFooter}>
        <span>{rangeLabel(page, PAGE_SIZE, query.data.count)}</span>
        <ListPagination page={page} totalPages={totalPages} hrefFor={hrefFor} label="Followed stores pages" />
      </div>
    </>
  );
}
