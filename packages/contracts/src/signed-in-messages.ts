/**
 * The messages of the signed-in customer pages drawn with ui/light (My account, My orders, Stores I follow,
 * Shipping addresses, Gift cards, the cart):
 * apart from the storefront's, so the pages everyone lands on do not carry them. MESSAGES includes them.
 */
export const SIGNED_IN_MESSAGES = {
  sessionExpired: "Your session has ended. Please log in again.",
  loadUserDataFailed: "Could not get user data. Try again later.",
  loadOrdersFailed: "Could not get orders. Try again later.",
  // spec §8: the address book's toasts (the server answers with them too)
  shippingAddressAdded: "Shipping address added successfully",
  shippingAddressAddFailed: "Failed to add shipping address",
  shippingAddressDeleted: "Shipping address deleted successfully",
  shippingAddressDeleteFailed: "Failed to delete shipping address",
  defaultShippingAddressFailed: "Failed to update default shipping address",
  shippingAddressUpdated: "Shipping address updated successfully",
  defaultShippingAddressUpdated: "Default shipping address updated successfully",
  giftCardPurchased: "Gift card purchased successfully. The recipient will get it by email.",
  giftCardPaymentPending: "Your payment is not complete yet",
  giftCardAmountRange: "Between ₦1,000 and ₦500,000",
  loadAddressesFailed: "Could not get addresses. Try again later.",
  loadGiftCardsFailed: "Could not get gift cards. Try again later.",
  loadGiftCardActivityFailed: "Could not get gift card activity. Try again later.",
  // spec §8: the cart's toasts
  couponApplied: "Coupon applied successfully!",
  updateCartItemFailed: "Failed to update cart item",
  removeCartItemFailed: "Failed to remove item from cart",
  // spec §8: load failures (the cart, the guest cart's products)
  loadCartFailed: "Could not get your cart. Try again later.",
  loadProductsFailed: "Could not get products. Try again later.",
} as const;
