// Spec 3 §3/§5 send to friend (issue 15 #4) at /send-to-friend/{sku}: the tell-a-friend form of one book as a page
// of its own — where the book page's link goes without JavaScript (plain post, messages next to the fields, the
// input kept), and whose loader and action the book page's section uses with JavaScript.
import { Form, useActionData, useLoaderData, useNavigation } from 'react-router';
import { TellAFriendForm } from '../components/book/tell-a-friend/TellAFriendForm';
import styles from '../components/book/tell-a-friend/TellAFriend.module.css';
import type { FriendFormResult } from '../components/book/tell-a-friend/types';
import formStyles from '../components/forms/Form.module.css';
import { formPageHeaders } from '../lib/forms.server';
import { metaT, pageTitle } from '../lib/meta';
import { sendToFriendAction, sendToFriendLoader } from '../lib/send-to-friend.server';
import { seoMeta } from '../lib/seo';
import { useT } from '../lib/texts';
import type { Route } from './+types/send-to-friend';

export const handle = { layout: 'single-column' };

export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  sendToFriendLoader(params.sku, request, context);
export const action = ({ request, context, params }: Route.ActionArgs) =>
  sendToFriendAction(params.sku, request, context);

export function headers(args: Route.HeadersArgs) {
  return formPageHeaders(args);
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args.matches);
  const title = args.loaderData?.book.title ?? '';
  // A form for one visitor: not for search engines (the book page is the page to find).
  return seoMeta(args, {
    title: pageTitle(args.matches, title ? t('friend.page_title', { title }) : t('friend.title')),
    description: t('friend.description', { title }),
    noindex: true,
  });
}

export default function SendToFriendPage() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as Partial<FriendFormResult> | undefined;
  const navigation = useNavigation();
  const t = useT();
  return (
    <div className={formStyles.page}>
      <h1 className={formStyles.title}>{t('friend.page_title', { title: loaded.book.title })}</h1>
      <a href={loaded.book.path} className={styles.back}>
        {t('friend.back', { title: loaded.book.title })}
      </a>
      <TellAFriendForm
        form="friend"
        loaded={loaded}
        result={result}
        FormElement={Form}
        action={`/send-to-friend/${encodeURIComponent(loaded.book.sku)}`}
        submitting={navigation.state === 'submitting'}
      />
    </div>
  );
}
