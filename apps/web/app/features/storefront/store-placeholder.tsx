import { ButtonLink, Container, EmptyState } from "../../ui/light";
import { IconBuildingStore } from "./storefront-icons";
import classes from "./storefront.module.css";

/** A merchant's public store page; the theme-driven layout arrives with the store and theme features. */
export function StorePlaceholder({ storeUrl }: { storeUrl: string }) {
  return (
    <Container className={classes.page}>
      <div className={classes.stack}>
        <div className={classes.titleBlock}>
          <h1 className={classes.listingTitle}>{storeUrl}</h1>
          <p className={classes.dimmed}>Store page</p>
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
      </div>
    </Container>
  );
}
