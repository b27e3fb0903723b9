'use client';

import { CLIENT_STORAGE_KEYS, myListsAddUrl } from '@fierro/domain';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { Dialog } from '../../../ui/dialog-client';
import { useToast } from '../../shell/components/toasts-client';
import { type AddAnswer, addToListAction, pickerListsAction } from '../actions/add-to-list';

type Lists = Array<{ listId: string; name: string; lineCount: number }>;
const NEW = 'new';

/**
 * "Agregar a lista" (issue 23), beside the product page's buy box and on each cart line: a small
 * dialog to pick one of the shopper's lists or name a new one; then the success toast and the
 * SKU stored under the spec's `itemAddedToList` key. The shopper's lists are asked only when the
 * dialog opens (the product page stays cached and impersonal). Signed out, the button goes to the
 * lists page, which asks for login and comes back with the product waiting to be placed.
 */
export function AddToList({
  site,
  skuId,
  name,
  quantity = 1,
  compact = false,
}: {
  site: string;
  skuId: string;
  name: string;
  quantity?: number;
  compact?: boolean;
}) {
  const t = useTranslations('lists.add');
  const te = useTranslations('lists.errors');
  const toast = useToast();
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [lists, setLists] = useState<Lists | null>(null);
  const [choice, setChoice] = useState<string>(NEW);
  const [newName, setNewName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const signIn = () => {
    window.location.assign(myListsAddUrl(site, skuId));
  };

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await pickerListsAction(site);
      if (answer.kind === 'signIn') return signIn();
      if (answer.kind === 'failed') {
        toast('error', t('error'));
        return;
      }
      setLists(answer.lists);
      setChoice(answer.lists[0]?.listId ?? NEW);
      setOpen(true);
    } catch {
      toast('error', t('error'));
    } finally {
      setBusy(false);
    }
  };

  const messageOf = (a: Extract<AddAnswer, { kind: 'refused' }>) =>
    a.field === 'list' || a.field === 'unavailable' ? t('error') : te(a.field);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await addToListAction({
        site,
        skuId,
        quantity,
        ...(choice === NEW ? { newName } : { listId: choice }),
      });
      if (answer.kind === 'signIn') return signIn();
      if (answer.kind === 'refused') {
        setError(messageOf(answer));
        return;
      }
      try {
        window.localStorage.setItem(
          CLIENT_STORAGE_KEYS.itemAddedToList,
          JSON.stringify({ skuId, listId: answer.listId, at: new Date().toISOString() }),
        );
      } catch {
        // Storage refused (private mode, quota): the list holds the product anyway.
      }
      setOpen(false);
      toast('success', t('added', { list: answer.name }));
    } catch {
      setError(t('error'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        onClick={start}
        aria-busy={busy || undefined}
        aria-label={compact ? t('buttonOf', { name }) : undefined}
        data-add-to-list={skuId}
        className={
          compact
            ? 'min-h-11 rounded px-2 text-sm underline underline-offset-4 hover:text-brand-ink'
            : 'min-h-11 w-full rounded border-2 border-brand px-4 bg-white font-bold text-brand-ink hover:underline'
        }
      >
        {t('button')}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('title')}
        closeLabel={t('cancel')}
        name="add-to-list"
        returnFocus={() => button.current}
      >
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <p className="font-medium">{name}</p>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 font-semibold">{t('pick')}</legend>
            {(lists ?? []).map((l) => (
              <label key={l.listId} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name={`${id}-list`}
                  value={l.listId}
                  checked={choice === l.listId}
                  onChange={() => setChoice(l.listId)}
                  className="size-5"
                />
                <span>{l.name}</span>
              </label>
            ))}
            <label className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name={`${id}-list`}
                value={NEW}
                checked={choice === NEW}
                onChange={() => setChoice(NEW)}
                className="size-5"
              />
              <span>{t('new')}</span>
            </label>
          </fieldset>
          {choice === NEW ? (
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-name`} className="font-semibold text-sm">
                {t('newName')}
              </label>
              <input
                id={`${id}-name`}
                value={newName}
                onChange={(e) => setNewName(e.target.value)}
                maxLength={60}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                className="min-h-11 rounded border border-gray-500 px-3"
              />
            </div>
          ) : null}
          {error ? (
            <p id={`${id}-error`} role="alert" className="text-red-800 text-sm">
              {error}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <button
              type="button"
              onClick={() => setOpen(false)}
              className="min-h-11 rounded border border-gray-500 px-4"
            >
              {t('cancel')}
            </button>
            <button
              type="submit"
              disabled={busy}
              className="min-h-11 rounded bg-brand px-5 font-bold text-on-brand disabled:opacity-60"
            >
              {t('submit')}
            </button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
