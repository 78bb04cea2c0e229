import type { ThemeLayout, ThemeLayoutKind } from "@bitmarte/contracts";
import { formatNaira, THEME_SOCIAL_KEYS } from "@bitmarte/contracts/light";
import type { ReactNode } from "react";
import { SOCIAL_LABELS, safeUrl, themeStyle } from "./theme-style";
import css from "./storefront-theme.module.css";

/** A product as the themes draw it (a subset of the catalogue's product card). */
export interface ThemeProduct {
  id: string;
  name: string;
  image: string | null;
  price: number;
  listPrice: number;
  inStock: boolean;
}
export interface ThemePolicy {
  id: string;
  title: string;
  content: string;
}
export interface ThemeQuote {
  id: string;
  name: string;
  title?: string | null;
  content: string;
  rating: number | null;
}

export interface ThemedStorefrontProps {
  themeId: number;
  layout: ThemeLayout;
  store: {
    storeName: string;
    storeUrl: string;
    logo: string | null;
    location?: { city: string; state: string } | null;
    /** The store's review summary (public page); absent in the preview. */
    averageRating?: number | null;
    reviewCount?: number;
  };
  products: ThemeProduct[];
  policies: ThemePolicy[];
  testimonials: ThemeQuote[];
  /** Paging of the product list (public page only). */
  paging?: { page: number; pageCount: number; href: (page: number) => string };
  search?: string;
  /** Extra controls in the header (the follow button on the public page). */
  actions?: ReactNode;
  /** The customisation preview: local images allowed, links inert. */
  preview?: boolean;
}

/**
 * The layout of each theme of the catalogue (THEME_CATALOGUE in the contracts, which carries zod): kept
 * here so the store page stays light; a unit test checks the two agree.
 */
export const THEME_LAYOUT_BY_ID: Readonly<Record<number, ThemeLayoutKind>> = { 45: "classic", 46: "boutique", 47: "market" };

export const layoutOfTheme = (themeId: number): ThemeLayoutKind => THEME_LAYOUT_BY_ID[themeId] ?? "classic";


function Stars({ rating }: { rating: number | null }) {
  if (!rating) return null;
  return (
    <span className={css.stars} role="img" aria-label={`Rated ${rating} out of 5`}>
      {"★".repeat(rating)}
      <span className={css.starsOff}>{"★".repeat(5 - rating)}</span>
    </span>
  );
}

function Price({ product }: { product: ThemeProduct }) {
  const onSale = product.listPrice > product.price;
  return (
    <span className={css.price}>
      <span className={onSale ? css.sale : undefined}>{formatNaira(product.price)}</span>
      {onSale ? (
        <s className={css.listPrice}>
          <span className={css.hidden}>List price </span>
          {formatNaira(product.listPrice)}
        </s>
      ) : null}
    </span>
  );
}

function Socials({ layout, preview }: { layout: ThemeLayout; preview: boolean }) {
  const links = THEME_SOCIAL_KEYS.flatMap((key) => {
    const href = safeUrl(layout.socials[key]);
    return href ? [{ key, href }] : [];
  });
  if (links.length === 0) return null;
  return (
    <ul className={css.socials} aria-label="Social links">
      {links.map(({ key, href }) => (
        <li key={key}>
          <a href={href} target="_blank" rel="noopener noreferrer nofollow ugc" tabIndex={preview ? -1 : undefined}>
            {SOCIAL_LABELS[key]}
          </a>
        </li>
      ))}
    </ul>
  );
}

function Img({ src, alt, width, height, className, eager, testId }: { src: string; alt: string; width: number; height: number; className?: string; eager?: boolean; testId?: string }) {
  return (
    <img
      data-testid={testId}
      src={src}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      {...(eager ? { fetchPriority: "high" as const } : {})}
    />
  );
}

function StoreMark({ logo, name }: { logo: string | null; name: string }) {
  return logo ? (
    <Img src={logo} alt="" width={48} height={48} className={css.logo} eager />
  ) : (
    <span className={css.logoFallback} aria-hidden>
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}

function Header(props: ThemedStorefrontProps & { kind: ThemeLayoutKind; logo: string | null }) {
  const { layout, store, actions, kind, logo, preview } = props;
  const phone = layout.header.phoneNumber;
  const email = layout.header.email;
  return (
    <header className={css.header} data-kind={kind}>
      <div className={css.brand}>
        <StoreMark logo={logo} name={store.storeName} />
        <div>
          <h1 className={css.storeName}>{store.storeName}</h1>
          {store.location ? (
            <p className={css.contact} data-testid="store-location">
              {`Ships from ${[store.location.city, store.location.state].filter(Boolean).join(", ")}`}
            </p>
          ) : null}
          {store.averageRating != null && store.reviewCount ? (
            <p className={css.contact} data-testid="store-rating">
              <span aria-hidden>★ </span>
              <span>{`${store.averageRating.toFixed(1)} (${store.reviewCount})`}</span>
              <span className={css.visuallyHidden}>{` stars from ${store.reviewCount} ${store.reviewCount === 1 ? "review" : "reviews"}`}</span>
            </p>
          ) : null}
          {phone || email ? (
            <p className={css.contact}>
              {phone ? <a href={`tel:${phone.replace(/[^+0-9]/g, "")}`} tabIndex={preview ? -1 : undefined}>{phone}</a> : null}
              {phone && email ? <span aria-hidden> · </span> : null}
              {email ? <a href={`mailto:${email}`} tabIndex={preview ? -1 : undefined}>{email}</a> : null}
            </p>
          ) : null}
        </div>
      </div>
      {kind === "market" ? <SearchForm {...props} /> : null}
      {actions ? <div className={css.actions}>{actions}</div> : null}
    </header>
  );
}

function SearchForm({ store, search, preview }: ThemedStorefrontProps) {
  return (
    <form className={css.search} role="search" method="get" action={`/storefront/${store.storeUrl}`} onSubmit={preview ? (e) => e.preventDefault() : undefined}>
      <label className={css.hidden} htmlFor={`store-search-${store.storeUrl}`}>
        Search this store
      </label>
      <input
        id={`store-search-${store.storeUrl}`}
        name="q"
        type="search"
        placeholder="Search this store"
        defaultValue={search ?? ""}
        className={css.field}
        tabIndex={preview ? -1 : undefined}
      />
      <button type="submit" className={css.button} tabIndex={preview ? -1 : undefined}>
        Search
      </button>
    </form>
  );
}

function Hero({ kind, layout, store, banner, promo, preview }: { kind: ThemeLayoutKind; layout: ThemeLayout; store: ThemedStorefrontProps["store"]; banner: string | null; promo: string | null; preview: boolean }) {
  const title = layout.body.title ?? `Welcome to ${store.storeName}`;
  const subtitle = layout.body.subtitle;
  if (kind === "boutique") {
    const image = promo ?? banner;
    return (
      <section className={css.splitHero} aria-label="Featured">
        <div className={css.splitText}>
          <h2 className={css.heroTitle}>{title}</h2>
          {subtitle ? <p className={css.heroSubtitle}>{subtitle}</p> : null}
          <a className={css.button} href="#products" tabIndex={preview ? -1 : undefined}>
            Shop the collection
          </a>
        </div>
        <div className={css.splitMedia}>
          {image ? <Img src={image} alt="" width={720} height={720} className={css.cover} eager testId="theme-hero-image" /> : <div className={css.mediaPlaceholder} aria-hidden />}
        </div>
      </section>
    );
  }
  if (kind === "market") {
    return (
      <section className={css.strip} aria-label="Featured">
        {banner ? <Img src={banner} alt="" width={160} height={64} className={css.stripImage} eager testId="theme-hero-image" /> : null}
        <div>
          <h2 className={css.stripTitle}>{title}</h2>
          {subtitle ? <p className={css.stripSubtitle}>{subtitle}</p> : null}
        </div>
        <nav className={css.chips} aria-label="On this page">
          <a href="#products" tabIndex={preview ? -1 : undefined}>All products</a>
          <a href="#reviews" tabIndex={preview ? -1 : undefined}>Reviews</a>
          <a href="#policies" tabIndex={preview ? -1 : undefined}>Policies</a>
        </nav>
      </section>
    );
  }
  return (
    <section className={css.banner} aria-label="Featured">
      {banner ? <Img src={banner} alt="" width={1600} height={500} className={css.bannerImage} eager testId="theme-hero-image" /> : <div className={css.bannerPlaceholder} aria-hidden />}
      <div className={css.bannerText}>
        <h2 className={css.heroTitle}>{title}</h2>
        {subtitle ? <p className={css.heroSubtitle}>{subtitle}</p> : null}
      </div>
    </section>
  );
}

function Products({ kind, storeName, products, preview, paging }: { kind: ThemeLayoutKind; storeName: string; products: ThemeProduct[]; preview: boolean; paging?: ThemedStorefrontProps["paging"] }) {
  const tab = preview ? -1 : undefined;
  return (
    <section id="products" className={css.section} aria-labelledby="theme-products-title">
      <h2 id="theme-products-title" className={css.sectionTitle}>
        {`Products from ${storeName}`}
      </h2>
      {products.length === 0 ? (
        <p className={css.muted}>No products to show yet.</p>
      ) : kind === "market" ? (
        <ul className={css.rows}>
          {products.map((p) => (
            <li key={p.id} className={css.row} data-testid="product-card">
              {p.image ? <Img src={p.image} alt="" width={56} height={56} className={css.thumb} /> : <span className={css.thumbPlaceholder} aria-hidden />}
              <a href={`/product/${p.id}`} className={css.rowName} tabIndex={tab}>
                {p.name}
              </a>
              {!p.inStock ? <span className={css.muted}>Out of stock</span> : null}
              <Price product={p} />
              <a href={`/product/${p.id}`} className={css.smallButton} tabIndex={-1} aria-hidden>
                View
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <ul className={kind === "boutique" ? css.largeGrid : css.grid}>
          {products.map((p) => (
            <li key={p.id} className={kind === "boutique" ? css.largeCard : css.card} data-testid="product-card">
              <a href={`/product/${p.id}`} className={css.cardLink} tabIndex={tab}>
                {p.image ? (
                  <Img src={p.image} alt="" width={kind === "boutique" ? 600 : 320} height={kind === "boutique" ? 750 : 320} className={css.cardImage} />
                ) : (
                  <span className={css.cardPlaceholder} aria-hidden />
                )}
                <span className={css.cardName}>{p.name}</span>
              </a>
              <Price product={p} />
              {kind === "boutique" ? (
                <a href={`/product/${p.id}`} className={css.button} tabIndex={-1} aria-hidden>
                  View product
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {paging && paging.pageCount > 1 ? (
        <nav className={css.pager} aria-label="Product pages">
          {paging.page > 1 ? <a href={paging.href(paging.page - 1)}>← Previous</a> : <span />}
          <span>
            Page {paging.page} of {paging.pageCount}
          </span>
          {paging.page < paging.pageCount ? <a href={paging.href(paging.page + 1)}>Next →</a> : <span />}
        </nav>
      ) : null}
    </section>
  );
}

function Testimonials({ kind, quotes }: { kind: ThemeLayoutKind; quotes: ThemeQuote[] }) {
  if (quotes.length === 0) return null;
  return (
    <section id="reviews" className={css.section} aria-labelledby="theme-reviews-title">
      <h2 id="theme-reviews-title" className={css.sectionTitle}>
        What customers say
      </h2>
      <ul className={kind === "boutique" ? css.quoteRow : kind === "market" ? css.quoteList : css.quoteGrid} tabIndex={kind === "boutique" ? 0 : undefined} aria-label={kind === "boutique" ? "Testimonials, scroll sideways" : undefined}>
        {quotes.map((q) => (
          <li key={q.id} className={css.quote}>
            <blockquote>
              <p>“{q.content}”</p>
            </blockquote>
            <p className={css.quoteBy}>
              <strong>{q.name}</strong>
              {q.title ? <span>, {q.title}</span> : null} <Stars rating={q.rating} />
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Policies({ policies }: { policies: ThemePolicy[] }) {
  if (policies.length === 0) return null;
  return (
    <section id="policies" className={css.section} aria-labelledby="theme-policies-title">
      <h2 id="theme-policies-title" className={css.sectionTitle}>
        Store policies
      </h2>
      <div className={css.policies}>
        {policies.map((p) => (
          <details key={p.id} className={css.policy}>
            <summary>{p.title}</summary>
            <p>{p.content}</p>
          </details>
        ))}
      </div>
    </section>
  );
}

/**
 * A store's page drawn by its theme: Classic (banner on top, product grid), Boutique (split hero with
 * the promo image, large cards, a sideways row of testimonials) or Market (compact header with search,
 * quick links, a dense list). Plain markup and a CSS module; the merchant's colours arrive only as
 * CSS custom properties from validated hex values, images only from upload paths or http(s).
 */
export function ThemedStorefront(props: ThemedStorefrontProps) {
  const { themeId, layout, store, products, policies, testimonials, preview = false } = props;
  const kind = layoutOfTheme(themeId);
  const opts = { allowBlob: preview };
  const banner = safeUrl(layout.body.bannerImage, opts);
  const promo = safeUrl(layout.body.promoImage, opts);
  const logo = safeUrl(layout.header.logo, opts) ?? safeUrl(store.logo);
  return (
    <div className={css.theme} data-theme-layout={kind} data-testid="themed-storefront" style={themeStyle(layout.colors)}>
      <Header {...props} kind={kind} logo={logo} />
      <Hero kind={kind} layout={layout} store={store} banner={banner} promo={promo} preview={preview} />
      {kind === "classic" ? (
        <div className={css.searchBar}>
          <SearchForm {...props} />
        </div>
      ) : null}
      <Products kind={kind} storeName={store.storeName} products={products} preview={preview} paging={props.paging} />
      {kind === "classic" && promo ? (
        <section className={css.promo} aria-label="Promotion">
          <Img src={promo} alt="" width={1200} height={400} className={css.promoImage} />
        </section>
      ) : null}
      <Testimonials kind={kind} quotes={testimonials} />
      <Policies policies={policies} />
      <footer className={css.footer}>
        <span>
          © {store.storeName} on Bitmarte
        </span>
        <Socials layout={layout} preview={preview} />
      </footer>
    </div>
  );
}
