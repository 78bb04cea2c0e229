import { Button, Container } from "@mantine/core";
import { data, Link } from "react-router";
import { EmptyState } from "../ui/empty-state";

export function loader() {
  return data(null, { status: 404 });
}

export const meta = () => [{ title: "Page not found · Bitmarte" }];

export default function NotFound() {
  return (
    <Container size="sm" py={80}>
      <EmptyState
        title="Page not found"
        description="The page you are looking for does not exist or has moved."
        action={
          <Button component={Link} to="/">
            Go to the home page
          </Button>
        }
      />
    </Container>
  );
}
