import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** The frame of the full login and register pages. */
export function AuthPage(props: { title: string; wide?: boolean; children: ReactNode }) {
  return (
    <main id="main" className="px-4">
      <section
        aria-labelledby="auth-title"
        className={clsx(
          'mx-auto my-8 flex w-full flex-col gap-6 rounded-lg bg-white p-6 shadow-sm',
          props.wide ? 'max-w-2xl' : 'max-w-md',
        )}
      >
        <h1 id="auth-title" className="text-2xl font-bold">
          {props.title}
        </h1>
        {props.children}
      </section>
    </main>
  );
}
