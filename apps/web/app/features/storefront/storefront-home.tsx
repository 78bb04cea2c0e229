import type { FeaturedImageCollection, OfficialOutletProducts, PromotionProducts, TopCategory } from "@bitmarte/contracts";
import { ActionIcon, Avatar, Badge, Box, Button, Container, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton, VisuallyHidden } from "@mantine/core";
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
} from "@tabler/icons-react";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { formatDate } from "../../lib/format";
import { EmptyState } from "../../ui/empty-state";
import { ProductGrid, ProductRail } from "./product-card";
import { SectionError, StoreSection } from "./section-states";
import type { HomeData } from "./storefront-data.server";
import classes from "./storefront.module.css";

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

function SlideImage({ slide, first }: { slide: Slide; first: boolean }) {
  const img = (
    <img
      className={classes.heroImage}
      src={slide.url}
      alt={slide.alt}
      width={1600}
      height={560}
      loading={first ? "eager" : "lazy"}
      fetchPriority={first ? "high" : undefined}
      decoding="async"
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
    <Box component="section" aria-label="Featured" pos="relative">
      <ul className={classes.hero} ref={listRef} onScroll={onScroll} data-testid="home-hero">
        {slides.map((slide, i) => (
          <li key={slide.key} aria-roledescription="slide" aria-label={`${i + 1} of ${slides.length}`}>
            <SlideImage slide={slide} first={i === 0} />
          </li>
        ))}
      </ul>
      {slides.length > 1 ? (
        <>
          <ActionIcon
            variant="white"
            color="dark"
            radius="xl"
            size="lg"
            pos="absolute"
            left={8}
            top="50%"
            style={{ transform: "translateY(-50%)", boxShadow: "var(--mantine-shadow-sm)" }}
            onClick={() => goTo(current - 1)}
            aria-label="Previous banner"
            visibleFrom="sm"
          >
            <IconChevronLeft size={18} />
          </ActionIcon>
          <ActionIcon
            variant="white"
            color="dark"
            radius="xl"
            size="lg"
            pos="absolute"
            right={8}
            top="50%"
            style={{ transform: "translateY(-50%)", boxShadow: "var(--mantine-shadow-sm)" }}
            onClick={() => goTo(current + 1)}
            aria-label="Next banner"
            visibleFrom="sm"
          >
            <IconChevronRight size={18} />
          </ActionIcon>
          <Group gap={0} justify="center" mt={4}>
            {slides.map((slide, i) => (
              <UnstyledButton
                key={slide.key}
                onClick={() => goTo(i)}
                aria-label={`Show banner ${i + 1}`}
                aria-current={i === current ? "true" : undefined}
                w={i === current ? 36 : 24}
                h={24}
                style={{
                  // A 24 px tap target around the 8 px dot: the padding is transparent.
                  padding: 8,
                  borderRadius: 12,
                  backgroundClip: "content-box",
                  backgroundColor: i === current ? "var(--mantine-color-brand-7)" : "var(--mantine-color-gray-5)",
                  transition: "width 150ms ease",
                }}
              />
            ))}
          </Group>
        </>
      ) : null}
    </Box>
  );
}

/** Shown when no featured images are set up: what Bitmarte is, and the way in. */
function BrandHero() {
  return (
    <Box
      style={{ background: "linear-gradient(135deg, var(--mantine-color-brand-9) 0%, var(--mantine-color-brand-7) 100%)", borderRadius: "var(--mantine-radius-lg)" }}
      c="white"
      p={{ base: "lg", sm: 40 }}
    >
      <Stack gap="md" maw={620}>
        <Title order={1} fz={{ base: 26, sm: 38 }} lh={1.15}>
          Shop from trusted independent stores, all in one place
        </Title>
        <Text c="brand.0">One cart, one checkout, and delivery tracked from the store to your door.</Text>
        <Group gap="sm">
          <Button component={Link} to="/search" color="white" c="brand.9">
            Browse products
          </Button>
          <Button component={Link} to="/merchant/signup" variant="outline" color="white">
            Sell on Bitmarte
          </Button>
        </Group>
      </Stack>
    </Box>
  );
}

function TopCategories({ categories }: { categories: TopCategory[] }) {
  return (
    <SimpleGrid cols={{ base: 3, sm: 4, md: 6 }} spacing="xs" component="ul" m={0} p={0} style={{ listStyle: "none" }}>
      {categories.map((c) => (
        <li key={c.id}>
          <Paper
            component={Link}
            to={`/category/${c.id}`}
            withBorder
            radius="md"
            p="xs"
            h="100%"
            style={{ display: "flex", flexDirection: "column", alignItems: "center", gap: 6, textAlign: "center", textDecoration: "none" }}
          >
            {c.image ? (
              <img src={c.image} alt="" width={40} height={40} loading="lazy" decoding="async" style={{ borderRadius: 8, objectFit: "cover" }} />
            ) : (
              <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
                <IconCategory size={22} stroke={1.6} />
              </ThemeIcon>
            )}
            <Text fw={600} fz={{ base: "xs", sm: "sm" }} lineClamp={2} lh={1.25}>
              {c.name}
            </Text>
            <Text fz={11} c="dimmed">
              {c.productCount.toLocaleString("en-NG")} products
            </Text>
          </Paper>
        </li>
      ))}
    </SimpleGrid>
  );
}

function promotionDates(p: PromotionProducts["promotion"]): string | null {
  if (p.endDate) return `Ends ${formatDate(`${p.endDate}T00:00:00Z`)}`;
  return null;
}

function Promotions({ promotions }: { promotions: PromotionProducts[] }) {
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
    <Stack gap="xl">
      {running.map(({ promotion, products }) => (
        <Stack key={promotion.id} gap="xs" component="article" aria-labelledby={`promo-${promotion.id}`}>
          <Group justify="space-between" align="flex-end" gap="xs">
            <Stack gap={0}>
              <Title order={3} fz="lg" id={`promo-${promotion.id}`}>
                {promotion.name}
              </Title>
              {promotion.description ? (
                <Text size="sm" c="dimmed">
                  {promotion.description}
                </Text>
              ) : null}
            </Stack>
            {promotionDates(promotion) ? (
              <Badge variant="light" color="orange" radius="sm" tt="none" style={{ "--badge-color": "#8f3608" }}>
                {promotionDates(promotion)}
              </Badge>
            ) : null}
          </Group>
          <ProductRail products={products} label={promotion.name} />
        </Stack>
      ))}
    </Stack>
  );
}

function OfficialOutlets({ outlets }: { outlets: OfficialOutletProducts[] }) {
  if (outlets.length === 0) {
    return (
      <EmptyState
        icon={<IconBuildingStore size={28} stroke={1.6} />}
        title="No official stores yet"
        description="Brands' own outlets will be listed here."
      />
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="ul" m={0} p={0} style={{ listStyle: "none" }}>
      {outlets.map(({ outlet, products }) => (
        <Paper component="li" key={outlet.id} withBorder radius="lg" p="md">
          <Stack gap="sm">
            <Group justify="space-between" wrap="nowrap">
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                <Avatar src={outlet.logo} alt="" radius="md" color="brand" size={44}>
                  {outlet.storeName.slice(0, 1)}
                </Avatar>
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={700} truncate>
                    {outlet.storeName}
                  </Text>
                  <Group gap={4} c="brand.8" wrap="nowrap">
                    <IconRosetteDiscountCheck size={14} aria-hidden />
                    <Text size="xs" fw={600} inherit>
                      Official store
                    </Text>
                  </Group>
                </Stack>
              </Group>
              <Button component={Link} to={`/storefront/${outlet.storeUrl}`} variant="light" size="xs" aria-label={`Visit store: ${outlet.storeName}`}>
                Visit store
              </Button>
            </Group>
            {products.length > 0 ? (
              <SimpleGrid cols={3} spacing="xs">
                {products.slice(0, 3).map((p) => (
                  <Link key={p.id} to={`/product/${p.id}`} aria-label={p.name}>
                    <img src={p.hostedImages[0]} alt="" width={160} height={160} loading="lazy" decoding="async" className={classes.cardImage} style={{ borderRadius: 8 }} />
                  </Link>
                ))}
              </SimpleGrid>
            ) : null}
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

const noDeals = (title: string) => (
  <EmptyState icon={<IconDiscount2 size={28} stroke={1.6} />} title={title} description="Check back soon: stores add offers every day." />
);

/** The storefront home: banners, categories, deals, promotions, official stores and new arrivals. */
export function StorefrontHome({ data }: { data: HomeData }) {
  const slides = data.featured.ok ? slidesOf(data.featured.data) : [];
  return (
    <Container size="lg" py={{ base: "md", sm: "lg" }}>
      <Stack gap={40}>
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
            <EmptyState icon={<IconCategory size={28} stroke={1.6} />} title="No categories yet" description="Categories appear once the catalogue has products." />
          ) : (
            <TopCategories categories={data.topCategories.data} />
          )}
        </StoreSection>

        <StoreSection id="home-super-deals" title="Super deals" description={<Text size="sm" c="dimmed">The biggest savings right now</Text>}>
          {!data.superDeals.ok ? (
            <SectionError message={data.superDeals.message} />
          ) : data.superDeals.data.length === 0 ? (
            noDeals("No super deals right now")
          ) : (
            <ProductRail products={data.superDeals.data} label="Super deals" eagerCount={2} />
          )}
        </StoreSection>

        <StoreSection id="home-daily" title="Today's deals" description={<Text size="sm" c="dimmed">New discounts every day</Text>}>
          {!data.dailyDeals.ok ? (
            <SectionError message={data.dailyDeals.message} />
          ) : data.dailyDeals.data.length === 0 ? (
            noDeals("No deals today")
          ) : (
            <ProductRail products={data.dailyDeals.data} label="Today's deals" />
          )}
        </StoreSection>

        <StoreSection id="home-promotions" title="Promotions">
          {!data.promotions.ok ? <SectionError message={data.promotions.message} /> : <Promotions promotions={data.promotions.data} />}
        </StoreSection>

        <StoreSection id="home-official" title="Official stores">
          {!data.outlets.ok ? <SectionError message={data.outlets.message} /> : <OfficialOutlets outlets={data.outlets.data} />}
        </StoreSection>

        <StoreSection id="home-new" title="New arrivals" seeAll={{ to: "/search?sort=newest", label: "See all" }}>
          {!data.newArrivals.ok ? (
            <SectionError message={data.newArrivals.message} />
          ) : data.newArrivals.data.data.length === 0 ? (
            <EmptyState icon={<IconPackage size={28} stroke={1.6} />} title="No products yet" description="The newest products from approved stores will appear here." />
          ) : (
            <ProductGrid products={data.newArrivals.data.data} label="New arrivals" eagerCount={0} />
          )}
        </StoreSection>

        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" component="section" aria-label="Why Bitmarte">
          {PROMISES.map((p) => (
            <Group key={p.title} align="flex-start" wrap="nowrap" gap="md">
              <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
                <p.icon size={24} stroke={1.7} />
              </ThemeIcon>
              <Stack gap={2}>
                <Text fw={700}>{p.title}</Text>
                <Text size="sm" c="dimmed">
                  {p.text}
                </Text>
              </Stack>
            </Group>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
