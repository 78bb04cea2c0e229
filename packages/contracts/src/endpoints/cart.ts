import { z } from "zod";
import { defineEndpoint } from "../endpoint.js";
import { page } from "../http.js";
import {
  AddressListQuerySchema,
  AddToCartBodySchema,
  CartItemSchema,
  CartResponseSchema,
  CreateShippingAddressBodySchema,
  CustomerShippingAddressSchema,
  GetCartQuerySchema,
  MakeDefaultAddressResultSchema,
  RemoveFromCartBodySchema,
  ShippingFeeQuerySchema,
  ShippingFeeResultSchema,
  UpdateCartBodySchema,
  UpdateShippingAddressBodySchema,
} from "../entities/cart.js";
import { AUTH_CUSTOMER, IdResultSchema } from "../entities/common.js";

const idParams = z.object({ id: z.uuid() });

export const cartEndpoints = {
  get: defineEndpoint({
    id: "cart.get", method: "GET", path: "/cart/get-cart", auth: AUTH_CUSTOMER,
    summary: "The customer's cart with every figure computed by the server (`{ cartItemsData }`)",
    query: GetCartQuerySchema, response: CartResponseSchema,
  }),
  add: defineEndpoint({
    id: "cart.add", method: "POST", path: "/cart/add-cart", auth: AUTH_CUSTOMER, status: 201,
    summary: "Add a product (or one of its variants); adds to the quantity if already there",
    body: AddToCartBodySchema, response: CartItemSchema,
  }),
  update: defineEndpoint({
    id: "cart.update", method: "PATCH", path: "/cart/update-cart", auth: AUTH_CUSTOMER,
    summary: "Change an item's quantity or selected flag", body: UpdateCartBodySchema, response: CartItemSchema,
  }),
  remove: defineEndpoint({
    id: "cart.remove", method: "DELETE", path: "/cart/remove-cart", auth: AUTH_CUSTOMER,
    summary: "Remove an item from the cart (body `{ cartItemId }`)", body: RemoveFromCartBodySchema,
    response: IdResultSchema,
  }),

  // ---- shipping addresses ----
  listAddresses: defineEndpoint({
    id: "cart.listAddresses", method: "GET", path: "/customershippingaddress", auth: AUTH_CUSTOMER,
    summary: "The customer's shipping addresses (default first)", query: AddressListQuerySchema,
    response: page(CustomerShippingAddressSchema),
  }),
  createAddress: defineEndpoint({
    id: "cart.createAddress", method: "POST", path: "/customershippingaddress", auth: AUTH_CUSTOMER, status: 201,
    summary: "Add a shipping address (the first one becomes the default)", body: CreateShippingAddressBodySchema,
    response: CustomerShippingAddressSchema,
  }),
  updateAddress: defineEndpoint({
    id: "cart.updateAddress", method: "PATCH", path: "/customershippingaddress/:id", auth: AUTH_CUSTOMER,
    tenantOwned: true, summary: "Edit a shipping address", params: idParams, body: UpdateShippingAddressBodySchema,
    response: CustomerShippingAddressSchema,
  }),
  deleteAddress: defineEndpoint({
    id: "cart.deleteAddress", method: "DELETE", path: "/customershippingaddress/:id", auth: AUTH_CUSTOMER,
    tenantOwned: true, summary: "Delete a shipping address", params: idParams, response: IdResultSchema,
  }),
  makeDefaultAddress: defineEndpoint({
    id: "cart.makeDefaultAddress", method: "PATCH", path: "/customershippingaddress/make-default/:id",
    auth: AUTH_CUSTOMER, tenantOwned: true, summary: "Make an address the default; all others become non-default",
    params: idParams, response: MakeDefaultAddressResultSchema,
  }),

  // ---- shipping fee ----
  shippingFee: defineEndpoint({
    id: "cart.shippingFee", method: "GET", path: "/shippingfees/calculate-shipping-fee", auth: AUTH_CUSTOMER,
    summary: "Shipping fee per store of the selected cart items to an address", query: ShippingFeeQuerySchema,
    response: ShippingFeeResultSchema,
  }),
} as const;
