'use client';

import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, inputClass } from '../../../ui/field';
import { loadPlaces } from '../actions/load-places';

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
  /** Said under the last level. */
  hint: string;
  register: (name: string) => UseFormRegisterReturn;
  errorOf: (name: string) => string | undefined;
  onPick: (depth: number, value: string) => void;
  /** The value shown before the script runs (a refused no-script post keeps its choice). */
  shownValue?: (name: string, selected: string | null) => string | undefined;
}) {
  const { levels } = props;
  return (
    <div className="grid gap-4 phablet:grid-cols-2">
      {levels.map((level, depth) => {
        const name = `place${depth}`;
        const registered = props.register(name);
        return (
          <Field
            key={name}
            id={`${props.id}-${name}`}
            label={level.label}
            error={props.errorOf(name)}
            {...(depth === levels.length - 1 ? { hint: props.hint } : {})}
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
