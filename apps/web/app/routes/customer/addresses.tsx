// Straight from its module: the addresses barrel also names checkout's address picker (Mantine).
import { AddressBook } from "../../features/addresses/address-book";
import { RequireSessionLight } from "../../features/auth/require-session-light";
import { AREAS } from "../../lib/areas";

export const meta = () => [{ title: "Shipping addresses · Bitmarte" }];

export default function AddressesPage() {
  return <RequireSessionLight area={AREAS.customer}>{(user) => <AddressBook email={user.email} />}</RequireSessionLight>;
}
