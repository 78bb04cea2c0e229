import { MESSAGES } from "@bitmarte/contracts";
import { useSessionUser } from "../../features/auth";
import { useCategoryTree } from "../../features/categories";
import { NewProductScreen, ProductsNoAccess, productAccess } from "../../features/products";
import { errorMessage } from "../../lib/api-client";

export const meta = () => [{ title: "Add a product · Merchant · Bitmarte" }];

export default function NewProduct() {
  const access = productAccess(useSessionUser());
  const tree = useCategoryTree();
  if (!access.canWrite) return <ProductsNoAccess write />;
  return (
    <NewProductScreen
      categories={{
        tree: tree.data,
        loading: tree.isPending,
        error: tree.isError ? errorMessage(tree.error, MESSAGES.loadCategoriesFailed) : null,
        retry: () => void tree.refetch(),
      }}
    />
  );
}
