import { Card, Center, Container, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/ThemeIcon.css';
import { useStrings } from '@/lib/use-strings';
import { contact, contactPage, programme } from '#site/content';
import { Icon } from '@/components/icon/Icon';
import { JsonLd } from '@/components/JsonLd';
import { PageHero } from '@/components/PageHero';
import { SITE_URL } from '@/lib/env';
import { contactOrganization } from '@/lib/structured-data';
import { ContactDetails } from '@/components/ContactDetails';
import { PAGE_WIDTH, READING_WIDTH } from '@/components/page-width';
import { unitLanguage } from '@/lib/unit-language';
import { useMark } from '@/lib/use-page-language';

export function ContactPage() {
  const { t } = useStrings();
  const introLang = useMark(unitLanguage(contactPage));
  // The stations are the contact details' file (the shell's), in its own language.
  const stationsLang = useMark(unitLanguage(contact));
  return (
    <>
      <JsonLd
        data={contactOrganization(
          SITE_URL,
          {
            name: programme.name,
            email: contact.email,
            phone: contact.phone,
            periods: contact.secretariatPeriods,
            address: contact.postalAddress,
          },
          '/contato',
        )}
      />
      <PageHero title={contactPage.title} subtitle={contactPage.subtitle} language={unitLanguage(contactPage)} />
      <Container size={PAGE_WIDTH} py="xl">
        {contactPage.intro && (
          <Text maw={READING_WIDTH} mb="xl" lang={introLang}>
            {contactPage.intro}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <Stack gap="lg">
            <Title order={2}>{t('contact.secretariat')}</Title>
            <ContactDetails withPerson />
            <Title order={2} mt="md">
              {t('contact.directions')}
            </Title>
            <List spacing="sm" lang={stationsLang}>
              {contact.subwayStations.map((station) => (
                <List.Item key={station.name}>
                  <Text fw={700}>{station.name}</Text>
                  <Text size="sm">{station.directions}</Text>
                </List.Item>
              ))}
            </List>
          </Stack>
          <Card withBorder radius="lg" mih={320} component="section" aria-label={t('contact.mapLabel')}>
            <Center h="100%">
              <Stack align="center" gap="sm" ta="center">
                <ThemeIcon size={64} radius="xl" variant="light">
                  <Icon name="map" size={36} />
                </ThemeIcon>
                <Text>{t('contact.mapPlaceholder')}</Text>
              </Stack>
            </Center>
          </Card>
        </SimpleGrid>
      </Container>
    </>
  );
}
