// axe-core run inside the page (decision 761): injected once per document and frame instead of twice per analysis,
// and without the rules that can only find minor or moderate problems, which the journeys do not fail on. It does
// what @axe-core/playwright's legacy mode did (decision 502: axe in the page itself, each frame given its own copy,
// violations only), at about a third less of the browser's time per analysis.
import axe from 'axe-core';
import type { Frame, Page } from '@playwright/test';

const IMPACT_ORDER = ['minor', 'moderate', 'serious', 'critical'];

type CheckRef = string | { id: string };
interface AuditRule {
  id: string;
  impact?: string;
  any: CheckRef[];
  all: CheckRef[];
  none: CheckRef[];
}
/** The part of axe-core's own rule table read here (axe._audit: every rule with its checks, each check's impact). */
interface Audit {
  rules: AuditRule[];
  data: { checks: Record<string, { impact?: string } | undefined> };
}

/**
 * The rules none of whose violations can be serious or critical. A violation's impact is the rule's own when it has
 * one, else that of its failing checks, each of which has a fixed impact in axe's rule table (axe-core's
 * publishMetaData and aggregateChecks), so a rule whose checks are all minor or moderate never reports more.
 * Read from the installed axe-core, so an upgrade that raises a rule's impact runs that rule again.
 */
export function rulesBelowSerious(audit: Audit = (axe as unknown as { _audit: Audit })._audit): string[] {
  const rank = (impact: string | undefined) => IMPACT_ORDER.indexOf(impact ?? '');
  const serious = rank('serious');
  return audit.rules
    .filter((rule) => {
      if (rule.impact) return rank(rule.impact) < serious;
      const checks = [...rule.any, ...rule.all, ...rule.none].map((c) => (typeof c === 'string' ? c : c.id));
      return checks.every((id) => rank(audit.data.checks[id]?.impact) < serious);
    })
    .map((rule) => rule.id);
}

const OPTIONS: axe.RunOptions = {
  resultTypes: ['violations'],
  rules: Object.fromEntries(rulesBelowSerious().map((id) => [id, { enabled: false }])),
};

type AxeWindow = Window & { axe?: typeof axe };

/**
 * The page's axe violations. axe goes into every frame that does not have it yet (a same-origin frame's copy
 * answers the main frame's, as in @axe-core/playwright's legacy mode); a frame that is gone or cannot be reached is
 * left out after a second, as there, and axe's own rule 'frame-tested' then reports it.
 */
export async function axeViolations(page: Page): Promise<axe.Result[]> {
  for (const frame of page.frames()) {
    if (frame === page.mainFrame()) await injectOnce(frame);
    else
      await Promise.race([injectOnce(frame), new Promise((resolve) => setTimeout(resolve, 1_000))]).catch(
        () => {},
      );
  }
  return page.evaluate(
    async (options) => (await (window as AxeWindow).axe!.run(document, options)).violations,
    OPTIONS,
  );
}

async function injectOnce(frame: Frame): Promise<void> {
  if (await frame.evaluate(() => (window as AxeWindow).axe !== undefined)) return;
  await frame.evaluate(axe.source);
  await frame.evaluate(() => (window as AxeWindow).axe!.configure({ allowedOrigins: ['<same_origin>'] }));
}
