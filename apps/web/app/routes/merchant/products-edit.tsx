import { MESSAGES } from "@bitmarte/contracts";
import { useParams } from "react-router";
import { useSessionUser } from "../../features/auth";
import { useCategoryTree } from "../../features/categories";
import { EditProductScreen, ProductsNoAccess, productAccess } from "../../features/products";
import { errorMessage } from "../../lib/api-client";

export const meta = () => [{ title: "Edit product · Merchant · Bitmarte" }];

export default function EditProduct() {
  const { id = "" } = useParams();
  const access = productAccess(useSessionUser());
  const tree = useCategoryTree();
  if (!access.canWrite) return <ProductsNoAccess write />;
  return (
    <EditProductScreen
      id={id}
      categories={{
        tree: tree.data,
        loading: tree.isPending,
        error: tree.isError ? errorMessage(tree.error, MESSAGES.loadCategoriesFailed) : null,
        retry: () => void tree.refetch(),
      }}
    />
  );
}
