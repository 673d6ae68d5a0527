import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { contact } from '#site/content';
import { AddressLine } from './AddressLine';

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
        <strong>{t('pages.contact.email')}:</strong> <Anchor href={`mailto:${contact.email}`}>{contact.email}</Anchor>
      </Text>
      <Text>
        <strong>{t('pages.contact.phone')}:</strong>{' '}
        <Anchor href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</Anchor>
      </Text>
      <Text>
        <strong>{t('pages.contact.officeHours')}:</strong> {contact.officeHours}
      </Text>
      {withPerson && (
        <>
          <Text>
            <strong>{t('pages.contact.secretariatHours')}:</strong> {contact.secretariatHours}
          </Text>
          <Text>
            <strong>{t('pages.contact.person')}:</strong> {contact.contactPerson}
          </Text>
        </>
      )}
    </Stack>
  );
}
