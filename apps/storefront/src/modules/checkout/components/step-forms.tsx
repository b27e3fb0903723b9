import {
  cartUrl,
  checkoutUrl,
  companyDocumentKind,
  contactDocumentKinds,
  DOCUMENT_LABELS,
  fiscalDocumentsOf,
  loginUrl,
} from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';
import { formatPrice } from '../../../lib/format/price';
import type { CheckoutModel } from '../data';
import { placeFlash, stepFlash } from '../flash';
import { bankPromotionLabel } from '../labels';
import { checkoutTranslator } from '../messages';
import { blockingNotices } from '../notices';
import { CHECKOUT_STEPS, expectedTotalOf, type StepId, shipsHome } from '../state';
import { deliveryGroups } from '../view-model';
import { PayBlocked } from './cart-notices';
import { ContactForm } from './contact-form-client';
import { DeliveryForm } from './delivery-form-client';
import { DeliveryGroups, deliveryWhen } from './delivery-groups';
import { checkoutFactsOf } from './facts';
import { FiscalForm } from './fiscal-form-client';
import { PaymentForm, type PaymentMethodView } from './payment-form-client';
import { PlaceOrderForm } from './place-order-client';

type Ready = Extract<CheckoutModel, { kind: 'ready' }>;

/** Store-card installments offered (up to the card's maximum). */
const STORE_CARD_MONTHS = [1, 3, 6, 12, 18, 24, 36, 48];

/** The open step's form, with what the server knows filled in. */
export function StepForm({ tenant, model, step }: { tenant: Tenant; model: Ready; step: StepId }) {
  const t = checkoutTranslator(tenant);
  const facts = checkoutFactsOf(tenant);
  const { state, cart, options, profile } = model;
  const initial = stepFlash(model.flash);
  const money = (n: number) => formatPrice(n, tenant, cart.currency);
  const rules = fiscalDocumentsOf(tenant);

  if (step === 'contact') {
    const kinds = contactDocumentKinds(tenant);
    const profileKind = kinds.find((k) => k === profile?.documentKind);
    // A business-only site asks a company's document: its buyer's company has one.
    const companyKind = profile?.company
      ? kinds.find((k) => k === companyDocumentKind(tenant))
      : undefined;
    const defaults = state?.contact ?? {
      email: profile?.email ?? '',
      firstName: profile?.firstName ?? '',
      lastName: profile?.lastName ?? '',
      phone: profile?.phone ?? '',
      document: {
        type: profileKind ?? companyKind ?? kinds[0] ?? '',
        number: profileKind
          ? (profile?.document ?? '')
          : companyKind
            ? (profile?.company?.document ?? '')
            : '',
      },
    };
    return (
      <>
        <p className="mb-3 text-sm">
          {profile ? (
            t('contact.signedIn', { email: profile.email })
          ) : (
            <>
              {t('contact.guest')}{' '}
              <a
                href={`${loginUrl(tenant)}?${new URLSearchParams({ returnTo: checkoutUrl(tenant) })}`}
                className="font-semibold underline"
              >
                {t('contact.signIn')}
              </a>
            </>
          )}
        </p>
        <ContactForm
          initial={initial}
          facts={facts}
          defaults={defaults}
          documentKinds={kinds.map((kind) => ({ kind, label: DOCUMENT_LABELS[kind] }))}
        />
      </>
    );
  }

  if (step === 'delivery') {
    const d = state?.delivery;
    const book = model.savedAddresses;
    // The address used before, if it is one of the book's; else the default (a new one otherwise).
    const same = d?.street
      ? book.find(
          (a) =>
            a.street === d.street &&
            a.number === d.number &&
            (a.apartment ?? null) === (d.apartment ?? null) &&
            (tenant.isZipCodeCountry ? a.zipCode === d.zipCode : a.locationId === d.locationId),
        )
      : undefined;
    const chosen = same?.id ?? (d?.street ? '' : (book.find((a) => a.isDefault)?.id ?? ''));
    // A refused post's places as the server kept them (a comuna of another region is dropped).
    const posted =
      initial?.values && model.levels
        ? {
            ...initial,
            values: {
              ...initial.values,
              ...Object.fromEntries(model.levels.map((l, i) => [`place${i}`, l.selected ?? ''])),
            },
          }
        : initial;
    return (
      <DeliveryForm
        initial={posted}
        facts={facts}
        saved={
          shipsHome(cart) && book.length > 0
            ? {
                chosen,
                options: book.map((a) => {
                  const line = [
                    a.label,
                    `${a.street} ${a.number}`,
                    a.apartment,
                    a.place || a.zipCode,
                  ]
                    .filter(Boolean)
                    .join(', ');
                  return {
                    id: a.id,
                    label: a.isDefault ? t('delivery.savedDefault', { address: line }) : line,
                  };
                }),
              }
            : null
        }
        address={
          shipsHome(cart)
            ? {
                levels: model.levels,
                zipCode: d?.zipCode ?? cart.location?.zipCode ?? '',
                street: d?.street ?? '',
                number: d?.number ?? '',
                apartment: d?.apartment ?? '',
              }
            : null
        }
      >
        {!shipsHome(cart) && cart.location ? (
          <p className="text-sm">{t('delivery.location', { place: cart.location.label })}</p>
        ) : null}
        <DeliveryGroups tenant={tenant} cart={cart} />
      </DeliveryForm>
    );
  }

  if (step === 'fiscal') {
    const first = rules[0]!;
    const contactDoc = state?.contact?.document;
    // A company's buyer: the company's own document (factura, with its tax id and legal name).
    const company = profile?.company ?? null;
    const companyRule = company ? rules.find((r) => r.company) : undefined;
    /** What the shopper holds for a kind: the company's document, else the contact's. */
    const known = (r: (typeof rules)[number]) =>
      company && r.company
        ? { taxId: company.document, businessName: company.legalName }
        : {
            // The contact's document is the usual one for a personal receipt.
            taxId:
              contactDoc && r.taxIds.includes(contactDoc.type as never) ? contactDoc.number : '',
            businessName: '',
          };
    const defaults = state?.fiscal
      ? {
          kind: state.fiscal.kind,
          taxId: state.fiscal.taxId ?? '',
          businessName: state.fiscal.businessName ?? '',
          businessActivity: state.fiscal.businessActivity ?? '',
        }
      : {
          kind: (company && companyRule ? companyRule : first).kind,
          ...known(company && companyRule ? companyRule : first),
          businessActivity: '',
        };
    return (
      <FiscalForm
        initial={initial}
        facts={facts}
        defaults={defaults}
        kinds={rules.map((r) => ({
          kind: r.kind,
          taxIdLabel: r.taxIds.map((k) => DOCUMENT_LABELS[k]).join(' / '),
          taxIdRequired: r.taxIdRequired,
          hasTaxId: r.taxIds.length > 0,
          businessName: r.businessName,
          businessActivity: r.businessActivity,
          known: known(r),
        }))}
      />
    );
  }

  if (step === 'payment') {
    const storeCard = options.storeCard;
    const methods: PaymentMethodView[] = options.methods.flatMap((method): PaymentMethodView[] => {
      if (method === 'card') {
        return [
          {
            method,
            label: t('payment.methods.card'),
            hint: null,
            installments: [
              { value: '1', label: t('payment.single', { amount: money(options.totals.card) }) },
              ...options.bankPromotions.map((p) => ({
                value: `p:${p.promotionId}`,
                label: bankPromotionLabel(tenant, t, p, cart.currency),
              })),
            ],
          },
        ];
      }
      if (method === 'storeCard' && storeCard) {
        return [
          {
            method,
            label: t('payment.methods.storeCard', { name: storeCard.name }),
            hint: t('payment.storeCardTotal', {
              name: storeCard.name,
              amount: money(options.totals.storeCard ?? options.totals.card),
            }),
            installments: STORE_CARD_MONTHS.filter((m) => m <= storeCard.maxInstallments).map(
              (months) => ({
                value: String(months),
                label: t('payment.storeCardMonths', { months }),
              }),
            ),
          },
        ];
      }
      if (method === 'payAtStore') {
        return [
          {
            method,
            label: t('payment.methods.payAtStore'),
            hint: t('payment.payAtStoreHint', { hours: options.payAtStoreHours }),
            installments: [],
          },
        ];
      }
      // The company credit line is the B2B issue's.
      return [];
    });
    const saved = state?.payment;
    return (
      <PaymentForm
        initial={initial}
        facts={facts}
        methods={methods}
        reenter={!!saved && saved.method !== 'payAtStore'}
        defaults={{
          method: saved?.method ?? methods[0]?.method ?? 'card',
          installments: saved?.promotionId
            ? `p:${saved.promotionId}`
            : String(saved?.installments ?? 1),
        }}
      />
    );
  }

  const method = state?.payment?.method ?? 'card';
  const total = expectedTotalOf(method, options);
  // A line commerce would refuse (no longer sold, beyond its stock, no store): no Pay to press
  // before the cart is fixed; the notices above say which and why.
  if (blockingNotices(cart).length > 0) return <PayBlocked tenant={tenant} />;
  return (
    <>
      <ReviewDelivery tenant={tenant} model={model} />
      <PlaceOrderForm
        initial={placeFlash(model.flash)}
        site={tenant.pathPrefix}
        expectedTotal={total}
        label={
          method === 'payAtStore'
            ? t('review.placeAtStore')
            : t('review.place', { amount: money(total) })
        }
        cartHref={cartUrl(tenant)}
        termsHref={tenant.links.terms}
        stepHrefs={Object.fromEntries(
          CHECKOUT_STEPS.map((s) => [s, `${checkoutUrl(tenant)}?edit=${s}`]),
        )}
      />
    </>
  );
}

/**
 * When the goods arrive or can be collected, on the last step: the cart's dates now (its place's,
 * after the address moved it), what the confirmation will say.
 */
function ReviewDelivery({ tenant, model }: { tenant: Tenant; model: Ready }) {
  const t = checkoutTranslator(tenant);
  const now = new Date();
  const rows = deliveryGroups(model.cart).flatMap((group) => {
    const when = deliveryWhen(tenant, group, now);
    if (!when) return [];
    const method = t(`delivery.${group.method}`);
    return [
      {
        key: `${group.method}-${group.store?.id ?? ''}`,
        what:
          group.store && group.method !== 'homeDelivery'
            ? `${method} · ${group.store.name}`
            : method,
        // Inside the sentence: "Despacho a domicilio: llega entre el ...".
        when: when.charAt(0).toLocaleLowerCase(tenant.locale) + when.slice(1),
      },
    ];
  });
  if (rows.length === 0) return null;
  return (
    <section
      aria-labelledby="checkout-review-delivery"
      className="mb-3 text-sm"
      data-review-delivery
    >
      <h3 id="checkout-review-delivery" className="font-semibold">
        {t('review.delivery')}
      </h3>
      <ul>
        {rows.map((r) => (
          <li key={r.key}>{`${r.what}: ${r.when}`}</li>
        ))}
      </ul>
    </section>
  );
}
