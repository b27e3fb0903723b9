'use client';
import { formatQuantity, MODAL_WIDTHS, paintForArea, parseNumberEntry } from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { formatPrice } from '../../../lib/format/price';
import { ModalTrigger } from '../../../ui/modal-client';
import { NumberField } from './number-field';

/** Paint: area, coats and yield to litres and whole cans of the chosen size (inside its modal). */
export function PaintCalculator({
  yieldPerLitre,
  canLitres,
  coats: defaultCoats,
  canPrice,
  currency,
  tenantCode,
}: {
  yieldPerLitre: number;
  canLitres: number;
  coats: number;
  canPrice: number;
  currency: string;
  tenantCode: Tenant['code'];
}) {
  const t = useTranslations('product.calculator');
  const tc = useTranslations('common');
  const num = (n: number) => formatQuantity(n, tenantCode);
  const [area, setArea] = useState('');
  const [coats, setCoats] = useState(String(defaultCoats));
  const [yieldText, setYield] = useState(num(yieldPerLitre));
  // Read like the page's quantity and tile calculator: the site's number format.
  const a = parseNumberEntry(area, tenantCode);
  const c = parseNumberEntry(coats, tenantCode);
  const y = parseNumberEntry(yieldText, tenantCode);
  const result =
    a !== null && c !== null && y !== null
      ? paintForArea({ area: a, coats: c, yieldPerLitre: y, canLitres, canPrice })
      : null;
  return (
    <div className="flex flex-col gap-3" data-calculator="paint">
      <div className="grid grid-cols-1 gap-3 phablet:grid-cols-3">
        <NumberField label={t('paintArea')} value={area} onChange={setArea} autoFocus />
        <NumberField label={t('coats')} value={coats} onChange={setCoats} integer />
        <NumberField label={t('yield')} value={yieldText} onChange={setYield} />
      </div>
      <output aria-live="polite" className="min-h-16 text-sm" data-result="paint">
        {result ? (
          <>
            <strong className="block text-base">
              {t('litres', { litres: num(result.litres) })}
            </strong>
            <span>{t('cans', { count: result.cans, size: num(canLitres) })}</span>
            {canPrice > 0 ? (
              <span>
                {' '}
                · {t('total', { total: formatPrice(result.total, { code: tenantCode }, currency) })}
              </span>
            ) : null}
          </>
        ) : null}
      </output>
      <ModalTrigger
        label={t('infoOpen')}
        title={t('infoTitle')}
        width={MODAL_WIDTHS.paintCalculatorMobileInfo}
        closeLabel={tc('close')}
        name="paint-info"
        className="self-start"
      >
        <p className="text-sm">{t('infoText')}</p>
      </ModalTrigger>
    </div>
  );
}
