import { MESSAGES } from "@bitmarte/contracts";
import { Button, Skeleton, Stack } from "@mantine/core";
import { IconLock, IconPackageOff } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { errorMessage, isApiError } from "../../lib/api-client";
import { EmptyState } from "../../ui/empty-state";
import { ErrorState } from "../../ui/error-state";
import { PageHeader } from "../../ui/page-header";
import { type CategoryTreeState, ProductForm } from "./product-form";
import { merchantProductQuery } from "./products.queries";

export function ProductsNoAccess({ write = false }: { write?: boolean }) {
  return (
    <Stack gap="lg">
      <PageHeader title="Products" mb={0} />
      <EmptyState
        icon={<IconLock size={28} stroke={1.6} />}
        title={write ? "You cannot change products" : "You do not have access to products"}
        description="Ask the store owner for access if you need it."
        action={
          <Button component={Link} to={write ? "/merchant/products" : "/merchant"} variant="light">
            {write ? "Back to products" : "Back to the dashboard"}
          </Button>
        }
      />
    </Stack>
  );
}

export function NewProductScreen({ categories }: { categories: CategoryTreeState }) {
  return (
    <Stack gap="lg">
      <PageHeader title="Add a product" description="It goes live once an admin approves it." mb={0} />
      <ProductForm categories={categories} />
    </Stack>
  );
}

export function EditProductScreen({ id, categories }: { id: string; categories: CategoryTreeState }) {
  const query = useQuery(merchantProductQuery(id));
  let body: ReactNode;
  if (query.isPending) {
    body = (
      <Stack gap="md" role="status" aria-busy="true" aria-label="Loading product">
        <Skeleton h={56} radius="lg" />
        <Skeleton h={220} radius="lg" />
        <Skeleton h={180} radius="lg" />
      </Stack>
    );
  } else if (query.isError) {
    body =
      isApiError(query.error) && query.error.status === 404 ? (
        <EmptyState
          icon={<IconPackageOff size={28} stroke={1.6} />}
          title="Product not found"
          description="It may have been deleted."
          action={
            <Button component={Link} to="/merchant/products" variant="light">
              Back to products
            </Button>
          }
        />
      ) : (
        <ErrorState message={errorMessage(query.error, MESSAGES.loadProductsFailed)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      );
  } else {
    body = <ProductForm key={query.data.id} product={query.data} categories={categories} />;
  }
  return (
    <Stack gap="lg">
      <PageHeader title={query.data ? `Edit ${query.data.name}` : "Edit product"} mb={0} />
      {body}
    </Stack>
  );
}
