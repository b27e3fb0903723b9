import type { ComponentProps } from 'react';
import { Field as SharedField } from '../../../ui/field';

/** The shared labelled field; on the sign-in forms the hint gives way to an error message. */
export const Field = (props: Omit<ComponentProps<typeof SharedField>, 'hintGivesWay'>) => (
  <SharedField {...props} hintGivesWay />
);

export const inputClass =
  'h-11 rounded border border-neutral-400 px-3 text-base outline-none focus-visible:ring-2 focus-visible:ring-blue-700 aria-[invalid=true]:border-red-700';
export const buttonClass =
  'h-11 rounded bg-neutral-900 px-4 font-semibold text-white hover:bg-neutral-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:opacity-60';
