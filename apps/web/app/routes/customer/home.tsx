import { StorefrontHome } from "../../features/storefront/storefront-home";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [
  { title: "Bitmarte — shop from trusted stores" },
  { name: "description", content: "Shop from approved independent stores across Nigeria, with tracked delivery and easy returns." },
];

export default function Home() {
  return <StorefrontHome />;
}
