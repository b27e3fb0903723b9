'use client';
// The path builders alone: @fierro/domain's index would bring its zod schemas and the registry.
import { categoryPath, inSite, productPath, searchPath } from '@fierro/domain/paths';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';

/** Spec §9 key codes the combobox answers to. */
export const KEYS = { enter: 13, up: 38, down: 40, backspace: 8, escape: 27 } as const;
const DEBOUNCE_MS = 150;

interface Option {
  id: string;
  label: string;
  group: 'terms' | 'categories' | 'products';
  href: string;
}

interface TypeaheadAnswer {
  terms: Array<{ term: string }>;
  categories: Array<{ id: string; name: string; slug: string }>;
  products: Array<{ productId: string; skuId: string; displayName: string; slug: string }>;
}

const keyCode = (e: KeyboardEvent) =>
  ({ Enter: 13, ArrowUp: 38, ArrowDown: 40, Backspace: 8, Escape: 27 })[e.key] ?? e.keyCode;

/** The header's search: an ARIA combobox with a listbox of typeahead options. */
export function SearchBox({
  site,
  typeaheadSiteId,
  termsOnly = false,
  initialTerm = '',
}: {
  site: string;
  typeaheadSiteId: string;
  /** Another site's typeahead: its categories and products do not exist on this site. */
  termsOnly?: boolean;
  initialTerm?: string;
}) {
  const t = useTranslations('header');
  const router = useRouter();
  const listId = useId();
  const [term, setTerm] = useState(initialTerm);
  const [options, setOptions] = useState<Option[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // The term whose answer the list shows (a later answer replaces the list and its selection).
  const [answered, setAnswered] = useState('');
  const lastQuery = useRef('');

  useEffect(() => {
    const q = term.trim();
    if (q.length < 2) {
      setOptions([]);
      return;
    }
    const ctl = new AbortController();
    const timer = setTimeout(async () => {
      lastQuery.current = q;
      try {
        const res = await fetch(
          `/s/typeahead/v1/${typeaheadSiteId}?term=${encodeURIComponent(q)}&channel=web`,
          { signal: ctl.signal },
        );
        if (!res.ok) return setOptions([]);
        const answer = (await res.json()) as TypeaheadAnswer;
        const data = termsOnly ? { ...answer, categories: [], products: [] } : answer;
        const at = { pathPrefix: site };
        setOptions([
          ...data.terms.slice(0, 5).map((x, i) => ({
            id: `t${i}`,
            label: x.term,
            group: 'terms' as const,
            href: inSite(at, searchPath(x.term)),
          })),
          ...data.categories.slice(0, 3).map((c) => ({
            id: `c${c.id}`,
            label: c.name,
            group: 'categories' as const,
            href: inSite(at, categoryPath({ categoryId: c.id, slug: c.slug })),
          })),
          ...data.products.slice(0, 4).map((p) => ({
            id: `p${p.productId}`,
            label: p.displayName,
            group: 'products' as const,
            href: inSite(at, productPath({ productId: p.productId, slug: p.slug, skuId: p.skuId })),
          })),
        ]);
        setActive(-1);
        setAnswered(q);
        setOpen(true);
      } catch {
        // aborted or offline: keep the box usable as a plain search
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      ctl.abort();
    };
  }, [term, site, typeaheadSiteId, termsOnly]);

  const go = (href: string) => {
    setOpen(false);
    router.push(href);
  };
  const submit = () => {
    const q = term.trim();
    if (q) go(inSite({ pathPrefix: site }, searchPath(q)));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const code = keyCode(e);
    if (code === KEYS.down) {
      e.preventDefault();
      if (!open && options.length) setOpen(true);
      setActive((a) => (options.length ? (a + 1) % options.length : -1));
    } else if (code === KEYS.up) {
      e.preventDefault();
      setActive((a) => (options.length ? (a <= 0 ? options.length - 1 : a - 1) : -1));
    } else if (code === KEYS.enter) {
      e.preventDefault();
      const option = open ? options[active] : undefined;
      if (option) go(option.href);
      else submit();
    } else if (code === KEYS.escape) {
      if (open) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      } else setTerm('');
    } else if (code === KEYS.backspace) {
      setActive(-1);
    }
  };

  const expanded = open && options.length > 0;
  const activeId = expanded && active >= 0 ? `${listId}-${options[active]?.id}` : undefined;
  const groups = (['terms', 'categories', 'products'] as const).filter((g) =>
    options.some((o) => o.group === g),
  );
  const groupLabel = {
    terms: t('suggestions'),
    categories: t('categories'),
    products: t('products'),
  };

  return (
    <search className="relative block w-full">
      {/* Before hydration the box is a plain GET to the search page (its input is named Ntt). */}
      <form
        action={`/${site}/search/`}
        method="get"
        className="relative w-full"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <label htmlFor={`${listId}-input`} className="sr-only">
          {t('searchLabel')}
        </label>
        <div className="flex h-11 overflow-hidden rounded-full border border-gray-300 bg-white focus-within:border-brand">
          <input
            id={`${listId}-input`}
            type="search"
            role="combobox"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeId}
            autoComplete="off"
            name="Ntt"
            value={term}
            placeholder={t('searchPlaceholder')}
            onChange={(e) => {
              setTerm(e.target.value);
              setOpen(true);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setTimeout(() => setOpen(false), 150)}
            className="min-w-0 flex-1 bg-transparent px-4 text-base text-gray-900 outline-none placeholder:text-gray-500"
          />
          <button
            type="submit"
            className="bg-brand px-4 font-semibold text-on-brand hover:brightness-95"
            aria-label={t('searchButton')}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-5 w-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
            >
              <circle cx="11" cy="11" r="7" />
              <path d="m20 20-3.5-3.5" />
            </svg>
          </button>
        </div>
        <div
          id={listId}
          data-term={answered}
          role="listbox"
          aria-label={t('suggestions')}
          hidden={!expanded}
          className="absolute inset-x-0 top-12 z-[70] max-h-[70vh] overflow-auto rounded-lg border bg-white py-2 text-gray-900 shadow-xl"
        >
          {groups.map((g) => (
            // biome-ignore lint/a11y/useSemanticElements: ARIA groups of a listbox (fieldset is not allowed there)
            <div key={g} role="group" aria-label={groupLabel[g]}>
              <div
                className="px-4 pt-2 pb-1 font-semibold text-gray-600 text-xs uppercase"
                aria-hidden="true"
              >
                {groupLabel[g]}
              </div>
              {options.map((o, i) =>
                o.group === g ? (
                  <div
                    key={o.id}
                    id={`${listId}-${o.id}`}
                    role="option"
                    aria-selected={i === active}
                    tabIndex={-1}
                    onMouseDown={(e) => {
                      e.preventDefault();
                      go(o.href);
                    }}
                    onKeyDown={() => {}}
                    className={`cursor-pointer px-4 py-2 text-sm ${i === active ? 'bg-gray-100 text-brand-ink' : ''}`}
                  >
                    {o.label}
                  </div>
                ) : null,
              )}
            </div>
          ))}
        </div>
      </form>
    </search>
  );
}
