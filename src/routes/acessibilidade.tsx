import { createFileRoute } from '@tanstack/react-router';
import { accessibility, contact } from '#site/content';
import { ShortcutList } from '@/features/accessibility/AccessibilityStatement';
import { ContentPageView, blockLang } from '@/features/pages/ContentPageView';
import { unitLanguage } from '@/lib/unit-language';
import { DataContact } from '@/features/pages/DataContact';
import { PageBlock } from '@/components/PageBlock';
import { Stack } from '@mantine/core';
import { useMark } from '@/lib/use-page-language';

export const Route = createFileRoute('/acessibilidade')({
  component: function Acessibilidade() {
    // The rest of the statement, in its file's language like the blocks above.
    const language = unitLanguage(accessibility);
    const lang = useMark(language);
    return (
      <ContentPageView page={accessibility} blocks={[{ paragraphs: accessibility.intro }]}>
        <Stack gap={48} lang={lang}>
          <ShortcutList section={accessibility.shortcuts} language={language} />
          {accessibility.sections.map((section) => (
            <PageBlock key={section.id} block={section} lang={blockLang(section, language)} />
          ))}
          <DataContact contact={{ ...accessibility.barrier, email: contact.email }} updated={accessibility.updated} />
        </Stack>
      </ContentPageView>
    );
  },
});
