// The catalogue's read endpoints under /api/v1 (spec 1 §7.2, mapped call by call in docs/api.md): one book,
// the book lists and the subjects they are about. Handlers parse, call the catalogue services, shape.
import type { ApiRegistry } from '../api/registry.ts';
import type { Services } from '../services.ts';
import { registerBookApi } from './api-book.ts';
import { registerDirectoryApi } from './api-directory.ts';
import { registerListApi } from './api-lists.ts';
import { registerTopListApi } from './api-top-lists.ts';

/** `origin`: the public origin of absolute links (server/seo/origin.ts). */
export function registerCatalogApi(api: ApiRegistry, services: Services, origin: string): void {
  registerBookApi(api, services, origin);
  registerListApi(api, services);
  registerDirectoryApi(api, services);
  registerTopListApi(api, services);
}
