'use client';
// The subpath: the domain's index would bring its schemas into every page's script.
import { placeLevelToPick } from '@fierro/domain/delivery-place';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, useTransition } from 'react';
import type { LocationSelectorView } from '../../../lib/site/tenant-facts';
import { Glyph } from '../../../ui/glyph';
import { chooseLocation } from '../actions/choose-location';
import { type GeoOption, loadGeoChildren } from '../actions/load-geo-children';
import { useToast } from './toasts-client';

/**
 * The location selector: the registry's levels (region + comuna, department + ciudad, districts)
 * or a zip code; saving sets the price-group and zone cookies and refreshes the prices shown.
 */
export function LocationSelector({
  site,
  selector,
  label,
}: {
  site: string;
  selector: LocationSelectorView;
  label: string | null;
}) {
  const t = useTranslations('location');
  const tc = useTranslations('common');
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (open) dialog.current?.showModal();
    else dialog.current?.close();
  }, [open]);
  const titleId = useId();
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="flex min-h-11 min-w-0 items-center gap-1 text-left text-sm"
        aria-haspopup="dialog"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-5 w-5 shrink-0"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z" />
          <circle cx="12" cy="9.5" r="2.5" />
        </svg>
        {/* Narrower on phones, and shrinking with the row (min-w-0 up to the header): the row
            also holds the menu, longer in Portuguese, and the store (360 px, no overflow). */}
        <span className="max-w-28 truncate phablet:max-w-40">
          {label ? t('button', { place: label }) : t('none')}
        </span>
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        onClose={() => setOpen(false)}
        className="m-auto w-[min(460px,92vw)] rounded-xl p-0 shadow-2xl backdrop:bg-black/50"
      >
        {open ? (
          <div className="p-6">
            <div className="mb-4 flex items-start justify-between gap-4">
              <div>
                <h2 id={titleId} className="font-bold text-lg">
                  {t('title')}
                </h2>
                <p className="text-gray-600 text-sm">{t('hint')}</p>
              </div>
              <button
                type="button"
                onClick={() => setOpen(false)}
                className="h-9 w-9 rounded-full hover:bg-gray-100"
                aria-label={tc('close')}
              >
                <Glyph name="close" />
              </button>
            </div>
            {selector.kind === 'zipCode' ? (
              <ZipForm site={site} onDone={() => setOpen(false)} />
            ) : (
              <LevelsForm site={site} levels={selector.levels} onDone={() => setOpen(false)} />
            )}
          </div>
        ) : null}
      </dialog>
    </>
  );
}

function useSave(onDone: () => void, onNotFound?: () => void) {
  const t = useTranslations('location');
  const toast = useToast();
  const router = useRouter();
  const [pending, start] = useTransition();
  const save = (input: Parameters<typeof chooseLocation>[0]) =>
    start(async () => {
      const res = await chooseLocation(input);
      if (res.ok) {
        toast('success', t('saved'));
        onDone();
        router.refresh();
      } else if (res.reason !== 'unavailable' && onNotFound) {
        // A zip code no place has: said beside it, not "try again" (trying again cannot work).
        onNotFound();
      } else toast('error', t('error'));
    });
  return { pending, save };
}

function LevelsForm({
  site,
  levels,
  onDone,
}: {
  site: string;
  levels: readonly { level: string; label: string }[];
  onDone: () => void;
}) {
  const t = useTranslations('location');
  const [choices, setChoices] = useState<string[]>([]);
  const [options, setOptions] = useState<GeoOption[][]>([]);
  const [failed, setFailed] = useState(false);
  const { pending, save } = useSave(onDone);
  const baseId = useId();

  useEffect(() => {
    loadGeoChildren({ site, parentId: null }).then((items) =>
      items ? setOptions([items]) : setFailed(true),
    );
  }, [site]);

  const [loading, setLoading] = useState(false);
  const pick = async (depth: number, id: string) => {
    const next = [...choices.slice(0, depth), id].filter(Boolean);
    setChoices(next);
    setOptions((o) => o.slice(0, depth + 1));
    if (id && depth + 1 < levels.length) {
      setLoading(true);
      const items = await loadGeoChildren({ site, parentId: id });
      setLoading(false);
      if (items) setOptions((o) => [...o.slice(0, depth + 1), items]);
    }
  };

  if (failed) return <p className="text-sm">{t('unavailable')}</p>;
  // The last level, or a place with none under it (a department without cities).
  const complete =
    !loading &&
    choices.length > 0 &&
    placeLevelToPick(
      levels.map((_, depth) => ({ picked: choices[depth], options: options[depth] ?? [] })),
    ) === null;
  // A level under a place with none under it is not asked.
  const asked = (depth: number) =>
    depth === 0 || !choices[depth - 1] || (options[depth]?.length ?? 1) > 0;
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        const last = choices[choices.length - 1];
        if (complete && last) save({ site, locationId: last });
      }}
    >
      {levels.map((lvl, depth) =>
        asked(depth) ? (
          <div key={lvl.level} className="flex flex-col gap-1">
            <label htmlFor={`${baseId}-${depth}`} className="font-semibold text-sm">
              {lvl.label}
            </label>
            <select
              id={`${baseId}-${depth}`}
              name={lvl.level}
              value={choices[depth] ?? ''}
              disabled={!options[depth]}
              onChange={(e) => pick(depth, e.target.value)}
              className="h-11 rounded-md border border-gray-300 bg-white px-3 disabled:bg-gray-100"
            >
              <option value="">{t('select')}</option>
              {(options[depth] ?? []).map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name}
                </option>
              ))}
            </select>
          </div>
        ) : null,
      )}
      <button
        type="submit"
        disabled={!complete || pending}
        className="h-11 rounded-md bg-brand font-semibold text-on-brand disabled:opacity-50"
      >
        {t('save')}
      </button>
    </form>
  );
}

function ZipForm({ site, onDone }: { site: string; onDone: () => void }) {
  const t = useTranslations('location');
  const [zip, setZip] = useState('');
  const [problem, setProblem] = useState<'zipInvalid' | 'zipNotFound' | null>(null);
  const field = useRef<HTMLInputElement>(null);
  // Back in the field, whose description now says why (the disabled Save had dropped the focus).
  const { pending, save } = useSave(onDone, () => {
    setProblem('zipNotFound');
    field.current?.focus();
  });
  const id = useId();
  const invalid = problem !== null;
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        // Spec §5: digits and hyphens only; spaces pasted around or inside are dropped.
        const typed = zip.replace(/\s/g, '');
        if (!/^[\d-]{3,12}$/.test(typed)) {
          setProblem('zipInvalid');
          field.current?.focus();
          return;
        }
        setProblem(null);
        save({ site, zipCode: typed });
      }}
    >
      <label htmlFor={id} className="font-semibold text-sm">
        {t('zipCode')}
      </label>
      <input
        ref={field}
        id={id}
        name="zipCode"
        inputMode="numeric"
        value={zip}
        onChange={(e) => {
          setZip(e.target.value);
          setProblem(null);
        }}
        aria-invalid={invalid}
        aria-describedby={`${id}-hint`}
        className="h-11 rounded-md border border-gray-300 px-3"
      />
      <p id={`${id}-hint`} className={`text-sm ${invalid ? 'text-red-700' : 'text-gray-600'}`}>
        {problem ? t(problem) : t('zipHint')}
      </p>
      {/* Said once when it happens, even to a shopper still in the field (its description changed). */}
      <p aria-live="polite" className="sr-only">
        {problem ? t(problem) : ''}
      </p>
      <button
        type="submit"
        disabled={pending}
        className="h-11 rounded-md bg-brand font-semibold text-on-brand disabled:opacity-50"
      >
        {t('save')}
      </button>
    </form>
  );
}
