/**
 * `useControllableState` (design-system/hooks/useDisclosure.ts) is hand-written for the home
 * page's JS budget: react-stately's `useControlledState`, which it stands for, is not in the
 * first paint's script (react-aria's overlays that use it are lazy). The two are driven here
 * through the same journeys, uncontrolled and controlled, and must agree on the value shown and
 * on every `onChange` call. The one documented difference: ours takes no updater function (no
 * caller passes one).
 */
import { act, renderHook } from '@testing-library/react';
import { useControlledState } from 'react-stately/useControlledState';
import { describe, expect, it, vi } from 'vitest';
import { useControllableState } from '../../../design-system';

/** Both hooks, over the value type the design system uses them with (string or null). */
type Value = string | null;
type Hook = (
  value: Value | undefined,
  defaultValue: Value,
  onChange?: (value: Value) => void,
) => [Value, (next: Value) => void];

const useOurs: Hook = useControllableState;
const useLibrary: Hook = (value, defaultValue, onChange) => {
  const [current, set] = useControlledState<Value>(
    value as Exclude<Value, undefined> | undefined,
    defaultValue,
    onChange,
  );
  return [current, (next) => set(next)];
};

/** One journey on one hook: the values seen after each step and the onChange calls. */
function journey(
  hook: Hook,
  steps: Array<{ set?: Value; controlled?: Value }>,
  initial: { value?: Value; defaultValue: Value },
) {
  const onChange = vi.fn();
  const { result, rerender } = renderHook(
    ({ value }: { value?: Value }) => hook(value, initial.defaultValue, onChange),
    { initialProps: { value: initial.value } },
  );
  const seen = [result.current[0]];
  for (const step of steps) {
    if ('set' in step) act(() => result.current[1](step.set as Value));
    if ('controlled' in step) rerender({ value: step.controlled });
    seen.push(result.current[0]);
  }
  return { seen, calls: onChange.mock.calls };
}

describe('useControllableState behaves as react-stately useControlledState', () => {
  const journeys: Array<
    [
      string,
      { value?: string | null; defaultValue: string | null },
      Array<{ set?: string | null; controlled?: string | null }>,
    ]
  > = [
    [
      'uncontrolled: opens, re-sets the same value, closes',
      { defaultValue: null },
      [{ set: 'about' }, { set: 'about' }, { set: 'news' }, { set: null }],
    ],
    [
      'controlled: the value shown is the owner’s; onChange reports each wish once',
      { value: 'about', defaultValue: null },
      [
        { set: 'news' },
        { controlled: 'news' },
        { set: 'news' },
        { set: null },
        { controlled: null },
      ],
    ],
    [
      'controlled owner that ignores the wish: the value stays',
      { value: null, defaultValue: null },
      [{ set: 'about' }, { set: 'about' }],
    ],
    [
      'uncontrolled with a default: the default shows until set',
      { defaultValue: 'th' },
      [{ set: 'th' }, { set: 'en' }],
    ],
  ];

  it.each(journeys)('%s', (_name, initial, steps) => {
    const a = journey(useOurs, steps, initial);
    const b = journey(useLibrary, steps, initial);
    expect(a.seen).toEqual(b.seen);
    expect(a.calls).toEqual(b.calls);
  });
});
