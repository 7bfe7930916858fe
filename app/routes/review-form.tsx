// /recensie/{sku} (issue 15 #3): where the book page's review form posts. Without JavaScript the answer is this page:
// the same form with the Dutch messages next to the fields and the input kept, or the thanks, and the way back to
// the book. Opened directly it shows the empty form for the book.
import { Link, useActionData, useLoaderData } from 'react-router';
import { bookPath } from '../../domain/book-identifier';
import { ReviewForm } from '../components/book/reviews/ReviewForm';
import type { ReviewFormResult } from '../components/book/reviews/types';
import formStyles from '../components/forms/Form.module.css';
import { formPageHeaders } from '../lib/forms.server';
import { metaT, pageTitle } from '../lib/meta';
import { reviewFormAction, reviewFormLoader } from '../lib/reviews.server';
import { seoMeta } from '../lib/seo';
import { useT } from '../lib/texts';
import type { Route } from './+types/review-form';

export const handle = { layout: 'single-column' };

export const loader = ({ params, context }: Route.LoaderArgs) => reviewFormLoader(params.sku, context);
export const action = ({ params, request, context }: Route.ActionArgs) =>
  reviewFormAction(params.sku, request, context);

export function headers(args: Route.HeadersArgs) {
  return formPageHeaders(args);
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args.matches);
  const title = args.loaderData?.book.title ?? '';
  return seoMeta(args, {
    title: pageTitle(args.matches, t('review_form.page_title', { title })),
    description: t('review_form.intro'),
    noindex: true,
  });
}

export default function ReviewFormPage() {
  const { book, setup, csrf, formKey } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ReviewFormResult | undefined;
  const t = useT();
  return (
    <div className={formStyles.page}>
      <h1 className={formStyles.title}>{t('review_form.page_title', { title: book.title })}</h1>
      <p>
        <Link to={`${bookPath(book.sku, book.title, null)}/reviews`}>{t('review_form.back')}</Link>
      </p>
      <ReviewForm sku={book.sku} setup={setup} csrf={csrf} formKey={formKey} initial={result} heading="h2" />
    </div>
  );
}
