import { useTranslation } from 'react-i18next';
import { formatPhoneDisplay } from '../../../../shared/rules/phone';
import type { LeadContact } from '../../../../shared/schemas/leads';

/** The client's contact, for the attorney who bought the lead: phone and e-mail open at a tap. */
export function LeadContactDetails({ contact }: { contact: LeadContact }) {
  const { t } = useTranslation('marketplace');
  return (
    <section className="rounded-lg border border-green-300 bg-green-50 p-4" data-testid="lead-contact">
      <h3 className="font-semibold text-green-900">{t('detail.contactTitle')}</h3>
      <dl className="mt-2 grid gap-1 text-slate-900 sm:grid-cols-[8rem_1fr]">
        <dt className="font-medium">{t('detail.name')}</dt>
        <dd>{contact.clientName || t('detail.notGiven')}</dd>
        <dt className="font-medium">{t('detail.phone')}</dt>
        <dd>
          {contact.clientPhone ? (
            <a className="underline underline-offset-4" href={`tel:${contact.clientPhone}`}>
              {formatPhoneDisplay(contact.clientPhone)}
            </a>
          ) : (
            t('detail.notGiven')
          )}
        </dd>
        <dt className="font-medium">{t('detail.email')}</dt>
        <dd className="break-all">
          {contact.clientEmail ? (
            <a className="underline underline-offset-4" href={`mailto:${contact.clientEmail}`}>
              {contact.clientEmail}
            </a>
          ) : (
            t('detail.notGiven')
          )}
        </dd>
      </dl>
      <h4 className="mt-3 font-medium text-slate-900">{t('detail.original')}</h4>
      <p className="whitespace-pre-line text-slate-800">{contact.originalDescription}</p>
    </section>
  );
}
