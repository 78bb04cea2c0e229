import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { useLoaderData } from "react-router";
import { StorePlaceholder } from "../../features/storefront/store-placeholder";

// Fallback page, used only while no route group claims "storefront" (routes.ts); typed without
// generated route types because the route is absent from the config when a group claims it.
export function loader({ params }: LoaderFunctionArgs) {
  return { storeUrl: params.storeUrl ?? "" };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => [{ title: `${loaderData?.storeUrl ?? "Store"} · Bitmarte` }];

export default function StorePage() {
  const { storeUrl } = useLoaderData<typeof loader>();
  return <StorePlaceholder storeUrl={storeUrl} />;
}
