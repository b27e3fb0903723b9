'use client';

import { addressSchema } from '@fierro/domain';
import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { z } from 'zod';
import { Field, FormAlert, inputClass, primaryButton } from '../../../ui/field';
import { saveDelivery } from '../actions/save-delivery';
import type { StepResult } from '../actions/step-result';
import type { CheckoutFacts } from './facts';
import {
  PlaceLevelSelects,
  type PlaceLevelView,
  placeCheck,
  usePlaceLevels,
} from './place-levels-client';
import { useStepForm } from './use-step-form';

/**
 * Step 2: the lines' delivery as chosen in the cart (shown by the server in `children`) and, for
 * a home delivery, the address: its place through the site's geography levels or its zip code
 * (the cart's location, changed here if the shopper picks another), then street and number.
 */
export function DeliveryForm(props: {
  initial?: StepResult | null;
  facts: CheckoutFacts;
  /** Null: nothing is shipped (every line is collected or bought at a store). */
  address: {
    levels: PlaceLevelView[] | null;
    zipCode: string;
    street: string;
    number: string;
    apartment: string;
  } | null;
  /** A signed-in shopper's saved addresses (the one preselected, '' for a new one). */
  saved?: { chosen: string; options: Array<{ id: string; label: string }> } | null;
  children: ReactNode;
}) {
  const t = useTranslations('checkout');
  const id = useId();
  const { facts, address } = props;
  const initialLevels = address?.levels ?? [];
  // The places each level offers now, for the schema's check (they change as levels are picked).
  const levelsRef = useRef(initialLevels);
  const choose = t('choose');
  const [savedId, setSavedId] = useState(props.saved?.chosen ?? '');
  const usingSaved = Boolean(props.saved && savedId);
  const schema = useMemo(() => {
    if (usingSaved) return z.object({}).catchall(z.unknown());
    const base = addressSchema(facts).pick({ street: true, number: true, apartment: true });
    if (!address) return z.object({});
    if (facts.isZipCodeCountry) return base.extend({ zipCode: addressSchema(facts).shape.zipCode });
    // The last level, unless the place picked above it has none under it.
    return base.catchall(z.unknown()).check(
      placeCheck(
        () => levelsRef.current,
        (level) => t('delivery.pickPlace', { level: level.label.toLocaleLowerCase(facts.locale) }),
      ),
    );
  }, [facts, address, usingSaved, t]);
  const defaults: Record<string, string> = {
    street: address?.street ?? '',
    number: address?.number ?? '',
    apartment: address?.apartment ?? '',
    zipCode: address?.zipCode ?? '',
    ...Object.fromEntries(initialLevels.map((l, i) => [`place${i}`, l.selected ?? ''])),
  };
  const { form, result, pending, formAction, onSubmit, errorOf, shownValue, hydrated } =
    useStepForm({
      action: saveDelivery,
      schema,
      defaultValues: defaults,
      initial: props.initial,
    });
  const { levels, pick } = usePlaceLevels(facts.site, initialLevels, (name) =>
    form.setValue(name, ''),
  );
  useEffect(() => {
    levelsRef.current = levels;
  }, [levels]);

  const text = (name: 'street' | 'number' | 'apartment', label: string, autoComplete: string) => (
    <Field id={`${id}-${name}`} label={label} error={errorOf(name)}>
      {(aria) => (
        <input
          {...aria}
          {...form.register(name)}
          defaultValue={shownValue(name, defaults[name])}
          autoComplete={autoComplete}
          className={inputClass}
        />
      )}
    </Field>
  );

  return (
    <form
      action={formAction}
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-4"
      data-delivery-form
    >
      <input type="hidden" name="site" value={facts.site} />
      <input type="hidden" name="checkoutStep" value="delivery" />
      {result.formError ? <FormAlert>{result.formError}</FormAlert> : null}
      {props.children}
      {address && props.saved ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 font-semibold">{t('delivery.saved')}</legend>
          <p id={`${id}-saved-hint`} className="text-neutral-600 text-sm">
            {t('delivery.savedHint')}
          </p>
          {[...props.saved.options, { id: '', label: t('delivery.newAddress') }].map((o) => (
            <label
              key={o.id || 'new'}
              className="flex min-h-11 items-center gap-3 rounded border border-neutral-300 px-3 py-2 has-[:checked]:border-neutral-900"
            >
              <input
                type="radio"
                name="savedAddressId"
                value={o.id}
                checked={savedId === o.id}
                onChange={() => setSavedId(o.id)}
                aria-describedby={`${id}-saved-hint`}
                {...(o.id ? { 'data-saved-choice': '' } : {})}
                className="size-5 shrink-0"
              />
              <span>{o.label}</span>
            </label>
          ))}
          {errorOf('savedAddressId') ? (
            <p className="text-red-700 text-sm">{errorOf('savedAddressId')}</p>
          ) : null}
        </fieldset>
      ) : null}
      {/*
        Before the script, the new address's fields are always there and a style hides them while
        a saved address is chosen (globals.css), so a shopper without JavaScript can still type a
        new one; after it, they follow the choice.
      */}
      {address && (!usingSaved || !hydrated) ? (
        <fieldset className="flex flex-col gap-4" data-new-address>
          <legend className="mb-2 font-semibold">{t('delivery.address')}</legend>
          {facts.isZipCodeCountry ? (
            <Field
              id={`${id}-zip`}
              label={t('delivery.zipCode')}
              error={errorOf('zipCode')}
              hint={t('delivery.placeHint')}
            >
              {(aria) => (
                <input
                  {...aria}
                  {...form.register('zipCode')}
                  defaultValue={shownValue('zipCode', defaults.zipCode)}
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
              choose={choose}
              hint={t('delivery.placeHint')}
              register={(name) => form.register(name)}
              errorOf={errorOf}
              onPick={(depth, value) => void pick(depth, value)}
              shownValue={(name, selected) => shownValue(name, selected)}
            />
          )}
          <div className="grid gap-4 phablet:grid-cols-[2fr_1fr]">
            {text('street', t('delivery.street'), 'address-line1')}
            {text('number', t('delivery.number'), 'off')}
          </div>
          {text('apartment', t('delivery.apartment'), 'address-line2')}
        </fieldset>
      ) : null}
      <div>
        <button type="submit" className={primaryButton} disabled={pending}>
          {pending ? t('saving') : t('continue')}
        </button>
      </div>
    </form>
  );
}
