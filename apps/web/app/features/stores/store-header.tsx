import type { StorePage } from "@bitmarte/contracts";
import { MESSAGES, type STORE_SOCIAL_KEYS } from "@bitmarte/contracts/light";
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandPinterest,
  IconBrandSnapchat,
  IconBrandTiktok,
  IconBrandTumblr,
  IconBrandVimeo,
  IconBrandX,
  IconBrandYoutube,
  IconBuildingStore,
  IconMapPin,
  IconRosetteDiscountCheck,
} from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type ComponentType, useEffect, useRef, useState } from "react";
import { errorMessage, isApiError } from "../../lib/api-client";
import { formatDate } from "../../lib/format";
import { Badge, cx, EmptyState, ErrorState, lightClasses, Skeleton, Stars, VisuallyHidden } from "../../ui/light";
import { StoreFollowButton } from "./store-follow-button";
import { storeLocationLabel } from "./store-location";
import css from "./store-parts.module.css";
import { storePageQuery } from "./store-public.queries";

type SocialKey = (typeof STORE_SOCIAL_KEYS)[number];
export const SOCIAL_ICONS: Record<SocialKey, ComponentType<{ size?: number }>> = {
  facebook: IconBrandFacebook,
  instagram: IconBrandInstagram,
  pinterest: IconBrandPinterest,
  snapchat: IconBrandSnapchat,
  tiktok: IconBrandTiktok,
  tumblr: IconBrandTumblr,
  twitter: IconBrandX,
  vimeo: IconBrandVimeo,
  youtube: IconBrandYoutube,
};

/** "1 follower", "1,204 followers". */
export function followersLabel(count: number): string {
  return `${count.toLocaleString("en-NG")} ${count === 1 ? "follower" : "followers"}`;
}


/**
 * An uploaded file's address for the page: upload paths stay relative to the site (the same in the server's
 * HTML and in the browser, and allowed by the page's content policy); absolute links are kept.
 */
function logoHref(url: string): string {
  return /^https?:\/\//.test(url) ? url : `${url.startsWith("/") ? "" : "/"}${url}`;
}

/** The store's logo, or its initials when it has none or the image does not load (also before hydration). */
function StoreLogo({ logo, name }: { logo: string | null; name: string }) {
  const [failed, setFailed] = useState(false);
  const img = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const el = img.current;
    if (el?.complete && el.naturalWidth === 0) setFailed(true);
  }, []);
  if (!logo || failed) {
    return (
      <span className={css.logo} role="img" aria-label={`${name} logo`}>
        {name.slice(0, 2).toUpperCase()}
      </span>
    );
  }
  return <img ref={img} className={css.logo} src={logoHref(logo)} alt={`${name} logo`} width={72} height={72} onError={() => setFailed(true)} />;
}

function HeaderSkeleton() {
  return (
    <div className={cx(lightClasses.card, css.header)} role="status" aria-busy="true" aria-label="Loading store">
      <div className={css.identity}>
        <Skeleton height={72} width={72} className={css.skeletonLogo} />
        <div className={css.skeletonLines}>
          <Skeleton height={24} width="50%" />
          <Skeleton height={14} width="35%" />
        </div>
      </div>
    </div>
  );
}

/**
 * The public head of a store (GET /stores/:storeUrl): logo, name, rating, followers, socials and the
 * follow button. Pass `initialData` when the page loader already fetched the store.
 */
export function StoreHeader({ storeUrl, initialData }: { storeUrl: string; initialData?: StorePage }) {
  const query = useQuery({ ...storePageQuery(storeUrl), initialData });

  if (query.isPending) return <HeaderSkeleton />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) {
      return (
        <EmptyState
          icon={<IconBuildingStore size={28} stroke={1.6} />}
          title="Store not found"
          description="This store does not exist or is not open yet."
        />
      );
    }
    return <ErrorState message={errorMessage(query.error, MESSAGES.loadStoresFailed)} onRetry={() => void query.refetch()} />;
  }

  // The server names each link (a handle made the network's address), so this page carries no social rules.
  const { store, socialLinks: links, followersCount } = query.data;
  const location = storeLocationLabel(store.location);

  return (
    <section className={cx(lightClasses.card, css.header)} aria-label={`${store.storeName} store`}>
      <div className={css.identity}>
        <StoreLogo logo={store.logo} name={store.storeName} />
        <div className={css.details}>
          <div className={css.row}>
            <h1 className={css.name}>{store.storeName}</h1>
            {store.isOfficialOutlet ? (
              <Badge color="brand" className={css.badge}>
                <IconRosetteDiscountCheck size={14} aria-hidden />
                Official outlet
              </Badge>
            ) : null}
            {store.isRegisteredBusiness ? (
              <Badge color="gray" className={css.badge}>
                Registered business
              </Badge>
            ) : null}
          </div>
          <div className={cx(css.row, css.facts)}>
            {store.averageRating !== null ? (
              <span className={css.fact}>
                <Stars value={store.averageRating} size={14} label={`Rated ${store.averageRating.toFixed(1)} out of 5`} />
                <span>
                  {store.averageRating.toFixed(1)} ({store.reviewCount})
                </span>
              </span>
            ) : null}
            {location ? (
              <span className={css.fact} data-testid="store-location">
                <IconMapPin size={14} aria-hidden className={css.factIcon} />
                <span>
                  <VisuallyHidden>Ships from </VisuallyHidden>
                  {location}
                </span>
              </span>
            ) : null}
            <span data-testid="store-followers">{followersLabel(followersCount)}</span>
            <span>On Bitmarte since {formatDate(store.createdAt)}</span>
          </div>
          {links.length > 0 ? (
            <div className={css.socials}>
              {links.map(({ key, label, url }) => {
                const Icon = SOCIAL_ICONS[key];
                return (
                  <a
                    key={key}
                    href={url}
                    target="_blank"
                    rel="noopener nofollow ugc"
                    title={label}
                    aria-label={`${store.storeName} on ${label}`}
                    className={css.social}
                  >
                    <Icon size={18} />
                  </a>
                );
              })}
            </div>
          ) : null}
        </div>
      </div>
      <StoreFollowButton storeId={store.id} storeName={store.storeName} size="md" />
    </section>
  );
}
