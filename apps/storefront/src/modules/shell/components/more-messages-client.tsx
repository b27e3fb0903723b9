'use client';
import { NextIntlClientProvider, useLocale, useMessages } from 'next-intl';
import { type ReactNode, useMemo } from 'react';

type Tree = { [key: string]: unknown };

// A message precompiled at build time (next.config) is an array: a leaf, like a string.
const isNamespace = (v: unknown): v is Tree =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** `extra` laid over `base`, namespace by namespace (neither is changed). */
export function layerMessages(base: Tree, extra: Tree): Tree {
  const out: Tree = { ...base };
  for (const [k, v] of Object.entries(extra)) {
    const b = out[k];
    out[k] = isNamespace(v) && isNamespace(b) ? layerMessages(b, v) : v;
  }
  return out;
}

/**
 * The shell's client texts plus `messages` for the parts inside (a nested provider of next-intl
 * replaces its parent's messages; this one keeps them).
 */
export function MoreMessagesProvider({
  messages,
  children,
}: {
  messages: Tree;
  children: ReactNode;
}) {
  const base = useMessages() as Tree;
  const locale = useLocale();
  const merged = useMemo(() => layerMessages(base, messages), [base, messages]);
  return (
    <NextIntlClientProvider locale={locale} messages={merged} timeZone="UTC">
      {children}
    </NextIntlClientProvider>
  );
}
