import { useRouteLoaderData } from 'react-router';
import type { ShellData } from '../../server/shell/types';
import type { RootData } from '../root';

/** The page shell's data from the root loader (shop, viewer, navigation, sidebars, footer). */
export function useShell(): ShellData | undefined {
  return (useRouteLoaderData('root') as RootData | undefined)?.shell;
}
