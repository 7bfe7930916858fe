// Every capability's service, created once per process over one database and handed to loaders and API
// handlers. Loaders and handlers call these; they never touch tables themselves.
import { type AccountsService, createAccountsService } from './accounts/service.ts';
import type { HashParams } from './accounts/passwords.ts';
import { type BookPageService, createBookPageService } from './catalog/book-page.ts';
import { createHomeService, type HomeService } from './catalog/home.ts';
import { createListService, type ListService } from './catalog/lists/service.ts';
import { createTopListsService, type TopListsService } from './catalog/top-lists-service.ts';
import { createGenreService, type GenreService } from './content/genres.ts';
import { createMediaFiles, type MediaFiles, NO_MEDIA_FILES } from './content/media-files.ts';
import { createNewsletterService, type NewsletterService } from './content/newsletters.ts';
import { createTextsService, type TextsService } from './content/texts.ts';
import { createVideoService, type VideoService } from './content/videos.ts';
import type { Database } from './db/client.ts';
import type { Mailer } from './integrations/mail/mailer.ts';
import type { SmsSender } from './integrations/sms/sms.ts';
import type { VatChecker } from './integrations/vies/vies.ts';
import { type AdvancedFormService, createAdvancedFormService } from './search/advanced-form.ts';
import { createSearchService, type SearchService } from './search/service.ts';
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
  search: SearchService;
  /** Spec 1 §2.1 /search-advanced: the form's choices, its parsing and its results. */
  advancedSearch: AdvancedFormService;
  seo: SeoService;
  topLists: TopListsService;
  /** The files in DATA_DIR/media (videos, captions, newsletters …). */
  mediaFiles: MediaFiles;
  newsletters: NewsletterService;
  videos: VideoService;
  genres: GenreService;
  accounts: AccountsService;
}

/** The outside world the services talk to (mail, SMS, VIES): real adapters in the app, outboxes and fakes in tests. */
export interface Integrations {
  mailer: Mailer;
  sms: SmsSender;
  vat: VatChecker;
}

export interface ServiceOptions {
  /** DATA_DIR/media; without it (service tests) no media file exists. */
  mediaDir?: string;
  integrations: Integrations;
  /** Password hashing cost; tests use a cheap one (server/accounts/passwords.ts). */
  hashParams?: HashParams;
  /** Where a mail or SMS that could not be sent is reported. */
  onDeliveryError?: (error: unknown, what: string) => void;
}

export function createServices(database: Database, version: string, options: ServiceOptions): Services {
  const settings = createSettingsService(database.db);
  const mediaFiles = options.mediaDir ? createMediaFiles(options.mediaDir) : NO_MEDIA_FILES;
  const lists = createListService(database.db, settings);
  const search = createSearchService(database.db, settings);
  return {
    database,
    settings,
    texts: createTextsService(database.db),
    shell: createShellService(database.db, settings, version),
    home: createHomeService(database.db, settings),
    bookPage: createBookPageService(database.db, settings),
    lists,
    search,
    advancedSearch: createAdvancedFormService(lists, search),
    seo: createSeoService(database.db, settings),
    topLists: createTopListsService(database.db, settings),
    mediaFiles,
    newsletters: createNewsletterService(database.db),
    videos: createVideoService(database.db, mediaFiles),
    genres: createGenreService(database.db),
    accounts: createAccountsService({
      db: database.db,
      settings,
      ...options.integrations,
      ...(options.hashParams ? { hashParams: options.hashParams } : {}),
      ...(options.onDeliveryError ? { onDeliveryError: options.onDeliveryError } : {}),
    }),
  };
}
