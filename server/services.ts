// Every capability's service, created once per process over one database and handed to loaders and API
// handlers. Loaders and handlers call these; they never touch tables themselves.
import { type BookPageService, createBookPageService } from './catalog/book-page.ts';
import { createHomeService, type HomeService } from './catalog/home.ts';
import { createListService, type ListService } from './catalog/lists/service.ts';
import { createTopListsService, type TopListsService } from './catalog/top-lists-service.ts';
import { createTextsService, type TextsService } from './content/texts.ts';
import type { Database } from './db/client.ts';
import { createSeoService, type SeoService } from './seo/service.ts';
import { createSettingsService, type SettingsService } from './settings/service.ts';
import { createShellService, type ShellService } from './shell/service.ts';

export interface Services {
  database: Database;
  settings: SettingsService;
  texts: TextsService;
  shell: ShellService;
  home: HomeService;
  bookPage: BookPageService;
  lists: ListService;
  seo: SeoService;
  topLists: TopListsService;
}

export function createServices(database: Database, version: string): Services {
  const settings = createSettingsService(database.db);
  return {
    database,
    settings,
    texts: createTextsService(database.db),
    shell: createShellService(database.db, settings, version),
    home: createHomeService(database.db, settings),
    bookPage: createBookPageService(database.db, settings),
    lists: createListService(database.db, settings),
    seo: createSeoService(database.db, settings),
    topLists: createTopListsService(database.db, settings),
  };
}
