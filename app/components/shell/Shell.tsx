import type { ReactNode } from 'react';
import type { LayoutName } from '../../lib/layout';
import { useShell } from '../../lib/shell';
import { useT } from '../../lib/texts';

export function Shell({ layout, children }: { layout: LayoutName; children: ReactNode }) {
  const shell = useShell();
  const t = useT();
  return (
    <div className={`layout-${layout}`}>
      <header>
        <a href="/">Leeswijzer</a>
        <p>{t(shell?.shop === 'SHOP_ALL' ? 'shell.payoff_all' : 'shell.payoff_sb')}</p>
      </header>
      <main id="inhoud">{children}</main>
    </div>
  );
}
