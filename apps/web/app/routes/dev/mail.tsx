import { Box, Container, Group } from "@mantine/core";
import { OutboxList } from "../../features/dev-mail";
import { BrandMark } from "../../ui/brand-mark";

export const meta = () => [{ title: "Mail outbox · Bitmarte" }, { name: "robots", content: "noindex" }];

export default function DevMail() {
  return (
    <Box mih="100dvh" bg="gray.0">
      <Box component="header" bg="white" style={{ borderBottom: "1px solid var(--mantine-color-gray-2)" }}>
        <Container size="md" h={64}>
          <Group h="100%">
            <BrandMark area="Developer" />
          </Group>
        </Container>
      </Box>
      <Container size="md" py="xl" component="main" id="main-content">
        <OutboxList />
      </Container>
    </Box>
  );
}
