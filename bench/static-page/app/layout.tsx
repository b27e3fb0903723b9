import type { ReactNode } from 'react';

export const metadata = { title: 'Página estática de referencia' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="es-CL">
      <body>{children}</body>
    </html>
  );
}
