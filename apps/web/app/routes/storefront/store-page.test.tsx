import { type StorePage as StorePageData, storeSocialLinks, type ThemeLayout } from "@bitmarte/contracts";
import { DEFAULT_THEME_COLORS } from "@bitmarte/contracts/light";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { socialsForThemedPage } from "../../features/stores/storefront";
import StorePage from "./store-page";

afterEach(cleanup);

const noSocials = { facebook: null, instagram: null, pinterest: null, snapchat: null, tiktok: null, tumblr: null, twitter: null, vimeo: null, youtube: null };

const theme: ThemeLayout = {
  activeThemeId: 45,
  merchantThemeId: null,
  header: { logo: null, phoneNumber: null, email: null },
  body: { title: null, subtitle: null, bannerImage: null, promoImage: null },
  colors: { ...DEFAULT_THEME_COLORS },
  socials: { ...noSocials, whatsapp: null },
  testimonials: [],
};

// As merchants type them: a full link, a handle, and a value that is neither (never shown).
const typed = { ...noSocials, instagram: "https://instagram.com/abashoes", tiktok: "@abashoes", twitter: "javascript:alert(1)" };

function storePage(overrides: Partial<StorePageData> = {}): StorePageData {
  return {
    store: {
      id: "0b7f4c1e-4b7e-4d0a-9a53-1f1f5f0f0a01",
      storeName: "Aba Shoe Makers",
      storeUrl: "aba-shoe-makers",
      logo: null,
      isRegisteredBusiness: false,
      isOfficialOutlet: false,
      averageRating: null,
      reviewCount: 0,
      createdAt: "2026-01-05T10:00:00.000Z",
      location: { city: "Aba", state: "Abia" },
    },
    socials: typed,
    // As the server names them (GET /stores/:storeUrl).
    socialLinks: storeSocialLinks(typed),
    policies: [],
    testimonials: [],
    followersCount: 3,
    following: false,
    activeTheme: theme,
    ...overrides,
  };
}

function renderStorePage(page: StorePageData) {
  const loaderData = {
    store: page.store,
    storePage: page,
    products: { ok: true as const, data: { data: [], count: 0 } },
    filters: { page: 1 },
    pageSize: 24,
    failure: null,
    // As the loader shapes a themed page on the server.
    themed: page.activeTheme
      ? { layout: { ...page.activeTheme, socials: socialsForThemedPage(page.activeTheme.socials, page.socialLinks) }, products: [], testimonials: [] }
      : null,
  };
  // The loader's answer, reduced to what the page reads; the route props beyond loaderData are unused.
  const Page = StorePage as unknown as (props: { loaderData: unknown }) => ReactElement;
  const Stub = createRoutesStub([{ path: "/storefront/:storeUrl", Component: () => <Page loaderData={loaderData} /> }]);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <Stub initialEntries={[`/storefront/${page.store.storeUrl}`]} />
    </QueryClientProvider>,
  );
}

function expectSafeExternal(link: HTMLElement) {
  expect(link.getAttribute("target")).toBe("_blank");
  const rel = (link.getAttribute("rel") ?? "").split(/\s+/);
  for (const token of ["noopener", "nofollow", "ugc"]) expect(rel).toContain(token);
}

describe("the public store page shows the store profile's socials", () => {
  it("on a themed page: labelled links to the profile's link and handle; anything else is dropped", async () => {
    renderStorePage(storePage());
    const list = await screen.findByRole("list", { name: "Social links" });
    const instagram = within(list).getByRole("link", { name: "Instagram" });
    expect(instagram.getAttribute("href")).toBe("https://instagram.com/abashoes");
    const tiktok = within(list).getByRole("link", { name: "TikTok" });
    expect(tiktok.getAttribute("href")).toBe("https://www.tiktok.com/@abashoes");
    for (const link of [instagram, tiktok]) expectSafeExternal(link);
    expect(within(list).queryByRole("link", { name: /Twitter/ })).toBeNull();
    expect(document.body.innerHTML).not.toContain("javascript:");
  });

  it("a link set in the theme's customisation wins over the profile's for the same network", () => {
    const themed = socialsForThemedPage({ ...theme.socials, instagram: "https://instagram.com/aba.theme", whatsapp: "https://wa.me/2348031234567" }, storePage().socialLinks);
    expect(themed).toMatchObject({ instagram: "https://instagram.com/aba.theme", tiktok: "https://www.tiktok.com/@abashoes", whatsapp: "https://wa.me/2348031234567", twitter: null });
  });

  it("on the plain page (no theme): icon links named after the store and the network", async () => {
    renderStorePage(storePage({ activeTheme: null }));
    const instagram = await screen.findByRole("link", { name: "Aba Shoe Makers on Instagram" });
    expect(instagram.getAttribute("href")).toBe("https://instagram.com/abashoes");
    const tiktok = screen.getByRole("link", { name: "Aba Shoe Makers on TikTok" });
    expect(tiktok.getAttribute("href")).toBe("https://www.tiktok.com/@abashoes");
    for (const link of [instagram, tiktok]) expectSafeExternal(link);
    expect(screen.queryByRole("link", { name: /X \(Twitter\)/ })).toBeNull();
  });
});
