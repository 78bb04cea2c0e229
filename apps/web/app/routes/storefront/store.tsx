import { StorePlaceholder } from "../../features/storefront/store-placeholder";
import type { Route } from "./+types/store";

export function loader({ params }: Route.LoaderArgs) {
  return { storeUrl: params.storeUrl };
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.storeUrl ?? "Store"} · Bitmarte` }];

export default function StorePage({ loaderData }: Route.ComponentProps) {
  return <StorePlaceholder storeUrl={loaderData.storeUrl} />;
}
