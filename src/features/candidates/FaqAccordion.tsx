import { Accordion } from '@mantine/core';
import { faq } from '#site/content';

/** The eight FAQ items; one open at a time, and the open one closes again on a second click. */
export function FaqAccordion({ headingOrder = 3 }: { headingOrder?: 2 | 3 | 4 }) {
  return (
    <Accordion variant="separated" radius="md" order={headingOrder} chevronPosition="right">
      {faq.map((item, index) => (
        <Accordion.Item key={item.question} value={`faq-${index + 1}`}>
          <Accordion.Control>{item.question}</Accordion.Control>
          <Accordion.Panel style={{ whiteSpace: 'pre-line' }}>{item.answer}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
