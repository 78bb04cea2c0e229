import { MESSAGES, STORE_SOCIAL_KEYS, type StorePage } from "@bitmarte/contracts";
import { ActionIcon, Avatar, Badge, Group, Paper, Rating, Skeleton, Stack, Text, Title, Tooltip, VisuallyHidden } from "@mantine/core";
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandPinterest,
  IconBrandSnapchat,
  IconBrandTiktok,
  IconBrandTumblr,
  IconBrandVimeo,
  IconBrandX,
  IconBrandYoutube,
  IconBuildingStore,
  IconMapPin,
  IconRosetteDiscountCheck,
} from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { errorMessage, isApiError } from "../../lib/api-client";
import { formatDate } from "../../lib/format";
import { EmptyState } from "../../ui/empty-state";
import { ErrorState } from "../../ui/error-state";
import { fileHref } from "../../ui/upload-client";
import { StoreFollowButton } from "./store-follow-button";
import { storeLocationLabel } from "./store-location";
import { storePageQuery } from "./stores.queries";

type SocialKey = (typeof STORE_SOCIAL_KEYS)[number];
export const SOCIAL_META: Record<SocialKey, { label: string; icon: ComponentType<{ size?: number }> }> = {
  facebook: { label: "Facebook", icon: IconBrandFacebook },
  instagram: { label: "Instagram", icon: IconBrandInstagram },
  pinterest: { label: "Pinterest", icon: IconBrandPinterest },
  snapchat: { label: "Snapchat", icon: IconBrandSnapchat },
  tiktok: { label: "TikTok", icon: IconBrandTiktok },
  tumblr: { label: "Tumblr", icon: IconBrandTumblr },
  twitter: { label: "X (Twitter)", icon: IconBrandX },
  vimeo: { label: "Vimeo", icon: IconBrandVimeo },
  youtube: { label: "YouTube", icon: IconBrandYoutube },
};

/** "1 follower", "1,204 followers". */
export function followersLabel(count: number): string {
  return `${count.toLocaleString("en-NG")} ${count === 1 ? "follower" : "followers"}`;
}

/** A social handle or link as an absolute https address. */
export function socialHref(value: string): string {
  return /^https?:\/\//i.test(value) ? value : `https://${value.replace(/^\/+/, "")}`;
}

function HeaderSkeleton() {
  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} aria-busy="true" aria-label="Loading store">
      <Group gap="md" wrap="nowrap">
        <Skeleton height={72} width={72} radius="lg" />
        <Stack gap={8} style={{ flex: 1 }}>
          <Skeleton height={24} width="50%" />
          <Skeleton height={14} width="35%" />
        </Stack>
      </Group>
    </Paper>
  );
}

/**
 * The public head of a store (GET /stores/:storeUrl): logo, name, rating, followers, socials and the
 * follow button. Pass `initialData` when the page loader already fetched the store.
 */
export function StoreHeader({ storeUrl, initialData }: { storeUrl: string; initialData?: StorePage }) {
  const query = useQuery({ ...storePageQuery(storeUrl), initialData });

  if (query.isPending) return <HeaderSkeleton />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) {
      return (
        <EmptyState
          icon={<IconBuildingStore size={28} stroke={1.6} />}
          title="Store not found"
          description="This store does not exist or is not open yet."
        />
      );
    }
    return (
      <ErrorState
        message={errorMessage(query.error, MESSAGES.loadStoresFailed)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }

  const { store, socials, followersCount } = query.data;
  const links = STORE_SOCIAL_KEYS.filter((key) => socials[key]);
  const location = storeLocationLabel(store.location);

  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} component="section" aria-label={`${store.storeName} store`}>
      <Group justify="space-between" align="center" gap="md" wrap="wrap">
        <Group gap="md" wrap="nowrap" style={{ minWidth: 0, flex: "1 1 18rem" }}>
          <Avatar
            src={store.logo ? fileHref(store.logo) : null}
            alt={`${store.storeName} logo`}
            size={72}
            radius="lg"
            color="brand"
          >
            {store.storeName.slice(0, 2).toUpperCase()}
          </Avatar>
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap={8} wrap="wrap">
              <Title order={1} fz={{ base: 22, sm: 26 }} lh={1.2}>
                {store.storeName}
              </Title>
              {store.isOfficialOutlet ? (
                <Badge color="brand" variant="light" leftSection={<IconRosetteDiscountCheck size={14} />} tt="none">
                  Official outlet
                </Badge>
              ) : null}
              {store.isRegisteredBusiness ? (
                <Badge color="gray" variant="outline" tt="none">
                  Registered business
                </Badge>
              ) : null}
            </Group>
            <Group gap="sm" wrap="wrap">
              {store.averageRating !== null ? (
                <Group gap={4} wrap="nowrap">
                  <Rating value={store.averageRating} fractions={2} readOnly size="xs" aria-label={`Rated ${store.averageRating.toFixed(1)} out of 5`} />
                  <Text size="sm" c="dimmed">
                    {store.averageRating.toFixed(1)} ({store.reviewCount})
                  </Text>
                </Group>
              ) : null}
              {location ? (
                <Group gap={4} wrap="nowrap" data-testid="store-location">
                  <IconMapPin size={14} aria-hidden style={{ color: "var(--mantine-color-dimmed)", flexShrink: 0 }} />
                  <Text size="sm" c="dimmed">
                    <VisuallyHidden>Ships from </VisuallyHidden>
                    {location}
                  </Text>
                </Group>
              ) : null}
              <Text size="sm" c="dimmed" data-testid="store-followers">
                {followersLabel(followersCount)}
              </Text>
              <Text size="sm" c="dimmed">
                On Bitmarte since {formatDate(store.createdAt)}
              </Text>
            </Group>
            {links.length > 0 ? (
              <Group gap={4} mt={4}>
                {links.map((key) => {
                  const { label, icon: Icon } = SOCIAL_META[key];
                  return (
                    <Tooltip key={key} label={label}>
                      <ActionIcon
                        component="a"
                        href={socialHref(socials[key] ?? "")}
                        target="_blank"
                        rel="noopener noreferrer"
                        variant="subtle"
                        color="gray"
                        aria-label={`${store.storeName} on ${label}`}
                      >
                        <Icon size={18} />
                      </ActionIcon>
                    </Tooltip>
                  );
                })}
              </Group>
            ) : null}
          </Stack>
        </Group>
        <StoreFollowButton storeId={store.id} storeName={store.storeName} size="md" />
      </Group>
    </Paper>
  );
}
