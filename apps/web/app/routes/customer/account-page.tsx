import { Anchor } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PageHeader } from "../../ui/page-header";

/** A page inside My account (the layout checks the session): a way back, the title, the content. */
export function AccountPage({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <>
      <Anchor component={Link} to="/account" size="sm" mb="xs" display="inline-block">
        ← My account
      </Anchor>
      <PageHeader title={title} description={description} />
      {children}
    </>
  );
}
