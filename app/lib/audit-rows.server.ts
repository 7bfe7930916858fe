// The audit log's lines as the staff pages show them — the log itself, a setting's history, a text's history:
// when, who by name (the log keeps ids, it outlives an account), what, of what, and the values before and after in
// words. One shape for AuditLinesTable, so the three pages cannot drift apart.
import type { AppLoadContext } from 'react-router';
import { formatInstantNl } from '../../domain/dates';
import { SHOP_ACTOR_ID } from '../../domain/staff-access';
import type { AuditLine } from '../../server/audit/service';
import type { AuditRow } from '../components/beheer/AuditLinesTable';

/** A value of the log in words: 'status: approved, code: AB12CD34'. */
export function describeValues(values: Record<string, unknown> | null): string {
  if (!values) return '';
  return Object.entries(values)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ');
}

/** The lines with their staff members' names and their values described by `describe`. */
export async function auditRows(
  context: AppLoadContext,
  lines: readonly AuditLine[],
  describe: (values: Record<string, unknown> | null) => string = describeValues,
): Promise<AuditRow[]> {
  const names = await context.services.accounts.staffNames([...new Set(lines.map((line) => line.actorId))]);
  return lines.map((line) => ({
    id: line.id,
    at: formatInstantNl(line.at),
    iso: line.at.toISOString(),
    actor: line.actorId === SHOP_ACTOR_ID ? null : (names.get(line.actorId) ?? `#${line.actorId}`),
    action: line.action,
    subject: line.subject,
    before: describe(line.before),
    after: describe(line.after),
  }));
}
