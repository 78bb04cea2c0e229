import { IconBuildingStore } from "@tabler/icons-react";
import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { useLoaderData } from "react-router";
import { ButtonLink, Container, EmptyState, lightClasses, Title } from "../../ui/light";
import css from "./store-page.module.css";

// Fallback page, used only while no route group claims "storefront" (routes.ts); typed without
// generated route types because the route is absent from the config when a group claims it.
export function loader({ params }: LoaderFunctionArgs) {
  return { storeUrl: params.storeUrl ?? "" };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => [{ title: `${loaderData?.storeUrl ?? "Store"} · Bitmarte` }];

/** A merchant's public store page; the theme-driven layout arrives with the store and theme features. */
export default function StorePage() {
  const { storeUrl } = useLoaderData<typeof loader>();
  return (
    <Container className={css.placeholder}>
      <div className={css.placeholderHead}>
        <Title order={1}>{storeUrl}</Title>
        <p className={lightClasses.dimmed}>Store page</p>
      </div>
      <EmptyState
        icon={<IconBuildingStore size={28} stroke={1.6} />}
        title="This store's page is coming soon"
        description="Store pages with products, policies and reviews are on their way."
        action={
          <ButtonLink to="/" variant="light">
            Back to Bitmarte
          </ButtonLink>
        }
      />
    </Container>
  );
}
