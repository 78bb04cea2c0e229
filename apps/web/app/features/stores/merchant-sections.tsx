import type { Merchant, PostalAddress, StoreProfile } from "@bitmarte/contracts";
import { Anchor, Avatar, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconExternalLink, IconFileText } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { formatDate, fullName } from "../../lib/format";
import { notifyError } from "../../ui/notify";
import { fileHref, openProtectedFile } from "../../ui/upload-client";
import { SOCIAL_META, socialHref } from "./social-meta";
import { storefrontPath } from "./store-profile-model";

const ID_LABELS: Record<string, string> = {
  nin: "NIN slip",
  passport: "International passport",
  drivers_license: "Driver's licence",
  voters_card: "Voter's card",
};

export function addressLine(address: PostalAddress | null | undefined): string {
  if (!address) return "";
  return [address.street, address.city, address.LGA, address.state, address.country].filter(Boolean).join(", ");
}

/** A label and its value; "Not given" when empty. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  const empty = children === null || children === undefined || children === "";
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={500} tt="uppercase" style={{ letterSpacing: "0.03em" }}>
        {label}
      </Text>
      {empty ? (
        <Text size="sm" c="dimmed">
          Not given
        </Text>
      ) : (
        <Text size="sm" component="div" style={{ overflowWrap: "anywhere" }}>
          {children}
        </Text>
      )}
    </Stack>
  );
}

export function SectionCard({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} component="section" aria-label={title}>
      <Group justify="space-between" mb="md" gap="sm">
        <Title order={2} fz="md">
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Paper>
  );
}

/**
 * Opens a merchant document in a new tab. Documents are served only to admins and their owner, so
 * the file is fetched with the admin's token and shown from a blob address.
 */
export function DocumentButton({ url, label }: { url: string | null; label: string }) {
  const [opening, setOpening] = useState(false);
  if (!url) {
    return (
      <Badge variant="light" color="gray" tt="none">
        {label}: not uploaded
      </Badge>
    );
  }
  return (
    <Button
      variant="light"
      size="xs"
      leftSection={<IconFileText size={14} />}
      rightSection={<IconExternalLink size={12} />}
      loading={opening}
      onClick={async () => {
        setOpening(true);
        try {
          await openProtectedFile(url, "admin");
        } catch (error) {
          notifyError(error, "The document could not be opened");
        } finally {
          setOpening(false);
        }
      }}
      aria-label={`Open ${label} in a new tab`}
    >
      {label}
    </Button>
  );
}

export function MerchantIdentity({ merchant }: { merchant: Merchant }) {
  return (
    <SectionCard
      title="Owner and identity"
      actions={
        <Group gap="xs">
          <DocumentButton url={merchant.idDocumentUrl} label="Identity document" />
          <DocumentButton url={merchant.proofOfAddress} label="Proof of address" />
        </Group>
      }
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        <Field label="Name">{fullName(merchant)}</Field>
        <Field label="Email">{merchant.email}</Field>
        <Field label="Phone">{merchant.phoneNumber}</Field>
        <Field label="Date of birth">{merchant.dateOfBirth ? formatDate(`${merchant.dateOfBirth}T00:00:00Z`) : null}</Field>
        <Field label="Nationality">{merchant.nationality}</Field>
        <Field label="Identity document">
          {merchant.idDocumentType ? `${ID_LABELS[merchant.idDocumentType] ?? merchant.idDocumentType} · ${merchant.idDocumentNumber ?? ""}` : null}
        </Field>
        <Field label="Verification">
          <Group gap={6}>
            <Badge variant="light" color={merchant.isVerified ? "brand" : "yellow"} tt="none">
              {merchant.isVerified ? "Verified" : "Not verified"}
            </Badge>
            {!merchant.isActive ? (
              <Badge variant="light" color="red" tt="none">
                Deactivated
              </Badge>
            ) : null}
          </Group>
        </Field>
        <Field label="Joined">{formatDate(merchant.createdAt)}</Field>
      </SimpleGrid>
    </SectionCard>
  );
}

export function MerchantAddresses({ merchant }: { merchant: Merchant }) {
  return (
    <SectionCard title="Addresses">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Field label="Home address">{addressLine(merchant.homeAddress)}</Field>
        <Field label="Physical location">
          {merchant.useHomeAddress ? "Same as the home address" : addressLine(merchant.physicalLocation)}
        </Field>
        <Field label="Pickup location">{merchant.pickupLocation ? addressLine(merchant.pickupLocation) : merchant.physicalLocation ? "Same as the physical location" : null}</Field>
      </SimpleGrid>
    </SectionCard>
  );
}

export function MerchantBusiness({ merchant, subCategoryNames }: { merchant: Merchant; subCategoryNames?: string[] }) {
  return (
    <SectionCard title="Business">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        <Field label="Category">{merchant.category}</Field>
        <Field label="Staff size">{merchant.staffSize}</Field>
        <Field label="Registered business">{merchant.store.isRegisteredBusiness ? "Yes" : "No"}</Field>
        <Field label="Sub-categories">
          {subCategoryNames && subCategoryNames.length > 0 ? subCategoryNames.join(", ") : merchant.subCategoryIds.length > 0 ? `${merchant.subCategoryIds.length} chosen` : null}
        </Field>
        <Field label="Products">{String(merchant.store.products)}</Field>
        <Field label="Followers">{String(merchant.store.storeFollowers)}</Field>
      </SimpleGrid>
    </SectionCard>
  );
}

export function StoreProfileSummary({ merchant, profile }: { merchant: Merchant; profile: StoreProfile | null }) {
  const store = profile?.store;
  const socials = profile ? (Object.keys(SOCIAL_META) as (keyof typeof SOCIAL_META)[]).filter((k) => profile[k]) : [];
  return (
    <SectionCard title="Store profile">
      <Group gap="md" mb="md" wrap="nowrap">
        <Avatar src={(store?.logo ?? merchant.store.logo) ? fileHref((store?.logo ?? merchant.store.logo) as string) : null} size={56} radius="md" color="brand" alt="Store logo">
          {merchant.store.storeName.slice(0, 2).toUpperCase()}
        </Avatar>
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={700}>{store?.storeName ?? merchant.store.storeName}</Text>
          <Anchor component={Link} to={storefrontPath(merchant.store.storeUrl)} target="_blank" size="sm">
            {storefrontPath(merchant.store.storeUrl)}
          </Anchor>
        </Stack>
      </Group>
      {profile ? (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          <Field label="Store phone">{store?.storePhoneNumber}</Field>
          <Field label="Ships from">{store?.shippingLocation ? [store.shippingLocation.street, store.shippingLocation.city, store.shippingLocation.state, store.shippingLocation.country].filter(Boolean).join(", ") : null}</Field>
          <Field label="Physical shop">{store?.isPhysicalLocation ? "Yes, customers can visit" : "No"}</Field>
          <Field label="Social links">
            {socials.length > 0 ? (
              <Group gap={8}>
                {socials.map((key) => (
                  <Anchor key={key} href={socialHref(profile[key] ?? "", key)} target="_blank" rel="noopener noreferrer" size="sm">
                    {SOCIAL_META[key].label}
                  </Anchor>
                ))}
              </Group>
            ) : null}
          </Field>
          <Field label="Last saved">{formatDate(profile.createdAt)}</Field>
        </SimpleGrid>
      ) : (
        <Text size="sm" c="dimmed">
          The merchant has not saved a store profile yet.
        </Text>
      )}
    </SectionCard>
  );
}
