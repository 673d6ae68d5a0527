import './strings';
import { Card, Group, Stack, Text, ThemeIcon, Timeline, Title } from '@mantine/core';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Timeline.css';
import { useStrings } from '@/lib/use-strings';
import { programme } from '#site/content';
import { Icon } from '@/components/icon/Icon';
import { AnchorLink, asRoute } from '@/components/links';
import { FaqAccordion } from './FaqAccordion';
import { unitLanguage } from '@/lib/unit-language';
import { useMark } from '@/lib/use-page-language';

/** Below the candidates' section cards: the FAQ, the five enrolment steps, the city card. */
export function CandidatesExtras() {
  const { t } = useStrings();
  // The steps and the city card are the programme's file (the shell's), in its own language.
  const programmeLang = useMark(unitLanguage(programme));
  return (
    <>
      <section>
        <Title order={2} mb="md">
          {t('candidates.extras.faqTitle')}
        </Title>
        <FaqAccordion headingOrder={3} />
      </section>
      <section>
        <Title order={2} mb="lg">
          {t('candidates.extras.stepsTitle')}
        </Title>
        <Timeline active={programme.enrolmentSteps.length - 1} bulletSize={28} lineWidth={2} lang={programmeLang}>
          {programme.enrolmentSteps.map((step, index) => (
            <Timeline.Item
              key={step.title}
              bullet={
                <Text size="xs" fw={700}>
                  {index + 1}
                </Text>
              }
              title={step.title}
            >
              <Text size="sm">{step.description}</Text>
            </Timeline.Item>
          ))}
        </Timeline>
      </section>
      <Card withBorder radius="lg" padding="lg" component="section">
        <Group wrap="nowrap" align="flex-start">
          <ThemeIcon size={48} radius="md" variant="light">
            <Icon name="map" />
          </ThemeIcon>
          <Stack gap={6} lang={programmeLang}>
            <Title order={2} size="h3">
              {programme.cityCard.title}
            </Title>
            <Text>{programme.cityCard.text}</Text>
            <AnchorLink to={asRoute(programme.cityCard.link.path)} fw={600}>
              {programme.cityCard.link.label}
            </AnchorLink>
          </Stack>
        </Group>
      </Card>
    </>
  );
}
