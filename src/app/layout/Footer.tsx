import { Anchor, Box, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useStrings } from '@/lib/use-strings';
import { contact, programme } from '#site/content';
import classes from './Footer.module.css';
import { AddressLine } from '@/components/AddressLine';
import { PAGE_WIDTH } from '@/components/page-width';
import { FOOTER_ID } from '@/features/accessibility/shortcuts';

// Fixed at build time so the server's and the browser's render agree.
const BUILD_YEAR = new Date().getFullYear();

export function Footer({ lang }: { lang?: string }) {
  const { t } = useStrings();
  return (
    <Box component="footer" className={classes.footer} id={FOOTER_ID} tabIndex={-1} lang={lang}>
      <Container size={PAGE_WIDTH} py={48}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          <Stack gap="xs">
            <Title order={2} size="h5">
              {t('layout.footer.about')}
            </Title>
            <Text size="sm">{programme.description}</Text>
          </Stack>
          <Stack gap="xs" component="nav" aria-label={t('layout.footer.usefulLinks')}>
            <Title order={2} size="h5">
              {t('layout.footer.usefulLinks')}
            </Title>
            <Link to="/candidatos" className={classes.link}>
              {t('layout.footer.links.candidates')}
            </Link>
            <Link to="/linhas-pesquisa" className={classes.link}>
              {t('layout.footer.links.researchLines')}
            </Link>
            <Link to="/orientadores" className={classes.link}>
              {t('layout.footer.links.advisers')}
            </Link>
            <Link to="/candidatos/faq" className={classes.link}>
              {t('layout.footer.links.faq')}
            </Link>
            <Link to="/contato" className={classes.link}>
              {t('layout.footer.links.contact')}
            </Link>
            <Link to="/privacidade" className={classes.link}>
              {t('layout.footer.links.privacy')}
            </Link>
            <Link to="/acessibilidade" className={classes.link}>
              {t('layout.footer.links.accessibility')}
            </Link>
            <Link to="/auth" className={classes.link}>
              {t('layout.footer.links.admin')}
            </Link>
          </Stack>
          <Stack gap="xs">
            <Title order={2} size="h5">
              {t('layout.footer.location')}
            </Title>
            <Text size="sm" component="address" className={classes.address}>
              {contact.addressLines.map((line) => (
                <span key={line}>
                  <AddressLine line={line} postalCode={contact.postalAddress.postalCode} />
                </span>
              ))}
            </Text>
            <Anchor href={`mailto:${contact.email}`} size="sm" className={classes.email}>
              {contact.email}
            </Anchor>
            <Text size="sm">{contact.phone}</Text>
          </Stack>
        </SimpleGrid>
        <Text size="xs" mt={40} className={classes.rights}>
          {t('layout.footer.rights', { year: BUILD_YEAR })}
        </Text>
      </Container>
    </Box>
  );
}
