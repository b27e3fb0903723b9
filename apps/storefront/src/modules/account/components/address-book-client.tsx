'use client';

import type { SavedAddress } from '@fierro/commerce/contract';
import { savedAddressSchema } from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { type FieldValues, type Resolver, useForm } from 'react-hook-form';
import { z } from 'zod';
import type { ActionResult } from '../../auth/actions/result';
import { buttonClass, Field, inputClass } from '../../auth/components/field';
import { loadPlaceLevels } from '../../checkout/actions/load-places';
import {
  PlaceLevelSelects,
  type PlaceLevelView,
  placeCheck,
  usePlaceLevels,
} from '../../checkout/components/place-levels-client';
import { blankToMissing } from '../../checkout/form-data';
import { deleteAddress } from '../actions/delete-address';
import { saveAddress } from '../actions/save-address';
import { setDefaultAddress } from '../actions/set-default-address';

export type AddressFacts = Pick<Tenant, 'lang' | 'isZipCodeCountry'> & { site: string };

const secondaryClass =
  'min-h-11 rounded border border-neutral-700 bg-white px-4 font-semibold text-neutral-900 hover:bg-neutral-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:opacity-60';

const lineOf = (a: SavedAddress) =>
  [`${a.street} ${a.number}`, a.apartment, a.place || a.zipCode].filter(Boolean).join(', ');

/**
 * The address book (issue 23): the shopper's addresses with the default marked, an add/edit
 * form (the place through the site's geography levels, the same picker as checkout's, or the zip
 * code), make one the default, delete after confirming. Each change re-reads the page.
 */
export function AddressBook(props: {
  facts: AddressFacts;
  addresses: SavedAddress[];
  /** The level pickers of a new address (the top level's places), empty on zip-code sites. */
  rootLevels: PlaceLevelView[];
  max: number;
}) {
  const t = useTranslations('account.addresses');
  const tAll = useTranslations('account');
  const router = useRouter();
  const { facts, addresses } = props;
  const [editing, setEditing] = useState<{
    address: SavedAddress | null;
    levels: PlaceLevelView[];
  } | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<SavedAddress | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (confirming) dialog.current?.showModal();
    else dialog.current?.close();
  }, [confirming]);

  const fail = (result: ActionResult) =>
    setError(
      result.ok
        ? null
        : result.code === 'UNAUTHENTICATED'
          ? tAll('signedOut')
          : (result.formError ?? tAll('genericError')),
    );

  const run = async (work: () => Promise<ActionResult>, done: string) => {
    setBusy(true);
    setStatus(null);
    setError(null);
    const result = await work();
    setBusy(false);
    if (!result.ok) return fail(result);
    setStatus(done);
    router.refresh();
  };

  const edit = async (address: SavedAddress | null) => {
    setStatus(null);
    setError(null);
    if (!address || facts.isZipCodeCountry || !address.locationId) {
      setEditing({ address, levels: props.rootLevels });
      return;
    }
    setBusy(true);
    const levels = await loadPlaceLevels({ site: facts.site, locationId: address.locationId });
    setBusy(false);
    setEditing({ address, levels: levels ?? props.rootLevels });
  };

  const nameOf = (a: SavedAddress) => a.label ?? `${a.street} ${a.number}`;

  return (
    <div className="flex flex-col gap-4">
      <p>{t('intro')}</p>
      <div aria-live="polite">
        {status ? (
          <p role="status" className="rounded bg-green-50 p-3 text-green-900">
            {status}
          </p>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="rounded bg-red-50 p-3 text-red-800 text-sm">
          {error}
        </p>
      ) : null}
      {addresses.length === 0 ? (
        <p className="rounded border border-neutral-300 border-dashed p-4 text-neutral-700">
          {t('empty')}
        </p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t('title')}>
          {addresses.map((a) => (
            <li
              key={a.id}
              className="flex flex-col gap-3 rounded border border-neutral-300 p-4 phablet:flex-row phablet:items-start phablet:justify-between"
            >
              <div className="flex flex-col gap-1">
                <p className="flex flex-wrap items-center gap-2 font-semibold">
                  {nameOf(a)}
                  {a.isDefault ? (
                    <span className="rounded bg-neutral-900 px-2 py-0.5 font-semibold text-white text-xs">
                      {t('default')}
                    </span>
                  ) : null}
                </p>
                <p className="text-neutral-700 text-sm">{lineOf(a)}</p>
              </div>
              <div className="flex flex-wrap gap-2">
                {a.isDefault ? null : (
                  <button
                    type="button"
                    className={secondaryClass}
                    disabled={busy}
                    aria-label={t('makeDefaultNamed', { name: nameOf(a) })}
                    onClick={() =>
                      void run(
                        () => setDefaultAddress({ site: facts.site, addressId: a.id }),
                        t('defaultSet'),
                      )
                    }
                  >
                    {t('makeDefault')}
                  </button>
                )}
                <button
                  type="button"
                  className={secondaryClass}
                  disabled={busy}
                  aria-label={t('editNamed', { name: nameOf(a) })}
                  onClick={() => void edit(a)}
                >
                  {t('edit')}
                </button>
                <button
                  type="button"
                  className={secondaryClass}
                  disabled={busy}
                  aria-label={t('deleteNamed', { name: nameOf(a) })}
                  onClick={() => setConfirming(a)}
                >
                  {t('delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <AddressForm
          key={editing.address?.id ?? 'new'}
          facts={facts}
          address={editing.address}
          levels={editing.levels}
          first={addresses.length === 0}
          onCancel={() => {
            setEditing(null);
            addButton.current?.focus();
          }}
          onSaved={() => {
            setEditing(null);
            setStatus(t('saved'));
            router.refresh();
          }}
        />
      ) : addresses.length < props.max ? (
        <button
          ref={addButton}
          type="button"
          className={`${buttonClass} self-start`}
          disabled={busy}
          onClick={() => void edit(null)}
        >
          {t('add')}
        </button>
      ) : (
        <p>{t('limit')}</p>
      )}
      <dialog
        ref={dialog}
        aria-labelledby="address-delete-title"
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-lg bg-white p-6 shadow-lg backdrop:bg-black/50"
        onClose={() => setConfirming(null)}
      >
        {confirming ? (
          <div className="flex flex-col gap-4">
            <h2 id="address-delete-title" className="font-bold text-xl">
              {t('confirmTitle')}
            </h2>
            <p>{t('confirmText', { address: lineOf(confirming) })}</p>
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className={buttonClass}
                disabled={busy}
                onClick={() => {
                  const id = confirming.id;
                  setConfirming(null);
                  void run(() => deleteAddress({ site: facts.site, addressId: id }), t('deleted'));
                }}
              >
                {t('confirmDelete')}
              </button>
              <button type="button" className={secondaryClass} onClick={() => setConfirming(null)}>
                {t('cancel')}
              </button>
            </div>
          </div>
        ) : null}
      </dialog>
    </div>
  );
}

/** The add/edit form: react-hook-form with the shared schema, each message beside its field. */
function AddressForm(props: {
  facts: AddressFacts;
  address: SavedAddress | null;
  levels: PlaceLevelView[];
  first: boolean;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const t = useTranslations('account.addresses');
  const tAll = useTranslations('account');
  const id = useId();
  const { facts, address } = props;
  const levelCount = props.levels.length;
  const last = `place${levelCount - 1}`;
  const choosePlace = t('choosePlace');
  // The places each level offers now, for the schema's check (they change as levels are picked).
  const levelsRef = useRef(props.levels);
  const schema = useMemo(() => {
    const base = savedAddressSchema(facts);
    if (facts.isZipCodeCountry) return base;
    // The deepest level's pick is the location (the levels above only narrow its list); a place
    // with none under it (a department without cities) is one too.
    return base
      .omit({ locationId: true })
      .catchall(z.unknown())
      .check(placeCheck(() => levelsRef.current, choosePlace));
  }, [facts, choosePlace]);
  const form = useForm<FieldValues>({
    // Blank optional fields are missing, as the server sees them.
    resolver: ((values, context, options) =>
      zodResolver(schema as never)(
        blankToMissing(values),
        context,
        options as never,
      )) as Resolver<FieldValues>,
    defaultValues: {
      label: address?.label ?? '',
      zipCode: address?.zipCode ?? '',
      street: address?.street ?? '',
      number: address?.number ?? '',
      apartment: address?.apartment ?? '',
      isDefault: address?.isDefault ?? props.first,
      ...Object.fromEntries(props.levels.map((l, i) => [`place${i}`, l.selected ?? ''])),
    },
  });
  const { levels, pick } = usePlaceLevels(facts.site, props.levels, (name) =>
    form.setValue(name, ''),
  );
  useEffect(() => {
    levelsRef.current = levels;
  }, [levels]);
  /** The field of the picked place (its message goes beside it), the last level when none. */
  const placeFieldOf = (values: Record<string, unknown>) => {
    const depth = levels.map((_, i) => String(values[`place${i}`] ?? '')).findLastIndex(Boolean);
    return depth === -1 ? last : `place${depth}`;
  };
  /** The picked place: the deepest level picked. */
  const placeOf = (values: Record<string, unknown>) =>
    levels.map((_, i) => String(values[`place${i}`] ?? '')).findLast((v) => v !== '') ?? '';
  const { errors, isSubmitting } = form.formState;
  const [formError, setFormError] = useState<string | null>(null);
  const errorOf = (name: string) => errors[name]?.message as string | undefined;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    const place = facts.isZipCodeCountry
      ? { zipCode: values.zipCode }
      : { locationId: placeOf(values) };
    const result = await saveAddress({
      site: facts.site,
      addressId: address?.id ?? null,
      label: values.label || null,
      ...place,
      street: values.street,
      number: values.number,
      apartment: values.apartment || null,
      isDefault: Boolean(values.isDefault),
    });
    if (result.ok) return props.onSaved();
    for (const [field, message] of Object.entries(result.fieldErrors ?? {})) {
      form.setError(field === 'locationId' ? placeFieldOf(values) : field, { message });
    }
    if (result.code === 'UNAUTHENTICATED') setFormError(tAll('signedOut'));
    else if (result.code === 'ADDRESS_LIMIT') setFormError(t('limit'));
    else if (!result.fieldErrors) setFormError(result.formError ?? tAll('genericError'));
  });

  const text = (name: string, label: string, autoComplete: string, hint?: string) => (
    <Field id={`${id}-${name}`} label={label} error={errorOf(name)} hint={hint}>
      {(aria) => (
        <input
          {...aria}
          {...form.register(name)}
          autoComplete={autoComplete}
          className={inputClass}
        />
      )}
    </Field>
  );

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded border border-neutral-300 p-4"
    >
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="font-bold text-xl">
        {address ? t('editTitle') : t('newTitle')}
      </h2>
      <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {formError ? (
          <p role="alert" className="rounded bg-red-50 p-3 text-red-800 text-sm">
            {formError}
          </p>
        ) : null}
        {text('label', t('label'), 'off', t('labelHint'))}
        {facts.isZipCodeCountry ? (
          <Field id={`${id}-zip`} label={t('zipCode')} error={errorOf('zipCode')}>
            {(aria) => (
              <input
                {...aria}
                {...form.register('zipCode')}
                autoComplete="postal-code"
                inputMode="numeric"
                className={inputClass}
              />
            )}
          </Field>
        ) : (
          <PlaceLevelSelects
            id={id}
            levels={levels}
            choose={t('choose')}
            hint={t('placeHint')}
            register={(name) => form.register(name)}
            errorOf={errorOf}
            onPick={(depth, value) => void pick(depth, value)}
          />
        )}
        <div className="grid gap-4 phablet:grid-cols-[2fr_1fr]">
          {text('street', t('street'), 'address-line1')}
          {text('number', t('number'), 'off')}
        </div>
        {text('apartment', t('apartment'), 'address-line2')}
        <label className="flex min-h-11 items-center gap-3">
          <input type="checkbox" {...form.register('isDefault')} className="size-5" />
          {t('isDefault')}
        </label>
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={buttonClass} disabled={isSubmitting}>
            {isSubmitting ? tAll('submitting') : t('save')}
          </button>
          <button type="button" className={secondaryClass} onClick={props.onCancel}>
            {t('cancel')}
          </button>
        </div>
      </form>
    </section>
  );
}
