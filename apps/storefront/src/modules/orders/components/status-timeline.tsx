import type { OrderResponse } from '@fierro/commerce/contract';
import type { Tenant } from '@fierro/tenants';
import { clsx } from 'clsx';
import { ordersTranslator } from '../messages';
import { momentOf } from '../view-model';

/**
 * The order's status timeline, from its history (each status it went through, with its time),
 * the latest marked as the current step for assistive technology.
 */
export function StatusTimeline(props: {
  tenant: Tenant;
  history: OrderResponse['history'];
  labelledBy: string;
}) {
  const t = ordersTranslator(props.tenant);
  const last = props.history.length - 1;
  return (
    <ol aria-labelledby={props.labelledBy} className="flex flex-col" data-timeline>
      {props.history.map((h, i) => (
        <li
          key={`${h.status}-${h.at}`}
          aria-current={i === last ? 'step' : undefined}
          className="relative flex gap-3 pb-4 last:pb-0"
        >
          <span aria-hidden="true" className="relative flex w-4 shrink-0 justify-center">
            <span
              className={clsx(
                'mt-1 size-3 rounded-full border-2',
                i === last ? 'border-brand bg-brand' : 'border-neutral-500 bg-white',
              )}
            />
            {i < last ? (
              <span className="absolute top-5 bottom-[-0.25rem] w-0.5 bg-neutral-300" />
            ) : null}
          </span>
          <span className="flex flex-col">
            <span className={clsx(i === last && 'font-semibold')}>{t(`statuses.${h.status}`)}</span>
            <time dateTime={h.at} className="text-neutral-700 text-sm">
              {momentOf(h.at, props.tenant)}
            </time>
          </span>
        </li>
      ))}
    </ol>
  );
}
