import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import contactStrings from '#site/strings/contact.json';
import { registerStrings } from '@/lib/i18n';
import { contact } from '#site/content';
import { AddressLine } from './AddressLine';

// The contact details' labels travel with this component, shown by the contact page and the FAQ,
// not with every page (src/lib/i18n.ts).
registerStrings('contact', contactStrings);

/** Address, e-mail, phone and hours as an <address>, shared by the contact and FAQ pages. */
export function ContactDetails({ withPerson = false }: { withPerson?: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" component="address" style={{ fontStyle: 'normal' }}>
      {contact.addressLines.map((line) => (
        <Text key={line}>
          <AddressLine line={line} postalCode={contact.postalAddress.postalCode} />
        </Text>
      ))}
      <Text>
        <strong>{t('contact.email')}:</strong> <Anchor href={`mailto:${contact.email}`}>{contact.email}</Anchor>
      </Text>
      <Text>
        <strong>{t('contact.phone')}:</strong>{' '}
        <Anchor href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</Anchor>
      </Text>
      <Text>
        <strong>{t('contact.officeHours')}:</strong> {contact.officeHours}
      </Text>
      {withPerson && (
        <>
          <Text>
            <strong>{t('contact.secretariatHours')}:</strong> {contact.secretariatHours}
          </Text>
          <Text>
            <strong>{t('contact.person')}:</strong> {contact.contactPerson}
          </Text>
        </>
      )}
    </Stack>
  );
}
