import { NavLink, Stack } from '@mantine/core';
import type { ShopCategory } from '@portal/shared/contracts';

interface Props {
  categories: ShopCategory[];
  selected: number;
  onSelect: (categoryId: number) => void;
}

/** Category 0 is every category. */
export function CategoryList({ categories, selected, onSelect }: Props) {
  return (
    <Stack gap={2} component="nav" aria-label="Product categories">
      <NavLink component="button" label="All products" active={selected === 0} onClick={() => onSelect(0)} />
      {categories.map((c) => (
        <NavLink
          key={c.accountProductCategoryId}
          component="button"
          label={c.productCategoryName}
          active={selected === c.accountProductCategoryId}
          onClick={() => onSelect(c.accountProductCategoryId)}
        />
      ))}
    </Stack>
  );
}
