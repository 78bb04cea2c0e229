import { Container } from "@mantine/core";
import { Outlet } from "react-router";
import { RequireSession } from "../../features/auth";
import { AREAS } from "../../lib/areas";

export default function AccountLayout() {
  return (
    <RequireSession area={AREAS.customer}>
      {() => (
        <Container size="lg" py={{ base: "lg", sm: "xl" }}>
          <Outlet />
        </Container>
      )}
    </RequireSession>
  );
}
