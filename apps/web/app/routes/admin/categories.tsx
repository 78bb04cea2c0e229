import { CategoryManager } from "../../features/categories";

export const meta = () => [{ title: "Categories · Admin · Bitmarte" }];

export default function AdminCategories() {
  return <CategoryManager />;
}
