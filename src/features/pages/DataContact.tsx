import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Paper.css';
import type { PrivacyContent } from '#site/content';

type Contact = Omit<PrivacyContent['dataContact'], 'name'> & { name?: string };

/** Whom to write to (about personal data, about a barrier): a content page's closing section. */
export function DataContact({ contact, updated }: { contact: Contact; updated: string }) {
  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="contato-dados" id="contato">
        <Title order={2} id="contato-dados" mb="sm">
          {contact.title}
        </Title>
        <Text>{contact.text}</Text>
        {contact.name && (
          <Text fw={700} mt="sm">
            {contact.name}
          </Text>
        )}
        <Anchor href={`mailto:${contact.email}`}>{contact.email}</Anchor>
      </Paper>
      <Text size="sm">{updated}</Text>
    </Stack>
  );
}
