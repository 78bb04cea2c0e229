import { Button, Container, Stack } from "@mantine/core";
import { IconBuildingStore } from "@tabler/icons-react";
import { Link } from "react-router";
import { EmptyState } from "../../ui/empty-state";
import { PageHeader } from "../../ui/page-header";

/** A merchant's public store page; the theme-driven layout arrives with the store and theme features. */
export function StorePlaceholder({ storeUrl }: { storeUrl: string }) {
  return (
    <Container size="lg" py={{ base: "lg", sm: "xl" }}>
      <Stack gap="lg">
        <PageHeader title={storeUrl} description="Store page" />
        <EmptyState
          icon={<IconBuildingStore size={28} stroke={1.6} />}
          title="This store's page is coming soon"
          description="Store pages with products, policies and reviews are on their way."
          action={
            <Button component={Link} to="/" variant="light">
              Back to Bitmarte
            </Button>
          }
        />
      </Stack>
    </Container>
  );
}
