import { IconBell, IconGift, IconHeart, IconMapPin, IconPackage, IconStar, IconUser } from "@tabler/icons-react";
import type { ComponentType } from "react";

/** A card of the customer's My account page. */
export interface AccountSection {
  slug: string;
  label: string;
  description: string;
  icon: ComponentType<{ size?: number | string; stroke?: number }>;
  /** Where the section lives when not at `/account/<slug>`. */
  to?: string;
}

// Apart from the dashboards' sections: My account draws with ui/light and must not load the contracts' schemas.
export const ACCOUNT_SECTIONS: readonly AccountSection[] = [
  { slug: "profile", label: "Profile", icon: IconUser, description: "Your name, email and password." },
  { slug: "orders", to: "/orders", label: "Orders", icon: IconPackage, description: "Track your orders, and ask for returns or replacements." },
  { slug: "addresses", to: "/addresses", label: "Addresses", icon: IconMapPin, description: "Save the addresses you ship to and pick a default." },
  { slug: "following", to: "/following", label: "Stores I follow", icon: IconHeart, description: "Stores you follow, and their newest products." },
  { slug: "notifications", to: "/notifications", label: "Notifications", icon: IconBell, description: "Updates on your orders and refunds, and which come by email." },
  { slug: "gift-cards", to: "/gift-cards", label: "Gift cards", icon: IconGift, description: "Buy gift cards and check your balances." },
  { slug: "reviews", label: "My reviews", icon: IconStar, description: "Reviews you wrote, with links to the products." },
];
