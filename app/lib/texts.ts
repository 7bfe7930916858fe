// Interface texts come with the root loader, so the first paint already has them.
import { useRouteLoaderData } from 'react-router';
import { text } from '../../domain/texts';
import type { RootData } from '../root';

export type T = (key: string, params?: Readonly<Record<string, string | number>>) => string;

export function useT(): T {
  const data = useRouteLoaderData('root') as RootData | undefined;
  const texts = data?.texts ?? {};
  return (key, params) => text(texts, key, params);
}
