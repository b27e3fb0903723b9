'use client';

import { AddToList } from './add-to-list-client';
import { ListsIntl } from './lists-intl-client';

/** The add-to-list button with its own messages, for the product page and the cart line. */
export function AddToListEntry(props: {
  locale: string;
  site: string;
  skuId: string;
  name: string;
  quantity?: number;
  compact?: boolean;
}) {
  const { locale, ...rest } = props;
  return (
    <ListsIntl locale={locale}>
      <AddToList {...rest} />
    </ListsIntl>
  );
}
