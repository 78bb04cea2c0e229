import { Anchor, Badge, Button, Group, Paper, Skeleton, Spoiler, Stack, Text } from "@mantine/core";
import { IconMail, IconRefresh } from "@tabler/icons-react";
import { Link } from "react-router";
import { errorMessage } from "../../lib/api-client";
import { formatDateTime } from "../../lib/format";
import { EmptyState } from "../../ui/empty-state";
import { ErrorState } from "../../ui/error-state";
import { PageHeader } from "../../ui/page-header";
import { describeLink, toSameOriginPath, useOutbox } from "./outbox.queries";

/** Development page: the mails the server's outbox holds, with their links made clickable on this site. */
export function OutboxList() {
  const outbox = useOutbox();

  const refresh = (
    <Button
      variant="light"
      leftSection={<IconRefresh size={16} />}
      onClick={() => outbox.refetch()}
      loading={outbox.isFetching && !outbox.isPending}
    >
      Refresh
    </Button>
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title="Mail outbox"
        description="Mails the server would send, newest first. Only available outside production."
        actions={refresh}
      />
      {outbox.isPending ? (
        <Stack gap="md" role="status" aria-busy="true" aria-label="Loading mails">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={120} radius="lg" />
          ))}
        </Stack>
      ) : outbox.isError ? (
        <ErrorState message={errorMessage(outbox.error)} onRetry={() => outbox.refetch()} retrying={outbox.isFetching} />
      ) : outbox.data.rows.length === 0 ? (
        <EmptyState icon={<IconMail size={28} stroke={1.6} />} title="No mails yet" description="Sign up or ask for a password reset, then refresh this page." />
      ) : (
        <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: "none" }} aria-label="Mails">
          {outbox.data.rows.map((mail) => (
            <Paper key={mail.id} component="li" withBorder p="lg" radius="lg" data-testid="outbox-mail">
              <Stack gap="xs">
                <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
                  <Text fw={700} style={{ overflowWrap: "anywhere" }}>
                    {mail.subject}
                  </Text>
                  <Text size="sm" c="dimmed" component="time" dateTime={mail.createdAt}>
                    {formatDateTime(mail.createdAt)}
                  </Text>
                </Group>
                <Group gap="xs">
                  <Text size="sm" c="dimmed">
                    To
                  </Text>
                  <Text size="sm" fw={500} data-testid="outbox-to" style={{ overflowWrap: "anywhere" }}>
                    {mail.to}
                  </Text>
                  {mail.sentAt ? null : (
                    <Badge size="sm" variant="light" color="gray" tt="none">
                      Not sent (no mail server)
                    </Badge>
                  )}
                </Group>
                {mail.links.length > 0 ? (
                  <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: "none" }} aria-label="Links in this mail">
                    {mail.links.map((link) => {
                      const path = toSameOriginPath(link);
                      return (
                        <li key={link}>
                          <Anchor component={Link} to={path} fw={600} size="sm" style={{ overflowWrap: "anywhere" }}>
                            {describeLink(path)}: {path}
                          </Anchor>
                        </li>
                      );
                    })}
                  </Stack>
                ) : null}
                <Spoiler maxHeight={0} showLabel="Show message" hideLabel="Hide message">
                  <Text size="sm" style={{ whiteSpace: "pre-wrap" }} c="gray.7">
                    {mail.text}
                  </Text>
                </Spoiler>
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
