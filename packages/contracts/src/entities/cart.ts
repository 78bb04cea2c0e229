import { z } from "zod";
import { MoneySchema, PageQuerySchema } from "../http.js";
import { EmailInputSchema, NigerianStateSchema, PhoneNumberSchema, requiredText, TimestampSchema, uuidInput } from "./common.js";
import { PublicPricingSchema } from "./products.js";

// ---- customer shipping addresses ----

/**
 * Spec §3 customer shipping address, plus optional refinements: city and LGA (null when not given; without a
 * city the shipping fee uses the state's zone) and country (Nigeria unless given).
 */
export const CustomerShippingAddressSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  phoneNumber: z.string(),
  emailAddress: z.string(),
  stateOrRegion: z.string(),
  city: z.string().nullable(),
  LGA: z.string().nullable(),
  address: z.string(),
  country: z.string(),
  default: z.boolean(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type CustomerShippingAddress = z.infer<typeof CustomerShippingAddressSchema>;

/** The address frozen on an order (a copy; later edits to the address book do not change it). */
export const DeliveryAddressSchema = z.object({
  fullName: z.string(),
  phoneNumber: z.string(),
  emailAddress: z.string(),
  stateOrRegion: z.string(),
  city: z.string(),
  address: z.string(),
  country: z.string(),
});
export type DeliveryAddress = z.infer<typeof DeliveryAddressSchema>;

/** An optional place name: blank means "not given" (null). */
const optionalPlace = (label: string) =>
  z
    .string()
    .trim()
    .max(80, `${label} must be at most 80 characters`)
    .nullable()
    .transform((v) => (v ? v : null));

/** The spec's fields (fullName, phoneNumber, emailAddress, stateOrRegion, address, default?) are enough. */
const addressInputFields = {
  fullName: requiredText("Full name", 120, 2),
  phoneNumber: PhoneNumberSchema,
  emailAddress: EmailInputSchema,
  stateOrRegion: NigerianStateSchema,
  city: optionalPlace("City"),
  LGA: optionalPlace("LGA"),
  address: requiredText("Address", 300, 5),
  country: requiredText("Country", 60),
  default: z.boolean(),
};
export const CreateShippingAddressBodySchema = z.object({
  ...addressInputFields,
  city: addressInputFields.city.default(null),
  LGA: addressInputFields.LGA.default(null),
  country: addressInputFields.country.default("Nigeria"),
  default: addressInputFields.default.default(false),
});
export type CreateShippingAddressBody = z.infer<typeof CreateShippingAddressBodySchema>;
export const UpdateShippingAddressBodySchema = z.object(addressInputFields).partial();
export type UpdateShippingAddressBody = z.infer<typeof UpdateShippingAddressBodySchema>;

export const MakeDefaultAddressResultSchema = z.object({
  address: CustomerShippingAddressSchema,
  previousDefault: CustomerShippingAddressSchema.nullable(),
});

export const AddressListQuerySchema = PageQuerySchema;

// ---- shipping fee ----

export const VEHICLE_TYPES = ["bike", "car", "van", "truck"] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];
/** Shipping zones (DOMAIN.md): same city, same state, other state; within Lagos when both ends are in Lagos. */
export const SHIPPING_ZONES = ["within_lagos", "same_city", "same_state", "other_state"] as const;
export type ShippingZone = (typeof SHIPPING_ZONES)[number];

/** The fee of one store's parcel to the selected address. */
export const StoreShippingFeeSchema = z.object({
  storeId: z.uuid(),
  storeName: z.string(),
  zone: z.enum(SHIPPING_ZONES),
  withinLagos: z.boolean(),
  vehicleType: z.enum(VEHICLE_TYPES),
  /** Actual weight, kg. */
  weight: z.number(),
  /** max(actual, volumetric), kg. */
  chargeableWeight: z.number(),
  fee: MoneySchema,
  /** Shipping discount (second shipping API) already taken off `fee`. */
  discount: MoneySchema,
});
export type StoreShippingFee = z.infer<typeof StoreShippingFeeSchema>;

export const ShippingFeeQuerySchema = z.object({ addressId: z.uuid("Choose a shipping address") });
export const ShippingFeeResultSchema = z.object({
  addressId: z.uuid(),
  shippingFees: z.array(StoreShippingFeeSchema),
  shippingFeeTotal: MoneySchema,
  weight: z.number(),
});
export type ShippingFeeResult = z.infer<typeof ShippingFeeResultSchema>;

// ---- cart ----

/** Spec §3 cart item (productVariant.quantity is the variant's stock; `quantity` is the amount in the cart). */
export const CartItemSchema = z.object({
  id: z.uuid(),
  productId: z.uuid(),
  variantId: z.uuid().nullable(),
  productName: z.string(),
  hostedImages: z.array(z.string()),
  storeId: z.uuid(),
  storeName: z.string(),
  quantity: z.number().int(),
  selected: z.boolean(),
  pricing: PublicPricingSchema,
  productVariant: z
    .object({
      id: z.uuid(),
      sku: z.string(),
      size: z.string().nullable(),
      color: z.string().nullable(),
      discount: z.number(),
      quantity: z.number().int(),
    })
    .nullable(),
  /** Price of one unit now (variant discount applied). */
  unitPrice: MoneySchema,
  lineTotal: MoneySchema,
  /** Units that can be bought now (stock, or unlimited with backorders: null). */
  available: z.number().int().nullable(),
  /** Weight of one unit, kg. */
  weight: z.number(),
});
export type CartItem = z.infer<typeof CartItemSchema>;

export const CartAppliedDiscountSchema = z.object({
  code: z.string().nullable(),
  couponId: z.uuid(),
  storeId: z.uuid(),
  discountMode: z.enum(["Automatic", "Code"]),
  amount: MoneySchema,
});
export const CartAppliedGiftCardSchema = z.object({
  code: z.string(),
  balance: MoneySchema,
  /** Part of the balance this cart would use. */
  amountApplied: MoneySchema,
});
export const MerchantPickupAddressSchema = z.object({
  storeId: z.uuid(),
  storeName: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  hubId: z.uuid().nullable(),
});

/**
 * Spec §3 cart state. Figures cover selected items only. cartTotal = subtotal − discount + shippingFeeTotal −
 * giftCardTotal (rounded to kobo). Shipping figures need an address: the selected (or default) one; none gives 0.
 */
export const CartStateSchema = z.object({
  cartItemsList: z.array(CartItemSchema),
  subtotal: MoneySchema,
  discount: MoneySchema,
  shippingFees: z.array(StoreShippingFeeSchema),
  shippingFeeTotal: MoneySchema,
  giftCardTotal: MoneySchema,
  cartTotal: MoneySchema,
  /** Total weight of selected items, kg. */
  weight: z.number(),
  appliedDiscountCodes: z.array(CartAppliedDiscountSchema),
  appliedGiftCards: z.array(CartAppliedGiftCardSchema),
  selectedShippingAddress: CustomerShippingAddressSchema.nullable(),
  merchantAddresses: z.array(MerchantPickupAddressSchema),
});
export type CartState = z.infer<typeof CartStateSchema>;

export const CartResponseSchema = z.object({ cartItemsData: CartStateSchema });
export type CartResponse = z.infer<typeof CartResponseSchema>;

export const GetCartQuerySchema = z.object({ addressId: z.uuid().optional() });

const cartQuantity = z
  .number({ message: "Quantity is required" })
  .int("Quantity must be a whole number")
  .min(1, "Quantity must be at least 1")
  .max(100, "At most 100 of one item");

export const AddToCartBodySchema = z.object({
  productId: uuidInput("Product"),
  variantId: uuidInput("Variant").optional(),
  quantity: cartQuantity.default(1),
});
export type AddToCartBody = z.infer<typeof AddToCartBodySchema>;

export const UpdateCartBodySchema = z
  .object({
    cartItemId: uuidInput("Cart item"),
    quantity: cartQuantity.optional(),
    selected: z.boolean().optional(),
  })
  .refine((b) => b.quantity !== undefined || b.selected !== undefined, {
    message: "Change the quantity or the selection",
    path: ["quantity"],
  });
export type UpdateCartBody = z.infer<typeof UpdateCartBodySchema>;

export const RemoveFromCartBodySchema = z.object({ cartItemId: uuidInput("Cart item") });

export type MakeDefaultAddressResult = z.infer<typeof MakeDefaultAddressResultSchema>;
export type MerchantPickupAddress = z.infer<typeof MerchantPickupAddressSchema>;
