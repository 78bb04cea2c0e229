import {
  type AuthSpec,
  type Caller,
  categoriesEndpoints,
  checkoutEndpoints,
  jobsEndpoints,
  logisticsEndpoints,
  type MerchantResource,
  mayCall,
  ordersEndpoints,
  productsEndpoints,
  reportsEndpoints,
  returnsEndpoints,
  sellerHealthEndpoints,
  storesEndpoints,
  type UserInfo,
  webhooksEndpoints,
} from "@bitmarte/contracts";
import {
  IconAlertTriangle,
  IconArrowBackUp,
  IconBuildingStore,
  IconBuildingWarehouse,
  IconCategory,
  IconChartBar,
  IconClipboardCheck,
  IconCreditCard,
  IconMail,
  IconHeartbeat,
  IconHistory,
  IconSpeakerphone,
  IconStar,
  IconUserCheck,
  IconLayoutDashboard,
  IconPackage,
  IconPalette,
  IconMotorbike,
  IconRadar,
  IconReceipt,
  IconRoute,
  IconShieldLock,
  IconShoppingCart,
  IconTicket,
  IconTruck,
  IconTruckDelivery,
  IconUsers,
  IconWallet,
  IconWebhook,
} from "@tabler/icons-react";
import type { AreaNavItem } from "../../ui/area-shell";

export interface DashboardSection {
  slug: string;
  label: string;
  description: string;
  icon: AreaNavItem["icon"];
  /** Merchant staff need this resource's permission. */
  resource?: MerchantResource;
  /** Merchant sections only the store's owner opens (staff never, whatever their permissions). */
  ownerOnly?: boolean;
  /**
   * Admin sections: the endpoints the section's page cannot work without. A role sees the section only
   * when it may call every one of them (the same rule the server enforces), so screens follow the server.
   */
  needs?: readonly { auth: AuthSpec }[];
  /** Admin sections: narrows further to these roles (a page built for one role's work); never widens `needs`. */
  adminRoles?: readonly string[];
  /** Admin sections: pages under the section (`<slug>/…`, e.g. one order) that roles who may call these open too. */
  detailNeeds?: readonly { auth: AuthSpec }[];
  /** Where the section lives when not at `<area>/<slug>`. */
  to?: string;
  /** The section's pages exist; otherwise its card says "Coming soon". */
  ready?: boolean;
}

export const MERCHANT_SECTIONS: readonly DashboardSection[] = [
  { ready: true, slug: "products", label: "Products", icon: IconPackage, resource: "products", description: "Add products, variants and stock, and see their approval status." },
  { ready: true, slug: "orders", label: "Orders", icon: IconShoppingCart, resource: "orders", description: "Accept, pack and hand over orders, and print packing slips." },
  { ready: true, slug: "returns", label: "Returns", icon: IconArrowBackUp, resource: "returns", description: "Accept or reject customers' returns, and mark them received." },
  { ready: true, slug: "reviews", label: "Reviews", icon: IconStar, resource: "products", description: "What customers wrote about your products and store, with the ratings." },
  { ready: true, slug: "health", label: "Seller health", icon: IconHeartbeat, resource: "store", description: "Your store's score, what lowers it and what to do, and appeals." },
  { ready: true, slug: "coupons", label: "Coupons", icon: IconTicket, resource: "coupons", description: "Create percentage, fixed and buy-X-get-Y discounts." },
  { ready: true, slug: "staff", label: "Staff", icon: IconUsers, resource: "staff", description: "Invite staff and choose what each person can do." },
  { ready: true, slug: "onboarding", label: "Onboarding", icon: IconClipboardCheck, resource: "store", description: "Identity, addresses, store profile and pricing plan: what approval needs." },
  { ready: true, slug: "store-profile", label: "Store profile", icon: IconBuildingStore, resource: "store", description: "Your store's details, policies, testimonials and social links." },
  { ready: true, slug: "transactions", label: "Transactions", icon: IconReceipt, resource: "transactions", description: "Payments for your orders, with CSV export." },
  { ready: true, slug: "payouts", label: "Payouts", icon: IconWallet, resource: "reports", description: "Each completed order's payout, its status, and your statement." },
  { ready: true, slug: "reports", label: "Reports", icon: IconChartBar, resource: "reports", description: "Sales, orders, returns, finance and next-day settlement, with CSV export." },
  { ready: true, slug: "plan", label: "Plan & billing", icon: IconCreditCard, resource: "store", description: "Your pricing plan, its commission and what it includes, and the other plans." },
  { ready: true, slug: "themes", label: "Themes", icon: IconPalette, resource: "themes", description: "Choose and customise your storefront's theme." },
  { ready: true, slug: "webhooks", label: "Webhooks", icon: IconWebhook, ownerOnly: true, description: "Send your store's orders, returns, payouts and stock news to your own systems, signed." },
];

const o = ordersEndpoints;
const st = storesEndpoints;

export const ADMIN_SECTIONS: readonly DashboardSection[] = [
  { ready: true, slug: "stores", label: "Stores", icon: IconBuildingStore, needs: [st.unapprovedStores, st.approveStore], detailNeeds: [st.storeDetails], description: "Review and approve new stores and their payment plans." },
  { ready: true, slug: "products", label: "Products", icon: IconPackage, needs: [productsEndpoints.adminList, productsEndpoints.approve], description: "Approve products, promotions and official outlets." },
  // Schedulers may read orders, but their page is Dispatch (the full list's filters and actions are the admins').
  { ready: true, slug: "orders", label: "Orders", icon: IconShoppingCart, needs: [o.adminOrders], adminRoles: ["admin", "superadmin"], detailNeeds: [o.adminOrder], description: "Follow every order and assign deliveries." },
  { ready: true, slug: "returns", label: "Returns & refunds", icon: IconArrowBackUp, needs: [returnsEndpoints.list, returnsEndpoints.refundDecision], detailNeeds: [returnsEndpoints.get], description: "Every store's returns, refund requests and replacements to decide." },
  { ready: true, slug: "reviews", label: "Reviews", icon: IconStar, needs: [st.reviews, st.reviewVisibility], description: "Every store's reviews; hide abusive ones with a reason." },
  { ready: true, slug: "seller-health", label: "Seller health", icon: IconHeartbeat, needs: [sellerHealthEndpoints.settings, sellerHealthEndpoints.appeals], description: "Score thresholds for warnings, search demotion and payout holds; merchants' appeals." },
  { ready: true, slug: "control-tower", label: "Control tower", icon: IconRadar, needs: [o.adminBoard, o.adminLive], description: "Open orders per status, live, with late ones flagged." },
  { ready: true, slug: "dispatch", label: "Dispatch", icon: IconRoute, needs: [o.adminOrders, o.dispatchers, o.assignToDispatcher], description: "Orders waiting for a dispatcher, and each dispatcher's load." },
  // The rider's own orders: a super admin passes every check but has no deliveries of their own.
  { ready: true, slug: "deliveries", label: "My deliveries", icon: IconMotorbike, needs: [o.dispatcherOrders], adminRoles: ["dispatcher"], description: "Orders assigned to you: pick up, set off and deliver." },
  { ready: true, slug: "hubs", label: "Hubs", icon: IconBuildingWarehouse, needs: [st.hubs, st.hubApplications], description: "Bitmarte hubs and hub applications." },
  { ready: true, slug: "merchants", label: "Merchants", icon: IconUsers, needs: [st.merchants], detailNeeds: [st.merchant], description: "Every merchant, their store and documents." },
  { ready: true, slug: "merchandising", label: "Merchandising", icon: IconSpeakerphone, needs: [productsEndpoints.promotions, st.adminFeaturedImages], description: "Promotions, official outlets and the home page's featured images." },
  { ready: true, slug: "categories", label: "Categories", icon: IconCategory, needs: [categoriesEndpoints.createCategory], description: "Categories, sub-categories and child categories." },
  { ready: true, slug: "transactions", label: "Transactions", icon: IconReceipt, needs: [checkoutEndpoints.adminTransactions], description: "All payments on the platform." },
  { ready: true, slug: "reports", label: "Reports", icon: IconChartBar, needs: [reportsEndpoints.sales, reportsEndpoints.finance], description: "Sales, orders, returns, finance and settlements for every store or one." },
  { ready: true, slug: "payouts", label: "Payouts", icon: IconWallet, needs: [reportsEndpoints.adminPayments, reportsEndpoints.updateMerchantPayment], description: "Approve and process merchant payouts, decide chargebacks, reconcile the books." },
  { ready: true, slug: "partners", label: "Shipping partners", icon: IconTruck, needs: [logisticsEndpoints.partners], description: "Partner applications, approvals and the companies that deliver orders." },
  { ready: true, slug: "logistics", label: "Logistics", icon: IconTruckDelivery, needs: [logisticsEndpoints.shipping, logisticsEndpoints.pricing, logisticsEndpoints.vehicles], description: "Zones, pricing, vehicles and shipping discounts." },
  { ready: true, slug: "approvers", label: "Approvers", icon: IconUserCheck, needs: [st.approvers], description: "Who may approve stores, in two steps." },
  { ready: true, slug: "admins", label: "Admins", icon: IconShieldLock, needs: [st.admins], description: "Create, activate, deactivate and delete admin accounts." },
  { ready: true, slug: "audit-log", label: "Audit log", icon: IconHistory, needs: [st.auditLog], description: "Who changed which admin account, when, and from where." },
  { ready: true, slug: "messages", label: "Messages", icon: IconMail, needs: [st.contactMessages, st.markContactMessage], description: "What visitors sent through Contact us: read, reply, mark read." },
  { ready: true, slug: "jobs", label: "Failed jobs", icon: IconAlertTriangle, needs: [jobsEndpoints.failed, jobsEndpoints.retry], description: "Background jobs that failed every retry, to run again." },
  { ready: true, slug: "webhooks", label: "Webhooks", icon: IconWebhook, needs: [webhooksEndpoints.listEndpoints, webhooksEndpoints.createEndpoint], description: "Endpoints of your systems that receive every store's events, signed, with a delivery log." },
];


export function canSeeMerchantSection(user: Pick<UserInfo, "role" | "permissions">, section: DashboardSection): boolean {
  if (section.ownerOnly) return user.role !== "staff";
  if (user.role !== "staff" || !section.resource) return true;
  return user.permissions.some((p) => p === section.resource || p.startsWith(`${section.resource}:`));
}

/** The signed-in admin as the endpoint table's access rule sees them. */
export function adminCaller(user: Pick<UserInfo, "role">): Caller {
  return { kind: "admin", role: user.role };
}

/** Whether the admin may call every endpoint of the list (an empty list opens nothing: each section names its needs). */
export function mayCallAll(user: Pick<UserInfo, "role">, endpoints: readonly { auth: AuthSpec }[] | undefined): boolean {
  if (!endpoints || endpoints.length === 0) return false;
  const caller = adminCaller(user);
  return endpoints.every((e) => mayCall(e, caller));
}

export function canSeeAdminSection(user: Pick<UserInfo, "role">, section: DashboardSection): boolean {
  if (section.adminRoles && !section.adminRoles.includes(user.role)) return false;
  return mayCallAll(user, section.needs);
}

export function merchantSections(user: Pick<UserInfo, "role" | "permissions">): DashboardSection[] {
  return MERCHANT_SECTIONS.filter((s) => canSeeMerchantSection(user, s));
}

export function adminSections(user: Pick<UserInfo, "role">): DashboardSection[] {
  return ADMIN_SECTIONS.filter((s) => canSeeAdminSection(user, s));
}

function toNav(base: string, sections: readonly DashboardSection[]): AreaNavItem[] {
  return sections.map((s) => ({ label: s.label, to: s.to ?? `${base}/${s.slug}`, icon: s.icon }));
}

export function merchantNav(user: UserInfo): AreaNavItem[] {
  return [{ label: "Dashboard", to: "/merchant", icon: IconLayoutDashboard, end: true }, ...toNav("/merchant", merchantSections(user))];
}

export function adminNav(user: UserInfo): AreaNavItem[] {
  return [{ label: "Dashboard", to: "/admin", icon: IconLayoutDashboard, end: true }, ...toNav("/admin", adminSections(user))];
}

export function partnerNav(): AreaNavItem[] {
  return [{ label: "Assigned orders", to: "/shipping-partner", icon: IconTruckDelivery, end: true }];
}


/** Whether the signed-in user may open a section of their area. */
export function canOpenSection(area: "merchant" | "admin", user: Pick<UserInfo, "role" | "permissions">, slug: string): boolean {
  const section = (area === "merchant" ? MERCHANT_SECTIONS : ADMIN_SECTIONS).find((s) => s.slug === slug);
  if (!section) return false;
  return area === "merchant" ? canSeeMerchantSection(user, section) : canSeeAdminSection(user, section);
}

/**
 * Whether an admin may open a path of the admin area: a section's pages need the section; the pages under
 * it (one order, one store) also open to roles that may call the section's `detailNeeds`. Paths outside
 * every section (dashboard, change password, unknown pages) are not the gate's business.
 */
export function canOpenAdminPath(user: Pick<UserInfo, "role">, pathname: string): boolean {
  const parts = pathname.replace(/^\/admin/, "").split("/").filter(Boolean);
  const section = ADMIN_SECTIONS.find((s) => s.slug === parts[0]);
  if (!section) return true;
  if (canSeeAdminSection(user, section)) return true;
  return parts.length > 1 && mayCallAll(user, section.detailNeeds);
}

/** Whether a staff member may open a merchant path: the section's resource decides (owners open every one). */
export function canOpenMerchantPath(user: Pick<UserInfo, "role" | "permissions">, pathname: string): boolean {
  const section = findSection(MERCHANT_SECTIONS, "/merchant", pathname);
  return !section || canSeeMerchantSection(user, section);
}

/** The section a path points at: the segment right after the area's prefix. */
export function findSection(sections: readonly DashboardSection[], prefix: string, pathname: string): DashboardSection | undefined {
  const rest = pathname.slice(prefix.length).split("/").filter(Boolean)[0];
  return sections.find((s) => s.slug === rest);
}
