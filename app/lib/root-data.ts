import { useRouteLoaderData } from 'react-router';
import type { RootData } from '../root';
import type { Preferences } from './preferences';

const NONE: Preferences = {};

/** The remembered UI preferences the server read from the cookie (empty when the root loader failed). */
export function usePreferences(): Preferences {
  return (useRouteLoaderData('root') as RootData | undefined)?.preferences ?? NONE;
}
