import { createFileRoute } from '@tanstack/react-router';
import { accessibility, contact } from '#site/content';
import { ShortcutList } from '@/features/accessibility/AccessibilityStatement';
import { ContentPageView } from '@/features/pages/ContentPageView';
import { DataContact } from '@/features/pages/DataContact';
import { PageBlock } from '@/components/PageBlock';

export const Route = createFileRoute('/acessibilidade')({
  component: function Acessibilidade() {
    return (
      <ContentPageView
        title={accessibility.title}
        subtitle={accessibility.subtitle}
        blocks={[{ paragraphs: accessibility.intro }]}
      >
        <ShortcutList section={accessibility.shortcuts} />
        {accessibility.sections.map((section) => (
          <PageBlock key={section.id} block={section} />
        ))}
        <DataContact contact={{ ...accessibility.barrier, email: contact.email }} updated={accessibility.updated} />
      </ContentPageView>
    );
  },
});
