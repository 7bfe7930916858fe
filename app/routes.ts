import { index, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('all-books', 'routes/all-books.tsx'),
  // Spec 1 §2.1 book page: /book/{sku}, /book/{sku}/{tab or title slug}, /book/{sku}/{slug}/{tab}; /boek/... too.
  ...(['book', 'boek'] as const).flatMap((prefix) => [
    route(`${prefix}/:sku`, 'routes/book.tsx', { id: `${prefix}-page` }),
    route(`${prefix}/:sku/:second`, 'routes/book.tsx', { id: `${prefix}-page-second` }),
    route(`${prefix}/:sku/:slug/:tab`, 'routes/book.tsx', { id: `${prefix}-page-slug-tab` }),
  ]),
  // Spec 1 §2.1 newsletters, videos and genres.
  route('overview-newsletters', 'routes/newsletters-overview.tsx', { id: 'newsletters-overview' }),
  route('overview-newsletters/:week', 'routes/newsletters-overview.tsx', { id: 'newsletters-overview-week' }),
  route('videos', 'routes/videos.tsx', { id: 'videos' }),
  route('videos/:reference', 'routes/videos.tsx', { id: 'video' }),
  route('videos-overview', 'routes/videos-overview.tsx', { id: 'videos-overview' }),
  route('videos-overview/:reference', 'routes/videos-overview.tsx', { id: 'videos-overview-focus' }),
  route('genres', 'routes/genres.tsx'),
  route('genre/:name', 'routes/genre.tsx'),
  route('404', 'routes/not-found.tsx', { id: 'not-found-explicit' }),
  route('*', 'routes/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig;
