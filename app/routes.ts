import { index, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('all-books', 'routes/all-books.tsx'),
  route('404', 'routes/not-found.tsx', { id: 'not-found-explicit' }),
  route('*', 'routes/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig;
