import { data } from 'react-router';

// Any unknown path (and /404) answers HTTP 404 with the 404 page, rendered by the root error boundary.
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
