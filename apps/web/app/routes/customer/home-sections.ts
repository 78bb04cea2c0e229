import { loadHomeSections } from "../../features/storefront/storefront-data.server";

/** The home page's later sections as JSON (see loadHomeSections): public, the same for every visitor. */
export async function loader() {
  return Response.json(await loadHomeSections(), {
    headers: { "Cache-Control": "public, max-age=0, s-maxage=60, stale-while-revalidate=300" },
  });
}
