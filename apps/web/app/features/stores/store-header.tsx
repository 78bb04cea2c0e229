import type { StorePage } from "@bitmarte/contracts";
import { MESSAGES, type STORE_SOCIAL_KEYS } from "@bitmarte/contracts/light";
import { IconMapPin, IconRosetteDiscountCheck } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type ComponentType, useEffect, useRef, useState } from "react";
import { errorMessage, isApiError } from "../../lib/api-client";
import { formatDate } from "../../lib/format";
import { Badge, cx, EmptyState, ErrorState, lightClasses, Skeleton, Stars, VisuallyHidden } from "../../ui/light";
import { outline } from "../../ui/light/outline-icon";
import { StoreFollowButton } from "./store-follow-button";
import { storeLocationLabel } from "./store-location";
import css from "./store-parts.module.css";
import { storePageQuery } from "./store-public.queries";

// Drawn as plain SVG (Tabler Icons, MIT) with the kit's helper: a Tabler component costs the store page more
// script, and one the dashboards share is split into a file of its own.
const IconBuildingStore = outline("M3 21l18 0M3 7v1a3 3 0 0 0 6 0v-1m0 1a3 3 0 0 0 6 0v-1m0 1a3 3 0 0 0 6 0v-1h-18l2 -4h14l2 4M5 21l0 -10.15M19 21l0 -10.15M9 21v-4a2 2 0 0 1 2 -2h2a2 2 0 0 1 2 2v4");
const IconBrandFacebook = outline("M7 10v4h3v7h4v-7h3l1 -4h-4v-2a1 1 0 0 1 1 -1h3v-4h-3a5 5 0 0 0 -5 5v2h-3");
const IconBrandInstagram = outline("M3 7a4 4 0 0 1 4 -4h10a4 4 0 0 1 4 4v10a4 4 0 0 1 -4 4h-10a4 4 0 0 1 -4 -4l0 -10 M8.5 12a3.5 3.5 0 1 0 7 0a3.5 3.5 0 0 0 -7 0 M17 7v.01");
const IconBrandPinterest = outline("M8 20l4 -9 M10.7 14c.437 1.263 1.43 2 2.55 2c2.071 0 3.75 -1.554 3.75 -4a5 5 0 1 0 -9.7 1.7 M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0");
const IconBrandSnapchat = outline("M16.882 7.842a4.882 4.882 0 0 0 -9.764 0c0 4.273 -.213 6.409 -4.118 8.118c2 .882 2 .882 3 3c3 0 4 2 6 2s3 -2 6 -2c1 -2.118 1 -2.118 3 -3c-3.906 -1.709 -4.118 -3.845 -4.118 -8.118m-13.882 8.119c4 -2.118 4 -4.118 1 -7.118m17 7.118c-4 -2.118 -4 -4.118 -1 -7.118");
const IconBrandTiktok = outline("M21 7.917v4.034a9.948 9.948 0 0 1 -5 -1.951v4.5a6.5 6.5 0 1 1 -8 -6.326v4.326a2.5 2.5 0 1 0 4 2v-11.5h4.083a6.005 6.005 0 0 0 4.917 4.917");
const IconBrandTumblr = outline("M14 21h4v-4h-4v-6h4v-4h-4v-4h-4v1a3 3 0 0 1 -3 3h-1v4h4v6a4 4 0 0 0 4 4");
const IconBrandVimeo = outline("M3 8.5l1 1s1.5 -1.102 2 -.5c.509 .609 1.863 7.65 2.5 9c.556 1.184 1.978 2.89 4 1.5c2 -1.5 7.5 -5.5 8.5 -11.5c.444 -2.661 -1 -4 -2.5 -4c-2 0 -4.047 1.202 -4.5 4c2.05 -1.254 2.551 1 1.5 3c-1.052 2 -2 3 -2.5 3c-.49 0 -.924 -1.165 -1.5 -3.5c-.59 -2.42 -.5 -6.5 -3 -6.5s-5.5 4.5 -5.5 4.5");
const IconBrandX = outline("M4 4l11.733 16h4.267l-11.733 -16l-4.267 0 M4 20l6.768 -6.768m2.46 -2.46l6.772 -6.772");
const IconBrandYoutube = outline("M2 8a4 4 0 0 1 4 -4h12a4 4 0 0 1 4 4v8a4 4 0 0 1 -4 4h-12a4 4 0 0 1 -4 -4v-8 M10 9l5 3l-5 3l0 -6");

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
