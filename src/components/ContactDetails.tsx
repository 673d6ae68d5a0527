import { Anchor, Stack, Text } from '@mantine/core';
import { useStrings } from '@/lib/use-strings';
import contactStrings from '#site/strings/contact.json';
import { registerStrings } from '@/lib/i18n';
import { contact } from '#site/content';
import { AddressLine } from './AddressLine';
import { unitLanguage } from '@/lib/unit-language';
import { markOf, useAreaLanguage, useMark } from '@/lib/use-page-language';

// The contact details' labels travel with this component, shown by the contact page and the FAQ,
// not with every page (src/lib/i18n.ts).
registerStrings('contact', contactStrings);

/** Address, e-mail, phone and hours as an <address>, shared by the contact and FAQ pages. */
export function ContactDetails({ withPerson = false }: { withPerson?: boolean }) {
  const { t } = useStrings();
  // The details in their file's language (the shell's), the labels in their area's.
  const language = unitLanguage(contact);
  const labelLang = markOf(useAreaLanguage('contact'), language);
  return (
    <Stack gap="xs" component="address" style={{ fontStyle: 'normal' }} lang={useMark(language)}>
      {contact.addressLines.map((line) => (
        <Text key={line}>
          <AddressLine line={line} postalCode={contact.postalAddress.postalCode} />
        </Text>
      ))}
      <Text>
        <strong lang={labelLang}>{t('contact.email')}:</strong>{' '}
        <Anchor href={`mailto:${contact.email}`}>{contact.email}</Anchor>
      </Text>
      <Text>
        <strong lang={labelLang}>{t('contact.phone')}:</strong>{' '}
        <Anchor href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</Anchor>
      </Text>
      <Text>
        <strong lang={labelLang}>{t('contact.officeHours')}:</strong> {contact.officeHours}
      </Text>
      {withPerson && (
        <>
          <Text>
            <strong lang={labelLang}>{t('contact.secretariatHours')}:</strong> {contact.secretariatHours}
          </Text>
          <Text>
            <strong lang={labelLang}>{t('contact.person')}:</strong> {contact.contactPerson}
          </Text>
        </>
      )}
    </Stack>
  );
}
