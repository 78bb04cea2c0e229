import { useSearchParams } from "react-router";
import { useSessionUser } from "../../features/auth";
import { ProductImportScreen } from "../../features/productimports";
import { ProductsNoAccess, productAccess } from "../../features/products";

export const meta = () => [{ title: "Import products · Merchant · Bitmarte" }];

/** /merchant/products/import, and ?id=… for one import (a reload keeps the preview or the running bar). */
export default function MerchantProductsImport() {
  const access = productAccess(useSessionUser());
  const [params, setParams] = useSearchParams();
  if (!access.canWrite) return <ProductsNoAccess />;
  const id = params.get("id");
  return (
    <ProductImportScreen
      importId={id && /^[0-9a-f-]{36}$/i.test(id) ? id : null}
      onImportChecked={(next) => setParams({ id: next })}
      onStartOver={() => setParams({})}
    />
  );
}
