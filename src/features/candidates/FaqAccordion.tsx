import { useEffect, useRef, useState } from 'react';
import { IconChevronDown } from '@tabler/icons-react';
import { faq } from '#site/content';
import { unitLanguage } from '@/lib/unit-language';
import { markOf, useRegionLanguage } from '@/lib/use-page-language';
import { useEarlyTaps } from '@/lib/early-taps';
import { answerRegionHtml } from './faq-answer-html';
import classes from './FaqAccordion.module.css';

/**
 * The eight FAQ items; one open at a time, and the open one closes again on a second click.
 * Every answer is in the served HTML: collapsed ones are `hidden="until-found"`, so find-in-page
 * (and visitors without JavaScript) can reach them; the browser's `beforematch` opens the item.
 * Until the accordion has started, a question tapped is index.html's early script's to open
 * (`data-early`; `data-ready` once the accordion has taken over).
 */
export function FaqAccordion({ headingOrder = 3 }: { headingOrder?: 2 | 3 | 4 }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const hosts = useRef(new Map<string, HTMLDivElement>());
  const Heading = `h${headingOrder}` as const;
  // Each item in the language it is written in: a translator's first items show beside the rest.
  const region = useRegionLanguage();

  // Find-in-page, or a tap the early script answered, may have revealed an answer before the page
  // hydrated: that item is the open one.
  const list = useEarlyTaps<HTMLDivElement>(() => {
    const revealed = [...hosts.current].find(([, host]) => host.firstElementChild?.hasAttribute('hidden') === false);
    if (revealed) setOpenId(revealed[0]);
  });

  // The regions' markup is not React's (see answerRegionHtml): show and hide them here.
  useEffect(() => {
    for (const [id, host] of hosts.current) {
      const region = host.firstElementChild;
      if (id === openId) region?.removeAttribute('hidden');
      else region?.setAttribute('hidden', 'until-found');
    }
  }, [openId]);

  useEffect(() => {
    const cleanups = [...hosts.current].map(([id, host]) => {
      const region = host.firstElementChild;
      const onMatch = () => setOpenId(id);
      region?.addEventListener('beforematch', onMatch);
      return () => region?.removeEventListener('beforematch', onMatch);
    });
    return () => cleanups.forEach((cleanup) => cleanup());
  }, []);

  return (
    <div ref={list} className={classes.list} data-early="disclosures">
      {faq.map((item) => {
        const open = openId === item.id;
        const questionId = `faq-question-${item.id}`;
        const answerId = `faq-answer-${item.id}`;
        return (
          <div key={item.id} className={classes.item} data-open={open} lang={markOf(unitLanguage(item), region)}>
            <Heading className={classes.heading}>
              <button
                type="button"
                id={questionId}
                className={classes.control}
                aria-expanded={open}
                aria-controls={answerId}
                onClick={() => setOpenId(open ? null : item.id)}
              >
                <span>{item.question}</span>
                <IconChevronDown size={18} aria-hidden focusable={false} className={classes.chevron} />
              </button>
            </Heading>
            <div
              ref={(element) => {
                if (element) hosts.current.set(item.id, element);
                else hosts.current.delete(item.id);
              }}
              dangerouslySetInnerHTML={{
                __html: answerRegionHtml({
                  id: answerId,
                  labelledBy: questionId,
                  className: classes.panel!,
                  answer: item.answer,
                }),
              }}
            />
          </div>
        );
      })}
    </div>
  );
}
