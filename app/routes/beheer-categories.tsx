// /beheer/categorieen (issue 31 "Content", decisions 710, 714): the categories for staff, in the sidebars' order,
// each with its address, the shops it is in (spec 1 §3 shop), whether it has an image and its subcategories, each
// linking to the category's edit page. The categories the shop hides by name (spec 1 §5: 'eigen uitgaven',
// 'nieuw') are listed and said to be hidden. Medewerkers and up (404 for everyone else).
import { data, Link, useLoaderData } from 'react-router';
import { isHiddenCategory } from '../../domain/labels';
import styles from '../components/beheer/StaffOrders.module.css';
import { StaffTable } from '../components/beheer/StaffTable';
import { PRIVATE_HEADERS } from '../lib/forms.server';
import { requireStaff } from '../lib/staff.server';
import { useT } from '../lib/texts';
import type { Route } from './+types/beheer-categories';

export async function loader({ context }: Route.LoaderArgs) {
  requireStaff(context, 'categories');
  const categories = await context.services.staffCategories.list();
  return data(
    { categories: categories.map((c) => ({ ...c, hidden: isHiddenCategory(c.name) })) },
    { headers: PRIVATE_HEADERS },
  );
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta() {
  return [{ title: 'Categorieën · Beheer · Leeswijzer' }, { name: 'robots', content: 'noindex' }];
}

export default function BeheerCategories() {
  const { categories } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <section className={styles.section} aria-labelledby="categories-title">
      <h1 id="categories-title">{t('beheer.categories')}</h1>
      <p>{t('beheer.categories.intro')}</p>
      <StaffTable labelledBy="categories-caption" caption={t('beheer.categories.table')}>
        <thead>
          <tr>
            <th scope="col">{t('beheer.categories.col.name')}</th>
            <th scope="col">{t('beheer.categories.col.address')}</th>
            <th scope="col">{t('beheer.categories.col.shops')}</th>
            <th scope="col">{t('beheer.categories.col.image')}</th>
            <th scope="col">{t('beheer.categories.col.subcategories')}</th>
          </tr>
        </thead>
        <tbody>
          {categories.map((category) => (
            <tr key={category.id}>
              <th scope="row">
                <Link to={`/beheer/categorieen/${category.id}`}>{category.displayValue}</Link>
                {category.hidden ? ` (${t('beheer.categories.hidden')})` : ''}
              </th>
              <td>/category/{category.name}</td>
              <td>{category.shops.map((shop) => t(`beheer.categories.shop.${shop}`)).join(', ')}</td>
              <td>{t(category.img ? 'beheer.authors.yes' : 'beheer.authors.no')}</td>
              <td>{category.subcategories.map((s) => s.displayValue).join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </StaffTable>
    </section>
  );
}
