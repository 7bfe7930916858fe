// Issue 27 #5: the links in a visitor's free text before it is mailed to someone else (send to friend). A tip's
// message is the visitor's own words, but a spammer's words carry a link: every link a mail client would make
// clickable — with a scheme (https://, ftp://, mailto:, //…), starting with www., a bare domain ('voorbeeld.nl/x',
// any top-level domain of the IANA list), an IP address, an e-mail address — is replaced by a fixed note, unless it
// leads to this shop's own host. The link finding is linkify-it's (markdown-it's link detector), not ours.
import { LinkifyIt } from 'linkify-it';
import tlds from 'tlds' with { type: 'json' };

/** What a removed link becomes in the mail. */
export const LINK_REMOVED = '[link verwijderd]';

const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: true, fuzzyIP: true, urlAuth: true }).tlds(tlds);

/** The host of a link ('leeswijzer.nl', 'localhost:5173'), lower case; null for a mail address or nonsense. */
function hostOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    // 'https://leeswijzer.nl@evil.example' has evil.example as host; a user part is never ours.
    if (parsed.username !== '' || parsed.password !== '') return null;
    return parsed.host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * The text with every link that does not lead to `origin`'s host replaced by LINK_REMOVED, and how many were
 * replaced. Links to the shop itself (another book, a list) stay: they are the shop's own pages.
 */
export function withoutForeignLinks(text: string, origin: string): { text: string; removed: number } {
  const matches = linkify.match(text);
  if (!matches) return { text, removed: 0 };
  const own = hostOf(origin);
  let out = '';
  let at = 0;
  let removed = 0;
  for (const match of matches) {
    if (own !== null && hostOf(match.url) === own) continue;
    out += text.slice(at, match.index) + LINK_REMOVED;
    at = match.lastIndex;
    removed++;
  }
  return { text: out + text.slice(at), removed };
}
