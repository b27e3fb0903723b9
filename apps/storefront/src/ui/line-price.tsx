/**
 * A line's price as the shopper pays it and, when the line saves, its normal total struck through
 * beside it (read out as `normalLabel`, "Precio normal $ 6.000"), as the cart shows a discounted
 * line: the normal totals add up to the summary's subtotal, the prices paid to its total.
 */
export function LinePrice(props: {
  paid: string;
  /** The line's normal total, or null when it saves nothing. */
  normal: string | null;
  normalLabel: string;
  className?: string;
}) {
  return (
    <span className={`flex shrink-0 flex-col items-end text-right ${props.className ?? ''}`}>
      <span className="tabular-nums" data-line-paid>
        {props.paid}
      </span>
      {props.normal !== null ? (
        <span className="font-normal text-neutral-700 text-xs line-through" data-line-normal>
          <span className="sr-only">{props.normalLabel}</span>
          <span aria-hidden="true">{props.normal}</span>
        </span>
      ) : null}
    </span>
  );
}
