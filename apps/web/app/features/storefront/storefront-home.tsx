import type { FeaturedImageCollection, OfficialOutletProducts, PromotionProducts, TopCategory } from "@bitmarte/contracts";
import { MESSAGES } from "@bitmarte/contracts/light";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { formatDate } from "../../lib/format";
import { imageAtWidth, imageSrcSet } from "../../lib/image-srcset";
import { Badge, ButtonLink, Container, cx, EmptyState, lightClasses, Skeleton, Title, VisuallyHidden } from "../../ui/light";
import { ProductGrid, ProductRail } from "./product-card";
import { SectionError, StoreSection } from "./section-states";
import type { CardProduct, HomeData, HomeSectionsData } from "./storefront-data.server";
import {
  IconBuildingStore,
  IconCategory,
  IconChevronLeft,
  IconChevronRight,
  IconDiscount2,
  IconPackage,
  IconRosetteDiscountCheck,
  IconRotateClockwise,
  IconShieldCheck,
  IconSpeakerphone,
  IconTruckDelivery,
} from "./storefront-icons";
import classes from "./storefront.module.css";

type PromotionCards = Omit<PromotionProducts, "products"> & { products: CardProduct[] };
type OutletCards = Omit<OfficialOutletProducts, "products"> & { products: CardProduct[] };

const PROMISES = [
  { icon: IconShieldCheck, title: "Approved stores", text: "Every store is reviewed by the Bitmarte team before it can sell." },
  { icon: IconTruckDelivery, title: "Tracked delivery", text: "Follow each order from the store to your door." },
  { icon: IconRotateClockwise, title: "Returns and replacements", text: "Ask for a refund or a replacement from your order page." },
];

interface Slide {
  key: string;
  url: string;
  link: string | null;
  alt: string;
}

function slidesOf(collections: FeaturedImageCollection[]): Slide[] {
  return [...collections]
    .filter((c) => c.isActive)
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .flatMap((c) => c.images.map((img, i) => ({ key: `${c.id}-${i}`, url: img.url, link: img.link, alt: img.alt || c.title })));
}

/** The banner's copies: the 640 px WebP on phones, the original (1600 px) on wide screens. */
const HERO_SIZES = "(min-width: 75em) 1168px, calc(100vw - 32px)";

function heroSrcSet(url: string): string | undefined {
  const copies = imageSrcSet(url, [640]);
  return copies ? `${copies}, ${imageAtWidth(url, Number.POSITIVE_INFINITY)} 1600w` : undefined;
}

function SlideImage({ slide, first }: { slide: Slide; first: boolean }) {
  const srcSet = heroSrcSet(slide.url);
  const img = (
    <img
      className={classes.heroImage}
      src={slide.url}
      srcSet={srcSet}
      sizes={srcSet ? HERO_SIZES : undefined}
      alt={slide.alt}
      width={1600}
      height={560}
      loading={first ? "eager" : "lazy"}
      fetchPriority={first ? "high" : undefined}
      decoding={first ? undefined : "async"}
    />
  );
  if (!slide.link) return img;
  if (slide.link.startsWith("/")) return <Link to={slide.link}>{img}</Link>;
  return (
    <a href={slide.link} rel="noopener">
      {img}
    </a>
  );
}

/** Featured image collections as a swipeable banner; arrows and dots once JavaScript runs. */
function FeaturedHero({ slides }: { slides: Slide[] }) {
  const listRef = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);

  const goTo = (index: number) => {
    const list = listRef.current;
    if (!list) return;
    const next = (index + slides.length) % slides.length;
    list.scrollTo({ left: next * list.clientWidth, behavior: "smooth" });
    setCurrent(next);
  };

  const onScroll = () => {
    const list = listRef.current;
    if (list && list.clientWidth > 0) setCurrent(Math.round(list.scrollLeft / list.clientWidth));
  };

  return (
    <section aria-label="Featured">
      <div className={classes.heroWrap}>
        <ul className={classes.hero} ref={listRef} onScroll={onScroll} data-testid="home-hero">
          {slides.map((slide, i) => (
            <li key={slide.key} aria-roledescription="slide" aria-label={`${i + 1} of ${slides.length}`}>
              <SlideImage slide={slide} first={i === 0} />
            </li>
          ))}
        </ul>
        {slides.length > 1 ? (
          <>
            <button type="button" className={classes.heroArrow} data-side="prev" onClick={() => goTo(current - 1)} aria-label="Previous banner">
              <IconChevronLeft size={18} aria-hidden />
            </button>
            <button type="button" className={classes.heroArrow} data-side="next" onClick={() => goTo(current + 1)} aria-label="Next banner">
              <IconChevronRight size={18} aria-hidden />
            </button>
          </>
        ) : null}
      </div>
      {slides.length > 1 ? (
        <div className={classes.dots}>
          {slides.map((slide, i) => (
            <button
              type="button"
              key={slide.key}
              className={classes.dot}
              onClick={() => goTo(i)}
              aria-label={`Show banner ${i + 1}`}
              aria-current={i === current ? "true" : undefined}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}

/** Shown when no featured images are set up: what Bitmarte is, and the way in. */
function BrandHero() {
  return (
    <div className={classes.brandHero}>
      <div>
        <h1 className={classes.brandTitle}>Shop from trusted independent stores, all in one place</h1>
        <p>One cart, one checkout, and delivery tracked from the store to your door.</p>
        <div className={classes.row}>
          <ButtonLink to="/search" className={classes.onBrand}>
            Browse products
          </ButtonLink>
          <ButtonLink to="/merchant/signup" variant="outline" className={classes.onBrand}>
            Sell on Bitmarte
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}

function TopCategories({ categories }: { categories: TopCategory[] }) {
  return (
    <ul className={classes.categories}>
      {categories.map((c) => (
        <li key={c.id}>
          <Link to={`/category/${c.id}`} className={classes.category}>
            {c.image ? (
              <img src={imageAtWidth(c.image, 80)} alt="" width={40} height={40} loading="lazy" decoding="async" />
            ) : (
              <span className={classes.iconTile} aria-hidden="true">
                <IconCategory size={22} stroke={1.6} />
              </span>
            )}
            <span className={classes.categoryName}>{c.name}</span>
            <span className={classes.categoryCount}>{c.productCount.toLocaleString("en-NG")} products</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function promotionDates(p: PromotionProducts["promotion"]): string | null {
  if (p.endDate) return `Ends ${formatDate(`${p.endDate}T00:00:00Z`)}`;
  return null;
}

function Promotions({ promotions }: { promotions: PromotionCards[] }) {
  const running = promotions.filter((p) => p.products.length > 0);
  if (running.length === 0) {
    return (
      <EmptyState
        icon={<IconSpeakerphone size={28} stroke={1.6} />}
        title="No promotions running"
        description="Seasonal sales from our stores will show here."
      />
    );
  }
  return (
    <div className={classes.promotions}>
      {running.map(({ promotion, products }) => {
        const ends = promotionDates(promotion);
        return (
          <article key={promotion.id} className={classes.promotion} aria-labelledby={`promo-${promotion.id}`}>
            <div className={classes.promotionHead}>
              <div>
                <Title order={3} id={`promo-${promotion.id}`}>
                  {promotion.name}
                </Title>
                {promotion.description ? <p className={classes.dimmed}>{promotion.description}</p> : null}
              </div>
              {ends ? (
                <Badge color="orange" className={classes.promotionEnds}>
                  {ends}
                </Badge>
              ) : null}
            </div>
            <ProductRail products={products} label={promotion.name} />
          </article>
        );
      })}
    </div>
  );
}

function OfficialOutlets({ outlets }: { outlets: OutletCards[] }) {
  if (outlets.length === 0) {
    return (
      <EmptyState icon={<IconBuildingStore size={28} stroke={1.6} />} title="No official stores yet" description="Brands' own outlets will be listed here." />
    );
  }
  return (
    <ul className={classes.outlets}>
      {outlets.map(({ outlet, products }) => (
        <li key={outlet.id} className={cx(lightClasses.card, classes.outlet)}>
          <div className={classes.outletHead}>
            <div className={classes.outletName}>
              <span className={classes.avatar}>
                {outlet.logo ? (
                  <img src={imageAtWidth(outlet.logo, 88)} alt="" width={44} height={44} loading="lazy" decoding="async" />
                ) : (
                  outlet.storeName.slice(0, 1)
                )}
              </span>
              <div>
                <strong>{outlet.storeName}</strong>
                <span className={classes.official}>
                  <IconRosetteDiscountCheck size={14} aria-hidden />
                  Official store
                </span>
              </div>
            </div>
            <ButtonLink to={`/storefront/${outlet.storeUrl}`} variant="light" size="xs" aria-label={`Visit store: ${outlet.storeName}`}>
              Visit store
            </ButtonLink>
          </div>
          {products.length > 0 ? (
            <div className={classes.thumbs3}>
              {products.slice(0, 3).map((p) => {
                const image = p.hostedImages[0];
                const srcSet = imageSrcSet(image, [160, 320]);
                return (
                  <Link key={p.id} to={`/product/${p.id}`} aria-label={p.name}>
                    {image ? (
                      <img
                        src={srcSet ? imageAtWidth(image, 160) : image}
                        srcSet={srcSet}
                        sizes={srcSet ? "(min-width: 48em) 180px, 30vw" : undefined}
                        alt=""
                        width={160}
                        height={160}
                        loading="lazy"
                        decoding="async"
                        className={classes.cardImage}
                      />
                    ) : (
                      <span className={classes.cardImage} aria-hidden="true" />
                    )}
                  </Link>
                );
              })}
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

type SectionsState = { status: "waiting" } | { status: "loaded"; data: HomeSectionsData } | { status: "failed" };

/**
 * Promotions, official stores and new arrivals: asked for when the visitor scrolls near
 * them (or at once where IntersectionObserver is missing), so the first HTML carries only what is seen first.
 */
function useLaterSections() {
  const anchor = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<SectionsState>({ status: "waiting" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let cancelled = false;
    const load = () =>
      fetch("/home/sections", { headers: { Accept: "application/json" } })
        .then((res) => (res.ok ? (res.json() as Promise<HomeSectionsData>) : Promise.reject(new Error(String(res.status)))))
        .then((data) => !cancelled && setState({ status: "loaded", data }))
        .catch(() => !cancelled && setState({ status: "failed" }));
    const element = anchor.current;
    if (!element || typeof IntersectionObserver === "undefined" || attempt > 0) {
      load();
      return () => {
        cancelled = true;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          load();
        }
      },
      { rootMargin: "300px 0px" },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [attempt]);
  const retry = () => {
    setState({ status: "waiting" });
    setAttempt((n) => n + 1);
  };
  return { anchor, state, retry };
}

function SectionPlaceholder({ label, height }: { label: string; height: number }) {
  return (
    <div role="status" aria-label={`Loading ${label}`}>
      <Skeleton height={height} />
    </div>
  );
}

function LaterSections() {
  const { anchor, state, retry } = useLaterSections();
  const failed = state.status === "failed" ? <SectionError message={MESSAGES.networkError} onRetry={retry} /> : null;
  const data = state.status === "loaded" ? state.data : null;
  return (
    <div ref={anchor} className={classes.homeStack}>
      <StoreSection id="home-promotions" title="Promotions">
        {failed ??
          (!data ? (
            <SectionPlaceholder label="promotions" height={360} />
          ) : !data.promotions.ok ? (
            <SectionError message={data.promotions.message} onRetry={retry} />
          ) : (
            <Promotions promotions={data.promotions.data} />
          ))}
      </StoreSection>

      <StoreSection id="home-official" title="Official stores">
        {failed ??
          (!data ? (
            <SectionPlaceholder label="official stores" height={240} />
          ) : !data.outlets.ok ? (
            <SectionError message={data.outlets.message} onRetry={retry} />
          ) : (
            <OfficialOutlets outlets={data.outlets.data} />
          ))}
      </StoreSection>

      <StoreSection id="home-new" title="New arrivals" seeAll={{ to: "/search?sort=newest", label: "See all" }}>
        {failed ??
          (!data ? (
            <SectionPlaceholder label="new arrivals" height={560} />
          ) : !data.newArrivals.ok ? (
            <SectionError message={data.newArrivals.message} onRetry={retry} />
          ) : data.newArrivals.data.data.length === 0 ? (
            <EmptyState
              icon={<IconPackage size={28} stroke={1.6} />}
              title="No products yet"
              description="The newest products from approved stores will appear here."
            />
          ) : (
            <ProductGrid products={data.newArrivals.data.data} label="New arrivals" eagerCount={0} />
          ))}
      </StoreSection>
    </div>
  );
}

const noDeals = (title: string) => (
  <EmptyState icon={<IconDiscount2 size={28} stroke={1.6} />} title={title} description="Check back soon: stores add offers every day." />
);

/** The storefront home: banners, categories, deals, promotions, official stores and new arrivals. */
export function StorefrontHome({ data }: { data: HomeData }) {
  const slides = data.featured.ok ? slidesOf(data.featured.data) : [];
  return (
    <Container className={cx(classes.page, classes.homeStack)}>
      {slides.length > 0 ? (
        <>
          <VisuallyHidden>
            <h1>Shop from trusted independent stores, all in one place</h1>
          </VisuallyHidden>
          <FeaturedHero slides={slides} />
        </>
      ) : (
        <BrandHero />
      )}

      <StoreSection id="home-categories" title="Shop by category" seeAll={{ to: "/search", label: "All products" }}>
        {!data.topCategories.ok ? (
          <SectionError message={data.topCategories.message} />
        ) : data.topCategories.data.length === 0 ? (
          <EmptyState
            icon={<IconCategory size={28} stroke={1.6} />}
            title="No categories yet"
            description="Categories appear once the catalogue has products."
          />
        ) : (
          <TopCategories categories={data.topCategories.data} />
        )}
      </StoreSection>

      <StoreSection id="home-super-deals" title="Super deals" description={<p className={classes.dimmed}>The biggest savings right now</p>}>
        {!data.superDeals.ok ? (
          <SectionError message={data.superDeals.message} />
        ) : data.superDeals.data.length === 0 ? (
          noDeals("No super deals right now")
        ) : (
          <ProductRail products={data.superDeals.data} label="Super deals" eagerCount={5} priorityCount={2} />
        )}
      </StoreSection>

      <StoreSection id="home-daily" title="Today's deals" description={<p className={classes.dimmed}>New discounts every day</p>}>
        {!data.dailyDeals.ok ? (
          <SectionError message={data.dailyDeals.message} />
        ) : data.dailyDeals.data.length === 0 ? (
          noDeals("No deals today")
        ) : (
          <ProductRail products={data.dailyDeals.data} label="Today's deals" />
        )}
      </StoreSection>

      <LaterSections />

      <section className={classes.promises} aria-label="Why Bitmarte">
        {PROMISES.map((p) => (
          <div key={p.title} className={classes.promise}>
            <span className={classes.iconTile} data-size="lg" aria-hidden="true">
              <p.icon size={24} stroke={1.7} />
            </span>
            <div>
              <p>
                <strong>{p.title}</strong>
              </p>
              <p className={classes.dimmed}>{p.text}</p>
            </div>
          </div>
        ))}
      </section>
    </Container>
  );
}
