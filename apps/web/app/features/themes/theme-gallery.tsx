import { MESSAGES, type Theme } from "@bitmarte/contracts";
import { Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconExternalLink } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { errorMessage } from "../../lib/api-client";
import { ErrorState } from "../../ui/error-state";
import { notifyError, notifySuccess } from "../../ui/notify";
import { PageHeader } from "../../ui/page-header";
import { ThemeThumbnail } from "./theme-thumbnail";
import { useActivateTheme, usePurchaseTheme } from "./themes.mutations";
import { ownStoreQuery, themesQuery } from "./themes.queries";

function ThemeCard({ theme, canWrite }: { theme: Theme; canWrite: boolean }) {
  const purchase = usePurchaseTheme();
  const activate = useActivateTheme();
  const busy = purchase.isPending || activate.isPending;

  const use = async () => {
    try {
      if (!theme.purchased) await purchase.mutateAsync(theme.id);
      const { message } = await activate.mutateAsync(theme.id);
      notifySuccess(message, MESSAGES.themeActivated);
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Card withBorder radius="md" padding="md" data-testid={`theme-card-${theme.id}`}>
      <Card.Section inheritPadding pt="md">
        <ThemeThumbnail layout={theme.layout ?? "classic"} />
      </Card.Section>
      <Stack gap="xs" mt="md" style={{ flex: 1 }}>
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz="lg">
            {theme.name}
          </Title>
          {theme.active ? (
            <Badge color="green" variant="light">
              Active
            </Badge>
          ) : theme.purchased ? (
            <Badge color="gray" variant="light">
              Added
            </Badge>
          ) : (
            <Badge color="brand" variant="light">
              Free
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed" style={{ flex: 1 }}>
          {theme.description}
        </Text>
        <Group gap="xs" mt="xs">
          {theme.active ? null : (
            <Button size="sm" onClick={use} loading={busy} disabled={!canWrite} aria-label={`Use this theme: ${theme.name}`}>
              Use this theme
            </Button>
          )}
          {theme.purchased || theme.active ? (
            <Button size="sm" variant={theme.active ? "filled" : "default"} component={Link} to={`/merchant/themes/${theme.id}`}>
              Customise
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}

/** The theme gallery: every theme of the catalogue (all free), which one is active, and how to switch. */
export function ThemeGallery({ canWrite }: { canWrite: boolean }) {
  const query = useQuery(themesQuery());
  const store = useQuery(ownStoreQuery());
  const storeUrl = store.data?.store?.storeUrl;
  return (
    <>
      <PageHeader
        title="Themes"
        description="Choose how your store page looks to customers, then customise its header, banner, colours and socials."
        actions={
          storeUrl ? (
            <Button variant="default" component="a" href={`/storefront/${storeUrl}`} target="_blank" rel="noopener" rightSection={<IconExternalLink size={16} />}>
              View your store
            </Button>
          ) : null
        }
      />
      {query.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} role="status" aria-busy="true" aria-label="Loading themes">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={320} radius="md" />
          ))}
        </SimpleGrid>
      ) : query.isError ? (
        <ErrorState message={errorMessage(query.error, MESSAGES.errorOccurred)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {query.data.map((theme) => (
            <ThemeCard key={theme.id} theme={theme} canWrite={canWrite} />
          ))}
        </SimpleGrid>
      )}
    </>
  );
}
