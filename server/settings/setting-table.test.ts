// Issue 31 "Settings" (decision 640): domain/setting-types.ts's table knows every setting the seed writes, once,
// and the demo shop's values pass their own checks as the form shows them (a save without a change stays valid).
import { describe, expect, it } from 'vitest';
import { checkSetting, SETTING_DEFINITIONS, settingFormValue } from '../../domain/setting-types.ts';
import { buildSettings } from '../db/seed/reference-data.ts';

describe('the settings table', () => {
  it('knows every setting the seed writes, once, each in a group', () => {
    const seeded = buildSettings(
      { soonAvailable: '1', segmentOwn: '2', segmentSb: '3', segmentAll: '4', noDiscount: '5' },
      '',
    ).map(([name]) => name);
    const known = SETTING_DEFINITIONS.map((d) => d.name);
    expect(new Set(known).size).toBe(known.length);
    expect(seeded.filter((name) => !known.includes(name))).toEqual([]);
  });

  it("accepts every seeded value (the demo shop's settings are valid as they stand)", () => {
    const seeded = new Map(
      buildSettings(
        { soonAvailable: '9789493000049', segmentOwn: '2', segmentSb: '3', segmentAll: '4', noDiscount: '5' },
        'week 48',
      ),
    );
    for (const d of SETTING_DEFINITIONS.filter((d) => seeded.has(d.name))) {
      const shown = settingFormValue(d.type, seeded.get(d.name));
      expect([d.name, checkSetting(d.type, shown)]).toEqual([d.name, { value: seeded.get(d.name) }]);
    }
  });
});
