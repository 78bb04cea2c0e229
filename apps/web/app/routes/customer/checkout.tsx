import { AddressPickerLight } from "../../features/addresses";
import { RequireSessionLight } from "../../features/auth/require-session-light";
// Straight from its module: the checkout barrel also names the payment return page (Mantine).
import { CheckoutScreen } from "../../features/checkout/checkout-screen";
import { AREAS } from "../../lib/areas";

export const meta = () => [{ title: "Checkout · Bitmarte" }];

export default function CheckoutPage() {
  return (
    <RequireSessionLight area={AREAS.customer}>
      {(user) => <CheckoutScreen renderAddressPicker={(value, onChange) => <AddressPickerLight value={value} onChange={onChange} email={user.email} />} />}
    </RequireSessionLight>
  );
}
