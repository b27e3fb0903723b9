'use client';

import { placeLevelToPick } from '@fierro/domain';
import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { z } from 'zod';
import { Field, inputClass } from '../../../ui/field';
import { loadPlaces } from '../actions/load-places';

/**
 * The form check of a place picker: the level still needed (`placeLevelToPick`) gets `message`
 * (or the level's own, "Elige tu comuna", as the delivery action says it).
 * It runs even when other fields are missing, so every message shows at once; `levels` is read
 * at validation time (the places offered change as levels are picked).
 */
export const placeCheck = (
  levels: () => readonly PlaceLevelView[],
  message: string | ((level: PlaceLevelView) => string),
) =>
  z.superRefine<Record<string, unknown>>(
    (values, ctx) => {
      const missing = placeLevelToPick(
        levels().map((l, i) => ({ picked: String(values[`place${i}`] ?? ''), options: l.options })),
      );
      if (missing === null) return;
      const level = levels()[missing]!;
      ctx.addIssue({
        code: 'custom',
        path: [`place${missing}`],
        message: typeof message === 'string' ? message : message(level),
      });
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );

/** One level of the site's geography (region, comuna ...): its places and the one picked. */
export interface PlaceLevelView {
  label: string;
  options: Array<{ id: string; name: string }>;
  selected: string | null;
}

/**
 * The place picker's state, shared by checkout's delivery step and the account's address book:
 * a level chosen empties the levels below it (`clear` empties each one's form field) and fetches
 * the next one's places.
 */
export function usePlaceLevels(
  site: string,
  initial: PlaceLevelView[],
  clear: (name: string) => void,
) {
  const [levels, setLevels] = useState(initial);
  const pick = async (depth: number, value: string) => {
    const next = levels.map((l, i) =>
      i === depth
        ? { ...l, selected: value || null }
        : i > depth
          ? { ...l, options: [], selected: null }
          : l,
    );
    for (let i = depth + 1; i < next.length; i++) clear(`place${i}`);
    if (value && depth + 1 < next.length) {
      const places = await loadPlaces({ site, parentId: value });
      next[depth + 1] = { ...next[depth + 1]!, options: places ?? [] };
    }
    setLevels(next);
  };
  return { levels, setLevels, pick };
}

/** The levels' selects (`place0`, `place1` ...), each with its message beside it. */
export function PlaceLevelSelects(props: {
  id: string;
  levels: PlaceLevelView[];
  /** The empty option's text ("Elige"). */
  choose: string;
  /** Said under the last level asked. */
  hint: string;
  register: (name: string) => UseFormRegisterReturn;
  errorOf: (name: string) => string | undefined;
  onPick: (depth: number, value: string) => void;
  /** The value shown before the script runs (a refused no-script post keeps its choice). */
  shownValue?: (name: string, selected: string | null) => string | undefined;
}) {
  const { levels } = props;
  // A level under a place with none under it (a department without cities) is not asked.
  const asked = (depth: number) =>
    depth === 0 || !levels[depth - 1]!.selected || levels[depth]!.options.length > 0;
  const lastAsked = levels.findLastIndex((_, depth) => asked(depth));
  return (
    <div className="grid gap-4 phablet:grid-cols-2">
      {levels.map((level, depth) => {
        if (!asked(depth)) return null;
        const name = `place${depth}`;
        const registered = props.register(name);
        return (
          <Field
            key={name}
            id={`${props.id}-${name}`}
            label={level.label}
            error={props.errorOf(name)}
            {...(depth === lastAsked ? { hint: props.hint } : {})}
          >
            {(aria) => (
              <select
                {...aria}
                {...registered}
                defaultValue={
                  props.shownValue ? props.shownValue(name, level.selected) : (level.selected ?? '')
                }
                onChange={(e) => {
                  void registered.onChange(e);
                  props.onPick(depth, e.target.value);
                }}
                className={inputClass}
              >
                <option value="">{props.choose}</option>
                {level.options.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        );
      })}
    </div>
  );
}
