import { describe, expect, it } from 'vitest';
import { videoFocus } from './videos.ts';

describe('videoFocus (spec 1 §9: focus value 999 means the overview)', () => {
  it.each([
    [undefined, { kind: 'overview' }],
    ['', { kind: 'overview' }],
    ['999', { kind: 'overview' }],
    ['meer-zelfvertrouwen', { kind: 'video', reference: 'meer-zelfvertrouwen' }],
    ['Meer-Zelfvertrouwen', { kind: 'video', reference: 'meer-zelfvertrouwen' }],
    ['9990', { kind: 'video', reference: '9990' }],
    ['../geheim', { kind: 'invalid' }],
    ['-streepje', { kind: 'invalid' }],
    ['met spatie', { kind: 'invalid' }],
    ['a'.repeat(81), { kind: 'invalid' }],
  ])('%j → %j', (reference, expected) => {
    expect(videoFocus(reference)).toEqual(expected);
  });
});
