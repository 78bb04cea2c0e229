import chartStyles from "@mantine/charts/styles.css?url";
import { useSessionUser } from "../../features/auth";
import { MerchantProductsScreen, ProductsNoAccess, productAccess } from "../../features/products";

export const links = () => [{ rel: "stylesheet", href: chartStyles }];
export const meta = () => [{ title: "Products · Merchant · Bitmarte" }];

export default function MerchantProducts() {
  const access = productAccess(useSessionUser());
  if (!access.canRead) return <ProductsNoAccess />;
  return <MerchantProductsScreen canWrite={access.canWrite} />;
}
